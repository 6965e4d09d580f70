import Foundation

/// numbat's prelude functions (book/src/prelude/functions): rounding to a unit or a step,
/// the parts of a quantity, predicates, the reciprocal and hyperbolic trigonometry, integer
/// sequences, geometry and the temperature helpers.
extension Evaluator {
    /// The function names this file answers, lower-cased as the parser passes them.
    static let preludeFunctions: Set<String> = [
        "round_in", "floor_in", "ceil_in", "trunc_in", "value_of", "unit_of", "unit_name", "base_unit_of", "unit_list",
        "from_unixtime_s", "from_unixtime_ms", "from_unixtime_µs", "id", "quantity_cast", "weekday", "get_local_timezone",
        "from_unixtime", "from_julian_date",
        "atan2", "gamma", "fibonacci", "fib", "lucas", "catalan", "hypot2", "hypot3",
        "circle_area", "circle_circumference", "sphere_area", "sphere_volume",
        "is_nan", "is_infinite", "is_finite", "is_zero", "is_nonzero", "is_integer", "is_dimensionless", "has_unit",
        "secant", "cosecant", "cotangent", "asec", "acsc", "acot", "arcsecant", "arccosecant", "arccotangent",
        "sech", "csch", "coth", "asech", "acsch", "acoth",
        "fromcelsius", "fromfahrenheit", "tocelsius", "tofahrenheit",
    ]

    /// The Julian date of 1970-01-01 00:00 UTC.
    static let julianDateOfUnixEpoch = Decimal(string: "2440587.5") ?? 0

    /// The largest index for `fibonacci`, `lucas` and `catalan` (their values stay within the
    /// 38 digits a decimal holds).
    static let sequenceIndexLimit = 180

