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
    /// Short-scale names of each group of three digits, the thousands first.
    static let groupNames = [
        "thousand", "million", "billion", "trillion", "quadrillion", "quintillion", "sextillion", "septillion",
        "octillion", "nonillion", "decillion", "undecillion",
    ]
    /// The group names with their sizes, largest first (`Parser+NumberWords` reads them back).
    static let groups: [(String, Decimal)] = groupNames.enumerated().reversed().map {
        ($0.element, Decimal(sign: .plus, exponent: 3 * ($0.offset + 1), significand: 1))
    }
    /// The largest whole part spelled out: below a thousand undecillion (10^39; Decimal keeps 38 digits).
    static let limit = Decimal(sign: .plus, exponent: 39, significand: 1)
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
        let text = SmallDecimal.text(whole) ?? whole.description
        guard text.allSatisfy(\.isNumber) else { return nil }
        var words = spellWhole(text)
        if fraction > 0 {
            let digits = "\(fraction)".drop { $0 != "." }.dropFirst().prefix(maxFractionDigits)
            words += " point " + digits.compactMap { $0.wholeNumberValue.map { small[$0] } }.joined(separator: " ")
        }
        return negative ? "minus " + words : words
    }

    /// A whole number below `limit`, given as its digits, in words: each group of three with its name.
    private static func spellWhole(_ digits: String) -> String {
        var groups: [Int] = []  // least significant first
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(Int(digits[start..<end]) ?? 0)
            end = start
        }
        var parts: [String] = []
        for (k, g) in groups.enumerated().reversed() where g > 0 {
            parts.append(spellHundreds(g) + (k > 0 ? " " + groupNames[k - 1] : ""))
        }
        return parts.isEmpty ? small[0] : parts.joined(separator: " ")
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
