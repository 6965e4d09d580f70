import NaturalCalc
import ShortcutEngine

/// Failures of Calculate Expression: the natural-language calculator and its options.
enum CalculatorFailure: FailureFacts, Equatable {
    /// A currency rate table that cannot be read; `reason` is the calculator's own description.
    case unusableRates(reason: String)
    /// A warning: Live Currency Rates could not be had (the service's or the permission's words);
    /// the built-in table of `builtInDate` is used.
    case liveRatesUnavailable(reason: String, builtInDate: String, remedy: Remedy?)
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
        case let .liveRatesUnavailable(reason, date, _):
            return "live currency rates are not available (\(reason)); the built-in rates of \(date) are used"
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
        case .liveRatesUnavailable: return nil
        case .answerNotNumber, .answerNotDate: return "use the result type Automatic or Text"
        case .tooManyPlaces: return "a number carries 38 significant digits; answers below 1e-10 are shown as 1.5e-11"
        }
    }

    /// The permission that would let live rates through, when that was what stopped them.
    var remedy: Remedy? {
        if case .liveRatesUnavailable(_, _, let remedy) = self { return remedy }
        return nil
    }
}
