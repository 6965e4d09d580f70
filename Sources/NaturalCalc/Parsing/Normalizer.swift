import Foundation

/// Rewrites tokens before parsing: word operators become symbols, comments go, variables merge.
struct Normalizer {
    let rates: CurrencyRates
    /// Variable names, by first word.
    let variables: VariableNames
    let lenient: Bool

    func normalize(_ input: [Token]) -> [Token] {
        normalizeTracking(input).tokens
    }

    /// The normalised tokens and, in lenient mode, the words left out as comments, in order.
    func normalizeTracking(_ input: [Token]) -> (tokens: [Token], ignored: [Token]) {
        var tokens = input
        // `3 + 4 =`: a calculator's equals key at the end asks for the answer
        if tokens.count > 1, tokens.last?.isSymbol("=") == true { tokens.removeLast() }
        tokens = Normalizer.splittingTimesDigits(tokens)
        if tokens.contains(where: {
            switch $0.kind {
            case .quoted, .text: return true
            default: return false
            }
        }) {
            tokens = QuotedDates.rewrite(tokens)
        }
        if tokens.contains(where: { if case .quoted = $0.kind { return true } else { return false } }) {
            tokens = Normalizer.droppingQuotedComments(tokens)
        }
        tokens = dropLabel(tokens)
        // The everyday-wording steps run only on lines holding one of their words (one lookup a word).
        var steps: Set<WordingStep> = []
        for t in tokens {
            if let w = t.word, let step = Normalizer.wordingSteps[w] { steps.insert(step) }
        }
        if !steps.isEmpty {
            if steps.contains(.ordinal) { tokens = OrdinalDays.rewrite(tokens) }
            if steps.contains(.multiplier) { tokens = Normalizer.readingMultiplierWords(tokens) }
            if steps.contains(.discount) { tokens = Normalizer.readingDiscounts(tokens) }
            if steps.contains(.cents) { tokens = Normalizer.readingCents(tokens) }
        }
        tokens = mergeVariables(tokens)
        tokens = splittingDigitPowers(tokens)
        tokens = rewrite(tokens)
        tokens = markImaginaryUnits(tokens)
        tokens = Normalizer.markingDice(tokens)
        var ignored: [Token] = []
        if lenient { tokens = dropUnknown(tokens, ignored: &ignored) }
        return (Normalizer.openingUnmatchedParentheses(tokens), ignored)
    }

    /// A `)` with no `(` before it opens one at the start of the line (`4+5+6)*(1+2` is 45), as
    /// fend reads it; the parser closes brackets left open at the end (`Parser.closeParenthesis`).
    static func openingUnmatchedParentheses(_ tokens: [Token]) -> [Token] {
        var depth = 0, missing = 0
        for t in tokens {
            guard case .symbol(let s) = t.kind else { continue }
            if s == "(" {
                depth += 1
            } else if s == ")" {
                if depth == 0 { missing += 1 } else { depth -= 1 }
            }
        }
        guard missing > 0, let first = tokens.first else { return tokens }
        let opening = Token(kind: .symbol("("), column: first.column, text: "(")
        return Array(repeating: opening, count: missing) + tokens
    }

    /// The first word the calculator does not know, for strict mode's error.
    func firstUnknown(_ tokens: [Token]) -> Token? {
        tokens.first { !isKnown($0) }
    }

    /// Whether a token can be the value a line computes: a number, an amount, a time or date, a
    /// variable, or a word that stands for a value or starts one (`today`, `Christmas`, `sqrt`,
    /// `seven`, `Tokyo`). Units and connecting words alone are not: a line whose only such words
    /// were comments has no answer rather than a guess.
    static func carriesValue(_ token: Token) -> Bool {
        switch token.kind {
        case .number, .currency, .clock, .timecode, .dateLiteral, .text: return true
        case .symbol, .quoted: return false
        case .variable, .dice, .imaginaryUnit: return true
        case .word:
            guard let w = token.word else { return false }
            if let rule = PhraseTable.leading[w] {
                switch rule {
                case .article, .filler: return false
                default: return true
                }
            }
            return Vocabulary.numberWords[w] != nil || Vocabulary.months[w] != nil || Vocabulary.weekdays[w] != nil
                || Vocabulary.functions.contains(w) || Zones.placeWords.contains(w)
                || (w.hasPrefix("line") && Int(w.dropFirst(4)) != nil)
        }
    }

