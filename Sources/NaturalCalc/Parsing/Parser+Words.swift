import Foundation

extension Parser {
    /// Reads the operand a word starts: a function call, a declared leading phrase
    /// (`PhraseTable.leading`), a line reference, a number word, a date, a weekday or a bare unit.
    mutating func parseWord(_ raw: String, _ t: Token) throws -> Expr {
        let l = raw.lowercased()
        // `map(sqr, [1, 2])`: a function named as another function's argument is the function itself;
        // a name that is also a unit (`min`) is the unit (`[h, min, s]`) unless it leads a function-taking call.
        if pos >= 2, tokens[pos - 2].isSymbol("(") || tokens[pos - 2].isSymbol(","),
            peek?.isSymbol(",") == true || peek?.isSymbol(")") == true, Vocabulary.functions.contains(l),
            UnitTable.lookup(raw, rates: rates) == nil
                || (pos >= 3 && tokens[pos - 2].isSymbol("(")
                    && tokens[pos - 3].word.map(Evaluator.higherOrderFunctions.contains) == true)
        {
            return .functionName(l)
        }
        // numbat's named colours, only before a colour conversion (`red -> color_hex`): elsewhere the word is prose.
        if let c = Evaluator.namedColors[l], let next = peek,
            next.isSymbol("->") || next.word.map(PhraseTable.conversionFollowers.contains) == true,
            peek(1)?.word?.hasPrefix("color") == true
        {
            return .convert(.number(Decimal(c), .hex, scaled: false), .color(.value))
        }
        if Vocabulary.functions.contains(l), peek?.isSymbol("(") == true {
            pos += 1
            var args: [Expr] = []
            if peek?.isSymbol(")") != true {
                args.append(try parseExpression(0))
                while peek?.isSymbol(",") == true { pos += 1; args.append(try parseExpression(0)) }
            }
            try closeParenthesis()
            return try parseNumberTailAfterCall(.call(l, args))
        }
        if let rule = PhraseTable.leading[l], let e = try parseLeading(rule, l, raw: raw, t) { return e }
        if l.hasPrefix("line"), let n = Int(l.dropFirst(4)) { return .variable("line\(n)") }
        if let v = Vocabulary.standaloneNumbers[l], Vocabulary.numberWords[l] == nil {
            return try parseNumberTail(.number(v, .decimal, scaled: false), value: v)
        }
        if let v = Vocabulary.numberWords[l] {
            let n = combineNumberWords(v, t)
            return try parseNumberTail(.number(n, .decimal, scaled: false), value: n)
        }
        // `New York time`, `Tokyo time`: the time now in that place.
        pos -= 1
        if let (zone, count) = placeAhead(), peek(count)?.word == PhraseTable.placeTimeWord {
            pos += count + 1
            return .convert(.now, .zone(zone, attach: false))
        }
        pos += 1
        if let month = Vocabulary.months[l], l != "may" || peek?.number != nil {
            var day = 1
            if let n = peek?.number, n >= 1, n <= 31 {
                pos += 1
                day = NSDecimalNumber(decimal: n).intValue
            }
            return try parseDateTail(month: month, day: day)
        }
        if let wd = Vocabulary.weekdays[l] { return .weekday(wd, offset: 0) }
        pos -= 1
        if let unit = try parseUnitSuffix(allowIn: false) { return .bareUnit(unit) }
        pos += 1
        throw CalcError.unknown(t.text, column: t.column)
    }

    /// The place or zone abbreviation the next words name, and how many words it takes.
    func placeAhead() -> (TimeZone, Int)? {
        // Most words are no place: one set lookup before building names.
        guard let first = peek?.word, Zones.placeWords.contains(first) || first.contains("/") else { return nil }
        var words: [String] = []
        var k = 0
        while words.count < 3, let t = peek(k), case .word(let w) = t.kind {
            words.append(w)
            k += 1
        }
        return words.isEmpty ? nil : Zones.match(words)
    }

    private mutating func parseNumberTailAfterCall(_ call: Expr) throws -> Expr {
        if let unit = try parseUnitSuffix(allowIn: true) { return .withUnit(call, unit) }
        return call
    }

