import Foundation

/// Circular functions in radians (or an angle's unit), their `…d` forms in degrees, the
/// reciprocals (Soulver 3.4's `cot`, `sec`, `csc`; numbat's `secant`, `asec` …) and the inverses.
extension Functions {
    static let trigonometry: [CalcFunction] = [
        CalcFunction(["sin", "cos", "tan", "sind", "cosd", "tand"], .exactly(1)) { e, name, args in
            var radians: Double
            if case .quantity(let n, let u) = args[0].plain, u.dimension == .angle1 {
                radians = DecimalMath.double(try e.convertAmount(n, from: u, to: UnitExpr(UnitDef("rad", "rad", .angle1, 1))))
            } else {
                radians = DecimalMath.double(try e.fractionArg(args[0]))
                if name.hasSuffix("d") { radians *= .pi / 180 }
            }
            let base = name.hasSuffix("d") ? String(name.dropLast()) : name
            let value = base == "sin" ? sin(radians) : (base == "cos" ? cos(radians) : tan(radians))
            return .number(try DecimalMath.decimal(abs(value) < 1e-15 ? 0 : value))
        },
        CalcFunction(["asin", "acos", "atan", "asind", "acosd", "atand"], .exactly(1)) { e, name, args in
            let x = DecimalMath.double(try e.fractionArg(args[0]))
            let base = name.hasSuffix("d") ? String(name.dropLast()) : name
            let r = base == "asin" ? asin(x) : (base == "acos" ? acos(x) : atan(x))
            return .number(try DecimalMath.decimal(name.hasSuffix("d") ? r * 180 / .pi : r))
        },
        CalcFunction(["cot", "sec", "csc", "cotd", "secd", "cscd"], .exactly(1)) { e, name, args in
            // 1/tan, 1/cos, 1/sin
            let degrees = name.hasSuffix("d") && name.count == 4
            let base = degrees ? String(name.dropLast()) : name
            let inner = ["cot": "tan", "sec": "cos", "csc": "sin"][base] ?? "tan"
            return try e.divide(.number(1), try e.call(degrees ? inner + "d" : inner, args))
        },
        CalcFunction(["secant", "cosecant", "cotangent"], .exactly(1)) { e, name, args in
            try e.call(["secant": "sec", "cosecant": "csc", "cotangent": "cot"][name] ?? "sec", args)
        },
        CalcFunction(["asec", "arcsecant"], .exactly(1)) { e, _, args in try e.preludeReal(args) { acos(1 / $0) } },
        CalcFunction(["acsc", "arccosecant"], .exactly(1)) { e, _, args in try e.preludeReal(args) { asin(1 / $0) } },
        CalcFunction(["acot", "arccotangent"], .exactly(1)) { e, _, args in try e.preludeReal(args) { atan(1 / $0) } },
        CalcFunction(["atan2"], .exactly(2)) { e, _, args in
            let (y, yUnit) = try e.amountAndUnit(args[0].plain)
            let (x, xUnit) = try e.amountAndUnit(args[1].plain)
            let xs = try e.convertAmount(x, from: xUnit, to: yUnit)
            return .number(try DecimalMath.decimal(Foundation.atan2(DecimalMath.double(y), DecimalMath.double(xs))))
        },
    ]
}
