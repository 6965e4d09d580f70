import Foundation

/// Rewrites tokens before parsing: word operators become symbols, comments go, variables merge.
struct Normalizer {
    let rates: CurrencyRates
    /// Variable names, each as its lower-cased words.
    let variables: [[String]]
    let lenient: Bool

    private static let rewrites: [([String], String)] = [
        (["to", "the", "power", "of"], "^"), (["raised", "to"], "^"), (["divided", "by"], "/"),
        (["multiplied", "by"], "*"), (["times"], "*"), (["plus"], "+"), (["minus"], "-"),
        (["per", "cent"], "%"), (["percent"], "%"), (["percentage"], "%"), (["pct"], "%"),
        (["mod"], "mod"), (["modulo"], "mod"),
    ]

    func normalize(_ input: [Token]) -> [Token] {
        var tokens = input
        if input.contains(where: { if case .quoted = $0.kind { return true } else { return false } }) {
            tokens = input.filter { if case .quoted = $0.kind { return false } else { return true } }
        }
        tokens = dropLabel(tokens)
        tokens = mergeVariables(tokens)
        tokens = rewrite(tokens)
        if lenient { tokens = dropUnknown(tokens) }
        return tokens
    }

    /// `Cost of 128 GB iPhone 16: $999` — text before a colon followed by a space is a label.
    private func dropLabel(_ tokens: [Token]) -> [Token] {
        guard let i = tokens.firstIndex(where: { $0.isSymbol(":") }), i > 0, i + 1 < tokens.count,
            tokens[i + 1].column > tokens[i].column + 1,
            tokens[..<i].contains(where: { $0.word != nil })
        else { return tokens }
        return Array(tokens[(i + 1)...])
    }

    private func mergeVariables(_ tokens: [Token]) -> [Token] {
        guard !variables.isEmpty else { return tokens }
        var out: [Token] = []
        var i = 0
        outer: while i < tokens.count {
            for name in variables where name.count > 0 && i + name.count <= tokens.count {
                var ok = true
                for (k, w) in name.enumerated() where tokens[i + k].text.lowercased() != w { ok = false; break }
                if ok {
                    let text = name.joined(separator: " ")
                    out.append(Token(kind: .word("\u{1}" + text), column: tokens[i].column, text: text))
                    i += name.count
                    continue outer
                }
            }
            out.append(tokens[i])
            i += 1
        }
        return out
    }

    private static let rewriteStarts: Set<String> = Set(rewrites.map { $0.0[0] })

    private func rewrite(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { $0.word.map(Normalizer.rewriteStarts.contains) ?? false }) else { return tokens }
        var out: [Token] = []
        var i = 0
        outer: while i < tokens.count {
            if let first = tokens[i].word, Normalizer.rewriteStarts.contains(first) {
                for (words, symbol) in Normalizer.rewrites where words[0] == first && i + words.count <= tokens.count {
                    var ok = true
                    for (k, w) in words.enumerated() where tokens[i + k].word != w { ok = false; break }
                    if ok {
                        let kind: Token.Kind = symbol == "mod" ? .word("mod") : .symbol(symbol)
                        out.append(Token(kind: kind, column: tokens[i].column, text: tokens[i].text))
                        i += words.count
                        continue outer
                    }
                }
            }
            out.append(tokens[i])
            i += 1
        }
        return out
    }

    /// Every fixed word the grammar knows, as written and lower-cased, so the lenient filter
    /// usually needs one set lookup per word.
    private static let knownWords: Set<String> = {
        var s = Vocabulary.keywords.union(Vocabulary.functions).union(PhraseWords.all).union(Zones.placeWords)
        for k in Vocabulary.numberWords.keys { s.insert(k) }
        for k in Vocabulary.scales.keys { s.insert(k); s.insert(k.lowercased()) }
        for k in Vocabulary.moneyScales.keys { s.insert(k) }
        for k in Vocabulary.months.keys { s.insert(k) }
        for k in Vocabulary.weekdays.keys { s.insert(k) }
        for k in Parser.simpleTargets.keys { s.insert(k) }
        for k in Parser.compounds.keys { s.insert(k) }
        for k in UnitTable.currencyWords.keys { s.insert(k) }
        for (_, names) in UnitTable.entries { for n in names { s.insert(n); if n.count > 2 { s.insert(n.lowercased()) } } }
        for n in ["mph", "kph", "kmh", "kmph", "π"] { s.insert(n) }
        s.formUnion(Substances.words)
        return s
    }()

    func isKnown(_ token: Token) -> Bool {
        guard case .word(let raw) = token.kind, let w = token.word else { return true }
        if Normalizer.knownWords.contains(raw) || Normalizer.knownWords.contains(w) { return true }
        if raw.hasPrefix("\u{1}") { return true }
        if Vocabulary.keywords.contains(w) || Vocabulary.functions.contains(w) { return true }
        if Vocabulary.numberWords[w] != nil || Vocabulary.scales[raw] != nil || Vocabulary.scales[w] != nil
            || Vocabulary.moneyScales[raw] != nil
        {
            return true
        }
        if Vocabulary.months[w] != nil || Vocabulary.weekdays[w] != nil { return true }
        if UnitTable.lookup(raw, rates: rates) != nil || UnitTable.expansion(raw) != nil { return true }
        if Parser.simpleTargets[w] != nil || Parser.compounds[w] != nil { return true }
        if Zones.placeWords.contains(w) { return true }
        if w.hasPrefix("line"), Int(w.dropFirst(4)) != nil { return true }
        return PhraseWords.all.contains(w)
    }

    /// Lenient mode: unknown words are comments, and so is a parenthesised group holding one.
    private func dropUnknown(_ tokens: [Token]) -> [Token] {
        var out: [Token] = []
        var i = 0
        while i < tokens.count {
            if tokens[i].isSymbol("("), let close = matchingParen(tokens, i),
                tokens[(i + 1)..<close].contains(where: { !isKnown($0) })
            {
                i = close + 1
                continue
            }
            if isKnown(tokens[i]) { out.append(tokens[i]) }
            i += 1
        }
        return out
    }

    private func matchingParen(_ tokens: [Token], _ open: Int) -> Int? {
        var depth = 0
        for j in open..<tokens.count {
            if tokens[j].isSymbol("(") { depth += 1 }
            if tokens[j].isSymbol(")") { depth -= 1; if depth == 0 { return j } }
        }
        return nil
    }
}

/// Extra words used only inside multi-word phrases.
enum PhraseWords {
    static let all: Set<String> = [
        "invested", "returned", "present", "value", "interest", "compounding", "monthly", "quarterly",
        "annually", "yearly", "repayment", "annual", "total", "tax", "over", "sum", "average", "mean",
        "median", "count", "workdays", "discount", "if", "q1", "q2", "q3", "q4", "whats", "left", "dozen", "into",
    ]
}
