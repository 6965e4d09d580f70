import Foundation

extension Parser {
    mutating func parseWord(_ raw: String, _ t: Token) throws -> Expr {
        if raw.hasPrefix("\u{1}") { return .variable(String(raw.dropFirst())) }
        let l = raw.lowercased()
        if Vocabulary.functions.contains(l), peek?.isSymbol("(") == true {
            pos += 1
            var args: [Expr] = []
            if peek?.isSymbol(")") != true {
                args.append(try parseExpression(0))
                while peek?.isSymbol(",") == true { pos += 1; args.append(try parseExpression(0)) }
            }
            guard advance()?.isSymbol(")") == true else { throw CalcError("missing ')'", column: t.column, token: raw) }
            return try parseNumberTailAfterCall(.call(l, args))
        }
        switch l {
        case "pi", "π": return .number(DecimalMath.pi, .decimal, scaled: false)
        case "e": return .number(DecimalMath.e, .decimal, scaled: false)
        case "true": return .boolean(true)
        case "false": return .boolean(false)
        case "now": return .now
        case "take":
            // `take 10% off of 200`: the verb adds nothing.
            if peek != nil { return try parseUnary() }
        case "time":
            // `time in Tokyo`: the current time, converted by the `in` that follows.
            if peek?.word == "in" { return .now }
        case "today": return .relativeDay(0)
        case "tomorrow": return .relativeDay(1)
        case "yesterday": return .relativeDay(-1)
        case "noon", "midday": return .clock(hour: 12, minute: 0, second: 0)
        case "midnight": return .clock(hour: 0, minute: 0, second: 0)
        case "next", "last", "this", "previous":
            if let w = peek?.word, let day = Vocabulary.weekdays[w] {
                pos += 1
                return .weekday(day, offset: l == "next" ? 1 : (l == "this" ? 0 : -1))
            }
        case "a", "an":
            if let w = peek?.word, let scale = Vocabulary.scales[w] {
                pos += 1
                return try parseNumberTail(.number(scale, .decimal, scaled: false), value: scale)
            }
            if peek.map(startsUnit) == true, let unit = try parseUnitSuffix(allowIn: false) {
                return .withUnit(.number(1, .decimal, scaled: false), unit)
            }
        case "sqrt", "cbrt", "abs", "ln", "log", "exp", "sin", "cos", "tan", "factorial":
            return .call(l, [try parseExpression(30)])
        case "square", "cube":
            if peek?.word == "root" {
                pos += 1
                if peek?.word == "of" { pos += 1 }
                return .call(l == "square" ? "sqrt" : "cbrt", [try parseExpression(16)])
            }
        case "root":
            let n = try parseExpression(16)
            try expectWord("of")
            return .call("root", [n, try parseExpression(16)])
        case "remainder":
            if peek?.word == "of" { pos += 1 }
            let e = try parseExpression(0)
            guard case .binary(.divide, let a, let b) = e else {
                throw CalcError("expected 'remainder of A divided by B'", column: t.column, token: raw)
            }
            return .phrase(.remainder, [a, b])
        case "gcd", "lcm", "larger", "greater", "max", "smaller", "lesser", "min", "average", "mean", "avg",
            "median", "sum", "total", "count":
            if peek?.word == "of" {
                pos += 1
                let items = try parseList()
                let phrase: Phrase =
                    switch l {
                    case "gcd": .gcd
                    case "lcm": .lcm
                    case "larger", "greater", "max": .larger
                    case "smaller", "lesser", "min": .smaller
                    case "median": .median
                    case "sum", "total": .sum
                    case "count": .count
                    default: .average
                    }
                return .phrase(phrase, items)
            }
            if l == "total" || l == "sum" || l == "average" || l == "mean" { return .variable(l) }
        case "midpoint":
            try expectWord("between")
            let items = try parseList()
            return .phrase(.midpoint, items)
        case "clamp":
            let x = try parseExpression(6)
            try expectWord("between")
            let items = try parseList()
            return .phrase(.clamp, [x] + items)
        case "round":
            let x = try parseExpression(30)
            return try parseRounded(x, started: true)
        case "current", "timestamp":
            if l == "current", peek?.word == "timestamp" { pos += 1 }
            return .phrase(.timestampNow, [])
        case "week":
            if peek?.word == "of", peek(1)?.word == "year" { pos += 2; return .phrase(.weekOfYear, []) }
        case "day":
            if peek?.word == "of", peek(1)?.word == "the", peek(2)?.word == "week" {
                pos += 3
                if peek?.word == "on" || peek?.word == "of" { pos += 1 }
                return .phrase(.dayOfWeek, [try parseExpression(0)])
            }
        case "days", "workdays", "weeks", "months", "hours":
            if let w = peek?.word, ["until", "till", "since", "to", "in", "between"].contains(w) {
                let unit = UnitTable.lookup(l, rates: rates) ?? UnitTable.day
                if w == "in", let q = peek(1)?.word, ["q1", "q2", "q3", "q4"].contains(q) {
                    pos += 2
                    let quarter = Decimal(Int(q.dropFirst()) ?? 1)
                    return .phrase(.daysInQuarter, [.number(quarter, .decimal, scaled: false)])
                }
                if w == "in" {
                    // `days in 3 weeks`: a conversion written backwards.
                    pos += 1
                    let e = try parseExpression(2)
                    return .convert(e, .unit(UnitExpr(unit)))
                }
                pos += 1
                if w == "between" {
                    let items = try parseList()
                    guard items.count == 2 else { throw CalcError("expected 'between A and B'") }
                    return .convert(.binary(.interval, items[0], items[1]), .unit(UnitExpr(unit)))
                }
                let d = try parseExpression(2)
                let phrase: Phrase = w == "since" ? .daysSince : .daysUntil
                return .convert(.phrase(phrase, [d]), .unit(UnitExpr(unit)))
            }
        default:
            break
        }
        if l.hasPrefix("line"), let n = Int(l.dropFirst(4)) { return .variable("line\(n)") }
        if let v = Vocabulary.numberWords[l] {
            return try parseNumberTail(.number(v, .decimal, scaled: false), value: v)
        }
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

    private mutating func parseNumberTailAfterCall(_ call: Expr) throws -> Expr {
        if let unit = try parseUnitSuffix(allowIn: true) { return .withUnit(call, unit) }
        return call
    }

    /// Items separated by commas and `and`.
    mutating func parseList() throws -> [Expr] {
        var items = [try parseExpression(5)]
        while let t = peek, t.isSymbol(",") || t.isWord("and") {
            pos += 1
            if peek?.isWord("and") == true { pos += 1 }
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
        if let t = peek {
            var clock: Expr?
            if case .clock(let h, let m, let s) = t.kind {
                pos += 1
                clock = try parseMeridiem(hour: h, minute: m, second: s ?? 0, hadSeconds: false)
            } else if case .number(let v, _) = t.kind, let w = peek(1)?.word, ["am", "pm"].contains(w) {
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
        if let w = peek?.word, w == "up" || w == "down" {
            mode = w == "up" ? .up : .down
            pos += 1
        }
        if peek?.word == "to", peek(1)?.word == "nearest" {
            pos += 2
            let step = try parseStep()
            return .convert(x, .nearest(step, mode))
        }
        if peek?.word == "to", let n = peek(1)?.number, let u = peek(2)?.word, u == "dp" || u == "decimal" {
            pos += 3
            if peek?.word == "places" { pos += 1 }
            return .convert(x, .places(NSDecimalNumber(decimal: n).intValue))
        }
        return .convert(x, .nearest(1, mode))
    }

    mutating func parseStep() throws -> Decimal {
        if let n = peek?.number { pos += 1; return n }
        if let w = peek?.word {
            let words: [String: Decimal] = [
                "ten": 10, "hundred": 100, "thousand": 1000, "million": 1_000_000, "whole": 1, "integer": 1,
            ]
            if let v = words[w] { pos += 1; return v }
        }
        throw peek.map { unexpected($0) } ?? CalcError.incomplete
    }
}
