import ShortcutEngine

/// Failures of If's condition: an operand missing. (Values that do not order are no failure:
/// the condition is false, as in Apple's If; `Comparison.ordered`.)
enum ConditionFailure: FailureFacts, Equatable {
    /// 'is between' with no upper bound.
    case needsUpperBound

    var message: String {
        switch self {
        case .needsUpperBound: return "'\(Condition.isBetween.rawValue)' needs an upper bound"
        }
    }

    var hint: String? {
        switch self {
        case .needsUpperBound: return "set \"upper\""
        }
    }
}
