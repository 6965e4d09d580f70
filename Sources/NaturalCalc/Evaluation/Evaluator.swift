import Foundation
import SeededRandom

/// Walks an expression tree; one instance per evaluation, so its counters need no locking.
final class Evaluator {
    let options: CalcOptions
    let variables: [String: Value]
    /// Built on first use: most expressions never touch dates.
    lazy var calendar: Calendar = Evaluator.calendar(for: options)
    /// `random number between …`: seeded by `CalcOptions.randomSeed`, else by the system.
    lazy var random = SplitMix64(seed: options.randomSeed ?? UInt64.random(in: .min ... .max))
    var steps = 0
    var depth = 0
    static let maxDepth = 500
    /// Set when the input used a scale suffix or a non-decimal literal; answers then use SI notation.
    var sawScale = false
    /// Set when the input had a hex, binary or octal literal; SI notation then starts at a million.
    var sawBase = false

    init(options: CalcOptions, variables: [String: Value]) {
        self.options = options
        self.variables = variables
    }

    /// Gregorian in the options' zone, with ISO week numbering.
    static func calendar(for options: CalcOptions) -> Calendar {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = options.timeZone
        cal.firstWeekday = 2
        cal.minimumDaysInFirstWeek = 4
        return cal
    }

    var rates: CurrencyRates { options.rates }

    func eval(_ e: Expr) throws -> Value {
        steps += 1
        guard steps <= options.budget.maxSteps else {
            throw CalcError(.tooManySteps(limit: options.budget.maxSteps))
        }
        // Long chains such as `1+1+…+1` nest on the left; cap the recursion before the stack does.
        depth += 1
        defer { depth -= 1 }
        guard depth <= Evaluator.maxDepth else {
            throw CalcError(.tooDeep(limit: Evaluator.maxDepth))
        }
        switch e {
        case .number, .withUnit, .bareUnit, .percent, .permille, .negate, .factorial:
            return try evalAmount(e)
        case .clock, .dateLiteral, .relativeDay, .weekday, .now:
            return try evalTime(e)
        case .binary(let op, let l, let r):
            return try binary(op, try eval(l), try eval(r))
        case .sum(let parts):
            return try sum(parts)
        case .call(let name, let args):
            if Evaluator.calendarFunctions.contains(name), let first = args.first, let zone = Evaluator.ownZone(of: first) {
                return try inZone(zone) { try call(name, try args.map { (a) throws -> Value in try eval(a) }) }
            }
            return try call(name, try args.map { (a) throws -> Value in try eval(a) })
        case .list(let items):
            return .list(try items.map { (a) throws -> Value in try eval(a) })
        case .variable(let name):
            guard let v = variables[name] ?? variables[name.lowercased()] else {
                throw CalcError(.noValueYet(name), token: name)
            }
            return v
        case .convert(let inner, let target):
            if case .unit(let unit) = target, let density = Self.density(of: inner) {
                return try convert(try eval(inner), to: unit, density: density)
            }
            return try convert(try eval(inner), to: target)
        case .substance(let inner, _):
            return try eval(inner)
        case .phrase(let phrase, let args):
            return try evalPhrase(phrase, args)
        case .boolean(let b):
            return .bool(b)
        case .imaginaryUnit:
            return .complex(0, 1)
        case .exactInteger(_, let approximate):
            return .number(approximate)
        case .functionName(let name), .text(let name):
            return .text(name)
        case .notANumber:
            return .nonFinite(.nan)
        case .infinity:
            return .nonFinite(.infinity)
        }
    }

