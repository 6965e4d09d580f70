import Foundation

extension Parser {
    /// Applies a `LeadingRule` (`PhraseTable.leading`) to the word `l` just read; nil when the rule
    /// does not apply, so the word can be read as a number word, month, weekday or unit instead.
    mutating func parseLeading(_ rule: LeadingRule, _ l: String, raw: String, _ t: Token) throws -> Expr? {
        switch rule {
        case .value, .specialDay, .conditional, .filler, .nowBefore, .placeDifference, .weekdayOffset:
            return try parseLeadingValue(rule, l, raw: raw, t)
        case .article, .prefixCall, .rootOf, .nthRoot, .remainder:
            return try parseLeadingCall(rule, l, raw: raw, t)
        case .list(let phrase, let orVariable):
            if peek?.word == "of" {
                pos += 1
                return .phrase(phrase, try parseList())
            }
            // `average 2, 4 and 6` (SoulverCore's wording without `of`): a list of two or more right after the
            // word; or dice alone (`mean d6`, `mean (d6 / d2)`: their expected value).
            if let next = peek, !next.isWritten || next.isDice {
                let start = pos
                if let items = attempt({ try $0.parseList() }), peek == nil,
                    items.count >= 2 || tokens[start..<pos].contains(where: \.isDice)
                {
                    return .phrase(phrase, items)
                }
                pos = start
            }
            return orVariable ? .variable(l) : nil
        case .between(let phrase, let subject):
            var items: [Expr] = []
            if subject { items.append(try parseExpression(6)) }
            try expectWord("between")
            items += try parseList()
            return .phrase(phrase, items)
        case .round:
            let x = try parseExpression(30)
            return try parseRounded(x, started: true)
        case .now(let phrase, let then):
            if let then, peek?.word == then { pos += 1 }
            return .phrase(phrase, [])
        case .fixed(let phrase, let after, let argumentAfter):
            for (k, w) in after.enumerated() where peek(k)?.word != w { return nil }
            pos += after.count
            guard let argumentAfter else { return .phrase(phrase, []) }
            // `day of year` alone: today's.
            guard peek != nil else { return .phrase(phrase, [.relativeDay(0)]) }
            if let w = peek?.word, argumentAfter.contains(w) { pos += 1 }
            return .phrase(phrase, [try parseExpression(0)])
        case .daySpan(let words):
            return try parseDaySpan(l, words)
        }
    }

    /// Leading words that are a value, a day, a condition, a filler, `now`/`time`, a weekday offset.
    private mutating func parseLeadingValue(_ rule: LeadingRule, _ l: String, raw: String, _ t: Token) throws -> Expr? {
        switch rule {
        case .value(let e):
            if case .clock = e { return attachZone(e) }
            // `pi rad`, `2 pi radians`, `tau rad/s`: a constant takes the unit after it as a number does.
            if case .number(let v, _, _) = e { return try parseNumberTail(e, value: v) }
            // `NaN cm`, `inf km`: the unit is read, and the value stays NaN or infinite.
            if e == .notANumber || e == .infinity, let next = peek, startsUnit(next),
                let unit = try parseUnitSuffix(allowIn: false)
            {
                return .withUnit(e, unit)
            }
            return e
        case .specialDay(let name):
            var year: Expr = .number(0, .decimal, scaled: false)
            if let y = peek?.number, y >= 1000, y <= 9999, peek?.text.count == 4 {
                pos += 1
                year = .number(y, .decimal, scaled: false)
            }
            return .phrase(.declared(PhraseTable.specialDayPrefix + name), [year])
        case .conditional(let then, let otherwise):
            let condition = try parseExpression(0)
            try expectWord(then)
            let yes = try parseExpression(0)
            guard peek?.word == otherwise else { return .phrase(.conditional, [condition, yes]) }
            pos += 1
            return .phrase(.conditional, [condition, yes, try parseExpression(0)])
        case .filler:
            guard peek != nil else { return nil }
            // Repeated fillers (`take take 5`) are skipped in a loop rather than by recursion.
            while let w = peek?.word, case .filler? = PhraseTable.leading[w], peek(1) != nil { pos += 1 }
            return try parseUnary()
        case .nowBefore(let next):
            if let w = peek?.word, PhraseTable.timeDifferenceWords.contains(w) { return parseTimeDifference() }
            // `time at Tokyo` (SoulverCore's wording) is `time in Tokyo`.
            if peek?.word == "at" {
                pos += 1
                if let (zone, count) = placeAhead() {
                    pos += count
                    return .convert(.now, .zone(zone, attach: false))
                }
                pos -= 1
            }
            // `time in 3 hours`, `time after 90 min` (SoulverCore's timeAfterCalendarUnit): the clock then.
            if let w = peek?.word, w == next || w == PhraseTable.afterWord, peek(1)?.number != nil {
                let start = pos
                pos += 1
                if let span = attempt({ try $0.parseExpression(2) }) {
                    return .phrase(.declared(PhraseTable.timeAfterPhrase), [span])
                }
                pos = start
            }
            return peek?.word == next ? .now : nil
        case .placeDifference:
            // Back onto the difference word, which `parseTimeDifference` expects next.
            pos -= 1
            if let e = parseTimeDifference() { return e }
            pos += 1
            return nil
        case .weekdayOffset(let offset):
            guard let w = peek?.word, let day = Vocabulary.weekdays[w] else { return nil }
            pos += 1
            return .weekday(day, offset: offset)
        default: return nil
        }
    }