    /// Quoted text is a comment (Soulver), except inside the brackets of a string function's call,
    /// where it is an argument (`split("a,b", ",")`, `join(["a", "b"], "-")`), or of a function
    /// that takes a function (`foldl(str_append, "", ["a", "b"])`).
    static func droppingQuotedComments(_ tokens: [Token]) -> [Token] {
        // numbat's `if 4 > 3 then "larger" else "smaller"`: the branches' texts are its answers
        if tokens.first?.word == "if", tokens.contains(where: { $0.word == "then" }) { return tokens }
        var out: [Token] = []
        var brackets: [Bool] = []  // for each open bracket: whether a string function's call is inside
        for (k, t) in tokens.enumerated() {
            if t.isSymbol("(") {
                let call =
                    k > 0
                    && tokens[k - 1].word.map {
                        Evaluator.stringFunctions.contains($0) || Evaluator.higherOrderFunctions.contains($0)
                    } == true
                brackets.append(call || brackets.last == true)
            } else if t.isSymbol(")") {
                _ = brackets.popLast()
            } else if case .quoted = t.kind, brackets.last != true {
                continue
            }
            out.append(t)
        }
        return out
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
        let words = tokens.map { $0.text.lowercased() }
        var out: [Token] = []
        var i = 0
        outer: while i < tokens.count {
            // The longest name whose words start here wins.
            if let most = variables.longest[words[i]] {
                for count in stride(from: min(most, tokens.count - i), through: 1, by: -1)
                where variables.contains(words[i..<(i + count)]) {
                    let text = words[i..<(i + count)].joined(separator: " ")
                    out.append(Token(kind: .variable(text), column: tokens[i].column, text: text))
                    i += count
                    continue outer
                }
            }
            out.append(tokens[i])
            i += 1
        }
        return out
    }

    /// First words of the declared rewrites, to skip lines that hold none.
    private static let rewriteStarts: Set<String> = Set(PhraseTable.rewrites.compactMap(\.words.first))
    /// The rewrites by first word, the longest first (`imperial fluid ounce` before `imperial fluid
    /// drachm`'s shorter kin), then in declaration order.
    private static let rewritesByStart: [String: [Rewrite]] = Dictionary(grouping: PhraseTable.rewrites) {
        $0.words.first ?? ""
    }.mapValues { group in
        group.enumerated().sorted { ($0.element.words.count, $1.offset) > ($1.element.words.count, $0.offset) }.map(\.element)
    }

