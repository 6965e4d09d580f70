import Foundation

/// Words the lenient reading would drop as comments although they stand where a unit must be.
/// Soulver reads unknown words as comments, and so do we, except where the comment would change
/// the number asked for into a plausible wrong one:
/// - a word between a number and a conversion to a unit (`1 bushel in L` read as `1 in L` is 1 L);
/// - a qualifier before a unit it does not name with (`1 imperial cup` read as a US cup, `1 troy
///   pound` as an avoirdupois pound): `UnitPhrases.qualifiers`;
/// - a conversion's last word one letter off a unit's name (`1 km in furlongz` read as `1 km`).
/// Each is an error naming the word and its column. Words anywhere else stay comments
/// (`5 km to work`, `3 hours in meetings`, `$10 for lunch`).
enum UnknownUnits {
    /// Throws for the first ignored word that stands for a unit; `raw` are the line's tokens
    /// before normalising, `ignored` the words the normaliser dropped.
    static func check(raw: [Token], ignored: [Token], rates: CurrencyRates) throws {
        guard !ignored.isEmpty else { return }
        let dropped = Set(ignored.map(\.column))
        for (k, t) in raw.enumerated() where t.word != nil && dropped.contains(t.column) {
            if let (failure, first) = failure(at: k, in: raw, dropped: dropped, rates: rates) {
                throw CalcError(failure, column: first.column, token: first.text)
            }
        }
    }

    /// The failure the dropped word at `k` makes, and the first token it names.
    private static func failure(
        at k: Int, in raw: [Token], dropped: Set<Int>, rates: CurrencyRates
    ) -> (CalcFailure, Token)? {
        let word = raw[k].text
        let next = k + 1 < raw.count ? raw[k + 1] : nil
        // `1 imperial cup`: a qualifier before a unit word.
        if let w = raw[k].word, UnitPhrases.qualifiers.contains(w), let n = next, isMeasure(n, rates: rates) {
            return (.unknownUnit(word + " " + n.text), raw[k])
        }
        // `1 bushel in L`: words dropped between a plain number and a conversion to a unit (after an
        // amount of money they stay comments: `$5 coffee in EUR`).
        var start = k
        while start > 0, raw[start - 1].word != nil, dropped.contains(raw[start - 1].column) { start -= 1 }
        if start > 0, case .number = raw[start - 1].kind, start < 2 || !isCurrency(raw[start - 2]), let n = next,
            isConversion(n), k + 2 < raw.count, isMeasure(raw[k + 2], rates: rates)
        {
            return (.unknownUnit(raw[start..<(k + 1)].map(\.text).joined(separator: " ")), raw[start])
        }
        // `1 km in furlongz`: the line's last word, after a unit and a conversion word, one letter off a unit.
        if k == raw.count - 1, k >= 2, isConversion(raw[k - 1]), isUnit(raw[k - 2], rates: rates),
            let near = nearestUnitName(word)
        {
            return (.unknownUnitNear(word, suggestion: near), raw[k])
        }
        return nil
    }

    private static func isConversion(_ t: Token) -> Bool {
        guard let w = t.word, case .conversion? = PhraseTable.following[w] else { return false }
        return true
    }

    private static func isUnit(_ t: Token, rates: CurrencyRates) -> Bool {
        guard case .word(let w) = t.kind else { return false }
        return UnitTable.lookup(w, rates: rates) != nil || UnitTable.expansion(w) != nil
    }

    /// A unit other than money (`US dollars` and `5 coffees in USD` stay Soulver's comments).
    private static func isMeasure(_ t: Token, rates: CurrencyRates) -> Bool {
        guard case .word(let w) = t.kind else { return false }
        if let unit = UnitTable.lookup(w, rates: rates) { return unit.currency == nil }
        return UnitTable.expansion(w) != nil
    }

    private static func isCurrency(_ t: Token) -> Bool {
        if case .currency = t.kind { return true }
        return false
    }

    /// The unit name one edit from `word`, if one is.
    static func nearestUnitName(_ word: String) -> String? {
        let w = Array(word.lowercased())
        guard (4...32).contains(w.count) else { return nil }
        let allowed = 1
        var best: (name: String, distance: Int)?
        for name in UnitTable.names + ScientificUnits.names where !name.contains("_") {
            let n = Array(name.lowercased())
            guard abs(n.count - w.count) <= allowed, n.count >= 3 else { continue }
            let d = editDistance(w, n)
            if d <= allowed, best.map({ d < $0.distance }) ?? true { best = (name, d) }
        }
        return best?.name
    }

    /// Levenshtein distance of two short words (both at most 40 characters here).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
