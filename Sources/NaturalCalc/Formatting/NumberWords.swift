import Foundation

/// Numbers in English words, both ways: `154 to words` → `one hundred fifty-four`, and the
/// pieces the parser combines when it reads `one hundred fifty-four` back (`Parser+NumberWords`).
enum NumberWords {
    /// Words for 0–19.
    static let small = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    /// Words for 20, 30, … 90 (index 2 is twenty).
    static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    /// Short-scale group names, smallest first.
    static let groups: [(String, Decimal)] = [
        ("trillion", 1_000_000_000_000), ("billion", 1_000_000_000), ("million", 1_000_000), ("thousand", 1000),
    ]
    /// The largest whole part spelled out: below a thousand trillion.
    static let limit: Decimal = 1_000_000_000_000_000
    /// Most decimal digits spelled after `point`.
    static let maxFractionDigits = 10

    /// The number in words (`-3.25` → `minus three point two five`), or nil past `limit`.
    static func spell(_ value: Decimal) -> String? {
        let negative = value < 0
        let magnitude = negative ? -value : value
        guard magnitude < limit else { return nil }
        var whole = Decimal()
        var m = magnitude
        NSDecimalRound(&whole, &m, 0, .down)
        let fraction = magnitude - whole
        guard let w = Int64(exactly: NSDecimalNumber(decimal: whole).int64Value as Int64), Decimal(w) == whole else { return nil }
        var words = spellWhole(w)
        if fraction > 0 {
            let digits = "\(fraction)".drop { $0 != "." }.dropFirst().prefix(maxFractionDigits)
            words += " point " + digits.compactMap { $0.wholeNumberValue.map { small[$0] } }.joined(separator: " ")
        }
        return negative ? "minus " + words : words
    }

    /// A whole number below `limit` in words.
    private static func spellWhole(_ n: Int64) -> String {
        if n == 0 { return small[0] }
        var rest = n
        var parts: [String] = []
        for (name, size) in groups {
            let s = NSDecimalNumber(decimal: size).int64Value
            if rest >= s {
                parts.append(spellHundreds(Int(rest / s)) + " " + name)
                rest %= s
            }
        }
        if rest > 0 { parts.append(spellHundreds(Int(rest))) }
        return parts.joined(separator: " ")
    }

    /// 1–999 in words: `one hundred fifty-four`.
    private static func spellHundreds(_ n: Int) -> String {
        var parts: [String] = []
        if n >= 100 { parts.append(small[n / 100] + " hundred") }
        let r = n % 100
        if r >= 20 {
            parts.append(tens[r / 10] + (r % 10 > 0 ? "-" + small[r % 10] : ""))
        } else if r > 0 {
            parts.append(small[r])
        }
        return parts.joined(separator: " ")
    }
}
