import ShortcutEngine

/// Failures of arithmetic on numbers (Calculate).
enum MathFailure: FailureFacts, Equatable {
    /// Dividing by zero; `divisor` is the key of the parameter that fed the zero.
    case divisionByZero(divisor: String)
    /// A result too large for any number representation.
    case overflow
    /// A result with no value, such as 0 to the power -1; `what` names the operation.
    case undefined(String)

    /// The facts of an arithmetic error, the operand being fed by `divisor`.
    init(_ error: ArithmeticError, divisor: String) {
        switch error {
        case .divisionByZero: self = .divisionByZero(divisor: divisor)
        case .overflow: self = .overflow
        case .undefined(let what): self = .undefined(what)
        }
    }

    /// What is wrong.
    var message: String {
        switch self {
        case .divisionByZero: return "division by zero"
        case .overflow: return "the result is too large to represent"
        case .undefined(let what): return "\(what) is undefined"
        }
    }

    /// What to do.
    var hint: String? {
        switch self {
        case .divisionByZero(let divisor): return "check what feeds '\(divisor)'"
        case .overflow, .undefined: return nil
        }
    }
}
