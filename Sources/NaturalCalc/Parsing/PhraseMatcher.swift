import Foundation

/// Matches whole-line phrases such as `a is x% of what`; `_` marks an expression slot.
struct PhraseMatcher {
    let rates: CurrencyRates

    /// Patterns in priority order; slot order maps to the phrase's arguments via `order`.
    private static let patterns: [(pattern: [String], phrase: Phrase, order: [Int])] = [
        (["_", "is", "what", "_", "of", "what"], .reverseOf, [0, 1]),
        (["_", "is", "_", "of", "what"], .reverseOf, [0, 1]),
        (["_", "of", "what", "is", "_"], .reverseOf, [1, 0]),
        (["_", "is", "_", "off", "what"], .reverseOff, [0, 1]),
        (["_", "off", "what", "is", "_"], .reverseOff, [1, 0]),
        (["_", "is", "_", "on", "what"], .reverseOn, [0, 1]),
        (["_", "on", "what", "is", "_"], .reverseOn, [1, 0]),
        (["_", "is", "what", "%", "of", "_"], .percentOf, [0, 1]),
        (["what", "%", "is", "_", "of", "_"], .percentOf, [0, 1]),
        (["_", "as", "a", "%", "of", "_"], .percentOf, [0, 1]),
        (["_", "as", "%", "of", "_"], .percentOf, [0, 1]),
        (["_", "is", "what", "%", "off", "_"], .percentOff, [0, 1]),
        (["_", "as", "discount", "off", "_"], .percentOff, [0, 1]),
        (["if", "_", "is", "_", ",", "what", "is", "_"], .ruleOfThree, [0, 1, 2]),
        (["if", "_", "is", "_", "what", "is", "_"], .ruleOfThree, [0, 1, 2]),
        (["_", "is", "what", "%", "on", "_"], .percentOn, [0, 1]),
        (["_", "to", "_", "is", "what", "%"], .percentChange, [0, 1]),
        (["_", "to", "_", "as", "%"], .percentChange, [0, 1]),
        (["%", "increase", "from", "_", "to", "_"], .percentChange, [0, 1]),
        (["%", "change", "from", "_", "to", "_"], .percentChange, [0, 1]),
        (["%", "decrease", "from", "_", "to", "_"], .percentChange, [0, 1]),
        (["_", "to", "_", "is", "what", "x"], .multiplierChange, [0, 1]),
        (["_", "to", "_", "is", "what", "multiplier"], .multiplierChange, [0, 1]),
        (["_", "to", "_", "as", "x"], .multiplierChange, [0, 1]),
        (["_", "as", "x", "of", "_"], .multiplierOf, [0, 1]),
        (["_", "as", "multiplier", "of", "_"], .multiplierOf, [0, 1]),
        (["_", "as", "x", "off", "_"], .multiplierOff, [0, 1]),
        (["_", "as", "multiplier", "off", "_"], .multiplierOff, [0, 1]),
        (["_", "as", "x", "on", "_"], .multiplierOn, [0, 1]),
        (["_", "as", "multiplier", "on", "_"], .multiplierOn, [0, 1]),
        (["_", "invested", "_", "returned"], .investReturn, [0, 1]),
        (["_", "is", "to", "_", "as", "_", "is", "to", "what"], .proportion, [0, 1, 2]),
        (["_", "is", "_", "to", "what", "power"], .logBase, [0, 1]),
        (["is", "_", "prime"], .isPrime, [0]),
        (["present", "value", "of", "_", "after", "_", "at", "_"], .presentValue, [0, 1, 2]),
        (["interest", "on", "_", "for", "_", "at", "_"], .simpleInterest, [0, 1, 2]),
        (["interest", "on", "_", "after", "_", "at", "_"], .simpleInterest, [0, 1, 2]),
        (["_", "for", "_", "at", "_"], .compound, [0, 1, 2]),
        (["_", "after", "_", "at", "_"], .compound, [0, 1, 2]),
        (["monthly", "repayment", "on", "_", "over", "_", "at", "_"], .repayment, [0, 1, 2]),
        (["annual", "repayment", "on", "_", "over", "_", "at", "_"], .repayment, [0, 1, 2]),
        (["monthly", "interest", "on", "_", "over", "_", "at", "_"], .monthlyInterest, [0, 1, 2]),
        (["total", "repayment", "on", "_", "over", "_", "at", "_"], .totalRepayment, [0, 1, 2]),
        (["tax", "on", "_", "at", "_"], .taxOn, [0, 1]),
    ]

    private static let literalWords: Set<String> = {
        var s = Set<String>()
        for p in patterns { for w in p.pattern where w != "_" { s.insert(w) } }
        return s
    }()

    /// Each pattern's literals, to skip patterns whose words are not all in the line.
    private static let required: [Set<String>] = patterns.map { Set($0.pattern.filter { $0 != "_" }) }

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
        }
        guard !present.isEmpty else { return nil }
        for (index, entry) in PhraseMatcher.patterns.enumerated() where PhraseMatcher.required[index].isSubset(of: present) {
            var slots: [[Token]] = []
            if bind(entry.pattern[...], tokens[...], &slots) {
                var exprs: [Expr] = []
                var ok = true
                for slot in slots {
                    var p = Parser(slot, rates: rates)
                    guard let e = try? p.parseExpression(0), p.peek == nil else { ok = false; break }
                    exprs.append(e)
                }
                guard ok else { continue }
                var args = entry.order.map { exprs[$0] }
                if let tail = modifiers(entry.phrase, tokens) { args.append(tail) }
                return .phrase(entry.phrase, args)
            }
        }
        return nil
    }

    /// Compounding frequency for interest phrases (`compounding monthly`), as periods per year.
    private func modifiers(_ phrase: Phrase, _ tokens: [Token]) -> Expr? {
        guard [.compound, .simpleInterest, .repayment].contains(phrase) else { return nil }
        let words = tokens.compactMap(\.word)
        if words.contains("monthly") && phrase == .repayment { return .number(12, .decimal, scaled: false) }
        if phrase == .repayment { return .number(1, .decimal, scaled: false) }
        if words.contains("monthly") { return .number(12, .decimal, scaled: false) }
        if words.contains("quarterly") { return .number(4, .decimal, scaled: false) }
        return .number(1, .decimal, scaled: false)
    }

    private func isLiteral(_ lit: String, _ t: Token) -> Bool {
        if lit == "%" { return t.isSymbol("%") }
        if lit == "at", t.isSymbol("@") { return true }
        return t.word == lit || t.isSymbol(lit)
    }

    private func bind(_ pattern: ArraySlice<String>, _ tokens: ArraySlice<Token>, _ slots: inout [[Token]]) -> Bool {
        guard let first = pattern.first else { return tokens.isEmpty }
        if first != "_" {
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
                let body = Array(tokens.prefix { !["compounding", "every"].contains($0.word ?? "") })
                guard !body.isEmpty else { return false }
                slots.append(body)
                return true
            }
            n += 1
        }
        return false
    }
}
