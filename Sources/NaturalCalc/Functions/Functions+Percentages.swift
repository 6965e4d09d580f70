import Foundation

/// Percentage changes as functions: `percentage_change(a, b)`, `increase_by(10%, x)`, `decrease_by`.
extension Functions {
    static let percentages: [CalcFunction] = [
        CalcFunction(["percentage_change"], .exactly(2)) { e, _, args in
            .percent(((try e.ratio(args[1].plain, args[0].plain)) - 1) * 100)
        },
        CalcFunction(["increase_by", "decrease_by"], .exactly(2), described: "a percentage and a value") { e, name, args in
            let f = try e.fraction(args[0].plain)
            return try e.scale(args[1].plain, by: name == "increase_by" ? 1 + f : 1 - f)
        },
    ]
}
