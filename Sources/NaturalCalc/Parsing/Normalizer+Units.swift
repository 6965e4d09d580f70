import Foundation

extension Normalizer {
    /// `m2`, `km3`, `ft2`: a length unit with a digit power written against it is that unit squared
    /// or cubed, as SoulverCore's unit aliases read them (`m2` is m², `cm3` cm³); the digit becomes
    /// `²` or `³`. Only a length, only when the whole word is not a unit or word of its own, and only
    /// where a unit stands: first, or after a number, a symbol or a conversion word (`1 m3`, `in m2`,
    /// `L/m2`; the `m2` of `my m2 laptop $1,200` stays a comment).
    func splittingDigitPowers(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { $0.word.map(Normalizer.endsInPowerDigit) == true }) else { return tokens }
        var out: [Token] = []
        for t in tokens {
            guard case .word(let w) = t.kind, Normalizer.endsInPowerDigit(w), Normalizer.unitMayFollow(out.last),
                let stem = lengthStem(of: w)
            else {
                out.append(t)
                continue
            }
            let power = w.hasSuffix("2") ? "²" : "³"
            out.append(Token(kind: .word(stem), column: t.column, text: stem))
            out.append(Token(kind: .symbol(power), column: t.column + stem.count, text: String(w.suffix(1))))
        }
        return out
    }

    private static func unitMayFollow(_ previous: Token?) -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .number, .symbol: return true
        case .word:
            guard let w = previous.word else { return false }
            if w == "per" { return true }
            if case .conversion? = PhraseTable.following[w] { return true }
            return false
        default: return false
        }
    }

    private static func endsInPowerDigit(_ word: String) -> Bool {
        word.utf8.count > 1 && (word.utf8.last == UInt8(ascii: "2") || word.utf8.last == UInt8(ascii: "3"))
    }

    /// The length unit `word` is without its last digit, when `word` itself means nothing.
    private func lengthStem(of word: String) -> String? {
        let stem = String(word.dropLast())
        guard UnitTable.lookup(word, rates: rates) == nil, !isKnown(Token(kind: .word(word), column: 0, text: word)),
            let unit = UnitTable.lookup(stem, rates: rates), unit.currency == nil, unit.dimension == .length1
        else { return nil }
        return stem
    }
}
