import Foundation
import SafeFiles
import ShortcutEngine

/// Get File: a file or folder by path, optionally inside a folder (Get File from Folder); without
/// a path, asked when run (Shortcuts' file picker).
public enum GetFileAction: Action {
    static let path = Parameter<Value>(
        "path", wireKey: "WFGetFilePath", label: "File Path", type: .text,
        summary: "The path, relative to the current folder or absolute; absent: asked when run (Apple's file picker).")
    static let folder = Parameter<Value>(
        "folder", wireKey: "WFFile", label: "Folder",
        summary: "Get File from Folder: the folder 'path' is in — a path, a folder, or Apple's folder reference.")
    static let showPicker = Parameter<Bool>(
        "showPicker", wireKey: "WFShowFilePicker", label: "Show Document Picker",
        summary:
            "Ask for the file when run, even when 'path' is given (Apple's default is on; absent here, only a missing path asks).",
        default: false)
    static let errorIfNotFound = Parameter<Bool>(
        "errorIfNotFound", wireKey: "WFFileErrorIfNotFound", label: "Error If Not Found",
        summary: "Stop when nothing is there; off outputs nothing instead.", default: true)
    static let folderContents = Parameter<Bool>(
        "folderContents", wireKey: "WFGetFolderContents", label: "Get Contents of Folder",
        summary:
            "When the path is a folder, output what it holds (sorted by name) instead of the folder; a file is output as is.",
        default: false)
    static let initialFolder = Parameter<String>(
        "initialFolder", wireKey: "WFGetFileInitialDirectoryPath", label: "Initial Folder",
        summary: "Where the file picker starts: an answer that is not an absolute path is found in this folder.", default: "")

    static let multiple = Parameter<Bool>(
        "multiple", wireKey: "SelectMultiple", label: "Select Multiple",
        summary: "When the file is asked for, several may be picked (one per line or a JSON list); the output is then a list.",
        default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.documentpicker.open", name: "Get File", summary: "Gets a file or folder by path.", category: "Files",
        parameters: [
            path, folder, showPicker, errorIfNotFound, folderContents, initialFolder, StorageLocation.parameter, multiple,
        ],
        input: path, output: .produces(.file), outputName: "File")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let path = try parameters.optional(Self.path).map { try context.limitedText($0) } ?? ""
        let asks = try path.isEmpty || parameters[Self.showPicker]
        guard asks else { return try file(at: path, parameters, context: context) }
        let multiple = try parameters[Self.multiple]
        let answer = try context.host.answer(
            Question(kind: .file, prompt: SelectFileAction.prompt(.files, multiple: multiple), actionID: context.actionID))
        let start = try parameters[Self.initialFolder]
        let picked = (multiple ? SelectFileAction.several(answer) : [answer]).map { picked in
            !start.isEmpty && !picked.hasPrefix("/") ? PathText.join(start, picked) : picked
        }
        guard multiple else { return try file(at: picked.first ?? "", parameters, context: context) }
        var files: [Value] = []
        for path in picked {
            switch try file(at: path, parameters, context: context) {
            case .list(let contents): files.append(contentsOf: contents)
            case .nothing: break
            case let found: files.append(found)
            }
        }
        return .list(files)
    }

    /// The file or folder at `path`, found in the action's folder or storage location.
    static func file(at path: String, _ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var path = path
        if let folder = parameters.optional(Self.folder), !folder.isNothing, !path.hasPrefix("/") {
            path = PathText.join(try FileLocation.path(folder, parameter: "folder", context: context), path)
        } else {
            path = try StorageLocation.applied(path, parameters, context: context)
        }
        let absolute = try context.files.allowed(path, access: .contents, parameter: "path")
        guard context.files.fileSystem.kind(at: absolute) != nil else {
            if try !parameters[Self.errorIfNotFound] { return .nothing }
            throw ActionFailure(FileActionFailure.noSuchFile(path), parameter: "path")
        }
        if try parameters[Self.folderContents], context.files.fileSystem.kind(at: absolute) == .folder {
            return .list(try SelectFileAction.contents(of: path, context: context, parameter: "path"))
        }
        return .file(FileReference(path: path))
    }
}
