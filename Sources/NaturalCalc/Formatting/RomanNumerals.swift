import Foundation

/// Whole numbers as Roman numerals (`1965 to roman` → `MCMLXV`). From 4,000 on, the thousands
/// are written with a vinculum, an overline (U+0305) on each letter that multiplies it by a
/// thousand (`20002` → `X̅X̅II`, `4000` → `I̅V̅`), as fend writes them.
enum RomanNumerals {
    private static let symbols: [(Int, String)] = [
        (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
        (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
    ]

    /// The largest number written: a thousand overlined `M`s.
    static let limit = 1_000_000_000

    /// The numeral for 1...`limit`, or nil outside that range.
    static func text(_ n: Int) -> String? {
        guard (1...limit).contains(n) else { return nil }
        var rest = n, out = ""
        if n >= 4000 {
            // overlined: every symbol but I, whose overlined form would be M
            for (value, symbol) in symbols.dropLast() {
                let scaled = value * 1000
                while rest >= scaled {
                    for letter in symbol { out += "\(letter)\u{305}" }
                    rest -= scaled
                }
            }
        }
        for (value, symbol) in symbols {
            while rest >= value {
                out += symbol
                rest -= value
            }
        }
        return out
    }
}
