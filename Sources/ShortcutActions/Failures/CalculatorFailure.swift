import NaturalCalc
import ShortcutEngine

/// Failures of Calculate Expression: the natural-language calculator and its options.
enum CalculatorFailure: FailureFacts, Equatable {
    /// A currency rate table that cannot be read; `reason` is the calculator's own description.
    case unusableRates(reason: String)
    /// An expression the calculator cannot understand or evaluate.
    case notUnderstood(CalcError)
    /// More decimal places than the calculator shows (`CalcOptions.maxDecimalPlaces`).
    case tooManyPlaces(got: Int)
    /// The result type Number, and an answer (shown as its text) that is not a number.
    case answerNotNumber(String)
    /// The result type Date, and an answer (shown as its text) that is not a date.
    case answerNotDate(String)

    /// What is wrong.
    var message: String {
        switch self {
        case .unusableRates(let reason): return "the currency rates are not usable: \(reason)"
        case .notUnderstood(let error): return error.description
        case .tooManyPlaces(let got): return "decimal places can be at most \(CalcOptions.maxDecimalPlaces), got \(got)"
        case .answerNotNumber(let answer): return "the answer '\(answer)' is not a number"
        case .answerNotDate(let answer): return "the answer '\(answer)' is not a date"
        }
    }

    /// What to do.
    var hint: String? {
        switch self {
        case .unusableRates: return "give {\"date\": \"2026-11-01\", \"rates\": {\"EUR\": 0.92}}"
        case .notUnderstood: return "see docs/calculator.md for what the calculator understands"
        case .answerNotNumber, .answerNotDate: return "use the result type Automatic or Text"
        case .tooManyPlaces: return "a number carries 38 significant digits; answers below 1e-10 are shown as 1.5e-11"
        }
    }
}
