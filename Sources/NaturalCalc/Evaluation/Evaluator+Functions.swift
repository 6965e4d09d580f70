import Foundation

extension Evaluator {
    func call(_ name: String, _ rawArgs: [Value]) throws -> Value {
        if let v = try diceCall(name, rawArgs) { return v }
        if let v = try higherOrderCall(name, rawArgs) { return v }
        if let v = try listCall(name, rawArgs) { return v }
        if let v = try stringCall(name, rawArgs) { return v }
        let args = rawArgs.map(\.plain)
        if let z = try complexCall(name, args) { return z }
        func one() throws -> Decimal {
            guard args.count == 1 || (args.count == 2 && ["round", "floor", "ceil", "ceiling", "log"].contains(name)) else {
                throw CalcError("\(name) takes one value, not \(args.count)")
            }
            // A percentage is its fraction to a mathematical function (`sin (1%)` is sin 0.01, as in fend).
            if case .percent(let p) = args[0] { return SmallDecimal.quotient(p, 100) }
            return try numberArg(args[0])
        }
        func real(_ f: (Double) -> Double) throws -> Value {
            .number(try DecimalMath.decimal(f(DecimalMath.double(try one()))))
        }
        switch name {
        case "calendar_add", "calendar_sub":
            // numbat's `calendar_add(date, 3 months)`: calendar arithmetic, as `+` and `-` do.
            guard args.count == 2 else { throw CalcError("\(name) takes a date and a duration") }
            return name == "calendar_add" ? try add(args[0], args[1]) : try subtract(args[0], args[1])
        case "sqrt":
            if case .quantity(let n, let u) = args.first { return try root(n, u, 2) }
            let x = try one()
            guard x >= 0 else { throw CalcError("cannot take the square root of a negative number") }
            return try real { $0.squareRoot() }
        case "twice", "thrice":
            guard rawArgs.count == 1 else { throw CalcError.functionArity(name, 1) }
            return try binary(.multiply, .number(name == "twice" ? 2 : 3), rawArgs[0])
        case "cbrt":
            if case .quantity(let n, let u) = args.first { return try root(n, u, 3) }
            return try real { cbrt($0) }
        case "root":
            guard args.count == 2 else { throw CalcError("root takes two values") }
            let n = DecimalMath.double(try numberArg(args[0])), x = DecimalMath.double(try numberArg(args[1]))
            guard n != 0 else { throw CalcError.divisionByZero }
            return .number(try DecimalMath.decimal(pow(x, 1 / n)))
        case "abs":
            if case .quantity(let n, let u) = args.first { return .quantity(abs(n), u) }
            if case .percent(let p) = args.first { return .percent(abs(p)) }
            return .number(abs(try one()))
        case "round", "floor", "ceil", "ceiling":
            let places = args.count == 2 ? (DecimalMath.int(try numberArg(args[1])) ?? 0) : 0
            let mode: NSDecimalNumber.RoundingMode = name == "round" ? .plain : (name == "floor" ? .down : .up)
            guard (-30...30).contains(places) else { throw CalcError("too many decimal places") }
            // The places asked for are shown even past the display precision (`round(pi, 4)` → 3.1416).
            func shown(_ v: Value) -> Value { places > 0 ? .styled(v, .upToPlaces(places)) : v }
            if case .quantity(let n, let u) = args.first { return shown(.quantity(DecimalMath.rounded(n, places, mode), u)) }
            if case .percent(let p) = args.first { return .percent(DecimalMath.rounded(p, places, mode)) }  // `round(12.5%)` is 13%
            return shown(.number(DecimalMath.rounded(try one(), places, mode)))
        case "ln", "log", "log2", "log10":
            let x = try one()
            guard x > 0 else { throw CalcError("logarithms need a positive number") }
            if name == "log", args.count == 2 {
                let b = DecimalMath.double(try numberArg(args[1]))
                guard b > 0, b != 1 else { throw CalcError("the logarithm base must be positive and not 1") }
                return .number(try DecimalMath.decimal(log(DecimalMath.double(x)) / log(b)))
            }
            return try real(name == "ln" ? { Foundation.log($0) } : (name == "log2" ? { log2($0) } : { log10($0) }))
        case "exp": return try real { Foundation.exp($0) }
        case "asinh": return try real { Foundation.asinh($0) }
        case "acosh":
            guard try one() >= 1 else { throw CalcError("acosh needs a number of at least 1") }
            return try real { Foundation.acosh($0) }
        case "atanh":
            guard abs(try one()) < 1 else { throw CalcError("atanh needs a number between -1 and 1") }
            return try real { Foundation.atanh($0) }
        case "sqr": return try multiply(rawArgs.first ?? .number(0), rawArgs.first ?? .number(0))
        case "trunc", "truncate", "fract":
            // toward zero (numbat's trunc), and what is left after it (fract)
            let x = try one()
            let whole = x < 0 ? -DecimalMath.rounded(-x, 0, .down) : DecimalMath.rounded(x, 0, .down)
            return .number(name == "fract" ? x - whole : whole)
        case "mod":
            // numbat's mod(a, b): the remainder with the sign of b (a - b·floor(a/b)); amounts of one
            // kind in the first one's unit (`mod(235 cm, 1 m)` is 35 cm)
            guard args.count == 2 else { throw CalcError("mod takes two values") }
            var unit = UnitExpr.none
            let a: Decimal, b: Decimal
            if case .quantity(let x, let ux) = args[0], case .quantity(let y, let uy) = args[1] {
                (a, b, unit) = (x, try convertAmount(y, from: uy, to: ux), ux)
            } else {
                (a, b) = (try numberArg(args[0]), try numberArg(args[1]))
            }
            guard b != 0 else { throw CalcError.divisionByZero }
            return quantity(a - b * DecimalMath.rounded(a / b, 0, .down), unit)
        case "base":
            // numbat's `42 |> base(3)` = base(3, 42): the digits in that base
            guard args.count == 2, let b = DecimalMath.int(try numberArg(args[0])), (2...36).contains(b),
                Decimal(b) == (try numberArg(args[0]))
            else { throw CalcError("a base is a whole number from 2 to 36") }
            return try convert(.number(try numberArg(args[1])), to: .base(b))
        case "binom", "falling_factorial":
            // numbat's binom(n, k) = n choose k, falling_factorial(n, k) = n!/(n-k)!; 0 when k > n
            guard args.count == 2 else { throw CalcError("\(name) takes two values") }
            let n = try numberArg(args[0]), k = try numberArg(args[1])
            if let whole = DecimalMath.int(k), Decimal(whole) == k, !(DecimalMath.int(n).map { Decimal($0) == n && $0 >= 0 } ?? false) || whole < 0 {
                // numbat's general form: any n, a whole k (binom(1.5, 2) = 0.375; binom(n, -1) = 0)
                if whole < 0, name == "binom" { return .number(0) }
                if whole >= 0 { return .number(try DecimalMath.fallingProduct(n, whole, divided: name == "binom")) }
            }
            if k > n, n >= 0, k >= 0 { return .number(0) }
            return .number(try DecimalMath.choose(n, k, permute: name == "falling_factorial"))
        case "cot", "sec", "csc", "cotd", "secd", "cscd":
            // Soulver 3.4's reciprocal functions: 1/tan, 1/cos, 1/sin.
            let degrees = name.hasSuffix("d") && name.count == 4
            let base = degrees ? String(name.dropLast()) : name
            let inner = ["cot": "tan", "sec": "cos", "csc": "sin"][base] ?? "tan"
            let v = try call(degrees ? inner + "d" : inner, rawArgs)
            return try divide(.number(1), v)
        case "sin", "cos", "tan", "sind", "cosd", "tand":
            guard args.count == 1 else { throw CalcError("\(name) takes one value") }
            var radians: Double
            if case .quantity(let n, let u) = args[0], u.dimension == .angle1 {
                radians = DecimalMath.double(try convertAmount(n, from: u, to: UnitExpr(UnitDef("rad", "rad", .angle1, 1))))
            } else {
                radians = DecimalMath.double(try one())
                if name.hasSuffix("d") { radians *= .pi / 180 }
            }
            let base = name.hasSuffix("d") ? String(name.dropLast()) : name
            let value = base == "sin" ? sin(radians) : (base == "cos" ? cos(radians) : tan(radians))
            return .number(try DecimalMath.decimal(abs(value) < 1e-15 ? 0 : value))
        case "asin", "acos", "atan", "asind", "acosd", "atand":
            let x = DecimalMath.double(try one())
            let base = name.hasSuffix("d") ? String(name.dropLast()) : name
            let r = base == "asin" ? asin(x) : (base == "acos" ? acos(x) : atan(x))
            return .number(try DecimalMath.decimal(name.hasSuffix("d") ? r * 180 / .pi : r))
        case "sinh": return try real { sinh($0) }
        case "cosh": return try real { cosh($0) }
        case "tanh": return try real { tanh($0) }
        case "min", "max":
            guard !args.isEmpty else { throw CalcError("\(name) needs at least one value") }
            return try evalPhrase(name == "max" ? .larger : .smaller, rawArgs.map { Expr.valueLiteral($0) })
        case "gcd", "lcm", "average", "avg", "mean", "median", "sum", "total":
            guard !args.isEmpty else { throw CalcError("\(name) needs at least one value") }
            let p: Phrase =
                switch name {
                case "gcd": .gcd
                case "lcm": .lcm
                case "median": .median
                case "sum", "total": .sum
                default: .average
                }
            return try evalPhrase(p, rawArgs.map { Expr.valueLiteral($0) })
        case "factorial", "fact": return .number(try DecimalMath.factorial(try one(), budget: options.budget))
        case "rgb": return try rgb(rawArgs)
        case "celsius", "fahrenheit", "kelvin":
            // numbat's `fahrenheit(30 K)`: a temperature in that scale.
            guard args.count == 1 else { throw CalcError("\(name) takes one temperature") }
            let unit = name == "celsius" ? UnitTable.celsius : (name == "fahrenheit" ? UnitTable.fahrenheit : UnitTable.kelvin)
            guard case .quantity(_, let u) = args[0], u.dimension == .temperature1 else {
                throw CalcError("\(name) takes a temperature, not \(args[0].kindName)")
            }
            return try convert(args[0], to: .unit(UnitExpr(unit)))
        case "not":
            guard args.count == 1, case .bool(let b) = args[0] else {
                throw CalcError("'not' needs true/false, not \(args.first?.kindName ?? "nothing")")
            }
            return .bool(!b)
        case "hex": return try convert(.number(try one()), to: .hex)
        case "bin": return try convert(.number(try one()), to: .binary)
        case "oct": return try convert(.number(try one()), to: .octal)
        case "int": return .number(DecimalMath.rounded(try one(), 0, .down))
        case "percentage_change":
            guard args.count == 2 else { throw CalcError("percentage_change takes two values") }
            return .percent(((try ratio(args[1], args[0])) - 1) * 100)
        case "increase_by", "decrease_by":
            guard args.count == 2 else { throw CalcError("\(name) takes a percentage and a value") }
            let f = try fraction(args[0])
            return try scale(args[1], by: name == "increase_by" ? 1 + f : 1 - f)
        default:
            if let v = try preludeCall(name, rawArgs) { return v }
            throw CalcError("unknown function '\(name)'", token: name)
        }
    }
}

