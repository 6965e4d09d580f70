import Foundation

/// Powers, roots and the arithmetic of whole values: `sqrt`, `cbrt`, `root`, `sqr`, `exp`, `abs`,
/// `twice`, `factorial`, `mod`, `int`, `trunc`, `fract`, `gamma`.
extension Functions {
    static let powers: [CalcFunction] = [
        CalcFunction(["sqrt"], .exactly(1)) { e, _, args in
            if case .quantity(let n, let u) = args[0].plain { return try e.root(n, u, 2) }
            guard try e.fractionArg(args[0]) >= 0 else { throw CalcError(.outOfDomain(.squareRoot)) }
            return try e.real(args) { $0.squareRoot() }
        },
        CalcFunction(["cbrt"], .exactly(1)) { e, _, args in
            if case .quantity(let n, let u) = args[0].plain { return try e.root(n, u, 3) }
            return try e.real(args) { Foundation.cbrt($0) }
        },
        CalcFunction(["root"], .exactly(2), isWord: false) { e, _, args in
            let n = DecimalMath.double(try e.numberArg(args[0].plain)), x = DecimalMath.double(try e.numberArg(args[1].plain))
            guard n != 0 else { throw CalcError.divisionByZero }
            return .number(try DecimalMath.decimal(Foundation.pow(x, 1 / n)))
        },
        CalcFunction(["sqr"], .exactly(1)) { e, _, args in try e.multiply(args[0], args[0]) },
        CalcFunction(["exp"], .exactly(1)) { e, _, args in try e.real(args) { Foundation.exp($0) } },
        CalcFunction(["abs"], .exactly(1)) { e, _, args in
            switch args[0].plain {
            case .quantity(let n, let u): return .quantity(Swift.abs(n), u)
            case .percent(let p): return .percent(Swift.abs(p))
            default: return .number(Swift.abs(try e.fractionArg(args[0])))
            }
        },
        CalcFunction(["twice", "thrice"], .exactly(1)) { e, name, args in
            try e.binary(.multiply, .number(name == "twice" ? 2 : 3), args[0])
        },
        CalcFunction(["factorial", "fact"], .exactly(1)) { e, _, args in
            .number(try DecimalMath.factorial(try e.fractionArg(args[0]), budget: e.options.budget))
        },
        CalcFunction(["mod"], .exactly(2)) { e, _, args in try e.floorRemainder(args[0].plain, args[1].plain) },
        CalcFunction(["int"], .exactly(1)) { e, _, args in .number(DecimalMath.rounded(try e.fractionArg(args[0]), 0, .down)) },
        CalcFunction(["trunc", "truncate", "fract"], .exactly(1)) { e, name, args in
            // toward zero (numbat's trunc), and what is left after it (fract)
            let x = try e.fractionArg(args[0])
            let whole = x < 0 ? -DecimalMath.rounded(-x, 0, .down) : DecimalMath.rounded(x, 0, .down)
            return .number(name == "fract" ? x - whole : whole)
        },
        CalcFunction(["gamma"], .exactly(1)) { e, _, args in try e.preludeReal(args) { tgamma($0) } },
    ]
}

extension Evaluator {
    /// numbat's mod(a, b): the remainder with the sign of b (a - b·floor(a/b)); amounts of one
    /// kind in the first one's unit (`mod(235 cm, 1 m)` is 35 cm).
    func floorRemainder(_ x: Value, _ y: Value) throws -> Value {
        var unit = UnitExpr.none
        let a: Decimal, b: Decimal
        if case .quantity(let p, let ux) = x, case .quantity(let q, let uy) = y {
            (a, b, unit) = (p, try convertAmount(q, from: uy, to: ux), ux)
        } else {
            (a, b) = (try numberArg(x), try numberArg(y))
        }
        guard b != 0 else { throw CalcError.divisionByZero }
        return quantity(a - b * DecimalMath.rounded(a / b, 0, .down), unit)
    }
}
