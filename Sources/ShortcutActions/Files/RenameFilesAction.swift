import Foundation
import Inflection
import SafeFiles
import ShortcutEngine

/// Rename Files: Automator's Rename Finder Items and the Toolbox Pro tutorial in one action,
/// with six modes. New names are all decided and checked first; then the batch is renamed
/// through the journal, all or nothing (see `FileAccess.moveBatch`).
public enum RenameFilesAction: Action {
    /// The most padding digits: a file name holds at most 255 bytes, so more can never make a usable name
    /// (and `digits: 1e9` would build gigabytes of zeros before the name check).
    public static let mostDigits: Number = 255
    /// The largest first number: far beyond any batch, and small enough that numbering never overflows.
    public static let largestStart: Number = 1_000_000_000_000_000

    static let ifExists = FileInputs.ifExistsParameter()
    static let files = Parameter<Value>("files", type: .list, summary: "The files to rename (files or paths).")
    static let mode = Parameter<Mode>("mode", wireKey: "renameType", summary: "How to rename.", default: .addDate)
    static let date = Parameter<DateSource>(
        "date", wireKey: "dateToUse", label: "Date", summary: "Which date to add.", default: .now,
        parent: .init(mode, [Mode.addDate]))
    static let dateFormat = Parameter<String>(
        "dateFormat", label: "Date Format", summary: "A Unicode date pattern such as yyyy-MM-dd, EEEE, QQQ or HH.mm.",
        default: "yyyy-MM-dd", parent: .init(mode, [Mode.addDate]))
    static let datePosition = Parameter<Position>(
        "datePosition", wireKey: "datePlacement", label: "Where",
        summary: "Before the name, or after it (before the extension).", default: .before, parent: .init(mode, [Mode.addDate]))
    static let dateSeparator = Parameter<String>(
        "dateSeparator", label: "Separator", summary: "Between the date and the name.", default: "_",
        parent: .init(mode, [Mode.addDate]))
    static let text = Parameter<String>(
        "text", wireKey: "textInput", label: "Text", summary: "The text to add.", required: true,
        parent: .init(mode, [Mode.addText]))
    static let textPosition = Parameter<Position>(
        "textPosition", wireKey: "insertionPosition", label: "Where",
        summary: "Before the name, or after it (before the extension).", default: .after, parent: .init(mode, [Mode.addText]))
    static let `case` = Parameter<NameCase>(
        "case", wireKey: "caseIndicator", summary: "The new case.", default: .lower, parent: .init(mode, [Mode.changeCase]))
    static let find = Parameter<String>(
        "find", wireKey: "textToFind", summary: "What to look for in the name.", required: true,
        parent: .init(mode, [Mode.replaceText]))
    static let replace = Parameter<String>(
        "replace", wireKey: "replaceWithText", label: "Replace With",
        summary: "The replacement; $1… refer to groups when 'regex' is on.", default: "",
        parent: .init(mode, [Mode.replaceText]))
    static let regex = Parameter<Bool>(
        "regex", label: "Regular Expression", summary: "Treat 'find' as an ICU regular expression.", default: false,
        parent: .init(mode, [Mode.replaceText]))
    static let caseSensitive = Parameter<Bool>(
        "caseSensitive", label: "Case Sensitive", summary: "Whether letter case must match.", default: true,
        parent: .init(mode, [Mode.replaceText]))
    static let part = Parameter<Part>(
        "part", wireKey: "includeExtensions", label: "In",
        summary: "Which part of the name changes: the name without its extension, the full name, or the extension.",
        default: .nameOnly, parent: .init(mode, [Mode.changeCase, .replaceText]))
    static let sequence = Parameter<Sequence>(
        "sequence", wireKey: "renameItems", label: "Name",
        summary: "Number the existing names, or replace them with a new name and the number.", default: .keepName,
        parent: .init(mode, [Mode.makeSequential]))
    static let newName = Parameter<String>(
        "newName", wireKey: "defaultName", label: "New Name", summary: "The name the numbers follow, for 'New Name'.",
        default: "", parent: .init(mode, [Mode.makeSequential]))
    static let start = Parameter<Int>(
        "start", wireKey: "startingNumber", label: "Start At", summary: "The first number.", default: 1, minimum: 0,
        maximum: largestStart, parent: .init(mode, [Mode.makeSequential]))
    static let digits = Parameter<Int>(
        "digits", wireKey: "minimumCount", label: "Digits", summary: "Pad numbers with zeros to this many digits.", default: 1,
        minimum: 1, maximum: mostDigits, parent: .init(mode, [Mode.makeSequential]))
    static let numberPosition = Parameter<NumberPosition>(
        "numberPosition", wireKey: "numberLocation", label: "Where", summary: "The number before or after the name.",
        default: .after, parent: .init(mode, [Mode.makeSequential]))
    static let numberSeparator = Parameter<String>(
        "numberSeparator", wireKey: "numberSeparator", label: "Separator", summary: "Between the name and the number.",
        default: "_", parent: .init(mode, [Mode.makeSequential]))
    static let name = Parameter<String>(
        "name", wireKey: "nameSingleItem", summary: "The new name (one file only).", required: true,
        parent: .init(mode, [Mode.setName]))
    static let includesExtension = Parameter<Bool>(
        "includesExtension", wireKey: "singleItemOption", label: "Name Includes Extension",
        summary: "Whether 'name' is the full name; off keeps the extension.", default: false,
        parent: .init(mode, [Mode.setName]))

    public static let definition = ActionDefinition(
        "org.shortcutengine.files.rename", name: "Rename Files",
        summary:
            "Renames files in place: add a date or text, change case, replace text, number them, or set one name. Never overwrites.",
        category: "Files",
        parameters: [
            files, mode, date, dateFormat, datePosition, dateSeparator, text, textPosition, `case`, find, replace, regex,
            caseSensitive, part, sequence, newName, start, digits, numberPosition, numberSeparator, name, includesExtension,
            ifExists,
        ],
        input: files, output: .produces(.list), outputName: "Renamed Files")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let files = try FileInputs.references(try parameters.value(Self.files), parameter: "files", coercion: context.coercion)
        if files.isEmpty { return .list([]) }
        let namer = try Namer(parameters, context: context, count: files.count)
        var moves: [(source: String, destination: String)] = []
        moves.reserveCapacity(files.count)
        for (offset, file) in files.enumerated() {
            // moveBatch checks every path against the policy; only reading dates needs it earlier.
            let source =
                namer.readsAttributes
                ? try context.files.allowed(file.path, parameter: "files")
                : PathPolicy.absolute(file.path, in: context.files.base)
            let name = try namer.name(for: file, at: source, index: offset)
            try PathPolicy.checkName(name, parameter: "files")
            // The source as given, so a refusal names the path the user wrote.
            moves.append((file.path, PathText.join(PathText.folder(source), name)))
        }
        let renamed = try context.files.moveBatch(
            moves, ifExists: try parameters[Self.ifExists].policy, parameter: "files")
        return .list(zip(renamed, files).map { FileInputs.output($0, like: $1.path, files: context.files) })
    }
}
