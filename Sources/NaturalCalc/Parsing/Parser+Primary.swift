import Foundation

extension Parser {
    /// An operand; in lenient mode a word in it the grammar cannot place is skipped (`recovering`).
    mutating func parsePrimary() throws -> Expr {
        try recovering { try $0.parseOperand() }
    }

    private mutating func parseOperand() throws -> Expr {
        guard let t = advance() else { throw CalcError.incomplete }
        switch t.kind {
        case .number(let v, let base):
            if let mixed = try parseMixedFraction(v, t) { return mixed }
            if let fraction = try parseFractionWithUnit(v, t) { return fraction }
            if let powered = try parseSuperscriptPower(of: .number(v, base, scaled: false), after: t) { return powered }
            // A literal past Decimal's 38 digits keeps its exact value for whole-number arithmetic.
            if t.text.utf8.count > 38, let exact = ExactInteger(literal: t.text), ExactInteger(v) != exact {
                sawExactInteger = true
                return try parseNumberTail(.exactInteger(exact, approximate: v), value: v)
            }
            return try parseNumberTail(.number(v, base, scaled: false), value: v)
        case .currency(let code):
            var amount: Expr = .number(1, .decimal, scaled: false)
            if let n = peek, case .number(let v, let base) = n.kind {
                pos += 1
                amount = .number(v, base, scaled: false)
                if let s = peek, case .word(let w) = s.kind, let scale = Vocabulary.moneyScales[w] ?? Vocabulary.scale(w) {
                    pos += 1
                    amount = .number(DecimalMath.mul(v, scale), base, scaled: true)
                }
            } else if peek?.isSymbol("(") == true {
                amount = try parsePrimary()
            }
            var unit = UnitExpr(.money(code))
            unit = try parseRateSuffix(unit)
            return .withUnit(amount, unit)
        case .clock(let h, let m, let s):
            return try parseMeridiem(hour: h, minute: m, second: s ?? 0, hadSeconds: s != nil)
        case .dateLiteral(let comps):
            return .dateLiteral(comps, hasTime: comps.hour != nil)
        case .timecode(let seconds, let frame):
            // A timecode is its time and its frames; the frame rate comes later (`at 30 fps`) or by default.
            return .sum([
                .withUnit(.number(Decimal(seconds), .decimal, scaled: false), UnitExpr(UnitTable.second)),
                .withUnit(.number(Decimal(frame), .decimal, scaled: false), UnitExpr(UnitTable.frame)),
            ])
        case .symbol(let s):
            if s == "(" {
                let openIndex = pos - 1
                // numbat's lists `[1, 2, 3]` and `[]` (the lexer reads brackets as parentheses)
                if t.text == "[", peek?.isSymbol(")") == true { pos += 1; return .list([]) }
                let inner = try parseExpression(0)
                if peek?.isSymbol(",") == true {
                    var items = [inner]
                    while peek?.isSymbol(",") == true {
                        pos += 1
                        items.append(try parseExpression(0))
                    }
                    guard items.count <= Evaluator.listLengthLimit else {
                        throw CalcError(.listTooLong(limit: Evaluator.listLengthLimit))
                    }
                    try closeParenthesis()
                    return .list(items)
                }
                try closeParenthesis()
                // `join(["a"], ",")`: one value in square brackets as an argument or element is a list of one.
                if t.text == "[", openIndex > 0, tokens[openIndex - 1].isSymbol("(") || tokens[openIndex - 1].isSymbol(",") {
                    return .list([inner])
                }
                // `(pi/4) rad`, `(2 + 3) days`: a unit after a bracketed number measures it.
                if let next = peek, startsUnit(next), next.word != "in", let unit = try parseUnitSuffix(allowIn: false) {
                    return .withUnit(inner, unit)
                }
                return inner
            }
            throw unexpected(t)
        case .word(let raw):
            return try parseWord(raw, t)
        case .variable(let name):
            return .variable(name)
        case .dice(let written):
            return try dice(Substring(written), t)
        case .imaginaryUnit:
            return .imaginaryUnit
        case .quoted(let body), .text(let body):
            return .text(body)
        }
    }

