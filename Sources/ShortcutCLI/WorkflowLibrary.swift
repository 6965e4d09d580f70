import Foundation
import SafeFiles
import ShortcutEngine
import ShortcutImport

/// The workflows `run NAME`, Run Workflow by name, Get My Shortcuts and `list` find: the folder
/// of the running file, each `--folder DIR` (default `Workflows`) and the user library
/// (`$XDG_DATA_HOME/shortcut/library`, else `~/.local/share/shortcut/library`). A name matches a
/// document's workflow name (its `name`, else its file name), letter case ignored; the first
/// folder that has it wins.
final class WorkflowLibrary {
    /// The folders, in lookup order, without repeats.
    let folders: [String]
    private let registry: ActionRegistry?
    private var cached: [WorkflowCatalogue.Entry]?

    /// A library over `folders`; with a registry, Apple shortcuts in them are imported to be listed.
    init(folders: [String], registry: ActionRegistry?) {
        var seen: Set<String> = []
        self.folders = folders.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
        self.registry = registry
    }

    /// The library of a command: `running`'s folder (when a file runs), `--folder`s (default
    /// `Workflows`) and the user library.
    convenience init(_ arguments: Arguments, running file: String? = nil, registry: ActionRegistry?) {
        let given = arguments.values("--folder")
        let folder = file.map { PathText.folder($0).isEmpty ? "." : PathText.folder($0) }
        self.init(folders: [folder].compactMap { $0 } + (given.isEmpty ? ["Workflows"] : given) + [Self.userFolder()], registry: registry)
    }

    /// `$XDG_DATA_HOME/shortcut/library`, or `~/.local/share/shortcut/library` (the XDG default).
    static func userFolder() -> String {
        let environment = ProcessInfo.processInfo.environment
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/shortcut/library" }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share/shortcut/library"
    }

    /// Every workflow in the folders, folder by folder (read once).
    var entries: [WorkflowCatalogue.Entry] {
        if let cached { return cached }
        let all = folders.flatMap { WorkflowCatalogue.entries(in: $0, registry: registry) }
        cached = all
        return all
    }

    /// The names, sorted, each once (Get My Shortcuts).
    var names: [String] {
        var seen: Set<String> = []
        return entries.map(\.name).filter { seen.insert($0.lowercased()).inserted }.sorted {
            $0.lowercased() < $1.lowercased()
        }
    }

    /// The first workflow whose name (or file name) is `name`, letter case ignored.
    func entry(named name: String) -> WorkflowCatalogue.Entry? {
        let wanted = name.lowercased()
        return entries.first { $0.name.lowercased() == wanted } ?? entries.first { $0.stem.lowercased() == wanted }
    }
}
