import Foundation
import ShortcutEngine

/// Format Currency: an amount written as money in a currency, as Apple's formatter writes it for
/// English (United States) (the Actions app's and Toolbox Pro's Format Currency).
public enum FormatCurrencyAction: Action {
    static let amount = Parameter<Value>("amount", summary: "The amount, or a list of amounts.")
    static let currency = Parameter<String>(
        "currency", summary: "The ISO 4217 code of the currency (USD, EUR, JPY…), in any case.", default: "USD")
    static let places = Parameter<Int?>(
        "places", label: "Decimal Places",
        summary: "Digits after the decimal point (absent: the currency's own, ISO 4217's minor unit: 2 for most, 0 for JPY).",
        default: nil, minimum: 0, maximum: 10)

    /// The en-US symbols of the currencies that have one (ICU's English data); the others are
    /// written with their code and a no-break space.
    static let symbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CAD": "CA$", "AUD": "A$", "CNY": "CN¥", "INR": "₹",
        "KRW": "₩", "BRL": "R$", "MXN": "MX$", "HKD": "HK$", "NZD": "NZ$", "ILS": "₪", "VND": "₫", "TWD": "NT$",
        "XAF": "FCFA", "XOF": "F\u{202F}CFA", "XCD": "EC$", "PHP": "₱",
    ]
    /// ISO 4217 currencies whose minor unit is not 2 digits.
    static let minorDigits: [String: Int] = [
        "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0, "RWF": 0, "UGX": 0,
        "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0, "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3,
        "TND": 3,
    ]

    public static let definition = ActionDefinition(
        "org.shortcutengine.format.currency", name: "Format Currency",
        summary:
            "Writes an amount as money in a currency, as Apple's formatter does for English (United States): $1,234.50, €9.99, ¥1,200, -£3.00, CHF 12.00 (a currency without an English symbol by its code); rounded half to even to the currency's decimal places unless given.",
        category: "Math",
        parameters: [amount, currency, places],
        input: amount, output: .produces(.text), outputName: "Formatted Currency")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let given = try parameters[Self.currency].trimmingCharacters(in: .whitespaces)
        guard given.count == 3, given.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw ActionFailure(MathFailure.notACurrency(String(given.prefix(40))), parameter: Self.currency.key)
        }
        let code = given.uppercased()
        let places = try parameters[Self.places] ?? minorDigits[code] ?? 2
        return try NumberText.each(parameters, Self.amount, context: context) { text($0, code: code, places: places) }
    }

    /// `amount` as money: the sign, the symbol (or the code and a no-break space), the digits.
    static func text(_ amount: Decimal, code: String, places: Int) -> String {
        let digits = FixedPlaces.text(amount, places: places, grouping: true)
        let negative = digits.hasPrefix("-")
        let symbol = symbols[code] ?? code + "\u{00A0}"
        return (negative ? "-" : "") + symbol + (negative ? String(digits.dropFirst()) : digits)
    }
}
