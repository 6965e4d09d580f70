import Foundation
import SafeFiles
import ShortcutEngine

/// Move File: files into a folder, as one journalled batch (all or nothing); an item of the same
/// name there is replaced only with `replaceExisting`, and kept beside the journal first.
public enum MoveFilesAction: Action {
    static let ifExists = FileInputs.ifExistsParameter()
    /// Apple's Move File switch "Replace Existing Files" (`WFReplaceExisting`, WorkflowKit's action registry).
    static let replaceExisting = FileInputs.replaceExistingParameter(wireKey: "WFReplaceExisting")
    static let files = Parameter<Value>("files", wireKey: "WFFile", type: .list, summary: "The files to move.")
    static let destination = Parameter<Value>(
        "destination", wireKey: "WFFolder", type: .file, summary: "The folder to move them into.", required: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.file.move", name: "Move File",
        summary:
            "Moves files into a folder, all or none, replacing a file there only with 'replaceExisting'; `shortcut undo` puts them back.",
        category: "Files",
        parameters: [files, destination, ifExists, replaceExisting],
        input: files, output: .produces(.list), outputName: "Moved Files")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let files = try FileInputs.references(try parameters.value(Self.files), parameter: "files", coercion: context.coercion)
        guard case .file(let folder) = try parameters.value(Self.destination) else { return .list([]) }
        let access = context.files
        let destination = try access.allowed(folder.path, access: .contents, parameter: "destination")
        guard
            access.fileSystem.kind(at: destination) == .folder
                || (try? access.fileSystem.attributes(at: destination).isDirectory) == true
        else {
            throw ActionFailure(
                FileActionFailure.notAFolder(folder.path, exists: access.fileSystem.exists(destination)),
                parameter: "destination")
        }
        let real = (try? access.fileSystem.realPath(destination)) ?? destination
        let moves = files.map { (source: $0.path, destination: real + "/" + $0.name) }
        let policy = FileInputs.policy(try parameters[Self.ifExists], replaceExisting: try parameters[Self.replaceExisting])
        let moved = try access.moveBatch(moves, ifExists: policy, verb: .move, parameter: "files")
        return .list(moved.map { FileInputs.output($0, like: folder.path, files: access) })
    }
}
