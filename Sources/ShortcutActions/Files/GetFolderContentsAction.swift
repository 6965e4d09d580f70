import Foundation
import SafeFiles
import ShortcutEngine

/// Get Contents of Folder: the items in a folder, sorted by name, optionally recursive.
public enum GetFolderContentsAction: Action {
    static let folder = Parameter<Value>(
        "folder", wireKey: "WFFolder", type: .file, summary: "The folder to list.", required: true)
    static let recursive = Parameter<Bool>(
        "recursive", wireKey: "Recursive", summary: "Also list the contents of subfolders.", default: false)
    static let includeHidden = Parameter<Bool>(
        "includeHidden", label: "Include Hidden Files", summary: "Include names starting with a dot.", default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.file.getfoldercontents", name: "Get Contents of Folder",
        summary: "Lists the files and folders in a folder, by name (natural order).", category: "Files",
        parameters: [folder, recursive, includeHidden],
        input: folder, output: .produces(.list), outputName: "Contents of Folder")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .file(let folder) = try parameters.value(Self.folder) else { return .list([]) }
        let files = context.files
        let absolute = try files.allowed(folder.path, access: .contents, parameter: "folder")
        guard files.fileSystem.kind(at: absolute) != nil else {
            throw ActionFailure(FileActionFailure.noSuchFolder(folder.path), parameter: "folder")
        }
        var paths: [String] = []
        try FileListing.walk(
            absolute, shownAs: folder.path, recursive: try parameters[Self.recursive],
            hidden: try parameters[Self.includeHidden],
            files: files, into: &paths, parameter: "folder")
        return .list(paths.map { .file(FileReference(path: $0)) })
    }
}

/// Folder listing shared by the file actions.
enum FileListing {
    /// Appends the items under `absolute` (shown under the prefix `shownAs`), each folder's items in
    /// natural name order, a folder's contents right after it. Symbolic links to folders are not
    /// entered (they could lead out of the allowed folders or loop).
    static func walk(
        _ absolute: String, shownAs: String, recursive: Bool, hidden: Bool, files: FileAccess, into paths: inout [String],
        parameter: String
    ) throws(FileError) {
        let names = try files.perform(.list(shownAs), parameter: parameter) {
            () throws(FileSystemError) -> [String] in
            try files.fileSystem.contentsOfDirectory(at: absolute)
        }
        for name in NaturalOrder.sorted(names) where hidden || !name.hasPrefix(".") {
            let path = PathText.join(shownAs, name)
            paths.append(path)
            if recursive, files.fileSystem.kind(at: absolute + "/" + name) == .folder {
                try walk(
                    absolute + "/" + name, shownAs: path, recursive: true, hidden: hidden, files: files, into: &paths,
                    parameter: parameter)
            }
        }
    }
}
