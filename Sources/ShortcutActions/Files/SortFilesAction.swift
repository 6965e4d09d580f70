import Foundation
import SafeFiles
import ShortcutEngine

/// Sort Files: by name (natural order), dates, size or extension.
public enum SortFilesAction: Action {
    static let files = Parameter<[Value]>("files", summary: "The files to sort.")
    static let by = Parameter<FileSorting.Property>("by", label: "Sort By", summary: "The property to sort by.", default: .name)
    static let order = Parameter<FileSorting.Order>(
        "order", summary: "Ascending (A to Z, oldest, smallest first) or descending.", default: .ascending)

    public static let definition = ActionDefinition(
        "org.shortcutengine.files.sort", name: "Sort Files",
        summary: "Sorts files by name (natural order: 2 before 10), date, size or extension.",
        category: "Files",
        parameters: [files, by, order],
        input: files, output: .produces(.list), outputName: "Sorted Files")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let by = try parameters[Self.by]
        let items = try parameters[Self.files]
        let records: [FileRecord]
        if by.readsAttributes {
            records = try FileRecord.load(items, parameter: "files", context: context)
        } else {
            // Names need no disk access.
            records = try FileInputs.references(.list(items), parameter: "files", coercion: context.coercion).map {
                FileRecord(
                    file: $0, value: .file($0),
                    attributes: FileAttributes(size: 0, creationDate: nil, modificationDate: nil, isDirectory: false))
            }
        }
        let order = try parameters[Self.order]
        return .list(FileSorting.sort(records, by: by, order: order, context: context).map(\.value))
    }
}
