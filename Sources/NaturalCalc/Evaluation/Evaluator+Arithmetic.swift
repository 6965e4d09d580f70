import Foundation

extension Evaluator {
    func binary(_ op: BinaryOp, _ left: Value, _ right: Value) throws -> Value {
        if op == .at, let fps = framesPerSecond(right) { return try timecode(left, at: fps) }
        if let t = try timecodeArithmetic(op, left, right) { return t }
        if let c = try complexBinary(op, left, right) { return c }
        if let x = try nonFiniteBinary(op, left, right) { return x }
        if let d = try diceBinary(op, left.plain, right.plain) { return d }
        let result = try plainBinary(op, left.plain, right.plain)
        // `03:04:05 + 01:02:03` stays a laptime.
        if left.style == .laptime || right.style == .laptime, case .duration = result { return .styled(result, .laptime) }
        return result
    }

    private func plainBinary(_ op: BinaryOp, _ l: Value, _ r: Value) throws -> Value {
        switch op {
        case .add: return try add(l, r)
        case .subtract: return try subtract(l, r)
        case .multiply: return try multiply(l, r)
        case .divide: return try divide(l, r)
        case .power: return try power(l, r)
        case .modulo:
            guard case .number(let a) = l, case .number(let b) = r else { throw CalcError(.mismatch(l.kindName, r.kindName)) }
            return .number(try DecimalMath.remainder(a, b))
        case .of:
            if case .percent(let p) = l { return try scale(r, by: SmallDecimal.quotient(p, 100)) }
            // `3 days from March 1, 2024`: a duration from a date is that much later.
            if case .date = r, durationParts(l) != nil { return try add(r, l) }
            return try multiply(l, r)
        case .on, .off:
            guard case .percent(let p) = l else { throw CalcError(.onOffNeedsPercentage(op == .on ? "on" : "off")) }
            return try scale(r, by: 1 + SmallDecimal.quotient(op == .on ? p : -p, 100))
        case .at: return try at(l, r)
        case .equal, .notEqual, .less, .greater, .lessOrEqual, .greaterOrEqual: return try compare(op, l, r)
        case .and, .or:
            guard case .bool(let a) = l, case .bool(let b) = r else {
                throw CalcError(.logicNeedsBooleans(op == .and ? "&&" : "||", l.kindName, r.kindName))
            }
            return .bool(op == .and ? a && b : a || b)
        case .choose, .permute:
            guard case .number(let a) = l, case .number(let b) = r else { throw CalcError(.mismatch(l.kindName, r.kindName)) }
            return .number(try DecimalMath.choose(a, b, permute: op == .permute))
        case .interval: return try interval(l, r, inclusive: false)
        case .through: return try interval(l, r, inclusive: true)
        case .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight: return try bitwise(op, l, r)
        }
    }

    func scale(_ v: Value, by f: Decimal) throws -> Value {
        switch v {
        case .number(let n): return .number(DecimalMath.mul(n, f))
        case .quantity(let n, let u): return .quantity(DecimalMath.mul(n, f), u)
        case .percent(let n): return .percent(DecimalMath.mul(n, f))
        case .duration(let parts):
            return .duration(parts.map { DurationPart(amount: DecimalMath.mul($0.amount, f), unit: $0.unit) })
        case .multiplier(let n): return .multiplier(DecimalMath.mul(n, f))
        default: throw CalcError(.cannot(.scale, v.kindName))
        }
    }

    /// The unit of a plain span of time of fixed length (seconds to weeks), or nil: months and
    /// years vary, and rates or products are not spans.
    static func clockUnit(_ u: UnitExpr) -> UnitDef? {
        guard let single = u.single, single.dimension == .time1,
            single.factor <= UnitTable.week.factor
        else { return nil }
        return single
    }

    private func durationSeconds(_ v: Value) -> Decimal? {
        switch v {
        case .duration(let parts): return parts.totalSeconds
        case .quantity(let n, let u) where u.dimension == .time1 && u.terms.count == 1:
            return DecimalMath.mul(n, u.terms[0].unit.factor)
        default: return nil
        }
    }

