import Foundation
import NaturalCalc
import ShortcutEngine

/// Calculate Expression: Soulver-style natural-language maths (percentages, units, money,
/// rates, times and dates), offline, on exact decimals.
public enum CalculateExpressionAction: Action {
    /// The type of value the answer becomes.
    public enum ResultType: String, Choice {
        case automatic = "Automatic"
        case number = "Number"
        case text = "Text"
        case date = "Date"
    }

    static let expression = Parameter<String>(
        "expression", wireKey: "Input", summary: "The expression; may embed {{references}}.")
    static let result = Parameter<ResultType>(
        "result", label: "Result Type",
        summary:
            "Automatic gives numbers, dates, durations and booleans as such and money, quantities, percentages and clock times as their formatted text; Number, Text and Date force one.",
        default: .automatic)
    static let places = Parameter<Int>(
        "places", label: "Decimal Places",
        summary: "Fixed decimal places for plain numbers, at most 48 (default: up to Precision, trimmed).", minimum: 0)
    static let precision = Parameter<Int>(
        "precision", label: "Precision",
        summary:
            "Most decimal places an answer's text shows, trailing zeros trimmed, at most 48 (default: Soulver's, 2 with a unit or a percentage, 10 for a plain number); numbers keep every digit.",
        minimum: 0)
    static let plain = Parameter<Bool>(
        "plain", summary: "Machine-friendly text: no thousands separators or SI suffixes.", default: false)
    static let strict = Parameter<Bool>(
        "strict",
        summary:
            "Fail on a word that is not understood, naming it and its column; off (the default), such words are comments, as in Soulver ($10 for lunch + 15% tip).",
        default: false)
    static let lenient = Parameter<Value>(
        "lenient", type: .boolean, summary: "Kept for older workflows: unknown words are comments unless Strict is on.",
        default: true)
    static let rates = Parameter<Value>(
        "rates", label: "Currency Rates",
        summary:
            "Overrides the built-in offline rate table: a dictionary {\"date\": …, \"rates\": {\"EUR\": 0.92, …}} per US dollar, or its JSON text."
    )

    static let liveRates = Parameter<Bool>(
        "liveRates", label: "Live Currency Rates",
        summary:
            "Convert money with today's reference rates from the rate service (Frankfurter: central banks' daily rates), fetched once a run; the network permission must allow its host. Offline, or when the service fails, the built-in table is used and a warning says why. Currency Rates, when given, wins.",
        default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.calculateexpression", name: "Calculate Expression",
        summary: "Evaluates natural-language maths: 30 hours at $30/hour, 15% off £80, 3:35 am + 7 hours, 120 days from now.",
        category: "Math",
        parameters: [expression, result, places, precision, plain, strict, lenient, rates, liveRates],
        input: expression, output: .produces(.any), outputName: "Calculation Result")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var options = CalcOptions(now: context.host.now(), timeZone: context.host.timeZone)
        options.plain = try parameters[Self.plain]
        options.strict = try parameters[Self.strict]
        if parameters.optional(Self.places) != nil {
            let places = try parameters[Self.places]
            guard places <= CalcOptions.maxDecimalPlaces else {
                throw ActionFailure(CalculatorFailure.tooManyPlaces(got: places), parameter: "places")
            }
            options.decimalPlaces = places
        }
        if parameters.optional(Self.precision) != nil {
            let precision = try parameters[Self.precision]
            guard precision <= CalcOptions.maxDecimalPlaces else {
                throw ActionFailure(CalculatorFailure.tooManyPlaces(got: precision), parameter: "precision")
            }
            options.precision = precision
        }
        if let rates = parameters.optional(Self.rates), !rates.isNothing {
            let json =
                rates.type == .text ? try context.limitedText(rates) : try context.limitedJSONText(rates)
            do { options.rates = try CurrencyRates(json: Data(json.utf8)) } catch {
                throw ActionFailure(CalculatorFailure.unusableRates(reason: String(describing: error)), parameter: "rates")
            }
        } else if try parameters[Self.liveRates] {
            options.rates = try LiveCurrencyRates.rates(context: context, parameter: "liveRates")
        }
        let result: CalcResult
        let expression = try parameters[Self.expression]
        // `random number between …` draws from the run's seeded generator; other expressions leave it untouched.
        if expression.range(of: "random", options: .caseInsensitive) != nil { options.randomSeed = context.random.next() }
        do { result = try Calculator(options: options).evaluate(expression) } catch {
            throw ActionFailure(CalculatorFailure.notUnderstood(error), parameter: "expression")
        }
        return try convert(result, to: try parameters[Self.result])
    }

    /// The workflow value for a calculator answer.
    static func convert(_ result: CalcResult, to type: ResultType) throws(ActionFailure) -> Value {
        switch type {
        case .text: return .text(result.text)
        case .number:
            guard let number = result.value.number else {
                throw ActionFailure(CalculatorFailure.answerNotNumber(result.text), parameter: "result")
            }
            return .number(Number(number))
        case .date:
            guard let date = result.value.date else {
                throw ActionFailure(CalculatorFailure.answerNotDate(result.text), parameter: "result")
            }
            return .date(date)
        case .automatic:
            switch result.value {
            case .number(let number): return .number(Number(number))
            case .date(let date): return .date(date)
            case .duration(let seconds): return .duration(Number(seconds))
            case .boolean(let flag): return .boolean(flag)
            default: return .text(result.text)
            }
        }
    }
}
