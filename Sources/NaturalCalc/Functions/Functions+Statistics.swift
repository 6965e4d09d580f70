import Foundation

/// Functions of several values or of one list: `min`, `max`, `sum`, `average`, `median`, `gcd`,
/// `lcm`.
extension Functions {
    static let statistics: [CalcFunction] = [
        CalcFunction(["min", "max"], .atLeast(1), .spread) { e, name, args in
            try e.evalPhrase(name == "max" ? .larger : .smaller, args.map { Expr.valueLiteral($0) })
        },
        CalcFunction(["gcd"], .atLeast(1), .spread) { e, _, args in try e.evalPhrase(.gcd, args.map { Expr.valueLiteral($0) }) },
        CalcFunction(["lcm"], .atLeast(1), .spread) { e, _, args in try e.evalPhrase(.lcm, args.map { Expr.valueLiteral($0) }) },
        CalcFunction(["median"], .atLeast(1), .spread) { e, _, args in
            try e.evalPhrase(.median, args.map { Expr.valueLiteral($0) })
        },
        CalcFunction(["sum", "total"], .atLeast(1), .spread) { e, _, args in
            try e.evalPhrase(.sum, args.map { Expr.valueLiteral($0) })
        },
        // `mean d6` is the expected value of dice
        CalcFunction(["average", "avg", "mean"], .atLeast(1), .spread) { e, _, args in
            if args.count == 1, case .distribution(let d) = args[0].plain { return .number(try d.mean()) }
            return try e.evalPhrase(.average, args.map { Expr.valueLiteral($0) })
        },
    ]
}
