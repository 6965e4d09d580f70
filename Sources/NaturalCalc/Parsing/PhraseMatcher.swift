import Foundation

/// Matches whole-line phrases such as `a is x% of what`; `_` marks an expression slot.
struct PhraseMatcher {
    let rates: CurrencyRates

    /// Every literal word of the declared line patterns, to skip lines that hold none.
    private static let literalWords: Set<String> = {
        var s = Set<String>()
        for p in PhraseTable.lines { for w in p.words where w != LinePattern.slot { s.insert(w) } }
        return s
    }()

    /// Each pattern's literals, to skip patterns whose words are not all in the line.
    private static let required: [Set<String>] = PhraseTable.lines.map { Set($0.words.filter { $0 != LinePattern.slot }) }

    /// Each pattern filed under its rarest literal only (a pattern matches only when all its
    /// literals are on the line, that one included), so a common word such as `at` or `to` does not
    /// make every pattern that mentions it a candidate; patterns with no literal are always candidates.
    private static let patternsNeeding: [String: [Int]] = {
        var uses: [String: Int] = [:]
        for words in required { for w in words { uses[w, default: 0] += 1 } }
        var d: [String: [Int]] = [:]
        for (index, words) in required.enumerated() {
            guard let rarest = words.min(by: { (uses[$0] ?? 0, $0) < (uses[$1] ?? 0, $1) }) else { continue }
            d[rarest, default: []].append(index)
        }
        return d
    }()
    private static let patternsWithoutLiterals: [Int] = required.indices.filter { required[$0].isEmpty }

    /// The declared line phrase the tokens spell, with its slots parsed, or nil.
    func match(_ tokens: [Token]) throws -> Expr? {
        // `20/200 %`: a percent sign standing apart after a division reads the quotient as a percentage
        // (`100 / 50%`, with the sign attached, divides by a percentage instead).
        if tokens.count >= 4, let last = tokens.last, last.isSymbol("%"),
            tokens[tokens.count - 2].column + tokens[tokens.count - 2].text.count < last.column,
            let slash = tokens.lastIndex(where: { $0.isSymbol("/") }), slash > 0, slash < tokens.count - 2
        {
            var left = Parser(Array(tokens[..<slash]), rates: rates)
            var right = Parser(Array(tokens[(slash + 1)..<(tokens.count - 1)]), rates: rates)
            if let a = try? left.parseExpression(0), left.peek == nil, let b = try? right.parseExpression(0), right.peek == nil {
                return .phrase(.percentOf, [a, b])
            }
        }
        var present = Set<String>()
        for t in tokens {
            if let w = t.word, PhraseMatcher.literalWords.contains(w) { present.insert(w) }
            if t.isSymbol("%") { present.insert("%") }
            if t.isSymbol("@") { present.insert("at") }
            if t.isSymbol(",") { present.insert(",") }
            if t.isSymbol("^") { present.insert("^") }  // `to the power of` reaches here as `^`
        }
        guard !present.isEmpty else { return nil }
        // Only patterns one of whose literals is on the line, in declaration order.
        var candidates = Set(PhraseMatcher.patternsWithoutLiterals)
        for w in present { if let list = PhraseMatcher.patternsNeeding[w] { candidates.formUnion(list) } }
        for index in candidates.sorted() where PhraseMatcher.required[index].isSubset(of: present) {
            let entry = PhraseTable.lines[index]
            var slots: [[Token]] = []
            if bind(entry.words[...], tokens[...], &slots) {
                var exprs: [Expr] = []
                var ok = true
                for slot in slots {
                    var p = Parser(slot, rates: rates)
                    guard let e = try? p.parseExpression(0), p.peek == nil else { ok = false; break }
                    exprs.append(e)
                }
                guard ok else { continue }
                var args = entry.order.map { exprs[$0] }
                if let tail = periods(entry, tokens) { args.append(tail) }
                return .phrase(entry.phrase, args)
            }
        }
        return nil
    }

    /// Periods per year for the phrases that declare them (`compounding monthly`): the first
    /// declared word on the line, else one.
    private func periods(_ pattern: LinePattern, _ tokens: [Token]) -> Expr? {
        guard !pattern.periods.isEmpty else { return nil }
        let words = Set(tokens.compactMap(\.word))
        let named = pattern.periods.first { words.contains($0.0) }
        return .number(named?.1 ?? 1, .decimal, scaled: false)
    }

    private func isLiteral(_ lit: String, _ t: Token) -> Bool {
        if lit == "%" { return t.isSymbol("%") }
        if lit == "at", t.isSymbol("@") { return true }
        return t.word == lit || t.isSymbol(lit)
    }

    private func bind(_ pattern: ArraySlice<String>, _ tokens: ArraySlice<Token>, _ slots: inout [[Token]]) -> Bool {
        guard let first = pattern.first else { return tokens.isEmpty }
        if first != LinePattern.slot {
            guard let t = tokens.first, isLiteral(first, t) else { return false }
            return bind(pattern.dropFirst(), tokens.dropFirst(), &slots)
        }
        let rest = pattern.dropFirst()
        // A slot takes at least one token; try the shortest split first.
        var n = 1
        while n <= tokens.count {
            if let next = rest.first {
                if n < tokens.count, isLiteral(next, tokens[tokens.startIndex + n]) {
                    slots.append(Array(tokens.prefix(n)))
                    if bind(rest, tokens.dropFirst(n), &slots) { return true }
                    slots.removeLast()
                }
            } else {
                // The last slot may stop at a trailing modifier such as `compounding monthly`.
                let body = Array(tokens.prefix { !PhraseTable.slotStoppers.contains($0.word ?? "") })
                guard !body.isEmpty else { return false }
                slots.append(body)
                return true
            }
            n += 1
        }
        return false
    }
}
