import Foundation

extension Parser {
    /// Whole-number words worth combining (`one` … `ninety`), by lower-cased word.
    private static let wholeWords: [String: Decimal] = {
        var d: [String: Decimal] = [:]
        for (i, w) in NumberWords.small.enumerated() { d[w] = Decimal(i) }
        for (i, w) in NumberWords.tens.enumerated() where !w.isEmpty { d[w] = Decimal(i * 10) }
        return d
    }()

    /// `one hundred fifty-four`, `two thousand and five`, `twenty one`: the number words after the
    /// first (`first`, already read) that make one number with it. A scale word that ends the run
    /// (`three million`) is left for `parseNumberTail`, which shows it as Soulver does (`3M`).
    mutating func combineNumberWords(_ first: Decimal, _ firstToken: Token) -> Decimal {
        guard Parser.wholeWords[firstToken.text.lowercased()] != nil else { return first }
        var total: Decimal = 0
        var current = first
        var last = firstToken
        var lastGroup = NumberWords.limit
        while let t = peek {
            let w = t.text.lowercased()
            // `fifty-four`: a hyphen with no spaces joins tens and units.
            if t.isSymbol("-"), t.column == last.column + last.text.count, let u = peek(1),
                u.column == t.column + 1, let v = Parser.wholeWords[u.text.lowercased()], v > 0, v < 10,
                current.isMultiple(of: 10), !current.isMultiple(of: 100)
            {
                current += v
                pos += 2
                last = u
                continue
            }
            if let v = Parser.wholeWords[w], v > 0 {
                // After a group (`two thousand five`) any number word starts the next part.
                let afterGroup = current == 0 && total > 0
                let fits = current != 0 && (current.isMultiple(of: 100) || (current.isMultiple(of: 10) && v < 10))
                guard afterGroup || fits else { break }
                current += v
                pos += 1
                last = t
                continue
            }
            if w == "hundred", current > 0, current < 100, total > 0 || Parser.continuesNumber(peek(1)) {
                current *= 100
                pos += 1
                last = t
                continue
            }
            // A group ends the run only when it is the first (`three million` stays `3M`); after a
            // larger group it belongs to the number (`one million two hundred thousand`).
            if let scale = NumberWords.groups.first(where: { $0.0 == w })?.1, current > 0,
                Parser.continuesNumber(peek(1)) || (total > 0 && scale < lastGroup)
            {
                lastGroup = scale
                total += current * scale
                current = 0
                pos += 1
                last = t
                continue
            }
            if w == PhraseTable.listJoiner, (current >= 100 && current.isMultiple(of: 100)) || (total > 0 && current == 0),
                let n = peek(1),
                let v = Parser.wholeWords[n.text.lowercased()], v > 0
            {
                pos += 1
                last = t
                continue
            }
            break
        }
        return total + current
    }

    /// Whether a number word follows, so a scale word in the middle belongs to the number.
    private static func continuesNumber(_ t: Token?) -> Bool {
        guard let t else { return false }
        let w = t.text.lowercased()
        return wholeWords[w] != nil || w == PhraseTable.listJoiner
    }
}

extension Decimal {
    /// Whether a whole number is a multiple of `n`.
    func isMultiple(of n: Int) -> Bool {
        guard let i = DecimalMath.int(self) else { return false }
        return i % n == 0
    }
}
