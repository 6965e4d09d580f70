import Foundation

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
                throw CalcError(.rootOfDimension(name, unit: u.display(amount: 2)))
            }
            amount = try convertAmount(n, from: u, to: base)
            unit = base
        }
        guard n >= 0 else { throw CalcError(.rootOfNegative(name)) }
        let x = DecimalMath.double(amount)
        let r = k == 2 ? x.squareRoot() : cbrt(x)
        return .quantity(
            try DecimalMath.decimal(r), UnitExpr(terms: unit.terms.map { UnitExpr.Term(unit: $0.unit, power: $0.power / k) }))
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