    func add(_ l: Value, _ r: Value) throws -> Value {
        switch (l, r) {
        case (.number(let a), .number(let b)): return .number(a + b)
        case (.percent(let a), .percent(let b)): return .percent(a + b)
        case (.percent(let a), .number(let b)): return .percent(a + b * 100)
        case (.number, .percent(let p)), (.quantity, .percent(let p)): return try scale(l, by: 1 + SmallDecimal.quotient(p, 100))
        case (.quantity(let a, let u), .number(let b)): return .quantity(a + b, u)
        case (.number(let a), .quantity(let b, let u)): return .quantity(a + b, u)
        case (.quantity(let a, let ua), .quantity(let b, let ub)):
            guard ua.dimension == ub.dimension else { throw CalcError(.mismatch(l.kindName, r.kindName)) }
            // Two spans of time in different units: the larger unit wins when it holds the sum in two
            // places (`2 min + 30 s` → `2.5 min`); otherwise they stay a duration, so no part is lost
            // to display rounding (`half an hour + 20 min` → `50 min`, not `0.83 hours`).
            if let x = Evaluator.clockUnit(ua), let y = Evaluator.clockUnit(ub), x != y {
                let larger = x.factor >= y.factor ? ua : ub
                let sum = try convertAmount(a, from: ua, to: larger) + convertAmount(b, from: ub, to: larger)
                if DecimalMath.rounded(sum, 2) == sum { return .quantity(sum, larger) }
                return .duration([DurationPart(amount: a, unit: x), DurationPart(amount: b, unit: y)])
            }
            // Temperatures: the second is a difference added in the first's degrees (20 °C + 9 °F = 25 °C).
            if Evaluator.isAffineTemperaturePair(ua, ub) {
                return .quantity(a + (try convertDifference(b, from: ub, to: ua)), ua)
            }
            // Money: the last currency wins. Other units: the larger unit wins.
            let target: UnitExpr
            if ua.currency != nil {
                target = ub
            } else if ua.single?.offset ?? 0 != 0 {
                target = ua
            } else {
                target = try ua.factor(rates) >= ub.factor(rates) ? ua : ub
            }
            return .quantity(try convertAmount(a, from: ua, to: target) + convertAmount(b, from: ub, to: target), target)
        case (.duration(let a), .duration(let b)): return .duration(a + b)
        case (.duration(let a), .quantity(let n, let u)) where u.single?.dimension == .time1:
            return .duration(a + [DurationPart(amount: n, unit: u.terms[0].unit)])
        case (.quantity(let n, let u), .duration(let b)) where u.single?.dimension == .time1:
            return .duration([DurationPart(amount: n, unit: u.terms[0].unit)] + b)
        case (.time(let s, let z), _):
            guard let d = durationSeconds(r) else { break }
            return .time(try clockSeconds(Decimal(s) + d), z)
        case (_, .time(let s, let z)):
            guard let d = durationSeconds(l) else { break }
            return .time(try clockSeconds(Decimal(s) + d), z)
        case (.date(let d, let t), _):
            guard let parts = durationParts(r) else { break }
            return try shift(d, hasTime: t, by: parts, sign: 1)
        case (_, .date(let d, let t)):
            guard let parts = durationParts(l) else { break }
            return try shift(d, hasTime: t, by: parts, sign: 1)
        default: break
        }
        throw CalcError(.mismatch(l.kindName, r.kindName))
    }

    func subtract(_ l: Value, _ r: Value) throws -> Value {
        switch (l, r) {
        case (.number, .percent(let p)), (.quantity, .percent(let p)): return try scale(l, by: 1 - SmallDecimal.quotient(p, 100))
        case (.time(let a, _), .time(let b, _)):
            // Soulver reads `4pm - 3am` and `3am - 4pm` alike: the gap between the two times.
            return .duration([DurationPart(amount: Decimal(abs(a - b)), unit: UnitTable.second)])
        case (.time(let s, let z), _):
            guard let d = durationSeconds(r) else { break }
            return .time(try clockSeconds(Decimal(s) - d), z)
        case (.date, .date):
            return try interval(r, l, inclusive: false)
        case (.date(let d, let t), _):
            guard let parts = durationParts(r) else { break }
            return try shift(d, hasTime: t, by: parts, sign: -1)
        case (.quantity(let a, let ua), .quantity(let b, let ub)) where Evaluator.isAffineTemperaturePair(ua, ub):
            // Two temperatures: the gap between them, in the first's degrees (30 °C - 50 °F = 20 °C).
            return .quantity(Evaluator.temperatureRounded(a - (try convertAmount(b, from: ub, to: ua))), ua)
        default:
            return try add(l, try negate(r))
        }
        throw CalcError(.mismatch(l.kindName, r.kindName))
    }

    /// Clock arithmetic keeps the day: `9:45 am - 15 hours 10 minutes` is 6:35 pm *yesterday*
    /// (seconds from today's midnight, here negative), and the answer says so.
    func clockSeconds(_ seconds: Decimal) throws -> Int {
        // A century either way; beyond that a time of day means nothing.
        guard abs(seconds) <= 3_155_760_000 else { throw CalcError.tooLarge }
        return NSDecimalNumber(decimal: DecimalMath.rounded(seconds, 0)).intValue
    }