    private func rewrite(_ tokens: [Token]) -> [Token] {
        // A line without words ('2+2') needs no phrase table: building it costs a start 6 M instructions.
        guard tokens.contains(where: { $0.word != nil }) else { return tokens }
        guard tokens.contains(where: { $0.word.map(Normalizer.rewriteStarts.contains) ?? false }) else { return tokens }
        var out: [Token] = []
        var i = 0
        outer: while i < tokens.count {
            if let first = tokens[i].word, let candidates = Normalizer.rewritesByStart[first] {
                for rewrite in candidates {
                    let words = rewrite.words
                    guard i + words.count <= tokens.count else { continue }
                    var ok = true
                    for (k, w) in words.enumerated() where tokens[i + k].word != w { ok = false; break }
                    if ok {
                        out.append(Token(kind: rewrite.replacement, column: tokens[i].column, text: tokens[i].text))
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

    /// A lower-case `i` is the imaginary unit where it sits in arithmetic: after nothing, a symbol,
    /// a number or a function name, and before nothing or a symbol (`3i + 4`, `i^i`, `sqrt i`,
    /// `5 i/2`). Next to other words it stays a word, so `i spent $128 + $45` keeps Soulver's reading.
    private func markImaginaryUnits(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { $0.kind == .word("i") }) else { return tokens }
        var out = tokens
        for (k, t) in tokens.enumerated() where t.kind == .word("i") {
            let before = k > 0 ? tokens[k - 1] : nil
            let after = k + 1 < tokens.count ? tokens[k + 1] : nil
            let startsTerm: Bool
            switch before?.kind {
            case nil, .symbol?, .number?: startsTerm = true
            case .word?: startsTerm = before?.word.map { Vocabulary.functions.contains($0) } ?? false
            default: startsTerm = false
            }
            var endsTerm = after == nil
            if case .symbol(let s)? = after?.kind, s != "'", s != "\"" { endsTerm = true }
            if startsTerm && endsTerm { out[k] = Token(kind: .imaginaryUnit, column: t.column, text: t.text) }
        }
        return out
    }

    /// `3x4`, `1920x1080`: an `x` written between two numbers multiplies (the lexer reads `x4` as a word).
    static func splittingTimesDigits(_ tokens: [Token]) -> [Token] {
        func isTimesDigits(_ t: Token) -> Bool { t.word.map { isDigits($0, after: "x") } == true }
        guard tokens.contains(where: isTimesDigits) else { return tokens }
        var out: [Token] = []
        for t in tokens {
            if isTimesDigits(t), let last = out.last, case .number = last.kind, last.column + last.text.count == t.column,
                let n = Decimal(string: String(t.text.dropFirst()))
            {
                out.append(Token(kind: .symbol("*"), column: t.column, text: "x"))
                out.append(Token(kind: .number(n, .decimal), column: t.column + 1, text: String(t.text.dropFirst())))
                continue
            }
            out.append(t)
        }
        return out
    }

    /// The rewrite steps for everyday wordings, and the words that call for each (the steps run
    /// only on lines holding one of these words).
    enum WordingStep: Hashable {
        case ordinal, multiplier, discount, cents
    }

    static let wordingSteps: [String: WordingStep] = {
        var steps: [String: WordingStep] = [
            "double": .multiplier, "triple": .multiplier, "discount": .discount, "cent": .cents, "cents": .cents,
        ]
        for w in OrdinalDays.suffixes.union(OrdinalDays.words.keys) { steps[w] = .ordinal }
        return steps
    }()

    /// `double 15`, `triple $4`: right before a number, an amount or a bracket these are `twice` and
    /// `thrice`; anywhere else they are prose (`double room $120`), left to the comment filter.
    static func readingMultiplierWords(_ tokens: [Token]) -> [Token] {
        var out = tokens
        for k in tokens.indices.dropLast() {
            guard let w = tokens[k].word, w == "double" || w == "triple" else { continue }
            switch tokens[k + 1].kind {
            case .number, .currency, .symbol("("):
                out[k] = Token(kind: .word(w == "double" ? "twice" : "thrice"), column: tokens[k].column, text: tokens[k].text)
            default: continue
            }
        }
        return out
    }

    /// `20% discount on $100`, `$100 after 20% discount`, `$100 with a 20% discount`: a percentage
    /// called a discount comes off (`on` would add it; `after` and `with` would ignore it).
    static func readingDiscounts(_ tokens: [Token]) -> [Token] {
        guard let k = tokens.firstIndex(where: { $0.word == "discount" }), k >= 2, tokens[k - 1].isSymbol("%") else {
            return tokens
        }
        var out = tokens
        out.remove(at: k)
        if k < out.count, let w = out[k].word, ["on", "from", "of", "off"].contains(w) {
            out[k] = Token(kind: .word("off"), column: out[k].column, text: out[k].text)  // `20% discount on $100`
            return out
        }
        // `$100 after 20% discount`: the word before the percentage's number takes it off
        var j = k - 2
        if j >= 1, out[j - 1].word == "a" { out.remove(at: j - 1); j -= 1 }
        if j >= 1, let w = out[j - 1].word, ["after", "with", "at", "less"].contains(w) {
            out[j - 1] = Token(kind: .symbol("-"), column: out[j - 1].column, text: out[j - 1].text)
        }
        return out
    }

    /// `50 cents + $1`: cents are hundredths of the line's currency (the first one written, else
    /// dollars), so the amount is written as that currency (`$0.50`).
    static func readingCents(_ tokens: [Token]) -> [Token] {
        var code = "USD"
        for t in tokens {
            if case .currency(let c) = t.kind { code = c; break }
        }
        var out: [Token] = []
        for t in tokens {
            if t.word == "cents" || t.word == "cent", let last = out.last, case .number(let n, .decimal) = last.kind {
                out.removeLast()
                out.append(Token(kind: .currency(code), column: last.column, text: ""))
                out.append(Token(kind: .number(n / 100, .decimal), column: last.column, text: last.text))
                continue
            }
            out.append(t)
        }
        return out
    }

    /// Whether a text is digits only, after one leading letter when `letter` is given (`d6`, `x4`).
    /// Bytes only: it is asked of every word of every line.
    static func isDigits(_ text: String, after letter: Unicode.Scalar? = nil) -> Bool {
        var bytes = Substring(text).utf8
        if let letter {
            guard bytes.first == UInt8(ascii: letter) else { return false }
            bytes = bytes.dropFirst()
        }
        return !bytes.isEmpty && bytes.allSatisfy { $0 >= 48 && $0 <= 57 }
    }

    /// fend's dice: a word `d6`, or a whole number written against it (`2d6`), becomes one marked
    /// dice token.
    static func markingDice(_ tokens: [Token]) -> [Token] {
        func isDie(_ t: Token) -> Bool { t.word.map { isDigits($0, after: "d") } == true }
        guard tokens.contains(where: isDie) else { return tokens }
        var out: [Token] = []
        for t in tokens {
            guard isDie(t), let w = t.word else { out.append(t); continue }
            if let count = out.last, case .number(_, .decimal) = count.kind, isDigits(count.text),
                count.column + count.text.count == t.column
            {
                out[out.count - 1] = Token(
                    kind: .dice(count.text + w), column: count.column, text: count.text + t.text)
            } else {
                out.append(Token(kind: .dice(w), column: t.column, text: t.text))
            }
        }
        return out
    }

    /// Whether lenient mode keeps the token: a symbol or number, or a word the calculator knows
    /// (`Vocabulary.known`, a unit or currency code, a variable, a `lineN` reference).
    func isKnown(_ token: Token) -> Bool {
        guard case .word(let raw) = token.kind, let w = token.word else { return true }
        if Vocabulary.known.contains(raw) || Vocabulary.known.contains(w) { return true }
        if Vocabulary.functions.contains(w) { return true }
        if Vocabulary.numberWords[w] != nil || Vocabulary.scales[raw] != nil || Vocabulary.scales[w] != nil
            || Vocabulary.moneyScales[raw] != nil
        {
            return true
        }
        if Vocabulary.months[w] != nil || Vocabulary.weekdays[w] != nil { return true }
        if UnitTable.lookup(raw, rates: rates) != nil || UnitTable.expansion(raw) != nil { return true }
        if PhraseTable.targets[w] != nil || Parser.compounds[w] != nil || Parser.compounds[raw] != nil { return true }
        if Zones.placeWords.contains(w) || Evaluator.namedColors[w] != nil { return true }
        if raw.contains("/"), TimeZone(identifier: raw) != nil { return true }
        return w.hasPrefix("line") && Int(w.dropFirst(4)) != nil
    }

    /// Whether the word at `i` is written against a bracket (`cot(1)`): a call, never a comment.
    static func isCall(_ tokens: [Token], _ i: Int) -> Bool {
        i + 1 < tokens.count && tokens[i + 1].isSymbol("(") && tokens[i + 1].column == tokens[i].column + tokens[i].text.count
    }

    /// Lenient mode: unknown words are comments, and so is a parenthesised group holding one.
    /// Linear in the tokens: brackets are matched in one pass and unknown words counted by prefix
    /// (a scan per bracket made 3,000 nested brackets take seconds).
    private func dropUnknown(_ tokens: [Token], ignored: inout [Token]) -> [Token] {
        let known = tokens.map(isKnown)
        var unknownBefore = [Int](repeating: 0, count: tokens.count + 1)
        for (k, ok) in known.enumerated() { unknownBefore[k + 1] = unknownBefore[k] + (ok ? 0 : 1) }
        var close = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (j, t) in tokens.enumerated() {
            if t.isSymbol("(") { open.append(j) }
            if t.isSymbol(")"), let o = open.popLast() { close[o] = j }
        }
        var out: [Token] = []
        var i = 0
        while i < tokens.count {
            let c = close[i]
            if c > i, unknownBefore[c] - unknownBefore[i + 1] > 0 {
                ignored += tokens[(i + 1)..<c].filter(\.isWritten)
                i = c + 1
                continue
            }
            // `cot(1)`: a word written against a bracket is a function we do not know, not a comment.
            if known[i] || Normalizer.isCall(tokens, i) { out.append(tokens[i]) } else { ignored.append(tokens[i]) }
            i += 1
        }
        return out
    }
}