extension Expr {
    /// Wraps an already computed value so phrase helpers can take it as an argument.
    static func valueLiteral(_ v: Value) -> Expr {
        switch v.plain {
        case .number(let n): return .number(n, .decimal, scaled: false)
        case .percent(let p): return .percent(.number(p, .decimal, scaled: false))
        case .quantity(let n, let u): return .withUnit(.number(n, .decimal, scaled: false), u)
        default: return .number(0, .decimal, scaled: false)
        }
    }
}

extension Evaluator {
    /// The square or cube root of an amount: each unit's power divided (`sqrt(4 m²)` is 2 m), or,
    /// when a unit's power does not divide, the amount in SI base units first (`sqrt(4 are)` is
    /// 20 m, `cbrt(8 L)` is 0.2 m).
    func root(_ n: Decimal, _ u: UnitExpr, _ k: Int) throws -> Value {
        let name = k == 2 ? "square" : "cube"
        var amount = n, unit = u
        if !u.terms.allSatisfy({ $0.power % k == 0 }) {
            guard let base = Self.siBase(u.dimension), base.terms.allSatisfy({ $0.power % k == 0 }), u.currency == nil else {
                throw CalcError("cannot take the \(name) root of \(u.display(amount: 2)): its dimension has no \(name) root")
            }
            amount = try convertAmount(n, from: u, to: base)
            unit = base
        }
        guard n >= 0 else { throw CalcError("cannot take the \(name) root of a negative amount") }
        let x = DecimalMath.double(amount)
        let r = k == 2 ? x.squareRoot() : cbrt(x)
        return .quantity(try DecimalMath.decimal(r), UnitExpr(terms: unit.terms.map { UnitExpr.Term(unit: $0.unit, power: $0.power / k) }))
    }