    /// The `)` that closes an open parenthesis. Parentheses still open where the line ends close
    /// there (`2*(1+3` is 8), as fend and most calculators read them.
    mutating func closeParenthesis() throws {
        guard let close = peek else { return }
        guard close.isSymbol(")") else { throw unexpected(close) }
        pos += 1
    }

    /// `13¹³ days`, `3² 2`, `2²pi`: superscripts written against a number raise that number alone,
    /// and what follows (a unit, a constant, another number) applies to the power, as numbat reads it.
    mutating func parseSuperscriptPower(of number: Expr, after t: Token) throws -> Expr? {
        guard let sup = peek, sup.column == t.column + t.text.count else { return nil }
        guard case .number(let base, _, _) = number else { return nil }
        var exponent: Int
        if sup.isSymbol("²") || sup.isSymbol("³") {
            pos += 1
            exponent = sup.isSymbol("²") ? 2 : 3
        } else if sup.isSymbol("^"), sup.text != "^" {
            pos += 1
            let negative = peek?.isSymbol("-") == true
            if negative { pos += 1 }
            // The lexer reads at most six superscript digits, so the exponent fits an Int.
            guard let n = advance(), case .number(let p, _) = n.kind else { throw CalcError.incomplete }
            exponent = NSDecimalNumber(decimal: p).intValue * (negative ? -1 : 1)
        } else {
            return nil
        }
        let exponentExpr = Expr.number(Decimal(abs(exponent)), .decimal, scaled: false)
        let power = Expr.binary(.power, number, exponent < 0 ? .negate(exponentExpr) : exponentExpr)
        if let next = peek, case .number = next.kind { return .binary(.multiply, power, try parseUnary()) }
        // The power's value matters to the tail only for `2² pm` and scale words; past Decimal's range it is not needed.
        let value = abs(exponent) <= 64 ? (exponent < 0 ? 1 / pow(base, -exponent) : pow(base, exponent)) : Decimal.nan
        return try parseNumberTail(power, value: value)
    }

    /// `1 1/3`, `2 1/2 cups`: a whole number, a space, then a fraction written without spaces (how
    /// `to mixed_frac` prints) is one number.
    mutating func parseMixedFraction(_ whole: Decimal, _ t: Token) throws -> Expr? {
        guard DecimalMath.isInteger(whole), whole >= 0, let n = peek, case .number(let a, .decimal) = n.kind,
            n.column > t.column + t.text.count, let slash = peek(1), slash.isSymbol("/"), slash.column == n.column + n.text.count,
            let d = peek(2), case .number(let b, .decimal) = d.kind, d.column == slash.column + 1,
            DecimalMath.isInteger(a), DecimalMath.isInteger(b), b != 0, a < b
        else { return nil }
        pos += 3
        let value = whole + a / b
        return try parseNumberTail(.number(value, .decimal, scaled: false), value: value)
    }

    /// `1/2 cup`, `3/4 tsp`: a fraction written without spaces, of whole numbers, takes the unit
    /// that follows as one amount (not 1 ÷ 2 cups, a rate).
    mutating func parseFractionWithUnit(_ numerator: Decimal, _ t: Token) throws -> Expr? {
        guard let slash = peek, slash.isSymbol("/"), slash.column == t.column + t.text.count,
            let d = peek(1), case .number(let denominator, .decimal) = d.kind, d.column == slash.column + 1,
            DecimalMath.isInteger(numerator), DecimalMath.isInteger(denominator), denominator != 0,
            let u = peek(2), startsUnit(u)
        else { return nil }
        let mark = pos
        pos += 2
        guard let unit = try parseUnitSuffix(allowIn: true) else {
            pos = mark
            return nil
        }
        return .withUnit(.number(numerator / denominator, .decimal, scaled: false), unit)
    }

