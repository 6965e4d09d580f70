import Foundation

extension Evaluator {
    func evalPhrase(_ phrase: Phrase, _ args: [Expr]) throws -> Value {
        if let value = try evalUnevaluatedPhrase(phrase, args) { return value }
        let values = try args.map { (a) throws -> Value in try eval(a).plain }
        if let value = try percentPhrase(phrase, values) { return value }
        if let value = try statisticsPhrase(phrase, values) { return value }
        switch phrase {
        case .declared(let name):
            guard let compute = PhraseTable.computations[name] else { throw CalcError(.unsupportedPhrase) }
            return try compute(self, values)
        case .pace:
            guard case .quantity(let distance, let unit) = values[0], let single = unit.single, single.dimension == .length1,
                distance != 0, let seconds = self.seconds(of: values[1])
            else { throw CalcError(.paceNeedsDistanceAndTime) }
            let perUnit = seconds / distance
            return .styled(.duration([DurationPart(amount: perUnit, unit: UnitTable.second)]), .pace(single.symbol))
        case .remainder: return try binary(.modulo, values[0], values[1])
        default: return try finance(phrase, values)
        }
    }

    /// Phrases that evaluate their own arguments (a condition, a day, a duration from now), or nil.
    private func evalUnevaluatedPhrase(_ phrase: Phrase, _ args: [Expr]) throws -> Value? {
        switch phrase {
        case .daysUntil, .daysSince:
            // `days since Christmas`: a named day without a year means its last date.
            if phrase == .daysSince, case .phrase(.declared(let name), let dayArgs) = args[0],
                name.hasPrefix(PhraseTable.specialDayPrefix), case .number(0, _, _)? = dayArgs.first
            {
                return try daySpan(.phrase(.declared(name), [.number(-1, .decimal, scaled: false)]), until: false)
            }
            return try daySpan(args[0], until: phrase == .daysUntil)
        case .conditional:
            guard case .bool(let yes) = try eval(args[0]).plain else {
                throw CalcError(.ifNeedsComparison)
            }
            if yes { return try eval(args[1]) }
            guard args.count > 2 else { throw CalcError(.conditionFalseNoElse) }
            return try eval(args[2])
        case .weekOfYear:
            return .number(Decimal(calendar.component(.weekOfYear, from: options.now)))
        case .timestampNow:
            return .styled(.number(Decimal(Int(options.now.timeIntervalSince1970))), .timestamp)
        case .daysInQuarter:
            let q = DecimalMath.int(try numberArg(try eval(args[0]).plain)) ?? 1
            let year = calendar.component(.year, from: options.now)
            guard (1...4).contains(q), let start = calendar.date(from: DateComponents(year: year, month: q * 3 - 2, day: 1)),
                let end = calendar.date(byAdding: .month, value: 3, to: start)
            else { throw CalcError(.onlyFourQuarters) }
            let days = calendar.dateComponents([.day], from: start, to: end).day ?? 0
            return .quantity(Decimal(days), UnitExpr(UnitTable.day))
        case .dayOfWeek:
            return try convert(try eval(args[0]), to: .weekday)
        case .fromNow, .ago:
            let v = try eval(args[0]).plain
            guard let parts = durationParts(v) else {
                throw CalcError(.relativeNeedsDuration(phrase == .ago ? "ago" : "from now", got: v.kindName))
            }
            return try shift(options.now, hasTime: true, by: parts, sign: phrase == .ago ? -1 : 1)
        case .before:
            let amount = try eval(args[0]).plain, base = try eval(args[1]).plain
            return try subtract(base, amount)
        default: return nil
        }
    }

    /// Percentages, multipliers, the rule of three and proportions, or nil.
    private func percentPhrase(_ phrase: Phrase, _ values: [Value]) throws -> Value? {
        switch phrase {
        case .reverseOf: return .styled(try divide(values[0], try fractionValue(values[1])), .solvedAmount)
        case .reverseOff: return .styled(try divide(values[0], .number(1 - (try fraction(values[1])))), .solvedAmount)
        case .reverseOn: return .styled(try divide(values[0], .number(1 + (try fraction(values[1])))), .solvedAmount)
        case .percentOf: return .percent(try ratio(values[0], values[1]) * 100)
        case .percentOff: return .percent((1 - (try ratio(values[0], values[1]))) * 100)
        case .percentOn: return .percent(((try ratio(values[0], values[1])) - 1) * 100)
        case .percentChange: return .percent(((try ratio(values[1], values[0])) - 1) * 100)
        case .multiplierChange: return .multiplier(try ratio(values[1], values[0]))
        case .investReturn: return .multiplier((try ratio(values[1], values[0])) - 1)
        case .multiplierOf: return .multiplier(try ratio(values[0], values[1]))
        case .multiplierOff: return .multiplier(1 - (try ratio(values[0], values[1])))
        case .multiplierOn: return .multiplier((try ratio(values[0], values[1])) - 1)
        case .ruleOfThree:
            // `if 30 is 20%, what is 60%`: 30 ÷ 20% × 60% = 90; asked for an amount, the percentage
            // it is: `if 30 is 20%, what is 60` → 40%. The percentage may come first (`20% is 30`).
            var (amount, share) = (values[0], values[1])
            if case .percent = amount.plain, !(share.plain.isPercent) { (amount, share) = (share, amount) }
            guard case .percent(let p) = share.plain else {
                throw CalcError(.ruleOfThreeNeedsPercentage)
            }
            if case .percent(let q) = values[2].plain {
                return try multiply(
                    try divide(amount, .number(SmallDecimal.quotient(p, 100))), .number(SmallDecimal.quotient(q, 100)))
            }
            return .percent(DecimalMath.mul(try ratio(values[2], amount), p))
        case .proportion:
            return try multiply(values[2], .number(try ratio(values[1], values[0])))
        default: return nil
        }
    }

