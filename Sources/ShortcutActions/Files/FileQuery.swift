import Foundation
import ListOrdering
import SafeFiles
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

    /// The records of `values` (files or paths), their attributes read through the path policy.
    static func load(_ values: [Value], parameter: String, context: ActionContext) throws -> [FileRecord] {
        var records: [FileRecord] = []
        for value in values {
            guard let file = try FileInputs.references(value, parameter: parameter, coercion: context.coercion).first else {
                continue
            }
            let absolute = try context.files.allowed(file.path, access: .contents, parameter: parameter)
            let attributes = try context.files.perform(.readDetails(file.path), parameter: parameter) {
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
    /// What files are sorted by.
    enum Property: String, Choice {
        case name = "Name"
        case creationDate = "Creation Date"
        case modificationDate = "Last Modified Date"
        case size = "File Size"
        case fileExtension = "File Extension"
        case random = "Random"

        /// Short forms (Sort Files accepts them).
        var aliases: [String] {
            switch self {
            case .name: return ["name"]
            case .creationDate: return ["created"]
            case .modificationDate: return ["date", "modified"]
            case .size: return ["size"]
            case .fileExtension: return ["extension"]
            case .random: return []
            }
        }

        /// Whether sorting by it reads the files' attributes from the disk.
        var readsAttributes: Bool {
            switch self {
            case .name, .fileExtension, .random: return false
            case .creationDate, .modificationDate, .size: return true
            }
        }
    }

    /// Ascending or descending, with the words Shortcuts shows for each property.
    enum Order: String, Choice {
        case ascending = "Ascending"
        case descending = "Descending"

        /// Shortcuts' per-property wordings of the two orders.
        var aliases: [String] {
            switch self {
            case .ascending: return ["A to Z", "Oldest First", "Smallest First", "Shortest First"]
            case .descending: return ["Biggest First", "Latest First", "Newest First", "Z to A", "Longest First"]
            }
        }
    }

    /// `records` sorted by `property`; ties keep their order, Random shuffles with the run's generator.
    static func sort(_ records: [FileRecord], by property: Property, order: Order, context: ActionContext) -> [FileRecord] {
        let descending = order == .descending
        let key: (FileRecord) -> Double
        switch property {
        case .name, .fileExtension:
            let keys = records.map { property == .name ? $0.file.name : $0.file.fileExtension + "/" + $0.file.name }
            return ListOrdering.stableSortedIndices(keys: keys, order: .natural, descending: descending).map { records[$0] }
        case .random:
            var sorted = records
            for index in stride(from: sorted.count - 1, to: 0, by: -1) {
                sorted.swapAt(index, Int(context.random.next() % UInt64(index + 1)))
            }
            return sorted
        case .creationDate: key = { $0.attributes.creationDate?.timeIntervalSince1970 ?? 0 }
        case .modificationDate: key = { $0.attributes.modificationDate?.timeIntervalSince1970 ?? 0 }
        case .size: key = { Double($0.attributes.size) }
        }
        let indexed = records.enumerated().map { ($0.offset, key($0.element)) }
        let order = indexed.sorted { left, right in
            left.1 == right.1 ? left.0 < right.0 : (descending ? left.1 > right.1 : left.1 < right.1)
        }
        return order.map { records[$0.0] }
    }
}

/// Which kinds of item a listing keeps.
enum KindFilter: String, Choice {
    case any = "Any"
    case files = "Files"
    case folders = "Folders"

    /// Whether an item of this kind is kept.
    func keeps(isFolder: Bool) -> Bool {
        switch self {
        case .any: return true
        case .files: return !isFolder
        case .folders: return isFolder
        }
    }
}