    /// After a number: scale suffix, `am`/`pm`, a month (a date), then units.
    mutating func parseNumberTail(_ literal: Expr, value: Decimal) throws -> Expr {
        var e = literal
        var v = value
        var lastScale: Decimal?
        while let t = peek, case .word(let w) = t.kind, let scale = Vocabulary.scale(w),
            w != "M" || !(peek(1).map(startsUnit) ?? false)
        {
            pos += 1
            v *= scale
            lastScale = scale
            e = .number(v, .decimal, scaled: w != "dozen" && w != "hundred")
        }
        // `two thirds`, `3 quarters of 200`: a count of a fraction word is that fraction.
        if let d = fractionWordAhead() {
            pos += 1
            e = .binary(.divide, e, .number(d, .decimal, scaled: false))
        } else if let fraction = andAFraction() {
            // `two and a half hours`, `1 and three quarters`: the whole number and the fraction;
            // after a scale word, a fraction of it (`a dozen and a half` is 18).
            let part = lastScale.map { Expr.binary(.multiply, fraction, .number($0, .decimal, scaled: false)) } ?? fraction
            e = .binary(.add, e, part)
        }
        if let next = try parseNumberNeighbour(e, value: v) { return next }
        if let arc = parseArcPart(e) { return arc }
        if peek?.isSymbol("'") == true || peek?.isSymbol("\"") == true {
            return try parseFeetInches(e)
        }
        return try parseUnitsAfterNumber(e)
    }

    /// What a number's next token makes of it: a constant, the imaginary unit or a variable it
    /// multiplies, a time (`9 am`), a date (`3 March`), money, a multiplier (`2x`); nil when none.
    private mutating func parseNumberNeighbour(_ e: Expr, value v: Decimal) throws -> Expr? {
        // `2pi`, `3 tau`, `2e`, `2 speed_of_light`: a number before a constant multiplies it (fend, numbat, insect).
        if let w = peek?.word, w == "e" || Parser.isNamedConstant(w),
            !isNumber(peek(1))
        {
            return .binary(.multiply, e, try parsePrimary())
        }
        // `3i`, `5 i/2`: a number before the imaginary unit multiplies it.
        if peek?.kind == .imaginaryUnit {
            pos += 1
            return .binary(.multiply, e, .imaginaryUnit)
        }
        // `4a`: a number written against a variable's name multiplies it (fend).
        if let next = peek, case .variable = next.kind, pos > 0,
            tokens[pos - 1].column + tokens[pos - 1].text.count == next.column
        {
            return .binary(.multiply, e, try parsePrimary())
        }
        if let w = peek?.word {
            if PhraseTable.meridiemSpellings.contains(w), peek?.kind != .word("A"),
                peek(1)?.word != "day" && peek(1)?.word != "week"
            {
                let h = NSDecimalNumber(decimal: v).intValue
                if Decimal(h) == v, (0...12).contains(h) {
                    return try parseMeridiem(hour: h, minute: 0, second: 0, hadSeconds: false)
                }
            }
            if let month = Vocabulary.months[w], Decimal(NSDecimalNumber(decimal: v).intValue) == v, v >= 1, v <= 31 {
                pos += 1
                let day = NSDecimalNumber(decimal: v).intValue
                return try parseDateTail(month: month, day: day)
            }
        }
        if let t = peek, case .currency(let code) = t.kind {
            pos += 1
            return .withUnit(e, try parseRateSuffix(UnitExpr(.money(code))))
        }
        // `2x`, `1.5x`: a multiplier, as answers print one.
        if let x = peek, x.word == "x", pos > 0, x.column == tokens[pos - 1].column + tokens[pos - 1].text.count,
            !startsOperand(peek(1))
        {
            pos += 1
            return .convert(e, .multiplier)
        }
        return nil
    }

