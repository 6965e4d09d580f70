import SafeFiles
import ShortcutEngine

/// The entries of a folder an app-like library shows (the photo library's albums and photos, the
/// address book's groups and cards): names starting with `.` are hidden, and files and folders
/// each come in natural order (`2` before `10`).
enum VisibleEntries {
    /// The visible files and subfolders of `folder` (an absolute path `access` allows), read as
    /// one file operation whose failure names `parameter`.
    static func of(_ folder: String, access: FileAccess, parameter: String?) throws -> (files: [String], folders: [String]) {
        let fileSystem = access.fileSystem
        let all = try access.perform(.read(access.display(folder)), parameter: parameter) {
            () throws(FileSystemError) -> [String] in
            try fileSystem.contentsOfDirectory(at: folder)
        }
        var files: [String] = [], folders: [String] = []
        for name in all where !name.hasPrefix(".") {
            switch fileSystem.kind(at: PathText.join(folder, name)) {
            case .folder?: folders.append(name)
            case .file?: files.append(name)
            default: break
            }
        }
        return (NaturalOrder.sorted(files), NaturalOrder.sorted(folders))
    }
}
