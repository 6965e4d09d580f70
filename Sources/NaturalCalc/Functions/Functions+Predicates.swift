import Foundation

/// Questions about a value that answer true or false (numbat's `is_finite` …), and `not`.
extension Functions {
    static let predicates: [CalcFunction] = [
        CalcFunction(
            ["is_nan", "is_infinite", "is_finite", "is_zero", "is_nonzero", "is_integer", "is_dimensionless"], .exactly(1)
        ) {
            e, name, args in try e.predicate(name, args[0].plain)
        },
        CalcFunction(["not"], .exactly(1)) { _, _, args in
            guard case .bool(let b) = args[0].plain else {
                throw CalcError(.notNeedsBoolean(args[0].plain.kindName))
            }
            return .bool(!b)
        },
    ]
}

extension Evaluator {
    func predicate(_ name: String, _ v: Value) throws -> Value {
        if case .nonFinite(let x) = v.plain {
            switch name {
            case "is_nan": return .bool(x.isNaN)
            case "is_infinite": return .bool(x.isInfinite)
            case "is_nonzero", "is_dimensionless": return .bool(true)
            default: return .bool(false)
            }
        }
        let (x, unit) = try amountAndUnit(v)
        switch name {
        case "is_nan": return .bool(x.isNaN)
        case "is_infinite": return .bool(false)
        case "is_finite": return .bool(!x.isNaN)
        case "is_zero": return .bool(x == 0)
        case "is_nonzero": return .bool(x != 0)
        case "is_integer": return .bool(DecimalMath.rounded(x, 0, .down) == x)
        default: return .bool(unit.dimension == .none)
        }
    }
}