    func multiply(_ l: Value, _ r: Value) throws -> Value {
        switch (l, r) {
        case (.number(let a), .number(let b)): return .number(try DecimalMath.checked(DecimalMath.mul(a, b)))
        case (.percent(let p), .percent(let q)): return .percent(SmallDecimal.quotient(DecimalMath.mul(p, q), 100))
        case (.percent(let p), _): return try scale(r, by: SmallDecimal.quotient(p, 100))
        case (_, .percent(let p)): return try scale(l, by: SmallDecimal.quotient(p, 100))
        case (.multiplier(let m), _): return try scale(r, by: m)
        case (_, .multiplier(let m)): return try scale(l, by: m)
        case (.number(let n), _): return try scale(r, by: n)
        case (_, .number(let n)): return try scale(l, by: n)
        case (.quantity(let a, let ua), .quantity(let b, let ub)):
            // `$30 × 4 days`: money times a duration reads as a daily rate.
            if ua.currency != nil, !ua.isRate, ub.single?.dimension == .time1 { return .quantity(DecimalMath.mul(a, b), ua) }
            if ub.currency != nil, !ub.isRate, ua.single?.dimension == .time1 { return .quantity(DecimalMath.mul(a, b), ub) }
            let (unit, factor) = try ua.times(ub, rates: rates)
            let amount = try DecimalMath.checked(DecimalMath.mul(DecimalMath.mul(a, b), factor))
            if !unit.isNone, unit.dimension == .none, unit.currency == nil {
                // units that cancel to a plain number (`3 kHz * 2 ms` → 6), as fend and numbat print it
                return .number(try DecimalMath.checked(DecimalMath.mul(amount, try unit.factor(rates))))
            }
            return quantity(amount, unit)
        case (.duration, _), (_, .duration):
            if case .duration(let parts) = l {
                return try multiply(.quantity(parts.totalSeconds, UnitExpr(UnitTable.second)).inLargest, r)
            }
            if case .duration(let parts) = r {
                return try multiply(l, .quantity(parts.totalSeconds, UnitExpr(UnitTable.second)).inLargest)
            }
        default: break
        }
        throw CalcError(.mismatch(l.kindName, r.kindName))
    }

    /// An amount of a unit written as a product whose kinds cancel (`kilohertz millisecond`,
    /// `kg g^-1`): the plain number, as a product of quantities gives it; any other unit as it is —
    /// a rate per a time stays one (`3 hours/day`, Soulver's reading).
    func cancelled(_ n: Decimal, _ u: UnitExpr) throws -> Value {
        let perTime = u.terms.contains { $0.power < 0 && $0.unit.dimension == .time1 }
        guard u.terms.count > 1, u.dimension == .none, u.currency == nil, !perTime else { return .quantity(n, u) }
        return .number(try DecimalMath.checked(DecimalMath.mul(n, try u.factor(rates))))
    }

    func quantity(_ n: Decimal, _ u: UnitExpr) -> Value {
        u.isNone ? .number(n) : .quantity(n, u)
    }

    func divide(_ l: Value, _ r: Value) throws -> Value {
        switch (l, r) {
        case (_, .number(0)), (_, .percent(0)), (_, .quantity(0, _)), (_, .multiplier(0)): throw CalcError.divisionByZero
        case (.number(let a), .number(let b)): return .number(try DecimalMath.div(a, b))
        case (.percent(let p), .number(let n)): return .percent(SmallDecimal.quotient(p, n))
        case (.percent(let p), .percent(let q)): return .number(SmallDecimal.quotient(p, q))
        case (_, .percent(let p)): return try scale(l, by: SmallDecimal.quotient(100, p))
        case (_, .number(let n)): return try scale(l, by: SmallDecimal.quotient(1, n))
        case (.number(let n), .quantity(let b, let ub)): return .quantity(SmallDecimal.quotient(n, b), ub.inverted())
        case (.quantity(let a, let ua), .quantity(let b, let ub)):
            let (unit, factor) = try ua.times(ub.inverted(), rates: rates)
            let amount = try DecimalMath.checked(DecimalMath.mul(SmallDecimal.quotient(a, b), factor))
            // `1 TB / 100 Mbps`, `100 km / 50 km/h`: an amount over its rate is how long it takes
            // (frames over a frame rate stay in seconds, `15.6k frames / 24 fps` → `650 s`, as documented).
            if ub.isRate, ua.currency == nil, ua.dimension != .time1, ua.dimension != .frames1, unit.single?.dimension == .time1,
                let single = unit.single
            {
                return .styled(
                    .duration([DurationPart(amount: DecimalMath.mul(amount, single.factor), unit: UnitTable.second)]), .timespan)
            }
            return quantity(amount, unit)
        case (.duration(let parts), _):
            return try divide(Value.quantity(parts.totalSeconds, UnitExpr(UnitTable.second)).inLargest, r)
        case (_, .duration(let parts)):
            return try divide(l, Value.quantity(parts.totalSeconds, UnitExpr(UnitTable.second)).inLargest)
        default: throw CalcError(.mismatch(l.kindName, r.kindName))
        }
    }