    /// A dimension in SI base units (m, kg, s, K, A, mol, cd; bytes for data), or nil when a part
    /// of it has none (angles, money, frames).
    static func siBase(_ d: Dimension) -> UnitExpr? {
        guard d.angle == 0, d.money == 0, d.frames == 0 else { return nil }
        let powers = [d.length, d.mass, d.time, d.temperature, d.current, d.amount, d.luminosity, d.data]
        var terms: [UnitExpr.Term] = []
        for (power, unit) in zip(powers, baseUnits) where power != 0 {
            guard let unit else { return nil }
            terms.append(UnitExpr.Term(unit: unit, power: Int(power)))
        }
        return UnitExpr(terms: terms)
    }

    /// The SI base units, in the order `siBase` reads a dimension's parts, looked up once.
    private static let baseUnits: [UnitDef?] = ["m", "kg", "s", "K", "A", "mol", "cd", "B"].map {
        ScientificUnits.lookup($0, lower: $0.lowercased()) ?? UnitTable.lookup($0, rates: .builtIn)
    }
}

extension Evaluator {
    /// An answer whose unit grew to three or more parts is shown in SI base units when they are
    /// fewer (`ℏ gravitational_constant` is m⁵/s³, not J·m³/s·kg); a unit the user converted to stays.
    func simplified(_ v: Value, expr: Expr) throws -> Value {
        guard case .quantity(let n, let u) = v, u.terms.count >= 3, u.currency == nil else { return v }
        if case .convert = expr { return v }
        guard let base = Self.siBase(u.dimension), base.terms.count < u.terms.count else { return v }
        return .quantity(try convertAmount(n, from: u, to: base), base)
    }
}
