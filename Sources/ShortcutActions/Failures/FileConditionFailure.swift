import ShortcutEngine

/// Failures of Filter Files' and Find Photos' condition table (`conditions`): a row that is not a condition.
enum FileConditionFailure: FailureFacts, Equatable {
    /// Row `position` (1-based) is not a dictionary.
    case notATableRow(position: Int, type: ValueType)
    /// Row `position` lacks `field`.
    case missingField(position: Int, field: String)
    /// Row `position`'s `field` is none of the values `offered`; `items`: what the table tests ("file", "photo").
    case unknownValue(position: Int, field: String, given: String, offered: [String], items: String = "file")
    /// Row `position`'s amount is not a number.
    case amountNotNumber(position: Int, given: String)

    var message: String {
        switch self {
        case .notATableRow(let position, let type):
            return "condition \(position) is \(type.article), not a dictionary with property, condition and value"
        case .missingField(let position, let field): return "condition \(position) has no '\(field)'"
        case .unknownValue(let position, let field, let given, _, let items):
            return "condition \(position): '\(given)' is not a \(field == "property" ? items + " property" : field)"
        case .amountNotNumber(let position, let given): return "condition \(position): the amount '\(given)' is not a number"
        }
    }

    var hint: String? {
        switch self {
        case .notATableRow: return #"write each condition as {"property": "Name", "condition": "is", "value": "notes.txt"}"#
        case .missingField(_, let field):
            return field == "upper" ? "'is between' needs \"upper\"" : "add \"\(field)\" to the condition"
        case .unknownValue(_, _, _, let offered, _): return "use one of " + offered.map { "'\($0)'" }.joined(separator: ", ")
        case .amountNotNumber: return "give \"amount\" as a number, e.g. 3"
        }
    }
}
