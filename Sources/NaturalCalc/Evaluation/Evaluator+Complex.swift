import Foundation

/// Complex numbers, as fend reads them: `i` is the imaginary unit (`3i + 4`, `i^i`, `cis (pi/6)`),
/// and a real function whose answer leaves the real line answers with a complex number
/// (`sqrt(-2)`, `asin 3`, `log10 (-1)`) instead of failing. Sums, differences, products,
/// quotients and whole powers (by repeated squaring; ±1 and ±i by their period) are worked out in
/// Decimal, so `i*i` is exactly -1 and `i^1e30` is 1; everything else in Double through polar form, with parts below
/// `ComplexNumber.negligible` of the magnitude shown as 0 (`cis pi` is -1, not -1 + 1.2e-16i).
extension Evaluator {
    /// The complex parts of a plain number or a complex value; nil for anything else.
    func complexParts(_ v: Value) -> (re: Decimal, im: Decimal)? {
        switch v.plain {
        case .number(let n): return (n, 0)
        case .complex(let re, let im): return (re, im)
        default: return nil
        }
    }

    /// A complex answer, or the plain number when the imaginary part is 0 (`i*i` is `-1`).
    func complexValue(_ re: Decimal, _ im: Decimal) -> Value {
        im == 0 ? .number(re) : .complex(re, im)
    }

    /// `+ - × ÷ ^ == !=` when either side is complex; nil when neither is.
    func complexBinary(_ op: BinaryOp, _ l: Value, _ r: Value) throws -> Value? {
        guard l.isComplex || r.isComplex else { return nil }
        return try complexBinaryParts(op, l, r)
    }

    private func complexBinaryParts(_ op: BinaryOp, _ l: Value, _ r: Value) throws -> Value {
        guard let (a, b) = complexParts(l), let (c, d) = complexParts(r) else {
            throw CalcError(.mismatch(l.kindName, r.kindName))
        }
        switch op {
        case .add: return complexValue(try DecimalMath.checked(a + c), try DecimalMath.checked(b + d))
        case .subtract: return complexValue(try DecimalMath.checked(a - c), try DecimalMath.checked(b - d))
        case .multiply:
            // through `DecimalMath.mul`: a product below Decimal's range is 0 instead of a trap
            let re = DecimalMath.mul(a, c) - DecimalMath.mul(b, d), im = DecimalMath.mul(a, d) + DecimalMath.mul(b, c)
            return complexValue(try DecimalMath.checked(re), try DecimalMath.checked(im))
        case .divide:
            let denominator = c * c + d * d
            guard denominator != 0 else { throw CalcError.divisionByZero }
            return complexValue(
                try DecimalMath.checked(SmallDecimal.quotient(a * c + b * d, denominator)),
                try DecimalMath.checked(SmallDecimal.quotient(b * c - a * d, denominator)))
        case .power:
            if d == 0, DecimalMath.isInteger(c), a != 0 || b != 0 { return try wholePower((a, b), c) }
            if a == 0, b == 0 {
                guard c > 0 else { throw CalcError.divisionByZero }
                return .number(0)
            }
            return try complexResult(try ComplexNumber(exactly: a, b).accuratePower(ComplexNumber(exactly: c, d)))
        case .equal, .notEqual:
            let same = a == c && b == d
            return .bool(same == (op == .equal))
        default:
            throw CalcError(.needsReal)
        }
    }

    /// `z^n` for a whole `n`, exactly: ±1 and ±i by the period of their powers (`i^1e30` is 1),
    /// others by repeated squaring in Decimal up to the exponent budget; a negative `n` is the
    /// reciprocal. A larger exponent of any other number is refused, never approximated.
    private func wholePower(_ z: (re: Decimal, im: Decimal), _ n: Decimal) throws -> Value {
        if (z.re == 0 && abs(z.im) == 1) || (z.im == 0 && abs(z.re) == 1) {
            // i^n cycles every 4 (and -1 every 2): only n mod 4 matters, read exactly from n's digits.
            let four: Decimal = 4
            let r = n - four * DecimalMath.rounded(n / four, 0, .down)
            let k = ((DecimalMath.int(r) ?? 0) % 4 + 4) % 4
            var result: Value = .number(1)
            for _ in 0..<k { result = try complexBinaryParts(.multiply, result, complexValue(z.re, z.im)) }
            return result
        }
        guard let e = DecimalMath.int(n), abs(e) <= options.budget.maxExponent else {
            throw CalcError(
                .complexExponentOverLimit(
                    NumberText(decimalComma: false, grouping: false).format(n, maxPlaces: 0), limit: options.budget.maxExponent))
        }
        var result: Value = .number(1)
        var square = complexValue(z.re, z.im)
        var remaining = abs(e)
        while remaining > 0 {
            if remaining & 1 == 1 { result = try complexBinaryParts(.multiply, result, square) }
            remaining >>= 1
            if remaining > 0 { square = try complexBinaryParts(.multiply, square, square) }
        }
        return e < 0 ? try complexBinaryParts(.divide, .number(1), result) : result
    }

