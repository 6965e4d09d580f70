import Foundation
import SafeFiles
import ShortcutEngine
import ShortcutImport

/// The workflows `run NAME`, Run Workflow by name, Get My Shortcuts and `list` find: the folder
/// of the running file (only that folder, not its subfolders: a file run from a home folder must
/// not make a name lookup read the whole home), each `--folder DIR` and the user library (`$XDG_DATA_HOME/shortcut/library`, else `~/.local/share/shortcut/library`), those
/// two searched recursively. A name matches a document's workflow name (its `name`, else its file
/// name), letter case ignored; the first folder that has it wins.
final class WorkflowLibrary {
    /// The folders, in lookup order, without repeats.
    let folders: [String]
    /// The folder of the running file, searched without its subfolders; nil when none.
    private let flatFolder: String?
    private let registry: ActionRegistry?
    private var cached: [WorkflowCatalogue.Entry]?
    private var cachedNames: [WorkflowCatalogue.Named]?

    /// A library over `folders` (searched recursively, except `flatFolder`); with a registry,
    /// Apple shortcuts in them are imported to be listed.
    init(folders: [String], flatFolder: String? = nil, registry: ActionRegistry?) {
        var seen: Set<String> = []
        self.folders = folders.filter { seen.insert(AbsolutePath.of($0)).inserted }
        self.flatFolder = flatFolder
        self.registry = registry
    }

    /// The library of a command: `running`'s folder (when a file runs), each `--folder` and the
    /// user library. The same from any working folder: a repository's `Workflows/` is searched
    /// only when a `--folder` names it.
    convenience init(_ arguments: Arguments, running file: String? = nil, registry: ActionRegistry?) {
        let given = arguments.values(.folder)
        let folder = file.map { PathText.folder($0).isEmpty ? "." : PathText.folder($0) }
        let searched = given + [Self.userFolder()]
        // The running file's folder is searched flat unless it is also searched as a --folder (then recursively).
        let flat = folder.flatMap { folder in searched.contains { Self.same($0, folder) } ? nil : folder }
        self.init(folders: [folder].compactMap { $0 } + searched, flatFolder: flat, registry: registry)
    }

    /// Whether two paths name one folder.
    /// Compared as text (`AbsolutePath`): through `URL` this cost every start 0.5 M instructions (issue 29).
    static func same(_ first: String, _ second: String) -> Bool {
        AbsolutePath.of(first) == AbsolutePath.of(second)
    }

    /// `$XDG_DATA_HOME/shortcut/library`, or `~/.local/share/shortcut/library` (the XDG default).
    static func userFolder() -> String { UserFolders.data("library") }

    /// Every workflow in the folders, folder by folder (read once).
    var entries: [WorkflowCatalogue.Entry] {
        if let cached { return cached }
        let all = folders.flatMap { folder in
            WorkflowCatalogue.entries(
                in: folder, registry: registry, recursive: !(flatFolder.map { Self.same($0, folder) } ?? false))
        }
        cached = all
        return all
    }

    /// Every workflow's place and name, folder by folder (read once, without importing actions;
    /// the names of Apple shortcut files kept between runs by `WorkflowNameCache`).
    var named: [WorkflowCatalogue.Named] {
        if let cachedNames { return cachedNames }
        let cache = registry == nil ? nil : WorkflowNameCache()
        let all = folders.flatMap { folder in
            WorkflowCatalogue.named(
                in: folder, importing: registry != nil,
                recursive: !(flatFolder.map { Self.same($0, folder) } ?? false), cache: cache)
        }
        cache?.save()
        cachedNames = all
        return all
    }

    /// The names, sorted, each once (Get My Shortcuts).
    var names: [String] {
        var seen: Set<String> = []
        return named.map(\.name).filter { seen.insert($0.lowercased()).inserted }.sorted {
            $0.lowercased() < $1.lowercased()
        }
    }

    /// The first workflow whose name (or file name) is `name`, letter case ignored.
    func entry(named name: String) -> WorkflowCatalogue.Named? {
        let wanted = name.lowercased()
        return named.first { $0.name.lowercased() == wanted } ?? named.first { $0.stem.lowercased() == wanted }
    }
}
