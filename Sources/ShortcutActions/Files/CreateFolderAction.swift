import Foundation
import SafeFiles
import ShortcutEngine

/// Create Folder: a folder and any missing folders on the way; an existing folder is fine.
public enum CreateFolderAction: Action {
    static let path = Parameter<String>(
        "path", wireKey: "WFFilePath",
        summary: "The folder to create, relative to 'folder' when given, else to the current folder, or absolute.",
        required: true)
    static let folder = Parameter<Value>(
        "folder", wireKey: "WFFolder",
        summary: "The folder to create it in — a path, a folder, or Apple's folder reference; absent: the current folder.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.file.createfolder", name: "Create Folder",
        summary: "Creates a folder (and missing parents); an existing folder is kept as is.",
        category: "Files",
        parameters: [path, folder, StorageLocation.parameter],
        input: path, output: .produces(.file), outputName: "Folder")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let files = context.files
        var given = try parameters[Self.path]
        if let folder = parameters.optional(Self.folder), !folder.isNothing, !given.hasPrefix("/") {
            given = PathText.join(try FileLocation.path(folder, parameter: "folder", context: context), given)
        } else {
            given = try StorageLocation.applied(given, parameters, context: context)
        }
        let absolute = try files.allowed(given, access: .contents, parameter: "path")
        switch files.fileSystem.kind(at: absolute) {
        case .folder?: return .file(FileReference(path: given))
        case nil:
            // In a dry run the file system is the planned one: later steps see the folder.
            if files.dryRun { files.preview("create folder \(files.display(absolute))") }
            // The folders this makes, outermost first (missing parents too): journalled once made, so
            // an undo removes them while they are empty.
            let missing = FileInputs.missingFolders(absolute, in: files.fileSystem)
            try files.perform(.createFolder(given), parameter: "path") { () throws(FileSystemError) in
                try files.fileSystem.createDirectory(at: absolute, intermediate: true)
            }
            try files.made(missing, verb: "create folder", as: .folders, counting: 1, foldersMadeEmpty: true, parameter: "path")
            return .file(FileReference(path: given))
        default:
            throw ActionFailure(FileActionFailure.fileInTheWay(given), parameter: "path")
        }
    }
}
