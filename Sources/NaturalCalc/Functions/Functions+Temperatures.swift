import Foundation

/// Temperatures as functions: numbat's `fahrenheit(30 K)` and `from_celsius`-style helpers.
extension Functions {
    static let temperatures: [CalcFunction] = [
        CalcFunction(["celsius", "fahrenheit", "kelvin"], .exactly(1), described: "one temperature") { e, name, args in
            let unit = name == "celsius" ? UnitTable.celsius : (name == "fahrenheit" ? UnitTable.fahrenheit : UnitTable.kelvin)
            guard case .quantity(_, let u) = args[0].plain, u.dimension == .temperature1 else {
                throw CalcError(.argumentKind(function: name, wanted: .temperature, got: args[0].plain.kindName))
            }
            return try e.convert(args[0].plain, to: .unit(UnitExpr(unit)))
        },
        CalcFunction(["fromcelsius", "fromfahrenheit"], .exactly(1)) { e, name, args in
            let x = try e.numberArg(args[0].plain)
            guard let kelvin = UnitTable.lookup("K", rates: e.rates),
                let from = UnitTable.lookup(name == "fromcelsius" ? "°C" : "°F", rates: e.rates)
            else { throw CalcError(.unknownFunction(name), token: name) }
            return .quantity(try e.convertAmount(x, from: UnitExpr(from), to: UnitExpr(kelvin)), UnitExpr(kelvin))
        },
        CalcFunction(["tocelsius", "tofahrenheit"], .exactly(1)) { e, name, args in
            let (x, unit) = try e.amountAndUnit(args[0].plain)
            guard let to = UnitTable.lookup(name == "tocelsius" ? "°C" : "°F", rates: e.rates) else {
                throw CalcError(.unknownFunction(name), token: name)
            }
            return .number(try e.convertAmount(x, from: unit, to: UnitExpr(to)))
        },
    ]
}
