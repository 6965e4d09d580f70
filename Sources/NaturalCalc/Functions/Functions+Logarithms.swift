import Foundation

/// Logarithms: `ln`, `log` (base 10, or the base given second), `log2`, `log10`; math.js's
/// `log1p` and `expm1` (ln(1 + x) and eˣ − 1, exact to the last digit for a tiny x).
extension Functions {
    static let logarithms: [CalcFunction] = [
        CalcFunction(["log"], .between(1, 2)) { e, _, args in
            let x = try e.positiveForLogarithm(args[0])
            guard args.count == 2 else { return try e.real(args) { log10($0) } }
            let b = DecimalMath.double(try e.numberArg(args[1].plain))
            guard b > 0, b != 1 else { throw CalcError(.outOfDomain(.logarithmBase)) }
            return .number(try DecimalMath.decimal(Foundation.log(DecimalMath.double(x)) / Foundation.log(b)))
        },
        CalcFunction(["ln"], .exactly(1)) { e, _, args in
            _ = try e.positiveForLogarithm(args[0])
            return try e.real(args) { Foundation.log($0) }
        },
        CalcFunction(["log2"], .exactly(1)) { e, _, args in
            _ = try e.positiveForLogarithm(args[0])
            return try e.real(args) { Foundation.log2($0) }
        },
        CalcFunction(["log10"], .exactly(1)) { e, _, args in
            _ = try e.positiveForLogarithm(args[0])
            return try e.real(args) { Foundation.log10($0) }
        },
        CalcFunction(["log1p"], .exactly(1)) { e, _, args in
            guard try e.fractionArg(args[0]) > -1 else { throw CalcError(.outOfDomain(.log1p)) }
            return try e.real(args) { Foundation.log1p($0) }
        },
        CalcFunction(["expm1"], .exactly(1)) { e, _, args in try e.real(args) { Foundation.expm1($0) } },
    ]
}

extension Evaluator {
    /// The number a logarithm takes, which must be over 0.
    func positiveForLogarithm(_ v: Value) throws -> Decimal {
        let x = try fractionArg(v)
        guard x > 0 else { throw CalcError(.outOfDomain(.logarithm)) }
        return x
    }
}
