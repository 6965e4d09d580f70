import Foundation
import SafeFiles
import ShortcutEngine

/// Set File Dates: a file's modification date (and, where the system allows, its creation date)
/// set to a date (the Actions app's Set Creation and Modification Date of File).
public enum SetFileDatesAction: Action {
    /// Which dates are set.
    public enum Dates: String, Choice {
        case both = "Both"
        case modification = "Modification Date"
        case creation = "Creation Date"
    }

    static let file = Parameter<Value>("file", type: .file, summary: "The file or folder.", required: true)
    static let date = Parameter<Value>("date", type: .date, summary: "The date and time to set.", required: true)
    static let dates = Parameter<Dates>(
        "dates",
        summary:
            "Which dates to set. Linux keeps a file's creation (birth) date itself: Both sets the modification date alone there, and Creation Date stops with that error.",
        default: .both)

    public static let definition = ActionDefinition(
        "org.shortcutengine.file.setdates", name: "Set File Dates",
        summary:
            "Sets the modification date of a file or folder (inside the allowed folders; a dry run only checks it is there) and outputs the file; an undo does not restore the old date.",
        category: "Files",
        parameters: [file, date, dates],
        input: file, output: .produces(.file), outputName: "File")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let given = try parameters.value(Self.file)
        guard case .file(let file) = given else {
            throw ActionFailure(FileActionFailure.notFiles(got: given.type.article), parameter: Self.file.key)
        }
        guard case .date(let date) = try parameters.value(Self.date) else { return given }
        let path = try context.files.allowed(file.path, parameter: Self.file.key)
        if try parameters[Self.dates] == .creation, !canSetCreationDate {
            throw ActionFailure(FileActionFailure.cannotSetCreationDate(context.files.display(path)), parameter: Self.dates.key)
        }
        try context.files.perform(.setDates(context.files.display(path)), parameter: Self.file.key) {
            () throws(FileSystemError) in
            try context.files.fileSystem.setModificationDate(date, at: path)
        }
        return given
    }

    /// Whether files here can be given a creation date (not on Linux, whose file systems keep the
    /// birth time themselves).
    static let canSetCreationDate = false
}