    /// Functions of a complex argument, and real functions whose answer is complex
    /// (`sqrt(-2)`, `asin 3`, `ln(-1)`); nil when the real path answers.
    func complexCall(_ name: String, _ args: [Value]) throws -> Value? {
        guard args.count == 1, let (re, im) = complexParts(args[0]) else { return nil }
        let isComplex = im != 0
        let x = DecimalMath.double(re)
        if !isComplex {
            switch name {
            case "cis": return try complexResult(ComplexNumber.polar(1, x))
            case "re", "real": return .number(re)
            case "im", "imag", "imaginary": return .number(0)
            case "conj", "conjugate": return .number(re)
            case "arg": return .number(try DecimalMath.decimal(re < 0 ? Double.pi : 0))
            case "sqrt" where x < 0, "ln" where x < 0, "log" where x < 0, "log2" where x < 0, "log10" where x < 0,
                "asin" where abs(x) > 1, "acos" where abs(x) > 1, "acosh" where x < 1, "atanh" where abs(x) > 1:
                break
            default: return nil
            }
        }
        let z = ComplexNumber(exactly: re, im)
        switch name {
        case "re", "real": return .number(re)
        case "im", "imag", "imaginary": return .number(im)
        case "conj", "conjugate": return complexValue(re, -im)
        case "abs": return .number(try DecimalMath.decimal(z.magnitude))
        case "arg": return .number(try DecimalMath.decimal(z.argument))
        case "sqrt": return try complexResult(z.power(ComplexNumber(0.5, 0)))
        case "cbrt": return try complexResult(z.power(ComplexNumber(1.0 / 3, 0)))
        case "exp": return try complexResult(z.exp)
        case "cis": return try complexResult(ComplexNumber(0, 1).times(z).exp)
        case "ln": return try complexResult(try z.log())
        case "log", "log10": return try complexResult(try z.log().scaled(1 / M_LN10))
        case "log2": return try complexResult(try z.log().scaled(1 / M_LN2))
        case "sin": return try complexResult(z.sin)
        case "cos": return try complexResult(z.cos)
        case "tan": return try complexResult(try z.sin.divided(by: z.cos))
        case "sinh": return try complexResult(z.sinh)
        case "cosh": return try complexResult(z.cosh)
        case "tanh": return try complexResult(try z.sinh.divided(by: z.cosh))
        case "asin": return try complexResult(try z.asin())
        case "acos": return try complexResult(ComplexNumber(Double.pi / 2, 0).minus(try z.asin()))
        case "asinh": return try complexResult(try z.asinh())
        case "acosh": return try complexResult(try z.acosh())
        case "atanh":
            // A real number past ±1 lies on the branch cut: the imaginary part is +π/2 on both sides (fend's value).
            if !isComplex {
                return .complex(try DecimalMath.decimal(Foundation.atanh(1 / x)), try DecimalMath.decimal(Double.pi / 2))
            }
            return try complexResult(try z.atanh())
        case "atan": return try complexResult(try z.atan())
        default: throw CalcError(.functionNeedsReal(name))
        }
    }

    /// A Double complex answer as a value, with negligible parts shown as 0.
    private func complexResult(_ z: ComplexNumber) throws -> Value {
        let cleaned = z.withoutNegligibleParts
        return complexValue(try DecimalMath.decimal(cleaned.re), try DecimalMath.decimal(cleaned.im))
    }
}

/// A complex number in Double, for the functions Decimal has no form of.
struct ComplexNumber {
    /// A part smaller than this fraction of the magnitude is rounding noise.
    static let negligible = 1e-14

    var re: Double
    var im: Double

    init(_ re: Double, _ im: Double) {
        self.re = re
        self.im = im
    }

    init(exactly re: Decimal, _ im: Decimal) {
        self.init(DecimalMath.double(re), DecimalMath.double(im))
    }

    static func polar(_ r: Double, _ theta: Double) -> ComplexNumber {
        ComplexNumber(r * Foundation.cos(theta), r * Foundation.sin(theta))
    }

    var magnitude: Double { hypot(re, im) }
    var argument: Double { atan2(im, re) }

