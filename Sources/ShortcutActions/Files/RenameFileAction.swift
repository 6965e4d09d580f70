import Foundation
import SafeFiles
import ShortcutEngine

/// Rename File: one file to a new name, in its folder (Shortcuts' Rename File).
public enum RenameFileAction: Action {
    static let ifExists = FileInputs.ifExistsParameter()
    static let file = Parameter<Value>("file", wireKey: "WFFile", type: .file, summary: "The file to rename.")
    static let name = Parameter<String>(
        "name", wireKey: "WFNewFilename", label: "New Name", summary: "The new name, extension included.", required: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.file.rename", name: "Rename File",
        summary: "Renames one file in its folder; never replaces another file.", category: "Files",
        parameters: [file, name, ifExists],
        input: file, output: .produces(.file), outputName: "Renamed File")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .file(let file) = try parameters.value(Self.file) else {
            throw ActionFailure(FileActionFailure.needsFileToRename, parameter: "file")
        }
        let name = try parameters[Self.name]
        try PathPolicy.checkName(name, parameter: "name")
        let source = try context.files.allowed(file.path, parameter: "file")
        let renamed = try context.files.moveBatch(
            [(source, PathText.parent(source) + "/" + name)],
            ifExists: try parameters[Self.ifExists].policy, parameter: "name")
        return FileInputs.output(renamed[0], like: file.path, files: context.files)
    }
}
