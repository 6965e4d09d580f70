import ShortcutEngine

/// Failures of If's condition: an operand missing, or values that cannot be ordered.
enum ConditionFailure: FailureFacts, Equatable {
    /// 'is between' with no upper bound.
    case needsUpperBound
    /// An ordering condition whose input is neither a number nor a date; `preview` is the input shortened.
    case inputNotOrderable(Condition, type: ValueType, preview: String)
    /// An ordering condition whose value is not a number; `preview` is the value shortened.
    case operandNotNumber(Condition, preview: String)

    var message: String {
        switch self {
        case .needsUpperBound: return "'\(Condition.isBetween.rawValue)' needs an upper bound"
        case .inputNotOrderable(let condition, let type, let preview):
            return "'\(condition.rawValue)' compares numbers or dates, but the input is \(type.article) ('\(preview)')"
        case .operandNotNumber(let condition, let preview):
            return "'\(condition.rawValue)' needs a number to compare with, got '\(preview)'"
        }
    }

    var hint: String? {
        switch self {
        case .needsUpperBound: return "set \"upper\""
        case .inputNotOrderable: return "convert the input with '| as: number'"
        case .operandNotNumber: return nil
        }
    }
}
