import ShortcutEngine

/// Failures of arithmetic on numbers (Calculate).
enum MathFailure: FailureFacts, Equatable {
    /// Dividing by zero; `divisor` is the key of the parameter that fed the zero.
    case divisionByZero(divisor: String)
    /// A result too large for any number representation.
    case overflow
    /// A result with no value, such as 0 to the power -1; `what` names the operation.
    case undefined(String)
    /// Spell Out Number given a number whose words would not be exact: a whole number past the
    /// spell-out range (`limit`, e.g. "10^18"), or a fraction with more digits than it keeps.
    case cannotSpellExactly(String, reason: SpellOutLimit)
    /// Format Currency given a currency code that is not three letters.
    case notACurrency(String)

    /// Why a number cannot be spelled out exactly.
    enum SpellOutLimit: Equatable {
        case tooLarge(limit: String)
        case tooManyDigits(limit: Int)
    }

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
        case .cannotSpellExactly(let number, .tooLarge(let limit)):
            return "\(number) is too large to spell out exactly (whole numbers below \(limit) are spelled in words)"
        case .cannotSpellExactly(let number, .tooManyDigits(let limit)):
            return "\(number) has more digits than spelling out keeps exactly (at most \(limit) significant digits)"
        case .notACurrency(let code): return "'\(code)' is not a currency code"
        }
    }

    /// What to do.
    var hint: String? {
        switch self {
        case .divisionByZero(let divisor): return "check what feeds '\(divisor)'"
        case .overflow, .undefined: return nil
        case .cannotSpellExactly(_, .tooLarge): return "use Format Number to write it in digits"
        case .cannotSpellExactly(_, .tooManyDigits): return "round it first (Round Number) to 15 significant digits or fewer"
        case .notACurrency: return "give an ISO 4217 code of three letters, such as USD, EUR or JPY"
        }
    }
}
