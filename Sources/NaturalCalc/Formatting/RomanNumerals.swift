import Foundation

/// Whole numbers as Roman numerals (`1965 to roman` → `MCMLXV`).
enum RomanNumerals {
    private static let symbols: [(Int, String)] = [
        (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
        (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
    ]

    /// The numeral for 1...3999, or nil outside that range.
    static func text(_ n: Int) -> String? {
        guard (1...3999).contains(n) else { return nil }
        var rest = n, out = ""
        for (value, symbol) in symbols {
            while rest >= value {
                out += symbol
                rest -= value
            }
        }
        return out
    }
}
