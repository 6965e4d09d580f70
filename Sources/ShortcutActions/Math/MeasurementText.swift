import Foundation
import NaturalCalc
import ShortcutEngine

/// A measurement as the engine carries it: text holding an amount, a space and a unit of the
/// calculator's unit table (`5 km`, `-40 °F`, `1.5 hours`). Being text, it shows, combines and
/// compares as text does; Convert Measurement reads it back (docs/format.md, "Measurements").
struct MeasurementText: Equatable {
    /// The amount.
    let amount: Number
    /// The unit as written.
    let unitName: String
    /// The unit.
    let unit: MeasurementUnit

    /// Significant digits a measurement keeps: a conversion's exact decimal (5 km is
    /// 3.1068559611866698480871709218165… mi) is shown as a binary double would show it.
    static let significantDigits = 15

    /// The text of `amount` in `unit`: the amount to `significantDigits` as the engine shows
    /// numbers, then the unit's symbol (plural words for units that print as words).
    static func render(_ amount: Number, _ unit: MeasurementUnit, coercion: Coercion) -> String {
        let shown = rounded(amount)
        return coercion.text(.number(shown)) + " " + unit.symbol(for: shown.decimal)
    }

    /// `amount` rounded to `significantDigits`.
    static func rounded(_ amount: Number) -> Number {
        let magnitude = abs(amount.double)
        guard magnitude > 0, magnitude.isFinite else { return amount }
        let integerDigits = Int((log10(magnitude)).rounded(.down)) + 1
        let places = min(38, max(0, significantDigits - integerDigits))
        var source = amount.decimal
        var result = Decimal()
        NSDecimalRound(&result, &source, places, .plain)
        return Number(result)
    }

    /// Reads `text` (`5 km`, `12mph`, `-3.5 °C`, `1,000 m`); nil when it is not an amount
    /// followed by a known unit. Failures say which part is wrong, at `parameter`.
    static func parse(_ text: String, parameter: String) throws(ActionFailure) -> MeasurementText {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var numberEnd = trimmed.startIndex
        for index in trimmed.indices {
            let character = trimmed[index]
            let isSign = (character == "-" || character == "+" || character == "−") && index == trimmed.startIndex
            guard isSign || character.isASCII && (character.isNumber || character == "." || character == ",") else { break }
            numberEnd = trimmed.index(after: index)
        }
        let numberText = trimmed[..<numberEnd].replacingOccurrences(of: ",", with: "")
            .replacingOccurrences(of: "−", with: "-")
        let unitName = trimmed[numberEnd...].trimmingCharacters(in: .whitespaces)
        guard let amount = Number(parsing: numberText), !unitName.isEmpty else {
            throw ActionFailure(MeasurementFailure.notAMeasurement(preview: String(trimmed.prefix(40))), parameter: parameter)
        }
        guard let unit = MeasurementUnit(named: unitName) else {
            throw ActionFailure(MeasurementFailure.unknownUnit(unitName), parameter: parameter)
        }
        return MeasurementText(amount: amount, unitName: unitName, unit: unit)
    }
}