    func power(_ l: Value, _ r: Value) throws -> Value {
        guard case .number(let e) = r else { throw CalcError(.exponentNotNumber(r.kindName)) }
        switch l {
        case .number(let b): return .number(try DecimalMath.power(b, e, budget: options.budget))
        case .quantity(let b, let u):
            guard let n = DecimalMath.int(e), abs(n) <= 4 else {
                throw CalcError(.unitPowerNotSmallWhole)
            }
            let terms = u.terms.map { UnitExpr.Term(unit: $0.unit, power: $0.power * n) }
            return .quantity(try DecimalMath.power(b, e, budget: options.budget), UnitExpr(terms: terms))
        default: throw CalcError(.mismatch(l.kindName, "a power"))
        }
    }

    /// `30 hours at $30/hour` multiplies; `$500 at $20/hour` divides: whichever cancels the units.
    func at(_ l: Value, _ r: Value) throws -> Value {
        if case .date(let day, _) = l.plain, case .time(let seconds, let zone) = r.plain {
            // `next friday at 3pm`, `tomorrow 9am`: the day's midnight (in the time's zone, if it names one) plus the time.
            var cal = calendar
            if let zone { cal.timeZone = zone }
            let midnight = cal.startOfDay(for: day)
            guard let when = cal.date(byAdding: .second, value: seconds, to: midnight) else {
                throw CalcError(.mismatch(l.kindName, r.kindName))
            }
            return .date(when, hasTime: true)
        }
        guard case .quantity(_, let ur) = r, ur.isRate else { return try multiply(l, r) }
        let den = UnitExpr(terms: ur.terms.filter { $0.power < 0 }).inverted()
        let num = UnitExpr(terms: ur.terms.filter { $0.power > 0 })
        if case .quantity(_, let ul) = l {
            if ul.dimension == den.dimension { return try multiply(l, r) }
            if ul.dimension == num.dimension {
                let v = try divide(l, r)
                if case .quantity(let n, let u) = v, let single = u.single, single.dimension == .time1 {
                    return .quantity(n, UnitExpr(single))
                }
                return v
            }
        }
        return try multiply(l, r)
    }

    func compare(_ op: BinaryOp, _ l: Value, _ r: Value) throws -> Value {
        // Values of different kinds are never equal (`2 kg == 200 cm` is false, as in fend); only order needs one kind.
        if op == .equal || op == .notEqual, kindsDiffer(l, r) { return .bool(op == .notEqual) }
        let a: Decimal, b: Decimal
        switch (l, r) {
        case (.number(let x), .number(let y)), (.percent(let x), .percent(let y)): (a, b) = (x, y)
        case (.quantity(let x, let ux), .quantity(let y, let uy)): (a, b) = (x, try convertAmount(y, from: uy, to: ux))
        case (.bool(let x), .bool(let y)) where op == .equal || op == .notEqual:
            return .bool((x == y) == (op == .equal))
        default: throw CalcError(.mismatch(l.kindName, r.kindName))
        }
        let scale = max(abs(a), abs(b), 1)
        let equal = abs(a - b) <= scale * DecimalMath.comparisonTolerance
        switch op {
        case .equal: return .bool(equal)
        case .notEqual: return .bool(!equal)
        case .less: return .bool(a < b && !equal)
        case .lessOrEqual: return .bool(a < b || equal)
        case .greaterOrEqual: return .bool(a > b || equal)
        default: return .bool(a > b && !equal)
        }
    }
}

extension Evaluator {
    /// Whether two values measure different things: a mass and a length, a number and true/false.
    private func kindsDiffer(_ l: Value, _ r: Value) -> Bool {
        if case .quantity(_, let a) = l, case .quantity(_, let b) = r { return a.dimension != b.dimension }
        return l.kindName != r.kindName
    }
}

extension Value {
    /// A seconds quantity re-expressed in the largest time unit that keeps it at least 1.
    var inLargest: Value {
        guard case .quantity(let n, _) = self else { return self }
        for unit in [UnitTable.week, UnitTable.day, UnitTable.hour, UnitTable.minute] where abs(n) >= unit.factor {
            return .quantity(SmallDecimal.quotient(n, unit.factor), UnitExpr(unit))
        }
        return self
    }
}
