import Foundation
import Inflection
import ShortcutEngine

/// Rename Files: Automator's Rename Finder Items and the Toolbox Pro tutorial in one action,
/// with six modes. New names are all decided and checked first; then the batch is renamed
/// through the journal, all or nothing (see `FileAccess.moveBatch`).
public enum RenameFilesAction: Action {
    static let modes = ["Add Date or Time", "Add Text", "Change Case", "Replace Text", "Make Sequential", "Set Name"]
    static let before = ["Before Name", "After Name"]
    /// Other words for the two positions (Automator's and the obvious ones).
    static let positionAliases = [
        "prepend": "Before Name", "append": "After Name", "before": "Before Name", "after": "After Name",
    ]

    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.files.rename", name: "Rename Files",
        summary:
            "Renames files in place: add a date or text, change case, replace text, number them, or set one name. Never overwrites.",
        category: "Files",
        parameters: [
            ParameterDefinition("files", type: .list, summary: "The files to rename (files or paths)."),
            ParameterDefinition(
                "mode", wireKey: "renameType", type: .text, summary: "How to rename.", default: "Add Date or Time",
                allowed: modes,
                aliases: [
                    "0": "Add Date or Time", "1": "Add Text", "2": "Change Case", "3": "Make Sequential", "4": "Replace Text",
                    "5": "Set Name", "date": "Add Date or Time", "text": "Add Text", "case": "Change Case",
                    "replace": "Replace Text",
                    "sequential": "Make Sequential", "number": "Make Sequential", "name": "Set Name",
                    "Name Single Item": "Set Name",
                ]),
            ParameterDefinition(
                "date", wireKey: "dateToUse", label: "Date", type: .text, summary: "Which date to add.", default: "Current Date",
                allowed: ["Current Date", "Date Created", "Date Modified"],
                aliases: [
                    "now": "Current Date", "created": "Date Created", "modified": "Date Modified", "0": "Date Created",
                    "1": "Date Modified", "2": "Current Date",
                ],
                parent: .init("mode", ["Add Date or Time"])),
            ParameterDefinition(
                "dateFormat", label: "Date Format", type: .text,
                summary: "A Unicode date pattern such as yyyy-MM-dd, EEEE, QQQ or HH.mm.",
                default: "yyyy-MM-dd", parent: .init("mode", ["Add Date or Time"])),
            ParameterDefinition(
                "datePosition", wireKey: "datePlacement", label: "Where", type: .text,
                summary: "Before the name, or after it (before the extension).",
                default: "Before Name", allowed: before,
                aliases: positionAliases,
                parent: .init("mode", ["Add Date or Time"])),
            ParameterDefinition(
                "dateSeparator", label: "Separator", type: .text, summary: "Between the date and the name.", default: "_",
                parent: .init("mode", ["Add Date or Time"])),
            ParameterDefinition(
                "text", wireKey: "textInput", label: "Text", type: .text, summary: "The text to add.", required: true,
                parent: .init("mode", ["Add Text"])),
            ParameterDefinition(
                "textPosition", wireKey: "insertionPosition", label: "Where", type: .text,
                summary: "Before the name, or after it (before the extension).",
                default: "After Name", allowed: before,
                aliases: positionAliases,
                parent: .init("mode", ["Add Text"])),
            ParameterDefinition(
                "case", wireKey: "caseIndicator", type: .text, summary: "The new case.", default: "lowercase",
                allowed: ["UPPERCASE", "lowercase", "Title Case"],
                aliases: [
                    "upper": "UPPERCASE", "lower": "lowercase", "title": "Title Case", "Capitalize Every Word": "Title Case",
                ],
                parent: .init("mode", ["Change Case"])),
            ParameterDefinition(
                "find", wireKey: "textToFind", type: .text, summary: "What to look for in the name.", required: true,
                parent: .init("mode", ["Replace Text"])),
            ParameterDefinition(
                "replace", wireKey: "replaceWithText", label: "Replace With", type: .text,
                summary: "The replacement; $1… refer to groups when 'regex' is on.",
                default: "", parent: .init("mode", ["Replace Text"])),
            ParameterDefinition(
                "regex", label: "Regular Expression", type: .boolean, summary: "Treat 'find' as an ICU regular expression.",
                default: false,
                parent: .init("mode", ["Replace Text"])),
            ParameterDefinition(
                "caseSensitive", label: "Case Sensitive", type: .boolean, summary: "Whether letter case must match.",
                default: true,
                parent: .init("mode", ["Replace Text"])),
            ParameterDefinition(
                "part", wireKey: "includeExtensions", label: "In", type: .text,
                summary: "Which part of the name changes: the name without its extension, the full name, or the extension.",
                default: "Name Only", allowed: ["Name Only", "Full Name", "Extension Only"],
                aliases: [
                    "0": "Full Name", "1": "Name Only", "2": "Extension Only", "name": "Name Only", "full": "Full Name",
                    "extension": "Extension Only",
                ],
                parent: .init("mode", ["Change Case", "Replace Text"])),
            ParameterDefinition(
                "sequence", wireKey: "renameItems", label: "Name", type: .text,
                summary: "Number the existing names, or replace them with a new name and the number.",
                default: "Keep Name", allowed: ["Keep Name", "New Name"], aliases: ["0": "Keep Name", "1": "New Name"],
                parent: .init("mode", ["Make Sequential"])),
            ParameterDefinition(
                "newName", wireKey: "defaultName", label: "New Name", type: .text,
                summary: "The name the numbers follow, for 'New Name'.", default: "",
                parent: .init("mode", ["Make Sequential"])),
            ParameterDefinition(
                "start", wireKey: "startingNumber", label: "Start At", type: .number, summary: "The first number.", default: 1,
                minimum: 0,
                parent: .init("mode", ["Make Sequential"])),
            ParameterDefinition(
                "digits", wireKey: "minimumCount", label: "Digits", type: .number,
                summary: "Pad numbers with zeros to this many digits.", default: 1,
                minimum: 1, parent: .init("mode", ["Make Sequential"])),
            ParameterDefinition(
                "numberPosition", wireKey: "numberLocation", label: "Where", type: .text,
                summary: "The number before or after the name.",
                default: "After Name", allowed: before,
                aliases: ["0": "After Name", "1": "Before Name", "before": "Before Name", "after": "After Name"],
                parent: .init("mode", ["Make Sequential"])),
            ParameterDefinition(
                "numberSeparator", wireKey: "numberSeparator", label: "Separator", type: .text,
                summary: "Between the name and the number.",
                default: "_", parent: .init("mode", ["Make Sequential"])),
            ParameterDefinition(
                "name", wireKey: "nameSingleItem", type: .text, summary: "The new name (one file only).", required: true,
                parent: .init("mode", ["Set Name"])),
            ParameterDefinition(
                "includesExtension", wireKey: "singleItemOption", label: "Name Includes Extension", type: .boolean,
                summary: "Whether 'name' is the full name; off keeps the extension.", default: false,
                parent: .init("mode", ["Set Name"])),
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
