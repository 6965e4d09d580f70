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

    var property: Property
    var condition: Condition
    var value: Value
    var upper: Value
    var amount: Number
    var unit: AdjustDateAction.Unit

    /// Reads the table's row `position` (1-based, for messages).
    init(_ row: Value, position: Int) throws {
        guard case .dictionary(let fields) = row.unnamed else {
            throw ActionFailure(FileConditionFailure.notATableRow(position: position, type: row.type), parameter: "conditions")
        }
        func choice<C: Choice>(_ key: String, _ type: C.Type, default fallback: C?) throws -> C {
            guard let given = fields[key], !given.isNothing else {
                if let fallback { return fallback }
                throw ActionFailure(FileConditionFailure.missingField(position: position, field: key), parameter: "conditions")
            }
            let text = Self.text(given)
            let choices = ChoiceSet(type)
            guard let canonical = choices.canonical(text), let chosen = C(rawValue: canonical) else {
                throw ActionFailure(
                    FileConditionFailure.unknownValue(position: position, field: key, given: text, offered: choices.values),
                    parameter: "conditions")
            }
            return chosen
        }
        property = try choice("property", Property.self, default: nil)
        condition = try choice("condition", Condition.self, default: nil)
        value = fields["value"] ?? .nothing
        upper = fields["upper"] ?? .nothing
        unit = try choice("unit", AdjustDateAction.Unit.self, default: .days)
        switch fields["amount"]?.unnamed {
        case .number(let number)?: amount = number
        case .text(let text)?:
            guard let number = Number(parsing: text) else {
                throw ActionFailure(FileConditionFailure.amountNotNumber(position: position, given: text), parameter: "conditions")
            }
            amount = number
        default: amount = .integer(1)
        }
        if condition == .isBetween, upper.isNothing {
            throw ActionFailure(FileConditionFailure.missingField(position: position, field: "upper"), parameter: "conditions")
        }
    }

    /// Whether `record` meets this condition; text compares in any letter case, sizes as byte
    /// counts (or against a measurement such as `1 MB`), dates as dates on the run's clock.
    func holds(for record: FileRecord, context: ActionContext) throws -> Bool {
        var comparison = Comparison(coercion: context.coercion, caseSensitive: false)
        if condition.isDateSpan || condition == .isToday {
            comparison.clock = .init(now: context.host.now(), calendar: context.calendar, amount: amount, unit: unit)
        }
        return try comparison.test(subject(record), condition, value, upper: upper)
    }

    /// The property of `record` this condition tests.
    func subject(_ record: FileRecord) -> Value {
        let modified = record.attributes.modificationDate ?? .distantPast
        switch property {
        case .name: return .text(record.file.name)
        case .fileExtension: return .text(record.file.fileExtension)
        case .fileSize: return .number(.integer(record.attributes.size))
        case .creationDate: return .date(record.attributes.creationDate ?? modified)
        case .modificationDate: return .date(modified)
        }
    }

    private static func text(_ value: Value) -> String {
        switch value.unnamed {
        case .text(let text): return text
        case .number(let number): return number.description
        default: return value.type.rawValue
        }
    }
}
