import ShortcutEngine

/// Failures of a condition table's rows — If's conditions and Filter Files' and Find Photos'
/// `conditions` (`ConditionTable` says which, and so what a row names: an input or a property) —
/// and of If's own operands. (Values that do not order are no failure: the condition is false,
/// as in Apple's If; `Comparison.ordered`.)
enum ConditionFailure: FailureFacts, Equatable {
    /// 'is between' with no upper bound.
    case needsUpperBound
    /// Row `position` (1-based) of `table` is not a dictionary.
    case notARow(position: Int, type: ValueType, table: ConditionTable)
    /// Row `position` lacks `field`.
    case missingField(position: Int, field: String)
    /// Row `position`'s `field` is none of the values `offered`.
    case unknownValue(position: Int, field: String, given: String, offered: [String], table: ConditionTable)
    /// Row `position`'s amount is not a number.
    case amountNotNumber(position: Int, given: String)

    var message: String {
        switch self {
        case .needsUpperBound: return "'\(Condition.isBetween.rawValue)' needs an upper bound"
        case .notARow(let position, let type, let table):
            return "condition \(position) is \(type.article), not a dictionary with \(table.subject), condition and value"
        case .missingField(let position, let field): return "condition \(position) has no '\(field)'"
        case .unknownValue(let position, let field, let given, _, let table):
            guard case .properties(let items) = table, field == "property" else {
                return "condition \(position): '\(given)' is not a \(field)"
            }
            let article = items.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            return "condition \(position): '\(given)' is not \(article) \(items) property"
        case .amountNotNumber(let position, let given): return "condition \(position): the amount '\(given)' is not a number"
        }
    }

    var hint: String? {
        switch self {
        case .needsUpperBound: return "set \"upper\""
        case .notARow(_, _, .ifConditions):
            return #"write each condition as {"input": "{{Name}}", "condition": "is", "value": "Ada"}"#
        case .notARow(_, _, .properties):
            return #"write each condition as {"property": "Name", "condition": "is", "value": "notes.txt"}"#
        case .missingField(_, let field):
            return field == "upper" ? "'is between' needs \"upper\"" : "add \"\(field)\" to the condition"
        case .unknownValue(_, _, _, let offered, _): return "use one of " + quotedList(offered)
        case .amountNotNumber: return "give \"amount\" as a number, e.g. 3"
        }
    }
}
