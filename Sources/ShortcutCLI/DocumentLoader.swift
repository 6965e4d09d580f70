import Foundation
import ShortcutEngine
import ShortcutImport

/// Finds and reads workflow documents for the commands.
enum DocumentLoader {
    /// Reads FILE, or — when no such file exists — the workflow named FILE in `library` (else in `folder`).
    /// Apple shortcuts (.shortcut, .plist, .wflow, .xml) and Automator .workflow bundles are imported in memory.
    /// Imported shortcuts are refused past `limits.maxNesting` blocks.
    static func load(
        _ argument: String, folder: String = "Workflows", library: WorkflowLibrary? = nil, registry: ActionRegistry,
        limits: RunLimits = RunLimits()
    ) throws
        -> (
            document: WorkflowDocument, path: String
        )
    {
        if Importer.handles(argument), FileManager.default.fileExists(atPath: argument) {
            return (try Importer.importFile(atPath: argument, registry: registry, maxNesting: limits.maxNesting).document, argument)
        }
        let path = try locate(argument, folder: folder, library: library, registry: registry)
        if Importer.handles(path) {
            return (try Importer.importFile(atPath: path, registry: registry, maxNesting: limits.maxNesting).document, path)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandLineFailure.cannotReadWorkflow(path: path)
        }
        return (try DocumentReader.read(data, file: path), path)
    }

    /// FILE when it exists, else the library entry named FILE; `folder` is the one the hint names.
    static func locate(_ argument: String, folder: String, library: WorkflowLibrary? = nil, registry: ActionRegistry? = nil)
        throws -> String
    {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) {
            if isDirectory.boolValue, !Importer.handles(argument) {
                throw CommandLineFailure.workflowIsFolder(argument)
            }
            return argument
        }
        let library = library ?? WorkflowLibrary(folders: [folder], registry: registry)
        if let match = library.entry(named: argument) { return match.path }
        let entries = library.entries
        throw CommandLineFailure.noSuchWorkflow(argument, folder: folder, known: entries.map(\.name) + entries.map(\.stem))
    }
}

/// The workflows in a folder, for `list` and name lookup: JSON documents, and with a registry
/// also the Apple shortcuts and Automator workflows the importer reads (imported in memory;
/// importing runs nothing).
enum WorkflowCatalogue {
    struct Entry {
        var path: String
        var stem: String
        var name: String
        var summary: String?
        var actionCount: Int
    }

    /// The workflows in `folder`, and in its subfolders when `recursive`.
    static func entries(in folder: String, registry: ActionRegistry? = nil, recursive: Bool = true) -> [Entry] {
        var entries: [Entry] = []
        for relative in files(in: folder, recursive: recursive) {
            let path = folder + "/" + relative
            let stem = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
            let document: WorkflowDocument?
            if relative.hasSuffix(".json") {
                document = FileManager.default.contents(atPath: path).flatMap { try? DocumentReader.read($0) }
            } else if let registry, Importer.handles(relative) {
                document = try? Importer.importFile(atPath: path, registry: registry).document
            } else {
                continue
            }
            guard let document else { continue }
            entries.append(
                Entry(
                    path: path, stem: stem, name: document.name.isEmpty ? stem : document.name, summary: document.summary,
                    actionCount: document.actions.count))
        }
        return entries.sorted { $0.path < $1.path }
    }

    /// The paths under `folder`, relative to it: every file (an Automator `.workflow` bundle as
    /// one item), or with `recursive` off only the folder's own items.
    static func files(in folder: String, recursive: Bool) -> [String] {
        guard recursive else { return (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] }
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".workflow") { enumerator.skipDescendants() }
            files.append(relative)
        }
        return files
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