    /// Leading words that start a call: an article (`a third of`), a function word, a root, a remainder.
    private mutating func parseLeadingCall(_ rule: LeadingRule, _ l: String, raw: String, _ t: Token) throws -> Expr? {
        switch rule {
        case .article:
            // `a third of 90`
            if let d = fractionWordAhead() {
                pos += 1
                return .binary(.divide, .number(1, .decimal, scaled: false), .number(d, .decimal, scaled: false))
            }
            if let w = peek?.word, let scale = Vocabulary.scales[w] {
                pos += 1
                // `a dozen and a half` is one and a half dozen, 18
                let value = andAFractionParts().map { scale + scale * $0.0 / $0.1 } ?? scale
                return try parseNumberTail(.number(value, .decimal, scaled: false), value: value)
            }
            if peek.map(startsUnit) == true, let unit = try parseUnitSuffix(allowIn: false) {
                // `a day and a half`, `an hour and a quarter`
                let one = Expr.number(1, .decimal, scaled: false)
                return .withUnit(andAFraction().map { .binary(.add, one, $0) } ?? one, unit)
            }
            return nil
        case .prefixCall:
            // `sin^-1 0.5`: the inverse function, as calculators label it (fend).
            if peek?.isSymbol("^") == true, peek(1)?.isSymbol("-") == true, peek(2)?.number == 1,
                let inverse = Parser.inverseFunctions[l]
            {
                pos += 3
                // Alone, `sin^-1` is the function itself, named (fend: `asin`).
                if peek == nil || peek?.isSymbol(")") == true { return .functionName(inverse) }
                return .call(inverse, [try parseExpression(30)])
            }
            // `sin` alone is the function as a value, shown by its name (fend); `log` is log10.
            // Written as a name (`Log`, a sheet's heading) it is not.
            if peek == nil, raw == l { return .functionName(l == "log" ? "log10" : l) }
            // `cos^2 pi`: the power of the function's value, (cos pi)².
            if peek?.isSymbol("^") == true, let n = peek(1)?.number, n >= 2, n <= 9, DecimalMath.isInteger(n),
                Parser.inverseFunctions[l] != nil
            {
                pos += 2
                return .binary(.power, .call(l, [try parseExpression(30)]), .number(n, .decimal, scaled: false))
            }
            return .call(l, [try parseExpression(30)])
        case .rootOf(let function):
            guard peek?.word == "root" else { return nil }
            pos += 1
            if peek?.word == "of" { pos += 1 }
            return .call(function, [try parseExpression(16)])
        case .nthRoot:
            let n = try parseExpression(16)
            try expectWord("of")
            return .call("root", [n, try parseExpression(16)])
        case .remainder:
            if peek?.word == "of" { pos += 1 }
            let e = try parseExpression(0)
            guard case .binary(.divide, let a, let b) = e else {
                throw CalcError(.expectedRemainder, column: t.column, token: raw)
            }
            return .phrase(.remainder, [a, b])
        default: return nil
        }
    }