    /// The units after a number (`5 ft 10 in`, `3 hours 5 minutes`), or the number alone.
    private mutating func parseUnitsAfterNumber(_ amount: Expr) throws -> Expr {
        var e = amount
        guard let unit = try parseUnitSuffix(allowIn: true) else { return e }
        // `2 hours and a half`: the fraction after the unit belongs to the amount
        if let fraction = andAFraction() { e = .binary(.add, e, fraction) }
        if unit.single == UnitTable.degree, writesDegrees { return parseArcParts(after: .withUnit(e, unit)) }
        var parts: [Expr] = [.withUnit(e, unit)]
        // `3 hours 5 minutes 10 seconds`, `5 ft 10 in`: juxtaposed quantities of one kind add up.
        while let n = peek, case .number(let nv, _) = n.kind, let w = peek(1), case .word(let uw) = w.kind {
            var next = UnitTable.lookup(uw, rates: rates)
            if uw == "m", unit.dimension == .time1 { next = UnitTable.minute }
            // `3h 2m 25s 10 frames`: a timecode written as a duration ends with its frames.
            let framesAfterTime = unit.dimension == .time1 && next?.dimension == .frames1
            guard let nu = next, nu.dimension == unit.dimension || framesAfterTime, nu.currency == nil else { break }
            if uw == "in", parts.count > 0, isConversionAhead(pos + 2) { break }
            pos += 2
            parts.append(.withUnit(.number(nv, .decimal, scaled: false), UnitExpr(nu)))
        }
        // `6 ft 4`, `6 foot 4 in cm`: a bare number after feet is the inches, as heights are said.
        if parts.count == 1, unit.single?.symbol == "ft", let n = peek, case .number(let nv, _) = n.kind,
            peek(1) == nil || peek(1)?.word.map(PhraseTable.conversionFollowers.contains) == true,
            let inch = UnitTable.lookup("in", rates: rates)
        {
            pos += 1
            parts.append(.withUnit(.number(nv, .decimal, scaled: false), UnitExpr(inch)))
        }
        return parts.count == 1 ? parts[0] : .sum(parts)
    }

    /// Whether a token is a number literal.
    func isNumber(_ t: Token?) -> Bool {
        if case .number? = t?.kind { return true }
        return false
    }

    func startsUnit(_ t: Token) -> Bool {
        guard case .word(let w) = t.kind else { return false }
        return UnitTable.lookup(w, rates: rates) != nil || UnitTable.expansion(w) != nil
    }

    /// `5'10"` is five feet ten inches.
    private mutating func parseFeetInches(_ feet: Expr) throws -> Expr {
        let ft = UnitTable.lookup("ft", rates: rates), inch = UnitTable.lookup("in", rates: rates)
        guard let ft, let inch else { return feet }
        if peek?.isSymbol("\"") == true { pos += 1; return .withUnit(feet, UnitExpr(inch)) }
        pos += 1
        let f: Expr = .withUnit(feet, UnitExpr(ft))
        if let n = peek, case .number(let v, _) = n.kind, peek(1)?.isSymbol("\"") == true {
            pos += 2
            return .sum([f, .withUnit(.number(v, .decimal, scaled: false), UnitExpr(inch))])
        }
        // `5'1`: a number written against the feet mark is the inches (fend).
        if let n = peek, case .number(let v, _) = n.kind, pos > 0, n.column == tokens[pos - 1].column + tokens[pos - 1].text.count
        {
            pos += 1
            return .sum([f, .withUnit(.number(v, .decimal, scaled: false), UnitExpr(inch))])
        }
        return f
    }

    /// Whether the tokens from `index` form a conversion target up to the end.
    func isConversionAhead(_ index: Int) -> Bool {
        var probe = Parser(Array(tokens[min(index, tokens.count)...]), rates: rates)
        if (try? probe.parseTarget()) != nil, probe.peek == nil { return true }
        probe.pos = 0
        return probe.parseScaledTarget() != nil && probe.peek == nil
    }

