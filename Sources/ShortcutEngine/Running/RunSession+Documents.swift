import Foundation
import SafeFiles

extension RunSession {
    /// The folders Run Workflow may read documents from: the allowed folders (`RunOptions.allowedPaths`)
    /// and the folder of the top-level document, when it came from a file. The user named that
    /// document; a workflow naming others outside these folders is refused like a file action.
    var documentFolders: [String] {
        options.allowedPaths + (pathStack.first.map { [PathText.folder($0)] } ?? [])
    }

    /// Reads a nested workflow document once the path policy allows it (real paths: a link inside
    /// an allowed folder that leads outside is refused, and nothing of the file is read or shown).
    func readDocument(at path: String, parameter: String) throws -> Data {
        let policy = PathPolicy(roots: documentFolders)
        do { _ = try policy.check(path, access: .contents, in: host.fileSystem, parameter: parameter) } catch {
            throw ActionFailure(error)
        }
        return try host.readFile(at: path)
    }

    /// The workflow Run Workflow names, from the host's library, when no file is at `resolved`
    /// (imported shortcuts call others by name); nil: read `resolved` as a file.
    func libraryWorkflow(_ name: String, resolved: String, parameter: String) throws -> LibraryWorkflow? {
        if (try? host.attributes(ofItemAt: resolved)) != nil { return nil }
        do { return try host.libraryWorkflow(named: name) } catch {
            var failure = error
            if failure.parameter == nil { failure.parameter = parameter }
            throw failure
        }
    }
}
