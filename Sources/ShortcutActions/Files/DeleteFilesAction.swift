import Foundation
import SafeFiles
import ShortcutEngine

/// Delete Files: to the trash (a freedesktop.org trash, restorable) unless 'permanently' is on.
public enum DeleteFilesAction: Action {
    static let files = Parameter<Value>("files", wireKey: "WFInput", type: .list, summary: "The files to delete.")
    static let permanently = Parameter<Bool>(
        "permanently", wireKey: "WFDeleteImmediatelyDelete", label: "Delete Immediately",
        summary: "Delete for good instead of moving to the trash.", default: false)
    static let confirm = Parameter<Bool>(
        "confirm", wireKey: "WFDeleteFileConfirmDeletion", label: "Confirm Deletion",
        summary: "Ask first (Delete or Cancel; Cancel stops the run, nothing deleted), as Apple's confirmation does.",
        default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.file.delete", name: "Delete Files",
        summary: "Moves files to the trash ($XDG_DATA_HOME/Trash); deletes them for good only when 'permanently' is on.",
        category: "Files",
        parameters: [files, permanently, confirm],
        input: files, output: .none)

    /// The confirmation's buttons, in the order they are offered: the first deletes, the second stops the run.
    public static let confirmButtons = ["Delete", "Cancel"]

    /// The confirmation's prompt (`--answer` matches it or the action's id).
    public static func confirmation(count: Int, permanently: Bool) -> String {
        let items = count == 1 ? "1 item" : "\(count) items"
        return permanently ? "Delete \(items) permanently?" : "Move \(items) to the trash?"
    }

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let access = context.files
        let fileSystem = access.fileSystem
        let permanently = try parameters[Self.permanently]
        var sources: [String] = []
        for file in try FileInputs.references(try parameters.value(Self.files), parameter: "files", coercion: context.coercion) {
            let source = try access.allowed(file.path, access: .item, parameter: "files")
            guard fileSystem.exists(source) else {
                throw FileError(.noSuchItem(verb: "delete", path: file.path), parameter: "files")
            }
            sources.append(source)
        }
        guard permanently || access.trashDirectory != nil else {
            throw ActionFailure(FileActionFailure.noTrash, parameter: "permanently")
        }
        if try parameters[Self.confirm], !sources.isEmpty {
            let question = Question(
                kind: .alert, prompt: confirmation(count: sources.count, permanently: permanently), actionID: context.actionID,
                options: confirmButtons)
            if try context.host.choose(question).first == 1 { throw context.stop(output: nil) }
        }
        if permanently {
            for source in sources {
                if access.dryRun { access.preview("delete \(access.display(source)) permanently") }
                try access.perform(.delete(access.display(source)), parameter: "files") { () throws(FileSystemError) in
                    try access.fileSystem.remove(at: source)
                }
            }
            access.changed(.deleted, sources.count)
        } else {
            try trash(sources, in: access.trashDirectory ?? "", access: access, now: context.host.now())
        }
        return .nothing
    }

    /// Moves each source into `trash/files` with a `trash/info/NAME.trashinfo` record (freedesktop.org):
    /// every name reserved first (the record is made exclusively), then one journal step (the moves and
    /// the records, so an undo puts the items back and removes the records), then the moves. Failures
    /// name `parameter` (the calling action's input).
    static func trash(_ sources: [String], in trash: String, access: FileAccess, now: Date, parameter: String = "files")
        throws(FileError)
    {
        let fileSystem = access.fileSystem
        var entries: [BatchEntry] = []
        var records: [CreatedItem] = []
        for source in sources {
            if access.dryRun { access.preview("move \(access.display(source)) to the trash") }
            let (name, record) = try reserve(source, in: trash, access: access, now: now, parameter: parameter)
            let identity = try access.perform(.moveToTrash(access.display(source)), parameter: parameter) {
                () throws(FileSystemError) -> FileIdentity in try fileSystem.identity(at: source)
            }
            let target = trash + "/files/" + name
            entries.append(BatchEntry(source: source, destination: target, temp: target, identity: identity, viaTemp: false))
            records.append(CreatedItem(path: record, identity: try? fileSystem.identity(at: record)))
        }
        _ = try access.journal(JournalStep(verb: "trash", entries: entries, created: records))
        for entry in entries {
            try access.perform(.moveToTrash(access.display(entry.source)), parameter: parameter) { () throws(FileSystemError) in
                do throws(FileSystemError) { try fileSystem.move(from: entry.source, to: entry.destination) } catch {
                    guard error.code == .crossDevice else { throw error }
                    // Another device: copy, then remove the original only once the copy is whole.
                    try fileSystem.copy(from: entry.source, to: entry.destination)
                    try fileSystem.remove(at: entry.source)
                }
            }
            access.changed(.trashed, 1)
        }
    }

    /// Reserves a name in `trash/files` for `source` by making its info record exclusively; returns the name and the record's path.
    static func reserve(_ source: String, in trash: String, access: FileAccess, now: Date, parameter: String) throws(FileError)
        -> (String, String)
    {
        let fileSystem = access.fileSystem
        let name = (source as NSString).lastPathComponent
        return try access.perform(.moveToTrash(access.display(source)), parameter: parameter) {
            () throws(FileSystemError) -> (String, String) in
            try fileSystem.createDirectory(at: trash + "/files", intermediate: true)
            try fileSystem.createDirectory(at: trash + "/info", intermediate: true)
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
            let info =
                "[Trash Info]\nPath=\(source.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? source)\nDeletionDate=\(formatter.string(from: now))\n"
            let trashedName = try UniqueName.first(name) { (candidate) throws(FileSystemError) -> Bool in
                // The info file is created first and exclusively: it reserves the name.
                do throws(FileSystemError) {
                    try fileSystem.write(
                        Data(info.utf8), to: trash + "/info/" + candidate + ".trashinfo", options: WriteOptions())
                    if !fileSystem.exists(trash + "/files/" + candidate) { return true }
                    try? fileSystem.remove(at: trash + "/info/" + candidate + ".trashinfo")
                } catch {
                    guard error.code == .alreadyExists else { throw error }
                }
                return false
            }
            return (trashedName, trash + "/info/" + trashedName + ".trashinfo")
        }
    }
}