    /// Units written after an amount: `km`, `km/h`, `m^2`, `square feet`, `$ per hour`, `a day`.
    mutating func parseUnitSuffix(allowIn: Bool) throws -> UnitExpr? {
        var terms: [UnitExpr.Term] = []
        var power = 1
        while let t = peek, case .word(let w) = t.kind {
            let l = w.lowercased()
            if let p = PhraseTable.unitPowers[l] { power = p; pos += 1; continue }
            if l == "in", allowIn, isConversionAhead(pos + 1) { break }
            if let speed = UnitTable.expansion(w) {
                pos += 1
                return speed
            }
            guard let u = UnitTable.lookup(w, rates: rates) else { break }
            if Vocabulary.functions.contains(l), peek(1)?.isSymbol("(") == true { break }
            pos += 1
            var p = power
            let negated = peek?.isSymbol("^") == true && peek(1)?.isSymbol("-") == true
            if peek?.isSymbol("^") == true, let n = peek(negated ? 2 : 1)?.number {
                let at = pos + (negated ? 2 : 1)
                guard let k = DecimalMath.int(n), abs(k) <= 4 else {
                    throw CalcError(.unitPowerLimit, column: tokens[at].column, token: tokens[at].text)
                }
                p *= negated ? -k : k
                pos = at + 1
            } else if peek?.isSymbol("²") == true {
                p *= 2; pos += 1
            } else if peek?.isSymbol("³") == true {
                p *= 3; pos += 1
            } else if let w = peek?.word, let k = PhraseTable.powerWords[w] {
                p *= k; pos += 1  // `5 meters squared` is an area, `2 feet cubed` a volume
            }
            terms.append(UnitExpr.Term(unit: u, power: p))
            power = 1
            // numbat's and fend's products of units written with `*`: `kg*m/s^2` (units side by side
            // keep Soulver's reading: `km m` converts)
            if peek?.isSymbol("*") == true, let next = peek(1), startsProductUnit(next), u.currency == nil { pos += 1; continue }
            // Side by side, a unit of another kind or one with a power multiplies too (`1 kg m s^-2`,
            // `1 N m`, `2 lb^-1 kg^-1`): a unit of the same kind without a power is still Soulver's
            // conversion (`5 km m`).
            if u.currency == nil, let next = peek, startsProductUnit(next), case .word(let nw) = next.kind,
                let nu = UnitTable.lookup(nw, rates: rates), nu.currency == nil,
                nu.dimension != u.dimension || peek(1)?.isSymbol("^") == true || peek(1)?.isSymbol("²") == true
                    || peek(1)?.isSymbol("³") == true || p != 1
            {
                continue
            }
            break
        }
        guard !terms.isEmpty else { return nil }
        return try parseRateSuffix(UnitExpr(terms: terms))
    }

    /// A word that continues a product of units: a unit other than money, not `in` and not a function call.
    func startsProductUnit(_ t: Token) -> Bool {
        guard case .word(let w) = t.kind, w != "in", UnitTable.expansion(w) == nil,
            let u = UnitTable.lookup(w, rates: rates), u.currency == nil, PhraseTable.unitPowers[w.lowercased()] == nil
        else { return false }
        return !(Vocabulary.functions.contains(w.lowercased()) && pos + 1 < tokens.count && tokens[pos + 1].isSymbol("("))
    }

    /// `/hour`, `per week`, `a day` after a unit make a rate.
    mutating func parseRateSuffix(_ unit: UnitExpr) throws -> UnitExpr {
        var u = unit
        while let t = peek {
            let isSlash = t.isSymbol("/") || t.word == "per"
            let isA = (t.word == "a" || t.word == "an")
            guard isSlash || isA, let next = peek(1), case .word(let w) = next.kind,
                let d = UnitTable.lookup(w, rates: rates)
            else { break }
            if isA, d.dimension != .time1 { break }
            // `$120,000 a year per month`: a second `per` of the same kind re-expresses a money rate
            // (`Parser.parseExpression`); `5 m/s per second` stays an acceleration.
            if t.word == "per", u.currency != nil, u.terms.contains(where: { $0.power < 0 && $0.unit.dimension == d.dimension }) {
                break
            }
            pos += 2
            var p = 1
            if peek?.isSymbol("^") == true, let n = peek(1)?.number {
                guard let k = DecimalMath.int(n), abs(k) <= 4 else {
                    throw CalcError(.unitPowerLimit, column: tokens[pos + 1].column, token: tokens[pos + 1].text)
                }
                p = k
                pos += 2
            } else if peek?.isSymbol("²") == true {
                p = 2; pos += 1
            }
            u = UnitExpr(terms: u.terms + [UnitExpr.Term(unit: d, power: -p)])
        }
        return u
    }

