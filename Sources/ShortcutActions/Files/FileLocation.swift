import Foundation
import SafeFiles
import ShortcutEngine

/// Paths from the values File, Folder and the folder parameters receive: a path as text, a file,
/// a `file://` URL, or Apple's reference dictionary `{displayName, filename, fileLocation:
/// {WFFileLocationType, relativeSubpath}}` (research: shortcuts-format.md §8), whose location
/// (iCloud Drive, the Shortcuts folder, On My iPhone, a file provider…) is a folder mapped on
/// this machine (`StorageLocation`); an absolute reference (`Absolute`) is its path.
enum FileLocation {
    /// The path `value` names; failures name `parameter`.
    static func path(_ value: Value, parameter: String, context: ActionContext) throws(ActionFailure) -> String {
        switch value {
        case .file(let file): return file.path
        case .text(let path) where !path.isEmpty: return path
        case .url(let url) where url.hasPrefix("file://"): return String(url.dropFirst(7))
        case .dictionary(let reference):
            guard case .dictionary(let location)? = reference["fileLocation"] else { break }
            let type = text(location["WFFileLocationType"]) ?? ""
            var subpath = text(location["relativeSubpath"]) ?? ""
            let name = text(reference["displayName"]) ?? text(reference["filename"]) ?? subpath
            if subpath.isEmpty { subpath = text(reference["filename"]) ?? "" }
            if type == "Absolute", subpath.hasPrefix("/") { return subpath }
            // iCloud Drive's own folder name leads its subpaths in some files.
            if StorageLocation.name(type) == StorageLocation.iCloudDrive, subpath.hasPrefix(iCloudDriveFolder) {
                subpath = String(subpath.dropFirst(iCloudDriveFolder.count).drop { $0 == "/" })
            }
            let provider = type == "FileProvider" ? (text(location["fileProviderDomainID"]) ?? type) : type
            let folder = try StorageLocation.folder(
                provider.isEmpty ? "unnamed" : provider, item: name, parameter: parameter, context: context)
            return subpath.isEmpty ? folder : PathText.join(folder, subpath)
        default: break
        }
        throw ActionFailure(FileLocationFailure.notALocation(got: value.type.article), parameter: parameter)
    }

    /// iCloud Drive's folder as Apple names it inside a subpath.
    static let iCloudDriveFolder = "com~apple~CloudDocs"

    private static func text(_ value: Value?) -> String? {
        if case .text(let text)? = value, !text.isEmpty { return text }
        return nil
    }
}

extension FileLocation {
    /// The file (or, with `folder`, the folder) `value` names, through the path policy; a missing
    /// one, or a file where a folder is wanted, is an error naming `parameter`.
    static func existing(_ value: Value, folder: Bool, parameter: String, context: ActionContext) throws -> Value {
        let given = try path(value, parameter: parameter, context: context)
        let absolute = try context.files.allowed(given, access: .item, parameter: parameter)
        guard let kind = context.files.fileSystem.kind(at: absolute) else {
            throw ActionFailure(
                folder ? FileActionFailure.noSuchFolder(given) : FileActionFailure.noSuchFile(given), parameter: parameter)
        }
        if folder, kind != .folder {
            throw ActionFailure(FileActionFailure.notAFolder(given, exists: true), parameter: parameter)
        }
        return FileInputs.output(absolute, like: given, files: context.files)
    }
}

/// The registry's resolver of Apple's file and folder references (`FileLocation.path`), so every
/// parameter that wants a file takes one, not only those that read a folder themselves.
struct StorageFileReferences: FileReferenceResolver {
    func path(of reference: ValueDictionary, context: ActionContext, parameter: String) throws(ActionFailure) -> String? {
        guard case .dictionary? = reference["fileLocation"] else { return nil }
        return try FileLocation.path(.dictionary(reference), parameter: parameter, context: context)
    }
}
