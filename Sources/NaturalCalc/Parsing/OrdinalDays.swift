import Foundation

/// Days of the month written as ordinals: `3rd of March 2025`, `1st of January`, `the third of
/// March`, `March third`. The normaliser leaves the day's number, which the parser already reads
/// before or after a month (`3 March`, `March 3`); `of` between them goes too.
enum OrdinalDays {
    /// `1st`, `2nd`, `3rd`, `4th`: the suffixes written against a day's number.
    static let suffixes: Set<String> = ["st", "nd", "rd", "th"]

    /// Ordinal words for days (`second` only next to a month: alone it is a unit).
    static let words: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
        "twentieth": 20, "thirtieth": 30,
    ]

    /// Run by the normaliser on lines holding a suffix or an ordinal word (`Normalizer.wordingSteps`).
    static func rewrite(_ tokens: [Token]) -> [Token] {
        func isMonth(_ t: Token?) -> Bool { t?.word.map { Vocabulary.months[$0] != nil } == true }
        var out: [Token] = []
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            let next = i + 1 < tokens.count ? tokens[i + 1] : nil
            // `3rd`: the suffix written against a day's number
            if case .number(let n, .decimal) = t.kind, n >= 1, n <= 31, let s = next, let w = s.word, suffixes.contains(w),
                s.column == t.column + t.text.count
            {
                out.append(t)
                i += 2
                if tokens.indices.contains(i + 1), tokens[i].word == "of", isMonth(tokens[i + 1]) { i += 1 }
                continue
            }
            // `third of March`, `March third`
            if let w = t.word, let day = words[w] {
                let ofMonth = next?.word == "of" && isMonth(i + 2 < tokens.count ? tokens[i + 2] : nil)
                if ofMonth || isMonth(out.last) {
                    if out.last?.word == "the" { out.removeLast() }
                    out.append(Token(kind: .number(Decimal(day), .decimal), column: t.column, text: t.text))
                    i += ofMonth ? 2 : 1
                    continue
                }
            }
            out.append(t)
            i += 1
        }
        return out
    }
}