    /// Numbers and amounts: a literal, a unit, a percentage, a negation, a factorial.
    private func evalAmount(_ e: Expr) throws -> Value {
        switch e {
        case .number(let v, let base, let scaled):
            if scaled { sawScale = true }
            if base != .decimal { sawBase = true }
            return .number(v)
        case .withUnit(let inner, let unit):
            let v = try eval(inner).plain
            switch v {
            case .number(let n): return try cancelled(n, unit)
            case .quantity(let n, let u) where u.isNone: return try cancelled(n, unit)
            case .nonFinite: return v  // `NaN cm` is NaN: there is no amount to measure
            default: throw CalcError(.mismatch(v.kindName, "a unit"))
            }
        case .bareUnit(let unit):
            return try cancelled(1, unit)
        case .percent(let inner):
            let v = try eval(inner).plain
            guard case .number(let n) = v else { throw CalcError(.suffixNeedsNumber("%", got: v.kindName)) }
            return .percent(n)
        case .permille(let inner):
            let v = try eval(inner).plain
            guard case .number(let n) = v else { throw CalcError(.suffixNeedsNumber("‰", got: v.kindName)) }
            return .percent(n / 10)
        case .negate(let inner):
            return try negate(try eval(inner).plain)
        case .factorial(let inner, let step):
            // Bound first: `guard case … = try …` miscompiles in -O builds with Swift 6.3 (wrong payload, crash).
            let v = try eval(inner).plain
            guard case .number(let n) = v else { throw CalcError(.factorialOperatorNeedsNumber) }
            return .number(try DecimalMath.factorial(n, step: step, budget: options.budget))
        default: throw CalcError(.internalError("\(e) is not an amount"))
        }
    }

    /// Times and dates: a clock time, a date, a day counted from today, a weekday, now.
    private func evalTime(_ e: Expr) throws -> Value {
        switch e {
        case .clock(let h, let m, let s):
            return .time(h * 3600 + m * 60 + s, nil)
        case .dateLiteral(let comps, let hasTime):
            return try date(comps, hasTime: hasTime)
        case .relativeDay(let n):
            let start = calendar.startOfDay(for: options.now)
            guard let d = calendar.date(byAdding: .day, value: n, to: start) else { throw CalcError(.dateOutOfRange) }
            return .date(d, hasTime: false)
        case .weekday(let day, let offset):
            return try weekday(day, offset: offset)
        case .now:
            return .date(options.now, hasTime: true)
        default: throw CalcError(.internalError("\(e) is not a time"))
        }
    }

    func negate(_ v: Value) throws -> Value {
        switch v {
        case .number(let n): return .number(-n)
        case .percent(let n): return .percent(-n)
        case .quantity(let n, let u): return .quantity(-n, u)
        case .multiplier(let n): return .multiplier(-n)
        case .complex(let re, let im): return .complex(-re, -im)
        case .nonFinite(let x): return .nonFinite(-x)
        case .duration(let parts): return .duration(parts.map { DurationPart(amount: -$0.amount, unit: $0.unit) })
        case .distribution(let d): return .distribution(try d.combined(with: .certain(-1), by: *))
        default: throw CalcError(.cannot(.negate, v.kindName))
        }
    }

    /// `3 hours 5 minutes` becomes a duration; `5 ft 10 in` a length in the first unit.
    private func sum(_ parts: [Expr]) throws -> Value {
        let values = try parts.map { (p) throws -> Value in try eval(p).plain }
        var durationParts: [DurationPart] = []
        for v in values {
            if case .quantity(let n, let u) = v, let unit = u.single, unit.dimension == .time1 || unit.dimension == .frames1 {
                durationParts.append(DurationPart(amount: n, unit: unit))
            }
        }
        if durationParts.count == values.count {
            // Frames after a time (`3h 2m 25s 10 frames`, `03:10:20:05`) make a timecode.
            if durationParts.contains(where: { $0.unit.dimension == .frames1 }) {
                return .styled(.duration(durationParts), .timecode(fps: nil))
            }
            return .duration(durationParts)
        }
        var total = values[0]
        for v in values.dropFirst() {
            guard case .quantity(let a, let ua) = total, case .quantity(let b, let ub) = v else {
                throw CalcError(.mismatch(total.kindName, v.kindName))
            }
            total = .quantity(a + (try convertAmount(b, from: ub, to: ua)), ua)
        }
        return total
    }

