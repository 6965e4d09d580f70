import Foundation
import ShortcutEngine

/// Sort Files: by name (natural order), dates, size or extension.
public enum SortFilesAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.files.sort", name: "Sort Files",
        summary: "Sorts files by name (natural order: 2 before 10), date, size or extension.",
        category: "Files",
        parameters: [
            ParameterDefinition("files", type: .list, summary: "The files to sort."),
            ParameterDefinition(
                "by", label: "Sort By", type: .text, summary: "The property to sort by.", default: "Name",
                allowed: FileSorting.properties,
                aliases: [
                    "name": "Name", "created": "Creation Date", "modified": "Last Modified Date", "date": "Last Modified Date",
                    "size": "File Size", "extension": "File Extension",
                ]),
            ParameterDefinition(
                "order", type: .text, summary: "Ascending (A to Z, oldest, smallest first) or descending.", default: "Ascending",
                allowed: FileSorting.orders, aliases: FileSorting.orderAliases),
        ],
        input: "files", output: .produces(.list), outputName: "Sorted Files")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let by = try parameters.choice("by")
        let items = try parameters.list("files")
        let records: [FileRecord]
        if by == "Name" || by == "File Extension" || by == "Random" {
            // Names need no disk access.
            records = try FileInputs.references(.list(items), parameter: "files", coercion: context.coercion).map {
                FileRecord(
                    file: $0, value: .file($0),
                    attributes: FileAttributes(size: 0, creationDate: nil, modificationDate: nil, isDirectory: false))
            }
        } else {
            records = try FileRecord.load(items, parameter: "files", context: context)
        }
        return .list(
            FileSorting.sort(records, by: by, descending: try parameters.choice("order") == "Descending", context: context).map(
                \.value))
    }
}
