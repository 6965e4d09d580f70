import Foundation
import ShortcutEngine

/// One row of Filter Files' condition table, as Shortcuts' editor builds it: a file property, an
/// If condition (the same tests and Apple codes) and what it compares with. Written in a document
/// as a dictionary: `{"property": "Name", "condition": "is not", "value": "draft.txt"}`; the spans
/// take `amount` and `unit`, 'is between' takes `upper`.
struct FileCondition {
    /// The file properties a condition can test.
    enum Property: String, Choice {
        case name = "Name"
        case fileExtension = "File Extension"
        case fileSize = "File Size"
        case creationDate = "Creation Date"
        case modificationDate = "Last Modified Date"

        /// Other spellings: the file properties' names elsewhere in the engine.
        var aliases: [String] {
            switch self {
            case .name: return []
            case .fileExtension: return ["Extension"]
            case .fileSize: return ["Size"]
            case .creationDate: return ["Created"]
            case .modificationDate: return ["Modification Date", "Modified"]
            }
        }
    }

    /// How the conditions of the table combine.
    enum Match: String, Choice {
        /// Every condition holds (Apple's `WFActionParameterFilterPrefix` 1).
        case all = "All"
        /// One condition is enough (prefix 0).
        case any = "Any"
    }

    /// The row: property, condition and operands.
    let row: ConditionRow<Property>

    /// Reads the table's row `position` (1-based, for messages).
    init(_ row: Value, position: Int) throws { self.row = try ConditionRow(row, position: position) }

    /// Whether `record` meets this condition (`ConditionRow.holds`).
    func holds(for record: FileRecord, context: ActionContext) throws -> Bool {
        try row.holds(subject(record), context: context)
    }

    /// The property of `record` this condition tests.
    func subject(_ record: FileRecord) -> Value {
        let modified = record.attributes.modificationDate ?? .distantPast
        switch row.property {
        case .name: return .text(record.file.name)
        case .fileExtension: return .text(record.file.fileExtension)
        case .fileSize: return .number(.integer(record.attributes.size))
        case .creationDate: return .date(record.attributes.creationDate ?? modified)
        case .modificationDate: return .date(modified)
        }
    }
}