    /// Items separated by commas and `and`.
    mutating func parseList() throws -> [Expr] {
        var items = [try parseExpression(5)]
        while let t = peek, t.isSymbol(",") || t.isWord(PhraseTable.listJoiner) {
            pos += 1
            if peek?.isWord(PhraseTable.listJoiner) == true { pos += 1 }
            items.append(try parseExpression(5))
        }
        return items
    }

    /// `March 14, 2019`, `14 March 2019 3:30pm`: optional year and time after day and month.
    mutating func parseDateTail(month: Int, day: Int) throws -> Expr {
        var comps = DateParts(month: month, day: day)
        if peek?.isSymbol(",") == true, let y = peek(1)?.number, y >= 1000, y <= 9999 { pos += 1 }
        if let y = peek?.number, y >= 1000, y <= 9999, peek?.text.count == 4 {
            pos += 1
            comps.year = NSDecimalNumber(decimal: y).intValue
        }
        var hasTime = false
        // `21 March 2027 at 10:00`, `1 April 2019 at 3:30 pm`: how answers print a date's time.
        if peek?.word == "at", let next = peek(1) {
            if case .clock = next.kind { pos += 1 }
            if case .number = next.kind, let w = peek(2)?.word, PhraseTable.meridiems.contains(w) { pos += 1 }
        }
        if let t = peek {
            var clock: Expr?
            if case .clock(let h, let m, let s) = t.kind {
                pos += 1
                clock = try parseMeridiem(hour: h, minute: m, second: s ?? 0, hadSeconds: false)
            } else if case .number(let v, _) = t.kind, let w = peek(1)?.word, PhraseTable.meridiems.contains(w) {
                pos += 1
                clock = try parseMeridiem(hour: NSDecimalNumber(decimal: v).intValue, minute: 0, second: 0, hadSeconds: false)
            }
            if case .clock(let h, let m, let s)? = clock {
                comps.hour = h
                comps.minute = m
                comps.second = s
                hasTime = true
            }
        }
        return .dateLiteral(comps, hasTime: hasTime)
    }

    /// `x rounded`, `rounded down`, `rounded up to nearest 5`, `round x down to nearest 10`.
    mutating func parseRounded(_ x: Expr, started: Bool = false) throws -> Expr {
        if !started { pos += 1 }
        var mode = RoundingMode.nearest
        if let w = peek?.word, let direction = PhraseTable.roundingDirections[w] {
            mode = direction
            pos += 1
        }
        if peek?.word == "to", peek(1)?.word == PhraseTable.nearestWord {
            pos += 2
            let step = try parseStep()
            return .convert(x, .nearest(step, mode))
        }
        if peek?.word == "to", let n = peek(1)?.number, let u = peek(2)?.word, PhraseTable.roundedPlacesWords.contains(u) {
            let places = Parser.count(n)
            pos += 3
            if peek?.word == PhraseTable.placesTail { pos += 1 }
            return .convert(x, .places(places))
        }
        return .convert(x, .nearest(1, mode))
    }

    mutating func parseStep() throws -> Decimal {
        if let n = peek?.number { pos += 1; return n }
        if let w = peek?.word, let v = PhraseTable.stepWords[w] { pos += 1; return v }
        throw peek.map { unexpected($0) } ?? CalcError.incomplete
    }
}

extension Parser {
    /// `d6`, `2d6` (marked by `Normalizer.markingDice`): the dice function's call.
    func dice(_ word: Substring, _ t: Token) throws -> Expr {
        let parts = word.split(separator: "d", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count <= 18, parts[1].count <= 18, let faces = Int(parts[1]),
            let count = parts[0].isEmpty ? 1 : Int(parts[0])
        else {
            throw CalcError(.invalidDiceWord(t.text), column: t.column, token: t.text)
        }
        return .call(
            Evaluator.diceFunction,
            [.number(Decimal(count), .decimal, scaled: false), .number(Decimal(faces), .decimal, scaled: false)])
    }
}
