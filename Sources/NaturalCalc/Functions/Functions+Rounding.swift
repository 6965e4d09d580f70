import Foundation

/// Rounding to places (`round(pi, 4)`) and numbat's rounding to a unit or a step (`round_in(cm, 1.234 m)`).
extension Functions {
    static let rounding: [CalcFunction] = [
        CalcFunction(["round", "floor", "ceil", "ceiling"], .between(1, 2)) { e, name, args in
            let places = args.count == 2 ? (DecimalMath.int(try e.numberArg(args[1].plain)) ?? 0) : 0
            let mode: NSDecimalNumber.RoundingMode = name == "round" ? .plain : (name == "floor" ? .down : .up)
            guard (-30...30).contains(places) else { throw CalcError(.roundingPlaces) }
            // The places asked for are shown even past the display precision (`round(pi, 4)` → 3.1416).
            func shown(_ v: Value) -> Value { places > 0 ? .styled(v, .upToPlaces(places)) : v }
            switch args[0].plain {
            case .quantity(let n, let u): return shown(.quantity(DecimalMath.rounded(n, places, mode), u))
            case .percent(let p): return .percent(DecimalMath.rounded(p, places, mode))  // `round(12.5%)` is 13%
            default: return shown(.number(DecimalMath.rounded(try e.fractionArg(args[0]), places, mode)))
            }
        },
        CalcFunction(["round_in", "floor_in", "ceil_in", "trunc_in"], .exactly(2)) { e, name, args in
            // round_in(cm, 1.234 m) = 123 cm; round_in(0.1 m, 1.234 m) = 1.2 m; round_in(10, 1234) = 1230
            let (step, unit) = try e.amountAndUnit(args[0].plain)
            let (x, xUnit) = try e.amountAndUnit(args[1].plain)
            guard step != 0 else { throw CalcError.divisionByZero }
            let amount = unit.isNone && xUnit.isNone ? x : try e.convertAmount(x, from: xUnit, to: unit)
            let q = amount / step
            let whole: Decimal =
                switch name {
                case "round_in": DecimalMath.rounded(q, 0, .plain)
                case "floor_in": DecimalMath.rounded(q, 0, .down)
                case "ceil_in": DecimalMath.rounded(q, 0, .up)
                default: q < 0 ? -DecimalMath.rounded(-q, 0, .down) : DecimalMath.rounded(q, 0, .down)
                }
            return unit.isNone ? .number(whole * step) : .quantity(whole * step, unit)
        },
    ]
}
