import Foundation
import SafeFiles
import ShortcutEngine

/// Move File: files into a folder, as one journalled batch (all or nothing). A file of the same
/// name already there stops the move (or the new name is numbered) unless 'replace' is on
/// (Apple's `WFReplaceExisting`, Shortcuts 10.0): then it goes to the trash first, restorable.
public enum MoveFilesAction: Action {
    static let ifExists = FileInputs.ifExistsParameter()
    static let files = Parameter<Value>("files", wireKey: "WFFile", type: .list, summary: "The files to move.")
    static let destination = Parameter<Value>(
        "destination", wireKey: "WFFolder", type: .file, summary: "The folder to move them into.", required: true)
    static let replace = Parameter<Bool>(
        "replace", wireKey: "WFReplaceExisting", label: "Replace Existing Files",
        summary: "Move a file of the same name already in the folder to the trash first (an undo brings it back).",
        default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.file.move", name: "Move File",
        summary:
            "Moves files into a folder, all or none; a file already there is replaced (trashed) only with 'replace'; `shortcut undo` puts them back.",
        category: "Files",
        parameters: [files, destination, replace, ifExists],
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
        if try parameters[Self.replace] {
            try trashReplaced(moves, access: access, now: context.host.now())
        }
        let moved = try access.moveBatch(
            moves, ifExists: try parameters[Self.ifExists].policy, verb: .move, parameter: "files")
        return .list(moved.map { FileInputs.output($0, like: folder.path, files: access) })
    }

    /// Moves each file the batch would replace (a destination that exists and is not the source
    /// itself) to the trash, as Delete Files does: journalled, so an undo restores it.
    static func trashReplaced(_ moves: [(source: String, destination: String)], access: FileAccess, now: Date) throws {
        let fileSystem = access.fileSystem
        let inTheWay = moves.filter { $0.source != $0.destination && fileSystem.exists($0.destination) }.map(\.destination)
        guard !inTheWay.isEmpty else { return }
        guard let trash = access.trashDirectory else {
            throw ActionFailure(FileActionFailure.noTrashToReplace, parameter: "replace")
        }
        try DeleteFilesAction.trash(inTheWay, in: trash, access: access, now: now, parameter: "replace")
    }
}
