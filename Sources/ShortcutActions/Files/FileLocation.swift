import Foundation
import SafeFiles
import ShortcutEngine

/// Paths from the values File, Folder and the folder parameters receive: a path as text, a file,
/// a `file://` URL, or Apple's reference dictionary `{displayName, filename, fileLocation:
/// {WFFileLocationType, relativeSubpath}}` (research: shortcuts-format.md §8), of which only the
/// home folder (`Home`) exists on this machine.
enum FileLocation {
    /// The path `value` names; failures name `parameter`.
    static func path(_ value: Value, parameter: String) throws(ActionFailure) -> String {
        switch value {
        case .file(let file): return file.path
        case .text(let path) where !path.isEmpty: return path
        case .url(let url) where url.hasPrefix("file://"): return String(url.dropFirst(7))
        case .dictionary(let reference):
            guard case .dictionary(let location)? = reference["fileLocation"] else { break }
            let type = text(location["WFFileLocationType"]) ?? ""
            let subpath = text(location["relativeSubpath"]) ?? ""
            let name = text(reference["displayName"]) ?? text(reference["filename"]) ?? subpath
            guard type == "Home" else {
                throw ActionFailure(FileLocationFailure.deviceLocation(location: type.isEmpty ? "unnamed" : type, name: name), parameter: parameter)
            }
            let relative = subpath.isEmpty ? (text(reference["filename"]) ?? "") : subpath
            return relative.isEmpty ? NSHomeDirectory() : PathText.join(NSHomeDirectory(), relative)
        default: break
        }
        throw ActionFailure(FileLocationFailure.notALocation(got: value.type.article), parameter: parameter)
    }

    private static func text(_ value: Value?) -> String? {
        if case .text(let text)? = value, !text.isEmpty { return text }
        return nil
    }
}

extension FileLocation {
    /// The file (or, with `folder`, the folder) `value` names, through the path policy; a missing
    /// one, or a file where a folder is wanted, is an error naming `parameter`.
    static func existing(_ value: Value, folder: Bool, parameter: String, context: ActionContext) throws -> Value {
        let given = try path(value, parameter: parameter)
        let absolute = try context.files.allowed(given, access: .item, parameter: parameter)
        guard let kind = context.files.fileSystem.kind(at: absolute) else {
            throw ActionFailure(folder ? FileActionFailure.noSuchFolder(given) : FileActionFailure.noSuchFile(given), parameter: parameter)
        }
        if folder, kind != .folder {
            throw ActionFailure(FileActionFailure.notAFolder(given, exists: true), parameter: parameter)
        }
        return FileInputs.output(absolute, like: given, files: context.files)
    }
}
