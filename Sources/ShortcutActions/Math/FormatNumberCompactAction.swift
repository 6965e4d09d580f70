import Foundation
import ShortcutEngine

/// Format Number Compactly: a number shortened to thousands, millions, billions or trillions, as
/// Apple's compact number style writes it in English (the Actions app's Format Number — Compact).
public enum FormatNumberCompactAction: Action {
    static let number = Parameter<Value>("number", summary: "The number, or a list of numbers.")
    static let abbreviated = Parameter<Bool>(
        "abbreviated", label: "Abbreviated Unit", summary: "Write the unit as K, M, B, T instead of a word.", default: false)

    /// The units from the largest: the power of ten, the word, the abbreviation.
    static let units: [(exponent: Int, word: String, letter: String)] = [
        (12, "trillion", "T"), (9, "billion", "B"), (6, "million", "M"), (3, "thousand", "K"),
    ]

    public static let definition = ActionDefinition(
        "org.shortcutengine.number.compact", name: "Format Number Compactly",
        summary:
            "Writes a number in its largest unit of thousand, million, billion or trillion with one decimal when below 10 of it and whole otherwise, rounded half to even: 3420 → 3.4 thousand (3.4K), 12,345,678 → 12 million (12M), 999 → 999.",
        category: "Math",
        parameters: [number, abbreviated],
        input: number, output: .produces(.text), outputName: "Compact Number")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let abbreviated = try parameters[Self.abbreviated]
        return try NumberText.each(parameters, Self.number, context: context) { text($0, abbreviated: abbreviated) }
    }

    /// `value` in the largest unit it reaches; a result that rounds to 1000 of a unit is 1 of the
    /// next (999,950 → 1 million).
    static func text(_ value: Decimal, abbreviated: Bool) -> String {
        let magnitude = abs(value)
        var index = units.firstIndex { magnitude >= pow(Decimal(10), $0.exponent) } ?? units.count
        var scaled = rounded(index < units.count ? magnitude / pow(Decimal(10), units[index].exponent) : magnitude)
        if scaled >= 1000, index > 0 {
            index -= 1
            scaled = 1
        }
        let digits = FixedPlaces.text(scaled, places: 1, grouping: true, trimZeros: true)
        let sign = value < 0 && digits != "0" ? "-" : ""
        guard index < units.count else { return sign + digits }
        return sign + digits + (abbreviated ? units[index].letter : " " + units[index].word)
    }

    /// One decimal below 10, whole numbers from 10 (half to even).
    static func rounded(_ value: Decimal) -> Decimal {
        var source = value
        var result = Decimal()
        NSDecimalRound(&result, &source, value < 10 ? 1 : 0, .bankers)
        return result
    }
}