    /// `days until March 3`, `weeks since …`, `workdays between … and …`, `days in 3 weeks`, `days in q1`.
    private mutating func parseDaySpan(_ l: String, _ words: DaySpanWords) throws -> Expr? {
        guard let w = peek?.word,
            words.until.contains(w) || words.since.contains(w) || w == words.within || w == words.between || w == words.from
                || words.remaining.contains(w)
        else { return nil }
        let unit = UnitTable.lookup(l, rates: rates) ?? UnitTable.day
        if words.remaining.contains(w) {
            // `days left in the year`, `weeks remaining in 2026`, `days left in March`: until the next period starts
            guard peek(1)?.word == words.within, let (kind, value) = periodAhead(from: 2) else { return nil }
            return .convert(
                .phrase(.daysUntil, [.phrase(.declared(PhraseTable.periodEndPhrase), [kind, value])]), .unit(UnitExpr(unit)))
        }
        if w == words.within, let y = peek(1)?.number, peek(1)?.text.count == 4, y >= 1000, peek(2) == nil {
            // `days in 2024`: the year as a span
            pos += 2
            return .convert(
                .phrase(.declared(PhraseTable.daysInYearPhrase), [.number(y, .decimal, scaled: false)]), .unit(UnitExpr(unit)))
        }
        if w == words.within, peek(1)?.word == "the" || peek(1)?.word == "this", peek(2)?.word == "year", peek(3) == nil {
            pos += 3
            return .convert(
                .phrase(.declared(PhraseTable.daysInYearPhrase), [.number(0, .decimal, scaled: false)]), .unit(UnitExpr(unit)))
        }
        if w == words.within, let q = peek(1)?.word, let quarter = words.quarters[q] {
            pos += 2
            return .phrase(.daysInQuarter, [.number(Decimal(quarter), .decimal, scaled: false)])
        }
        if w == words.within, let m = peek(1)?.word, let month = Vocabulary.months[m] {
            // `days in February 2020`, `days in March` (this year).
            pos += 2
            var year: Decimal = 0
            if let y = peek?.number, y >= 1000, y <= 9999, peek?.text.count == 4 {
                pos += 1
                year = y
            }
            let args: [Expr] = [.number(Decimal(month), .decimal, scaled: false), .number(year, .decimal, scaled: false)]
            return .convert(.phrase(.declared(PhraseTable.daysInMonthPhrase), args), .unit(UnitExpr(unit)))
        }
        if w == words.within {
            // `days in 3 weeks`: a conversion written backwards; `days in 1 March to 11 March`: a range.
            pos += 1
            let e = try parseExpression(2)
            return .convert(try parseRangeEnd(e, words) ?? e, .unit(UnitExpr(unit)))
        }
        if w == words.from {
            // `days from 1 March to 11 March`; anything else after `from` is not a span.
            let start = pos
            pos += 1
            guard let range = try parseRangeEnd(try parseExpression(2), words) else { pos = start; return nil }
            return .convert(range, .unit(UnitExpr(unit)))
        }
        pos += 1
        if w == words.between {
            let items = try parseList()
            if items.count == 1 {
                // `days between 1 March - 11 March` (a difference), `… to 31 March`, `… through 10 March`.
                if let range = try parseRangeEnd(items[0], words) { return .convert(range, .unit(UnitExpr(unit))) }
                if case .binary(.subtract, let a, let b) = items[0] {
                    return .convert(.binary(.interval, a, b), .unit(UnitExpr(unit)))
                }
            }
            guard items.count == 2 else { throw CalcError(.expectedBetween) }
            return .convert(.binary(.interval, items[0], items[1]), .unit(UnitExpr(unit)))
        }
        let d = try parseExpression(2)
        let phrase: Phrase = words.since.contains(w) ? .daysSince : .daysUntil
        return .convert(.phrase(phrase, [d]), .unit(UnitExpr(unit)))
    }

    /// After `left in`: `the year`, `this month`, `the week`, `2026`, `March`; the period's kind and
    /// value for `PhraseTable.periodEndPhrase`, with the position moved past them. Nil when none ends the line.
    private mutating func periodAhead(from offset: Int) -> (Expr, Expr)? {
        var k = offset
        if peek(k)?.word == "the" || peek(k)?.word == "this" { k += 1 }
        guard let t = peek(k), peek(k + 1) == nil else { return nil }
        func n(_ v: Int) -> Expr { .number(Decimal(v), .decimal, scaled: false) }
        let found: (Expr, Expr)?
        if let w = t.word {
            let kinds = ["year": 0, "month": 1, "week": 2]
            found = kinds[w].map { (n($0), n(0)) } ?? Vocabulary.months[w].map { (n(1), n($0)) }
        } else if let y = t.number, t.text.count == 4, y >= 1000 {
            found = (n(0), .number(y, .decimal, scaled: false))
        } else {
            found = nil
        }
        if found != nil { pos += k + 1 }
        return found
    }

    /// `… to B` or `… through B` after the first date of a range: the interval, or nil when neither follows.
    private mutating func parseRangeEnd(_ first: Expr, _ words: DaySpanWords) throws -> Expr? {
        guard let w = peek?.word, w == words.rangeEnd || w == words.rangeThrough else { return nil }
        pos += 1
        return .binary(w == words.rangeEnd ? .interval : .through, first, try parseExpression(2))
    }
}