    /// Evaluates one of `preludeFunctions`, or returns nil for any other name.
    func preludeCall(_ name: String, _ rawArgs: [Value]) throws -> Value? {
        let args = rawArgs.map(\.plain)
        func count(_ n: Int) throws {
            guard args.count == n else { throw CalcError.functionArity(name, n) }
        }
        func real(_ f: (Double) -> Double) throws -> Value {
            try count(1)
            return .number(try DecimalMath.decimal(f(DecimalMath.double(try numberArg(args[0])))))
        }
        switch name {
        case "round_in", "floor_in", "ceil_in", "trunc_in":
            // round_in(cm, 1.234 m) = 123 cm; round_in(0.1 m, 1.234 m) = 1.2 m; round_in(10, 1234) = 1230
            try count(2)
            let (step, unit) = try amountAndUnit(args[0])
            let (x, xUnit) = try amountAndUnit(args[1])
            guard step != 0 else { throw CalcError.divisionByZero }
            let amount = unit.isNone && xUnit.isNone ? x : try convertAmount(x, from: xUnit, to: unit)
            let q = amount / step
            let whole: Decimal =
                switch name {
                case "round_in": DecimalMath.rounded(q, 0, .plain)
                case "floor_in": DecimalMath.rounded(q, 0, .down)
                case "ceil_in": DecimalMath.rounded(q, 0, .up)
                default: q < 0 ? -DecimalMath.rounded(-q, 0, .down) : DecimalMath.rounded(q, 0, .down)
                }
            return unit.isNone ? .number(whole * step) : .quantity(whole * step, unit)
        case "value_of":
            try count(1)
            return .number(try amountAndUnit(args[0]).0)
        case "base_unit_of":
            // the SI base units of the quantity's dimension (`base_unit_of(5 km)` is 1 m)
            try count(1)
            let unit = try amountAndUnit(args[0]).1
            guard let base = Self.siBase(unit.dimension) else { throw CalcError("\(unit.display(amount: 1)) has no SI base unit") }
            return base.isNone ? .number(1) : .quantity(1, base)
        case "unit_list":
            // `5500 m |> unit_list([miles, yards, feet, inches])`: whole amounts of each unit but the last,
            // which takes what is left
            try count(2)
            guard case .list(let items) = args[0], !items.isEmpty else { throw CalcError("unit_list takes a list of units first") }
            let units = try items.map { item -> UnitExpr in
                guard case .quantity(1, let u) = item.plain else { throw CalcError("unit_list takes units, as in [ft, in], not \(item.kindName)") }
                return u
            }
            let (n, u) = try amountAndUnit(args[1])
            var rest = n, from = u
            var parts: [Value] = []
            for (k, unit) in units.enumerated() {
                let amount = try convertAmount(rest, from: from, to: unit)
                let whole = k == units.count - 1 ? amount : DecimalMath.rounded(amount, 0, .down)
                parts.append(.quantity(whole, unit))
                (rest, from) = (amount - whole, unit)
            }
            return .list(parts)
        case "unit_of":
            try count(1)
            let unit = try amountAndUnit(args[0]).1
            return unit.isNone ? .number(1) : .quantity(1, unit)
        case "from_unixtime_s", "from_unixtime_ms", "from_unixtime_µs":
            // numbat's instants from Unix time in seconds, milliseconds or microseconds
            try count(1)
            let divisor: Decimal = name.hasSuffix("_s") ? 1 : (name.hasSuffix("_ms") ? 1000 : 1_000_000)
            let seconds = DecimalMath.double(try numberArg(args[0]) / divisor)
            guard abs(seconds) < 1e12 else { throw CalcError.outOfRange }
            return .date(Date(timeIntervalSince1970: seconds), hasTime: true)
        case "from_unixtime", "from_julian_date":
            // numbat's instants from Unix seconds (a number or a duration) or from a Julian date in days
            try count(1)
            var unix = try seconds(of: args[0]) ?? numberArg(args[0])
            if name == "from_julian_date" {
                let days = seconds(of: args[0]).map { SmallDecimal.quotient($0, 86_400) } ?? unix
                unix = (days - Evaluator.julianDateOfUnixEpoch) * 86_400
            }
            let seconds = DecimalMath.double(unix)
            guard abs(seconds) < Evaluator.dateRangeSeconds else { throw CalcError("date out of range") }
            return .date(Date(timeIntervalSince1970: seconds), hasTime: true)
        case "weekday":
            // numbat's weekday(datetime): the day's name in the options' zone.
            try count(1)
            guard let d = dateValue(args[0]) else { throw CalcError("weekday takes a date, not \(args[0].kindName)") }
            return .text(Vocabulary.weekdayNames[calendar.component(.weekday, from: d) - 1])
        case "get_local_timezone":
            try count(0)
            // Foundation spells UTC several ways (`GMT`, `Etc/UTC`): one name for it.
            let id = options.timeZone.identifier
            return .text(["GMT", "Etc/UTC", "Etc/GMT", "UTC"].contains(id) ? "UTC" : id)
        case "unit_name":
            try count(1)
            let unit = try amountAndUnit(args[0]).1
            if unit.isNone { return .text("") }
            return .text(try AnswerFormatter(options: options, siThreshold: nil).text(.quantity(1, unit), style: .auto).replacingOccurrences(of: "1 ", with: "", options: .anchored))
        case "id":
            try count(1)
            return rawArgs[0]
        case "quantity_cast":
            try count(2)
            return rawArgs[0]
        case "atan2":
            try count(2)
            let (y, yUnit) = try amountAndUnit(args[0])
            let (x, xUnit) = try amountAndUnit(args[1])
            let xs = try convertAmount(x, from: xUnit, to: yUnit)
            return .number(try DecimalMath.decimal(Foundation.atan2(DecimalMath.double(y), DecimalMath.double(xs))))
        case "gamma":
            return try real { tgamma($0) }
        case "fibonacci", "fib", "lucas", "catalan":
            try count(1)
            let x = try numberArg(args[0])
            guard let n = DecimalMath.int(x), Decimal(n) == x, n >= 0 else { throw CalcError.wholeNumberNeeded(name) }
            guard n <= Self.sequenceIndexLimit else { throw CalcError.sequenceIndexLimit(name, Self.sequenceIndexLimit) }
            return .number(Self.sequence(name, n))
        case "hypot2", "hypot3":
            try count(name == "hypot2" ? 2 : 3)
            var sum = try multiply(args[0], args[0])
            for a in args.dropFirst() { sum = try add(sum, try multiply(a, a)) }
            return try call("sqrt", [sum])
        case "circle_area", "circle_circumference", "sphere_area", "sphere_volume":
            try count(1)
            let r = args[0]
            let pi = Decimal(string: "3.14159265358979323846264338327950288") ?? Decimal.pi
            switch name {
            case "circle_area": return try multiply(.number(pi), try multiply(r, r))
            case "circle_circumference": return try multiply(.number(2 * pi), r)
            case "sphere_area": return try multiply(.number(4 * pi), try multiply(r, r))
            default: return try multiply(.number(4 * pi / 3), try multiply(r, try multiply(r, r)))
            }
        case "is_nan", "is_infinite", "is_finite", "is_zero", "is_nonzero", "is_integer", "is_dimensionless":
            try count(1)
            if case .nonFinite(let x) = args[0].plain {
                switch name {
                case "is_nan": return .bool(x.isNaN)
                case "is_infinite": return .bool(x.isInfinite)
                case "is_nonzero": return .bool(true)
                case "is_dimensionless": return .bool(true)
                default: return .bool(false)
                }
            }
            let (x, unit) = try amountAndUnit(args[0])
            switch name {
            case "is_nan": return .bool(x.isNaN)
            case "is_infinite": return .bool(false)
            case "is_finite": return .bool(!x.isNaN)
            case "is_zero": return .bool(x == 0)
            case "is_nonzero": return .bool(x != 0)
            case "is_integer": return .bool(DecimalMath.rounded(x, 0, .down) == x)
            default: return .bool(unit.dimension == .none)
            }
        case "has_unit":
            try count(2)
            return .bool(try amountAndUnit(args[0]).1 == (try amountAndUnit(args[1]).1))
        case "secant", "cosecant", "cotangent":
            let inner = ["secant": "sec", "cosecant": "csc", "cotangent": "cot"][name] ?? "sec"
            return try call(inner, rawArgs)
        case "asec", "arcsecant": return try real { acos(1 / $0) }
        case "acsc", "arccosecant": return try real { asin(1 / $0) }
        case "acot", "arccotangent": return try real { atan(1 / $0) }
        case "sech": return try real { 1 / cosh($0) }
        case "csch": return try real { 1 / sinh($0) }
        case "coth": return try real { 1 / tanh($0) }
        case "asech": return try real { acosh(1 / $0) }
        case "acsch": return try real { asinh(1 / $0) }
        case "acoth": return try real { atanh(1 / $0) }
        case "fromcelsius", "fromfahrenheit":
            try count(1)
            let x = try numberArg(args[0])
            guard let kelvin = UnitTable.lookup("K", rates: rates),
                let from = UnitTable.lookup(name == "fromcelsius" ? "°C" : "°F", rates: rates)
            else { return nil }
            return .quantity(try convertAmount(x, from: UnitExpr(from), to: UnitExpr(kelvin)), UnitExpr(kelvin))
        case "tocelsius", "tofahrenheit":
            try count(1)
            let (x, unit) = try amountAndUnit(args[0])
            guard let to = UnitTable.lookup(name == "tocelsius" ? "°C" : "°F", rates: rates) else { return nil }
            return .number(try convertAmount(x, from: unit, to: UnitExpr(to)))
        default:
            return nil
        }
    }

    /// The amount and unit of a number or quantity (a number has no unit).
    func amountAndUnit(_ v: Value) throws -> (Decimal, UnitExpr) {
        switch v.plain {
        case .quantity(let n, let u): return (n, u)
        default: return (try numberArg(v), .none)
        }
    }

    /// The n-th Fibonacci or Lucas number, or the n-th Catalan number.
    static func sequence(_ name: String, _ n: Int) -> Decimal {
        if name == "catalan" {
            var c: Decimal = 1
            for k in 0..<n { c = c * Decimal(2 * (2 * k + 1)) / Decimal(k + 2) }
            return DecimalMath.rounded(c, 0, .plain)
        }
        var (a, b): (Decimal, Decimal) = name == "lucas" ? (2, 1) : (0, 1)
        for _ in 0..<n { (a, b) = (b, a + b) }
        return a
    }
}
