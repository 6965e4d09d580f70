import Foundation
import ShortcutEngine
import ShortcutImport

/// Finds and reads workflow documents for the commands.
enum DocumentLoader {
    /// Reads FILE, or — when no such file exists — the workflow named FILE in `folder`.
    /// Apple shortcuts (.shortcut, .plist, .wflow, .xml) and Automator .workflow bundles are imported in memory.
    /// Imported shortcuts are refused past `limits.maxNesting` blocks.
    static func load(_ argument: String, folder: String = "Workflows", registry: ActionRegistry, limits: RunLimits = RunLimits()) throws
        -> (
            document: WorkflowDocument, path: String
        )
    {
        if Importer.handles(argument), FileManager.default.fileExists(atPath: argument) {
            return (try Importer.importFile(atPath: argument, registry: registry, maxNesting: limits.maxNesting).document, argument)
        }
        let path = try locate(argument, folder: folder)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandLineFailure.cannotReadWorkflow(path: path)
        }
        return (try DocumentReader.read(data, file: path), path)
    }

    static func locate(_ argument: String, folder: String) throws -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                throw CommandLineFailure.workflowIsFolder(argument)
            }
            return argument
        }
        let entries = WorkflowCatalogue.entries(in: folder)
        if let match = entries.first(where: {
            $0.name.lowercased() == argument.lowercased() || $0.stem.lowercased() == argument.lowercased()
        }) {
            return match.path
        }
        throw CommandLineFailure.noSuchWorkflow(argument, folder: folder, known: entries.map(\.name) + entries.map(\.stem))
    }
}

/// The workflows in a folder, for `list` and name lookup.
enum WorkflowCatalogue {
    struct Entry {
        var path: String
        var stem: String
        var name: String
        var summary: String?
        var actionCount: Int
    }

    static func entries(in folder: String) -> [Entry] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var entries: [Entry] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".json"), let data = FileManager.default.contents(atPath: folder + "/" + relative),
                let document = try? DocumentReader.read(data)
            else { continue }
            let stem = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
            entries.append(
                Entry(
                    path: folder + "/" + relative, stem: stem, name: document.name, summary: document.summary,
                    actionCount: document.actions.count))
        }
        return entries.sorted { $0.path < $1.path }
    }
}

extension DocumentLoader {
    /// The one workflow (FILE or NAME) `check`, `view` and `graph` take, looked up in `--folder`
    /// (default Workflows/), read with `limits`; no workflow or several is a usage error.
    static func loadOne(_ arguments: Arguments, registry: ActionRegistry, limits: RunLimits) throws
        -> (document: WorkflowDocument, path: String)
    {
        guard arguments.positionals.count == 1, let target = arguments.positionals.first else {
            throw CommandLineFailure.nameOneWorkflow
        }
        return try load(target, folder: arguments.value("--folder") ?? "Workflows", registry: registry, limits: limits)
    }
}
