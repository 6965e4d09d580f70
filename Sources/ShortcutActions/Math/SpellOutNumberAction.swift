import Foundation
import ShortcutEngine

/// Spell Out Number: a number in words ("one hundred twenty-three").
public enum SpellOutNumberAction: Action {
    static let number = Parameter<Number>("number", summary: "The number.")
    static let locale = Parameter<String>("locale", summary: "The language's locale identifier (en, fr, de …).", default: "en")
    static let letterCase = Parameter<ChangeCaseAction.CaseType?>(
        "letterCase", label: "Case",
        summary: "A case to change the words to, as Change Case does (absent: lower case, as spelled).",
        default: nil)

    public static let definition = ActionDefinition(
        "org.shortcutengine.number.spellout", name: "Spell Out Number",
        summary:
            "Writes a number in words (ICU's spell-out rules, English by default: 123 → one hundred twenty-three, 2.5 → two point five); exact for whole numbers below 10^18 and fractions of up to 15 significant digits, and refuses the rest.",
        category: "Math",
        parameters: [number, locale, letterCase],
        input: number, output: .produces(.text), outputName: "Spelled Out Number")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let number = try parameters[Self.number]
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: try parameters[Self.locale])
        let words = formatter.string(from: try exactly(number)) ?? number.description
        guard let letterCase = try parameters[Self.letterCase] else { return .text(words) }
        return .text(try ChangeCaseAction.format(words, as: letterCase, locale: Locale(identifier: try parameters[Self.locale])))
    }

    /// ICU's spell-out rules give words for whole numbers up to 999 quadrillion; past that they
    /// write digits.
    static let wholeLimit = 1_000_000_000_000_000_000
    /// A fraction goes to ICU as a double: exact while it has at most this many significant digits.
    static let fractionDigits = 15

    /// `number` as the formatter reads it without changing its value (issue 26, item 6): a whole
    /// number as a 64-bit integer (a double kept only 53 bits: every value from 10^17 came out as
    /// 2^54), a fraction as a double only when that double is the same decimal; otherwise refused.
    static func exactly(_ number: Number) throws(ActionFailure) -> NSNumber {
        let decimal = number.decimal
        guard decimal.magnitude < Decimal(wholeLimit) else {
            throw ActionFailure(
                MathFailure.cannotSpellExactly(number.description, reason: .tooLarge(limit: "10^18")), parameter: "number")
        }
        if let whole = number.int { return NSNumber(value: whole) }
        let double = number.double
        guard double.isFinite, Decimal(string: "\(double)") == decimal, significantDigits(decimal) <= fractionDigits else {
            throw ActionFailure(
                MathFailure.cannotSpellExactly(number.description, reason: .tooManyDigits(limit: fractionDigits)),
                parameter: "number")
        }
        return NSNumber(value: double)
    }

    private static func significantDigits(_ decimal: Decimal) -> Int {
        let digits = "\(decimal.magnitude)".filter(\.isNumber).drop { $0 == "0" }
        return digits.reversed().drop { $0 == "0" }.count
    }
}
