import Foundation
import SafeFiles
import ShortcutEngine
import ShortcutImport

/// Finds and reads workflow documents for the commands.
enum DocumentLoader {
    /// What a document read from standard input (`-`) is called in messages, as compilers call it.
    static let standardInputName = "<stdin>"
    /// The largest document read from standard input (64 MiB, as the largest text).
    static let maxStandardInputBytes = 64 << 20

    /// Reads FILE, or — when no such file exists — the workflow named FILE in `library`.
    /// Apple shortcuts (.shortcut, .plist, .wflow, .xml) and Automator .workflow bundles are imported in memory.
    /// Imported shortcuts are refused past `limits.maxNesting` blocks.
    /// `-` reads the document from standard input; it is named `<stdin>` in messages. `answers`
    /// answer an imported shortcut's import questions.
    static func load(
        _ argument: String, library: WorkflowLibrary, registry: ActionRegistry, limits: RunLimits = RunLimits(),
        console: Console, answers: ImportAnswers = .none
    ) throws
        -> (
            document: WorkflowDocument, path: String
        )
    {
        if argument == "-" {
            // Read no further than the limit: a larger stream is refused without holding it all.
            let data = console.readInput(atMost: maxStandardInputBytes + 1)
            guard data.count <= maxStandardInputBytes else {
                throw CommandLineFailure.standardInputWorkflowTooLarge(limit: maxStandardInputBytes)
            }
            return (try DocumentReader.read(data, file: standardInputName), standardInputName)
        }
        if Importer.handles(argument), FileManager.default.fileExists(atPath: argument) {
            return (
                try Importer.importFile(atPath: argument, registry: registry, maxNesting: limits.maxNesting, answers: answers)
                    .document, argument
            )
        }
        let path = try locate(argument, library: library)
        if Importer.handles(path) {
            return (
                try Importer.importFile(atPath: path, registry: registry, maxNesting: limits.maxNesting, answers: answers)
                    .document,
                path
            )
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandLineFailure.cannotReadWorkflow(path: path)
        }
        return (try DocumentReader.read(data, file: path), path)
    }

    /// FILE when it exists, else the library entry named FILE (a link leading outside its library
    /// folder is no entry: `WorkflowCatalogue.entries`).
    static func locate(_ argument: String, library: WorkflowLibrary) throws -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) {
            if isDirectory.boolValue, !Importer.handles(argument) {
                throw CommandLineFailure.workflowIsFolder(argument)
            }
            return argument
        }
        if let match = library.entry(named: argument) { return match.path }
        let named = library.named
        throw CommandLineFailure.noSuchWorkflow(
            argument, folders: library.folders, known: named.map(\.name) + named.map(\.stem))
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

    /// A workflow's place and name, read without its actions (name lookup, Get My Shortcuts).
    struct Named {
        var path: String
        var stem: String
        var name: String
    }

    /// The workflows in `folder`, and in its subfolders when `recursive`. A link that leads outside
    /// the folder (by real path) is not part of it: the library is read through the path policy's
    /// rule, so a workflow is no more reachable by name (or Get My Shortcuts) than by its path.
    static func entries(in folder: String, registry: ActionRegistry? = nil, recursive: Bool = true) -> [Entry] {
        var entries: [Entry] = []
        for (path, stem) in inside(folder, recursive: recursive) {
            let document: WorkflowDocument?
            if path.hasSuffix(".json") {
                document = FileManager.default.contents(atPath: path).flatMap { try? DocumentReader.read($0) }
            } else if let registry, Importer.handles(path) {
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

    /// The names `entries` would list, without importing the shortcuts (only their names are read,
    /// through `cache` when one is given).
    static func named(in folder: String, importing: Bool, recursive: Bool = true, cache: WorkflowNameCache? = nil) -> [Named] {
        var named: [Named] = []
        for (path, stem) in inside(folder, recursive: recursive) {
            let name: String?
            if path.hasSuffix(".json") {
                name = FileManager.default.contents(atPath: path).flatMap { try? DocumentReader.read($0) }.map(\.name)
            } else if importing, Importer.handles(path) {
                if let cache { name = cache.name(atPath: path) } else { name = Importer.workflowName(atPath: path) }
            } else {
                continue
            }
            guard let name else { continue }
            named.append(Named(path: path, stem: stem, name: name.isEmpty ? stem : name))
        }
        return named.sorted { $0.path < $1.path }
    }

    /// Each file under `folder` (as `files` lists them) whose real path stays inside it, with its stem.
    private static func inside(_ folder: String, recursive: Bool) -> [(path: String, stem: String)] {
        let disk = LocalFileSystem()
        guard let realFolder = try? disk.realPath(AbsolutePath.of(folder)) else { return [] }
        return files(in: folder, recursive: recursive).compactMap { relative in
            let path = folder + "/" + relative
            guard let real = try? disk.realPath(AbsolutePath.of(path)),
                real == realFolder || real.hasPrefix(realFolder == "/" ? "/" : realFolder + "/")
            else { return nil }
            return (path, ((relative as NSString).lastPathComponent as NSString).deletingPathExtension)
        }
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
    /// The one workflow (FILE or NAME) `check`, `view` and `graph` take, looked up in the library
    /// (each `--folder` and the user library), read with `limits`; no workflow or several is a usage error.
    static func loadOne(_ arguments: Arguments, registry: ActionRegistry, limits: RunLimits, console: Console) throws
        -> (document: WorkflowDocument, path: String)
    {
        guard arguments.positionals.count == 1, let target = arguments.positionals.first else {
            throw CommandLineFailure.nameOneWorkflow
        }
        return try load(
            target, library: WorkflowLibrary(arguments, registry: registry), registry: registry, limits: limits, console: console)
    }
}