    var withoutNegligibleParts: ComplexNumber {
        let limit = magnitude * ComplexNumber.negligible
        return ComplexNumber(abs(re) < limit ? 0 : re, abs(im) < limit ? 0 : im)
    }

    func plus(_ o: ComplexNumber) -> ComplexNumber { ComplexNumber(re + o.re, im + o.im) }
    func minus(_ o: ComplexNumber) -> ComplexNumber { ComplexNumber(re - o.re, im - o.im) }
    func times(_ o: ComplexNumber) -> ComplexNumber { ComplexNumber(re * o.re - im * o.im, re * o.im + im * o.re) }
    func scaled(_ k: Double) -> ComplexNumber { ComplexNumber(re * k, im * k) }

    func divided(by o: ComplexNumber) throws -> ComplexNumber {
        let d = o.re * o.re + o.im * o.im
        guard d != 0 else { throw CalcError.divisionByZero }
        return ComplexNumber((re * o.re + im * o.im) / d, (im * o.re - re * o.im) / d)
    }

    var exp: ComplexNumber { ComplexNumber.polar(Foundation.exp(re), im) }

    /// The principal logarithm.
    func log() throws -> ComplexNumber {
        guard re != 0 || im != 0 else { throw CalcError(.outOfDomain(.logarithmOfZero)) }
        return ComplexNumber(Foundation.log(magnitude), argument)
    }

    /// Largest angle (radians) a power's polar form may turn through: past it a Double's 16 digits
    /// leave fewer than 10 correct places in the angle, so the answer's digits would be noise.
    static let maxAccurateAngle = 1e6

    /// The principal value of self^w, refused when the polar form cannot hold its digits: the
    /// angle `Im(w·ln z)` past `maxAccurateAngle` (`(0.6+0.8i)^1e30`), or a magnitude out of range.
    func accuratePower(_ w: ComplexNumber) throws -> ComplexNumber {
        let exponent = try log().times(w)
        guard abs(exponent.im) <= ComplexNumber.maxAccurateAngle, exponent.im.isFinite else {
            throw CalcError(.complexPowerRevolutions)
        }
        guard exponent.re < 293 else { throw CalcError.outOfRange }
        return exponent.exp
    }

    /// The principal value of self^w.
    func power(_ w: ComplexNumber) -> ComplexNumber {
        if re == 0 && im == 0 { return ComplexNumber(0, 0) }
        return (try? log().times(w).exp) ?? ComplexNumber(0, 0)
    }

    var sin: ComplexNumber { ComplexNumber(Foundation.sin(re) * Foundation.cosh(im), Foundation.cos(re) * Foundation.sinh(im)) }
    var cos: ComplexNumber { ComplexNumber(Foundation.cos(re) * Foundation.cosh(im), -Foundation.sin(re) * Foundation.sinh(im)) }
    var sinh: ComplexNumber { ComplexNumber(Foundation.sinh(re) * Foundation.cos(im), Foundation.cosh(re) * Foundation.sin(im)) }
    var cosh: ComplexNumber { ComplexNumber(Foundation.cosh(re) * Foundation.cos(im), Foundation.sinh(re) * Foundation.sin(im)) }

    private static let i = ComplexNumber(0, 1)
    private static let one = ComplexNumber(1, 0)

    /// asin z = -i·ln(iz + √(1 − z²)).
    func asin() throws -> ComplexNumber {
        let root = ComplexNumber.one.minus(times(self)).power(ComplexNumber(0.5, 0))
        return try ComplexNumber.i.times(self).plus(root).log().times(ComplexNumber(0, -1))
    }

    /// atan z = (i/2)·(ln(1 − iz) − ln(1 + iz)).
    func atan() throws -> ComplexNumber {
        let iz = ComplexNumber.i.times(self)
        return try ComplexNumber.one.minus(iz).log().minus(ComplexNumber.one.plus(iz).log()).times(ComplexNumber(0, 0.5))
    }

    /// asinh z = ln(z + √(z² + 1)).
    func asinh() throws -> ComplexNumber {
        try plus(times(self).plus(ComplexNumber.one).power(ComplexNumber(0.5, 0))).log()
    }

    /// acosh z = ln(z + √(z + 1)·√(z − 1)).
    func acosh() throws -> ComplexNumber {
        let roots = plus(ComplexNumber.one).power(ComplexNumber(0.5, 0)).times(
            minus(ComplexNumber.one).power(ComplexNumber(0.5, 0)))
        return try plus(roots).log()
    }

    /// atanh z = (ln(1 + z) − ln(1 − z)) / 2.
    func atanh() throws -> ComplexNumber {
        try ComplexNumber.one.plus(self).log().minus(ComplexNumber.one.minus(self).log()).scaled(0.5)
    }
}
