import Foundation
import ListOrdering
import ShortcutEngine

/// Natural name order (`IMG_2` before `IMG_10`), as Finder sorts names.
enum NaturalOrder {
    static func sorted(_ names: [String]) -> [String] { ListOrdering.sorted(names, order: .natural) }
}

/// A file with the attributes the filters and sorts read, fetched once.
struct FileRecord {
    var file: FileReference
    var value: Value
    var attributes: FileAttributes

    static func load(_ values: [Value], parameter: String, context: ActionContext) throws(ActionFailure) -> [FileRecord] {
        var records: [FileRecord] = []
        for value in values {
            guard let file = try FileInputs.references(value, parameter: parameter, coercion: context.coercion).first else {
                continue
            }
            let absolute = try context.files.allowed(file.path, access: .contents, parameter: parameter)
            let attributes = try context.files.perform("read the details of '\(file.path)'", parameter: parameter) {
                () throws(FileSystemError) -> FileAttributes in
                try context.files.fileSystem.attributes(at: absolute)
            }
            records.append(FileRecord(file: file, value: .file(file), attributes: attributes))
        }
        return records
    }
}

/// Sorting files by a property; ties keep their order.
enum FileSorting {
    static let properties = ["Name", "Creation Date", "Last Modified Date", "File Size", "File Extension", "Random"]
    static let orders = ["Ascending", "Descending"]
    static let orderAliases = [
        "A to Z": "Ascending", "Z to A": "Descending", "Oldest First": "Ascending", "Newest First": "Descending",
        "Latest First": "Descending", "Smallest First": "Ascending", "Biggest First": "Descending",
    ]

    static func sort(_ records: [FileRecord], by property: String, descending: Bool, context: ActionContext) -> [FileRecord] {
        var sorted: [FileRecord]
        switch property {
        case "Name", "File Extension":
            let keys = records.map { property == "Name" ? $0.file.name : $0.file.fileExtension + "/" + $0.file.name }
            sorted = ListOrdering.stableSortedIndices(keys: keys, order: .natural, descending: descending).map { records[$0] }
            return sorted
        case "Random":
            sorted = records
            for index in stride(from: sorted.count - 1, to: 0, by: -1) {
                sorted.swapAt(index, Int(context.random.next() % UInt64(index + 1)))
            }
            return sorted
        default:
            let key: (FileRecord) -> Double = { record in
                switch property {
                case "Creation Date": return record.attributes.creationDate?.timeIntervalSince1970 ?? 0
                case "Last Modified Date": return record.attributes.modificationDate?.timeIntervalSince1970 ?? 0
                default: return Double(record.attributes.size)
                }
            }
            let indexed = records.enumerated().map { ($0.offset, key($0.element)) }
            let order = indexed.sorted { left, right in
                left.1 == right.1 ? left.0 < right.0 : (descending ? left.1 > right.1 : left.1 < right.1)
            }
            return order.map { records[$0.0] }
        }
    }
}