    /// Converts an amount between units of one dimension, honouring temperature offsets.
    /// The one ingredient an amount is made of (`3 cups flour + 1 cup flour`), if there is one.
    static func density(of expr: Expr) -> Decimal? {
        switch expr {
        case .substance(_, let density): return density
        case .binary(.add, let a, let b), .binary(.subtract, let a, let b):
            switch (density(of: a), density(of: b)) {
            case (let x?, let y?): return x == y ? x : nil  // two ingredients: no one density
            case (let x, let y): return x ?? y
            }
        case .binary(.multiply, let a, let b), .binary(.divide, let a, let b): return density(of: a) ?? density(of: b)
        case .sum(let parts):
            let found = Set(parts.compactMap(density(of:)))
            return found.count == 1 ? found.first : nil
        default: return nil
        }
    }

    /// Decimal places a temperature keeps: °F's 5/9 is not exact in 38 digits, so `32 °F in °C`
    /// would otherwise come out as -2.2e-32 instead of 0.
    static let temperaturePlaces = 20

    /// A temperature rounded to `temperaturePlaces`.
    static func temperatureRounded(_ amount: Decimal) -> Decimal {
        DecimalMath.rounded(amount, temperaturePlaces)
    }

    /// Whether both units are temperatures and one of them is measured from a zero other than
    /// absolute zero (°C, °F), so that adding and subtracting them is not plain scaling.
    static func isAffineTemperaturePair(_ a: UnitExpr, _ b: UnitExpr) -> Bool {
        guard let x = a.single, let y = b.single, x.dimension == .temperature1, y.dimension == .temperature1 else { return false }
        return x.offset != 0 || y.offset != 0
    }

    /// A temperature *difference* in `from`'s degrees expressed in `to`'s degrees (10 °F of
    /// warming is 5.5556 °C of warming): the degree sizes only, no zero offset.
    func convertDifference(_ amount: Decimal, from: UnitExpr, to: UnitExpr) throws -> Decimal {
        Evaluator.temperatureRounded(try SmallDecimal.quotient(DecimalMath.mul(amount, from.factor(rates)), to.factor(rates)))
    }

    func convertAmount(_ amount: Decimal, from: UnitExpr, to: UnitExpr) throws -> Decimal {
        if from == to { return amount }
        // Fuel economy both ways: distance per volume (mpg) and volume per distance (L/100 km) are
        // reciprocals, so `7.8 L/100km in mpg` is 30.16 mpg.
        if let reciprocal = try fuelEconomy(amount, from: from, to: to, toFactor: to.factor(rates)) { return reciprocal }
        guard from.dimension == to.dimension else {
            throw CalcError(.cannotConvert(from.dimension.name, to.dimension.name))
        }
        if let f = from.single, let t = to.single, f.offset != 0 || t.offset != 0 {
            let kelvin = DecimalMath.mul(amount, f.factor) + f.offset
            return Evaluator.temperatureRounded(SmallDecimal.quotient(kelvin - t.offset, t.factor))
        }
        return try SmallDecimal.quotient(DecimalMath.mul(amount, from.factor(rates)), to.factor(rates))
    }
}

extension Evaluator {
    /// Distance per volume (`mpg`, `km/L`) or volume per distance (`L/100km`), the two ways of
    /// stating fuel economy; an area (`acre`, `m²`) is neither.
    /// The amount in the reciprocal unit when both are fuel economies of opposite kinds; nil otherwise.
    func fuelEconomy(_ amount: Decimal, from: UnitExpr, to: UnitExpr, toFactor: Decimal) throws -> Decimal? {
        guard from.dimension + to.dimension == .none, Evaluator.isFuelEconomy(from), Evaluator.isFuelEconomy(to), amount != 0
        else {
            return nil
        }
        let base = DecimalMath.mul(amount, try from.factor(rates))
        return SmallDecimal.quotient(SmallDecimal.quotient(1, base), toFactor)
    }

    static func isFuelEconomy(_ u: UnitExpr) -> Bool {
        if u.dimension == Dimension(length: -2) { return true }
        return u.dimension == Dimension(length: 2)
            && u.terms.contains { $0.power > 0 && $0.unit.dimension == Dimension(length: 3) }
    }
}
