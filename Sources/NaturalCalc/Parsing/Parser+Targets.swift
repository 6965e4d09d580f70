import Foundation

extension Parser {
    /// Tries `in/to/as/->` plus a target; restores the position and returns nil if none follows.
    mutating func parseConversion(_ lhs: Expr) throws -> Expr? {
        let start = pos
        let keyword = peek?.word ?? "->"
        pos += 1
        guard let target = attempt({ try $0.parseTarget() }) else { return scaledConversion(lhs, after: start) }
        var value = lhs
        if let t = peek, t.isWord("at") || t.isSymbol("@"), case .unit(let u) = target, u.currency != nil {
            pos += 1
            value = .binary(.at, lhs, try parseExpression(6))
        }
        // A conversion ends the line, a bracket (`(5 km in m) * 2`), an argument (`round(5 km in miles, 2)`)
        // or comes before another conversion.
        if let t = peek, !(t.word.map { PhraseTable.conversionFollowers.contains($0) } ?? false), !t.isSymbol("->"),
            !t.isSymbol(")"), !t.isSymbol(",")
        {
            return scaledConversion(lhs, after: start)
        }
        // `9:35am in New York to Japan`: an `in` zone followed by another conversion says where the
        // time is; on its own (`3pm in New York`) it converts the local time to that zone.
        if case .zone(let z, _) = target {
            return .convert(value, .zone(z, attach: keyword == "in" && peek != nil && peek?.isSymbol(")") != true))
        }
        return .convert(value, target)
    }

    /// Reads what follows a conversion keyword.
    mutating func parseTarget() throws -> Target {
        guard let t = peek else { throw CalcError.incomplete }
        if t.isSymbol("%") { pos += 1; return .percent }
        // `30.48cm to '`, `2.54cm to "`: the feet and inch marks name their units.
        if t.isSymbol("'") || t.isSymbol("\""), let unit = UnitTable.lookup(t.isSymbol("'") ? "ft" : "in", rates: rates) {
            pos += 1
            return .unit(UnitExpr(unit))
        }
        // `to base 6`, and numbat's `|> base(6)`
        let bracketed = peek(1)?.isSymbol("(") == true && peek(3)?.isSymbol(")") == true
        if t.word == "base", let n = peek(bracketed ? 2 : 1)?.number {
            guard let b = DecimalMath.int(n), (2...36).contains(b), Decimal(b) == n else {
                throw CalcError(.baseOutOfRange, column: t.column, token: "base")
            }
            pos += bracketed ? 4 : 2
            // Bases 2, 8, 10 and 16 print as Soulver prints them (`0xFF`); other bases as digits.
            return PhraseTable.baseTargets[Decimal(b)] ?? .base(b)
        }
        // `/day`, and the word forms `per day`, `a year` (`$10/hour as per day`, `$2,500 a month in a year`).
        if t.isSymbol("/") || t.word == "per" || ((t.word == "a" || t.word == "an") && peek(2) == nil), let w = peek(1)?.word,
            let u = UnitTable.lookup(w, rates: rates), t.word != "a" || u.dimension == .time1
        {
            pos += 2
            return .per(u)
        }
        if case .currency(let code) = t.kind {
            pos += 1
            return .unit(try parseRateSuffix(UnitExpr(.money(code))))
        }
        if let n = t.number, let target = try parseNumberTarget(n, t) { return target }
        if let w = t.word, let target = try parseWordTarget(w, t) { return target }
        throw unexpected(t)
    }

    /// A target that starts with a number: `2 decimal places`, `3 significant figures`, `45 min` (how many of that amount).
    private mutating func parseNumberTarget(_ n: Decimal, _ t: Token) throws -> Target? {
        if let w = peek(1)?.word {
            if PhraseTable.placesWords.contains(w) {
                let count = Parser.count(n)
                pos += 2
                if peek?.word == PhraseTable.placesTail { pos += 1 }
                return .places(count)
            }
            if PhraseTable.significantWords.contains(w) {
                pos += 2
                if let tail = peek?.word, PhraseTable.figuresTails.contains(tail) { pos += 1 }
                return .significant(Parser.count(n))
            }
        }
        if case .word(let w) = t.kind, w.isEmpty { throw unexpected(t) }
        // numbat's `6 hours -> 45 min`: how many of that amount (`8 × 45 min`).
        if n > 0, let next = peek(1), startsUnit(next) {
            let mark = pos
            pos += 1
            if let unit = try parseUnitSuffix(allowIn: false) {
                if n == 1 { return .unit(unit) }  // `-> 1 m` is `-> m`
                if let single = unit.single, unit.currency == nil, single.offset == 0 {
                    let label =
                        "× " + NumberText(decimalComma: false, grouping: false).format(n, maxPlaces: 10) + " "
                        + single.display(amount: n)
                    return .unit(UnitExpr(UnitDef(label, label, single.dimension, DecimalMath.mul(n, single.factor))))
                }
            }
            pos = mark
        }
        return nil
    }