    /// Statistics of the values (`larger`, `gcd`, `sum`, `average`, `median` …), clamp and midpoint, or nil.
    private func statisticsPhrase(_ phrase: Phrase, _ values: [Value]) throws -> Value? {
        switch phrase {
        case .clamp:
            guard values.count == 3 else { throw CalcError(.expectedClamp) }
            let x = try numberArg(values[0]), lo = try numberArg(values[1]), hi = try numberArg(values[2])
            return .number(min(max(x, min(lo, hi)), max(lo, hi)))
        case .midpoint:
            guard values.count == 2 else { throw CalcError(.expectedMidpoint) }
            if case .date(let a, let ta) = values[0].plain, case .date(let b, let tb) = values[1].plain {
                // `halfway between March 1 and March 31` → 16 March: between two days, half the calendar days
                // (a change of clocks between them moves no day); with times, the instant halfway.
                if !ta, !tb, let days = calendar.dateComponents([.day], from: a, to: b).day,
                    let middle = calendar.date(byAdding: .day, value: days / 2, to: a)
                {
                    if days % 2 == 0 { return .date(middle, hasTime: false) }
                    return .date(middle.addingTimeInterval(days > 0 ? 43_200 : -43_200), hasTime: true)
                }
                let middle = a.addingTimeInterval(b.timeIntervalSince(a) / 2)
                return .date(middle, hasTime: ta || tb || calendar.startOfDay(for: middle) != middle)
            }
            // `midpoint between 9am and 5pm` → 1:00 pm
            if case .time(let a, let za) = values[0].plain, case .time(let b, let zb) = values[1].plain, za == zb {
                return .time((a + b) / 2, za)
            }
            return try scale(try add(values[0], values[1]), by: 0.5)
        case .larger, .smaller:
            var best = values[0]
            for v in values.dropFirst() {
                let comparison = try compare(.greater, v, best)
                guard case .bool(let greater) = comparison else { continue }
                if greater == (phrase == .larger) { best = v }
            }
            return best
        case .gcd, .lcm:
            var acc = try numberArg(values[0])
            for v in values.dropFirst() {
                let n = try numberArg(v)
                let g = try DecimalMath.gcd(acc, n)
                acc = phrase == .gcd ? g : (g == 0 ? 0 : abs(acc * n) / g)
            }
            return .number(acc)
        case .sum: return try total(values)
        case .average:
            // `mean d6`: the expected value of dice
            if values.count == 1, case .distribution(let d) = values[0].plain { return .number(try d.mean()) }
            return try scale(try total(values), by: 1 / Decimal(values.count))
        case .median:
            // numbers or amounts of one kind (`median([1 m, 2 m, 400 cm])` is 2 m)
            let ordered = try sorted(values.map(\.plain))
            let mid = ordered.count / 2
            return ordered.count % 2 == 1 ? ordered[mid] : try scale(try add(ordered[mid - 1], ordered[mid]), by: 0.5)
        case .count: return .number(Decimal(values.count))
        default: return nil
        }
    }

    private func total(_ values: [Value]) throws -> Value {
        var acc = values[0]
        for v in values.dropFirst() { acc = try add(acc, v) }
        return acc
    }

    func numberArg(_ v: Value) throws -> Decimal {
        switch v {
        case .number(let n), .multiplier(let n): return n
        case .quantity(let n, let u) where u.currency != nil: return n
        default: throw CalcError(.expected(.number, got: v.kindName))
        }
    }

    /// A percentage or a plain fraction, as a fraction.
    func fraction(_ v: Value) throws -> Decimal {
        if case .percent(let p) = v { return SmallDecimal.quotient(p, 100) }
        if case .number(let n) = v { return n }
        throw CalcError(.expected(.percentage, got: v.kindName))
    }

    private func fractionValue(_ v: Value) throws -> Value {
        .number(try fraction(v))
    }

    /// a ÷ b as a plain number, converting b into a's unit first.
    func ratio(_ a: Value, _ b: Value) throws -> Decimal {
        let q = try divide(a, b)
        switch q {
        case .number(let n): return n
        default: throw CalcError(.mismatch(a.kindName, b.kindName))
        }
    }

    private func daySpan(_ arg: Expr, until: Bool) throws -> Value {
        let today = startOfToday()
        var v = try eval(arg).plain
        if case .date(let d, _) = v, case .dateLiteral(let comps, _) = arg, comps.year == nil {
            // A date without a year means the next (or, for `since`, the last) such day.
            let shifted = until ? (d < today ? 1 : 0) : (d > today ? -1 : 0)
            if shifted != 0, let n = calendar.date(byAdding: .year, value: shifted, to: d) { v = .date(n, hasTime: false) }
        }
        guard case .date(let d, _) = v else { throw CalcError(.expected(.date, got: v.kindName)) }
        let days = calendar.dateComponents([.day], from: today, to: calendar.startOfDay(for: d)).day ?? 0
        return .duration([DurationPart(amount: Decimal(abs(days)), unit: UnitTable.day)])
    }
}
