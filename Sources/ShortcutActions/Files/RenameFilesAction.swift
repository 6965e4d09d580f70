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

    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.files.rename", name: "Rename Files",
        summary:
            "Renames files in place: add a date or text, change case, replace text, number them, or set one name. Never overwrites.",
        category: "Files",
        parameters: [
            ParameterDefinition("files", type: .list, summary: "The files to rename (files or paths)."),
            ParameterDefinition("mode", wireKey: "renameType", choice: Mode.self, summary: "How to rename.", default: .addDate),
            ParameterDefinition(
                "date", wireKey: "dateToUse", label: "Date", choice: DateSource.self, summary: "Which date to add.",
                default: .now, parent: .init("mode", [Mode.addDate])),
            ParameterDefinition(
                "dateFormat", label: "Date Format", type: .text,
                summary: "A Unicode date pattern such as yyyy-MM-dd, EEEE, QQQ or HH.mm.",
                default: "yyyy-MM-dd", parent: .init("mode", [Mode.addDate])),
            ParameterDefinition(
                "datePosition", wireKey: "datePlacement", label: "Where", choice: Position.self,
                summary: "Before the name, or after it (before the extension).", default: .before,
                parent: .init("mode", [Mode.addDate])),
            ParameterDefinition(
                "dateSeparator", label: "Separator", type: .text, summary: "Between the date and the name.", default: "_",
                parent: .init("mode", [Mode.addDate])),
            ParameterDefinition(
                "text", wireKey: "textInput", label: "Text", type: .text, summary: "The text to add.", required: true,
                parent: .init("mode", [Mode.addText])),
            ParameterDefinition(
                "textPosition", wireKey: "insertionPosition", label: "Where", choice: Position.self,
                summary: "Before the name, or after it (before the extension).", default: .after,
                parent: .init("mode", [Mode.addText])),
            ParameterDefinition(
                "case", wireKey: "caseIndicator", choice: NameCase.self, summary: "The new case.", default: .lower,
                parent: .init("mode", [Mode.changeCase])),
            ParameterDefinition(
                "find", wireKey: "textToFind", type: .text, summary: "What to look for in the name.", required: true,
                parent: .init("mode", [Mode.replaceText])),
            ParameterDefinition(
                "replace", wireKey: "replaceWithText", label: "Replace With", type: .text,
                summary: "The replacement; $1… refer to groups when 'regex' is on.",
                default: "", parent: .init("mode", [Mode.replaceText])),
            ParameterDefinition(
                "regex", label: "Regular Expression", type: .boolean, summary: "Treat 'find' as an ICU regular expression.",
                default: false,
                parent: .init("mode", [Mode.replaceText])),
            ParameterDefinition(
                "caseSensitive", label: "Case Sensitive", type: .boolean, summary: "Whether letter case must match.",
                default: true,
                parent: .init("mode", [Mode.replaceText])),
            ParameterDefinition(
                "part", wireKey: "includeExtensions", label: "In", choice: Part.self,
                summary: "Which part of the name changes: the name without its extension, the full name, or the extension.",
                default: .nameOnly, parent: .init("mode", [Mode.changeCase, .replaceText])),
            ParameterDefinition(
                "sequence", wireKey: "renameItems", label: "Name", choice: Sequence.self,
                summary: "Number the existing names, or replace them with a new name and the number.",
                default: .keepName, parent: .init("mode", [Mode.makeSequential])),
            ParameterDefinition(
                "newName", wireKey: "defaultName", label: "New Name", type: .text,
                summary: "The name the numbers follow, for 'New Name'.", default: "",
                parent: .init("mode", [Mode.makeSequential])),
            ParameterDefinition(
                "start", wireKey: "startingNumber", label: "Start At", type: .number, summary: "The first number.", default: 1,
                minimum: 0, maximum: largestStart,
                parent: .init("mode", [Mode.makeSequential])),
            ParameterDefinition(
                "digits", wireKey: "minimumCount", label: "Digits", type: .number,
                summary: "Pad numbers with zeros to this many digits.", default: 1,
                minimum: 1, maximum: mostDigits, parent: .init("mode", [Mode.makeSequential])),
            ParameterDefinition(
                "numberPosition", wireKey: "numberLocation", label: "Where", choice: NumberPosition.self,
                summary: "The number before or after the name.", default: .after,
                parent: .init("mode", [Mode.makeSequential])),
            ParameterDefinition(
                "numberSeparator", wireKey: "numberSeparator", label: "Separator", type: .text,
                summary: "Between the name and the number.",
                default: "_", parent: .init("mode", [Mode.makeSequential])),
            ParameterDefinition(
                "name", wireKey: "nameSingleItem", type: .text, summary: "The new name (one file only).", required: true,
                parent: .init("mode", [Mode.setName])),
            ParameterDefinition(
                "includesExtension", wireKey: "singleItemOption", label: "Name Includes Extension", type: .boolean,
                summary: "Whether 'name' is the full name; off keeps the extension.", default: false,
                parent: .init("mode", [Mode.setName])),
            FileInputs.ifExistsParameter(),
        ],
        input: "files", output: .produces(.list), outputName: "Renamed Files")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let files = try FileInputs.references(try parameters.value("files"), parameter: "files", coercion: context.coercion)
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
            moves, ifExists: try FileInputs.existingNamePolicy(parameters), parameter: "files")
        return .list(zip(renamed, files).map { FileInputs.output($0, like: $1.path, files: context.files) })
    }
}