    /// A target that starts with a word: a declared target word, a base, a scale, `nearest`, a
    /// compound of units, a unit, a time zone.
    private mutating func parseWordTarget(_ w: String, _ t: Token) throws -> Target? {
        // A capital `A` is the ampere (`250 mA to A`), not the article of `a %`.
        if let simple = PhraseTable.targets[w], t.kind != .word("A") {
            pos += 1
            if w == "a" || w == "an" {
                guard peek?.isSymbol("%") == true else { throw unexpected(t) }
                pos += 1
                return .percent
            }
            if w == "mixed", peek?.word == "fraction" { pos += 1; return .mixedFraction }
            return simple
        }
        if w == PhraseTable.baseWord, let n = peek(1)?.number, let base = PhraseTable.baseTargets[n] {
            // `0b101101 as base 8`, `0x2D in base 2` (Soulver's bases page): the four bases it prints.
            pos += 2
            return base
        }
        if let scale = Vocabulary.scales[w], w != "dozen", w.count > 1 {
            pos += 1
            return .scaleWord(w, scale)
        }
        if w == PhraseTable.nearestWord {
            pos += 1
            return .nearest(try parseStep(), .nearest)
        }
        if let compound = Parser.compounds[t.text] ?? Parser.compounds[w] {
            pos += 1
            return .compound(compound)
        }
        if let first = UnitTable.lookup(t.text, rates: rates), peek(1)?.word == "and",
            let w2 = peek(2), case .word(let second) = w2.kind, let u2 = UnitTable.lookup(second, rates: rates)
        {
            pos += 3
            return .compound([first, u2])
        }
        if let unit = try parseUnitSuffix(allowIn: false) { return .unit(unit) }
        let words = tokens[pos...].prefix(3).compactMap { tok -> String? in
            if case .word(let w) = tok.kind { return w }
            return nil
        }
        if let (zone, n) = Zones.match(words) {
            pos += n
            return .zone(zone, attach: false)
        }
        return nil
    }

    /// `sin^-1` and the other inverses written as a power of -1.
    static let inverseFunctions: [String: String] = [
        "sin": "asin", "cos": "acos", "tan": "atan", "sinh": "asinh", "cosh": "acosh", "tanh": "atanh",
        "asin": "sin", "acos": "cos", "atan": "tan", "asinh": "sinh", "acosh": "cosh", "atanh": "tanh",
        "exp": "ln", "ln": "exp",
    ]

    /// Targets that show a value in two units (`in feet and inches`).
    static let compounds: [String: [UnitDef]] = [
        "feet_and_inches": [
            UnitDef("ft", "ft", .length1, UnitTable.d("0.3048")), UnitDef("in", "in", .length1, UnitTable.d("0.0254")),
        ],
        "pounds_and_ounces": [
            UnitDef("lb", "lb", .mass1, UnitTable.d("0.45359237")), UnitDef("oz", "oz", .mass1, UnitTable.d("0.028349523125")),
        ],
        "hours_and_minutes": [UnitTable.hour, UnitTable.minute],
        "dms": [UnitTable.degree, Parser.arcminute, Parser.arcsecond],
        // numbat's `-> DM`, degrees and minutes: matched as written (`dm` is the decimetre).
        "DM": [UnitTable.degree, Parser.arcminute],
        "minutes_and_seconds": [UnitTable.minute, UnitTable.second],
    ]
}

extension Parser {
    /// `N` of `to N places`, `N dp`, `N sig figs` as an Int (a trillion for anything larger, which the
    /// evaluator refuses: places and figures are checked there, as probing parses swallow errors).
    static func count(_ n: Decimal) -> Int {
        n < 1_000_000_000_000 ? NSDecimalNumber(decimal: n).intValue : 1_000_000_000_000
    }
}

extension Parser {
    /// numbat's `-> L/(100 km)`, `-> (m/3)`, `-> 0.2 / m`, `in L/100km`, and units in brackets
    /// (`in J·m³/(s·kg)`) after a conversion keyword at `start`. Nil (position restored to
    /// `start`) when what follows the keyword is not such a target.
    mutating func scaledConversion(_ lhs: Expr, after start: Int) -> Expr? {
        pos = start + 1
        guard let target = parseScaledTarget() else {
            pos = start
            return nil
        }
        return .convert(lhs, target)
    }

    /// A target of units and numbers from here up to the line's end or the next conversion;
    /// nil, with the position unchanged, when there is none.
    mutating func parseScaledTarget() -> Target? {
        let first = pos
        var end = first, depth = 0
        while end < tokens.count {
            let t = tokens[end]
            if depth == 0, t.isSymbol("->") || t.word.map(PhraseTable.conversionFollowers.contains) == true { break }
            if t.isSymbol("(") {
                depth += 1
            } else if t.isSymbol(")") {
                if depth == 0 { break }
                depth -= 1
            }
            end += 1
        }
        let slice = Array(tokens[first..<end])
        let isPart: (Token) -> Bool = { t in
            switch t.kind {
            case .number(_, .decimal): return true
            case .symbol(let s): return ["(", ")", "/", "*", "^", "-", "²", "³"].contains(s)
            case .word(let w): return UnitTable.lookup(w, rates: self.rates) != nil
            default: return false
            }
        }
        guard depth == 0, slice.contains(where: { $0.word != nil }), slice.allSatisfy(isPart) else { return nil }
        var inner = Parser(slice, rates: rates)
        guard let amount = try? inner.parseExpression(0), inner.peek == nil else { return nil }
        var label = ""
        var previousEnd = slice[0].column
        for t in slice {
            if t.column > previousEnd, !label.isEmpty { label += " " }
            label += t.text
            previousEnd = t.column + t.text.count
        }
        pos = end
        return .scaled(amount, label: label)
    }
}
