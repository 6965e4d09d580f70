import ShortcutEngine

/// Failures of reading Apple's file and folder references (File, Folder, Append to File's folder).
enum FileLocationFailure: FailureFacts, Equatable {
    /// A storage location (iCloud Drive, Dropbox…) no folder is mapped to; `name` is what was looked for there.
    case unmappedLocation(location: String, name: String)
    /// A value that is neither a path, a file nor a file reference; `got` is its type with an article.
    case notALocation(got: String)
    /// The engine's own Shortcuts folder could not be made (a file or an unwritable folder in its way).
    case shortcutsFolderNotMade(folder: String)

    var message: String {
        switch self {
        case .unmappedLocation(let location, let name):
            return "'\(name)' is in the storage location '\(location)', which is not mapped to a folder on this machine"
        case .notALocation(let got): return "expected a path, a file or a folder, got \(got)"
        case .shortcutsFolderNotMade(let folder): return "couldn't make the Shortcuts folder '\(folder)'"
        }
    }

    var remedy: Remedy? {
        if case .unmappedLocation(let location, _) = self { return .mapLocation(location) }
        return nil
    }

    var hint: String? {
        switch self {
        case .unmappedLocation: return nil
        case .notALocation: return "pass a path as text, or a file from Get File"
        case .shortcutsFolderNotMade:
            return "move what is in its way, or map the Shortcuts location to another folder"
        }
    }
}
