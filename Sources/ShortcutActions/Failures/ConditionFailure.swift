import ShortcutEngine

/// Failures of If's condition: an operand missing. (Values that do not order are no failure:
/// the condition is false, as in Apple's If; `Comparison.ordered`.)
enum ConditionFailure: FailureFacts, Equatable {
    /// 'is between' with no upper bound.
    case needsUpperBound
    /// Row `position` (1-based) of `conditions` is not a dictionary.
    case notARow(position: Int, type: ValueType)
    /// Row `position` lacks `field`.
    case missingField(position: Int, field: String)
    /// Row `position`'s `field` is none of the values `offered`.
    case unknownValue(position: Int, field: String, given: String, offered: [String])
    /// Row `position`'s amount is not a number.
    case amountNotNumber(position: Int, given: String)

    var message: String {
        switch self {
        case .needsUpperBound: return "'\(Condition.isBetween.rawValue)' needs an upper bound"
        case .notARow(let position, let type):
            return "condition \(position) is \(type.article), not a dictionary with input, condition and value"
        case .missingField(let position, let field): return "condition \(position) has no '\(field)'"
        case .unknownValue(let position, let field, let given, _): return "condition \(position): '\(given)' is not a \(field)"
        case .amountNotNumber(let position, let given): return "condition \(position): the amount '\(given)' is not a number"
        }
    }

    var hint: String? {
        switch self {
        case .needsUpperBound: return "set \"upper\""
        case .notARow: return #"write each condition as {"input": "{{Name}}", "condition": "is", "value": "Ada"}"#
        case .missingField(_, let field):
            return field == "upper" ? "'is between' needs \"upper\"" : "add \"\(field)\" to the condition"
        case .unknownValue(_, _, _, let offered): return "use one of " + quotedList(offered)
        case .amountNotNumber: return "give \"amount\" as a number, e.g. 3"
        }
    }
}
