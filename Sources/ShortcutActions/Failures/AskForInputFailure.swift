import ShortcutEngine

/// Failures of Ask for Input.
enum AskForInputFailure: FailureFacts, Equatable {
    /// The answer does not convert to the asked type; `reason` is the conversion's failure.
    case answerNotConvertible(String, to: ValueType, reason: ValueFailure)

    var message: String {
        switch self {
        case .answerNotConvertible(let answer, let type, let reason):
            return "the answer '\(answer)' is not \(type.article): \(reason.message)"
        }
    }

    var hint: String? {
        switch self {
        case .answerNotConvertible(_, _, let reason): return reason.hint
        }
    }
}
