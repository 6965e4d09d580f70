import Foundation
import SafeFiles
import ShortcutEngine

/// Get File: a file or folder by path, optionally inside a folder (Get File from Folder); without
/// a path, asked when run (Shortcuts' file picker).
public enum GetFileAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.documentpicker.open", name: "Get File", summary: "Gets a file or folder by path.", category: "Files",
        parameters: [
            ParameterDefinition(
                "path", wireKey: "WFGetFilePath", label: "File Path", type: .text,
                summary: "The path, relative to the current folder or absolute; absent: asked when run (Apple's file picker)."),
            ParameterDefinition(
                "folder", wireKey: "WFFile", label: "Folder", type: .any,
                summary: "Get File from Folder: the folder 'path' is in — a path, a folder, or Apple's folder reference."),
            ParameterDefinition(
                "showPicker", wireKey: "WFShowFilePicker", label: "Show Document Picker", type: .boolean,
                summary: "Ask for the file when run, even when 'path' is given (Apple's default is on; absent here, only a missing path asks).",
                default: false),
            ParameterDefinition(
                "errorIfNotFound", wireKey: "WFFileErrorIfNotFound", label: "Error If Not Found", type: .boolean,
                summary: "Stop when nothing is there; off outputs nothing instead.", default: true),
            ParameterDefinition(
                "folderContents", wireKey: "WFGetFolderContents", label: "Get Contents of Folder", type: .boolean,
                summary: "When the path is a folder, output what it holds (sorted by name) instead of the folder; a file is output as is.",
                default: false),
            StorageLocation.parameter,
        ],
        input: "path", output: .produces(.file), outputName: "File")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var path = parameters.optional("path").map { context.coercion.text($0) } ?? ""
        let picker = try parameters.bool("showPicker")
        if path.isEmpty || picker {
            path = try context.host.answer(
                Question(kind: .file, prompt: SelectFileAction.prompt(.files, multiple: false), actionID: context.actionID))
        }
        if let folder = parameters.optional("folder"), !folder.isNothing, !path.hasPrefix("/") {
            path = PathText.join(try FileLocation.path(folder, parameter: "folder", context: context), path)
        } else {
            path = try StorageLocation.applied(path, parameters, context: context)
        }
        let absolute = try context.files.allowed(path, access: .contents, parameter: "path")
        guard context.files.fileSystem.kind(at: absolute) != nil else {
            if try !parameters.bool("errorIfNotFound") { return .nothing }
            throw ActionFailure(FileActionFailure.noSuchFile(path), parameter: "path")
        }
        if try parameters.bool("folderContents"), context.files.fileSystem.kind(at: absolute) == .folder {
            return .list(try SelectFileAction.contents(of: path, context: context, parameter: "path"))
        }
        return .file(FileReference(path: path))
    }
}