    mutating func parseMeridiem(hour: Int, minute: Int, second: Int, hadSeconds: Bool) throws -> Expr {
        var h = hour
        var hadMeridiem = false
        if let w = peek?.word, PhraseTable.meridiemSpellings.contains(w) {
            hadMeridiem = true
            guard (1...12).contains(h) else { throw unexpected(tokens[pos]) }
            pos += 1
            let pm = w.hasPrefix("p")
            h = h % 12 + (pm ? 12 : 0)
        }
        guard h < 24 || hadSeconds else { throw CalcError(.notATimeOfDay(hour: hour, minute: minute)) }
        if hadSeconds, !hadMeridiem {
            // `03:04:05` reads as a laptime: a duration, not a clock time.
            let seconds = Decimal(hour * 3600 + minute * 60 + second)
            return .withUnit(.number(seconds, .decimal, scaled: false), UnitExpr(UnitTable.second))
                .laptimeMarked
        }
        return attachZone(.clock(hour: h, minute: minute, second: second))
    }

    /// `3pm EST`, `noon PST`: an abbreviation right after a time names the time's zone, as does a
    /// place followed by a conversion (`3pm London in New York`, `9am Sydney time in London`).
    mutating func attachZone(_ clock: Expr) -> Expr {
        if case .word(let w)? = peek?.kind, w == w.uppercased(), w.count >= 3, let (zone, n) = Zones.match([w]) {
            pos += n
            return .convert(clock, .zone(zone, attach: true))
        }
        if let (zone, n) = placeAhead() {
            // `9am Sydney time in London`: the word `time` may follow the place
            let skip = peek(n)?.word == PhraseTable.placeTimeWord ? 1 : 0
            if let after = peek(n + skip)?.word, case .conversion? = PhraseTable.following[after] {
                pos += n + skip
                return .convert(clock, .zone(zone, attach: true))
            }
        }
        return clock
    }
}

extension Expr {
    /// A duration written as `HH:MM:SS` keeps that look.
    var laptimeMarked: Expr { .convert(self, .laptime) }
}

extension Parser {
    /// Number words of their own (`half` is 0.5) that are fractions after a count (`one half`).
    static let countedFractionWords: [String: Decimal] = ["half": 2, "quarter": 4]

    /// `and a half`, `and three quarters` next: the fraction, with the position moved past it; nil otherwise.
    mutating func andAFraction() -> Expr? {
        andAFractionParts().map {
            .binary(.divide, .number($0.0, .decimal, scaled: false), .number($0.1, .decimal, scaled: false))
        }
    }

    /// The count and denominator of `and a half`, `and three quarters` next, moving past them.
    mutating func andAFractionParts() -> (Decimal, Decimal)? {
        guard peek?.word == PhraseTable.listJoiner, let count = peek(1), let d = Parser.fractionWord(peek(2)),
            let n = count.word == "a" || count.word == "an"
                ? 1 : (count.number ?? count.word.flatMap { Vocabulary.numberWords[$0] })
        else { return nil }
        pos += 3
        return (n, d)
    }

    /// The denominator of a fraction word next (`thirds`, `quarters`), unless a month follows its
    /// `of` (`the fifth of November` is a date).
    func fractionWordAhead() -> Decimal? {
        guard let d = Parser.fractionWord(peek) else { return nil }
        if peek(1)?.word == "of", let m = peek(2)?.word, Vocabulary.months[m] != nil { return nil }
        return d
    }

    /// The denominator a token names as a fraction word (`third`, `quarters`, `half`), or nil.
    static func fractionWord(_ t: Token?) -> Decimal? {
        guard let w = t?.word else { return nil }
        return PhraseTable.fractionWords[w] ?? countedFractionWords[w]
    }
}
