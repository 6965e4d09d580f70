import Foundation

extension PhraseTable {
    /// The word that joins a list's last item (`1, 2 and 3`).
    static let listJoiner = "and"

    /// Statistics over lists: `sum of 1, 2 and 3`, `average of …`, `larger of 3 and 5`,
    /// `midpoint between 2 and 8`, `clamp 12 between 1 and 10`.
    static let statistics = PhraseFamily(
        name: "statistics",
        rewrites: [
            Rewrite(words: ["standard", "deviation"], replacement: .word("stddev")),
            Rewrite(words: ["std", "dev"], replacement: .word("stddev")),
            Rewrite(words: ["random", "number"], replacement: .word("random")),
        ],
        leading: [
            "larger": .list(.larger, orVariable: false), "greater": .list(.larger, orVariable: false),
            "max": .list(.larger, orVariable: false),
            "smaller": .list(.smaller, orVariable: false), "lesser": .list(.smaller, orVariable: false),
            "min": .list(.smaller, orVariable: false),
            "average": .list(.average, orVariable: true), "mean": .list(.average, orVariable: true),
            "avg": .list(.average, orVariable: false),
            "median": .list(.median, orVariable: false),
            "sum": .list(.sum, orVariable: true), "total": .list(.sum, orVariable: true),
            "count": .list(.count, orVariable: false),
            "stddev": .list(.declared("stddev"), orVariable: false), "stdev": .list(.declared("stddev"), orVariable: false),
            "midpoint": .between(.midpoint, subject: false), "halfway": .between(.midpoint, subject: false),
            "clamp": .between(.clamp, subject: true),
            "random": .between(.declared("random"), subject: false),
            "roll": .prefixCall,
        ],
        computations: ["stddev": standardDeviation, "random": randomBetween],
        wordLists: [[listJoiner]]
    )

    /// `random number between 1 and 5`: a whole number from the lower bound to the upper, both
    /// included, drawn from the evaluation's seeded generator. Bounds are whole numbers of at most 15 digits.
    @Sendable private static func randomBetween(_ e: Evaluator, _ values: [Value]) throws -> Value {
        guard values.count == 2 else { throw CalcError(.expectedRandomBetween) }
        let a = try e.numberArg(values[0]), b = try e.numberArg(values[1])
        let limit: Decimal = 1_000_000_000_000_000
        guard DecimalMath.isInteger(a), DecimalMath.isInteger(b), abs(a) < limit, abs(b) < limit else {
            throw CalcError(.randomBounds(a, b))
        }
        let lo = min(NSDecimalNumber(decimal: a).int64Value, NSDecimalNumber(decimal: b).int64Value)
        let hi = max(NSDecimalNumber(decimal: a).int64Value, NSDecimalNumber(decimal: b).int64Value)
        let n = Int64.random(in: lo...hi, using: &e.random)
        return .number(Decimal(n))
    }

    /// `standard deviation of 2, 4, 4, 4, 5, 5, 7, 9`: the sample standard deviation (n − 1), as
    /// spreadsheets' STDEV gives it (2.1380899353 here).
    @Sendable private static func standardDeviation(_ e: Evaluator, _ values: [Value]) throws -> Value {
        let xs = try values.map { DecimalMath.double(try e.numberArg($0)) }
        guard xs.count >= 2 else { throw CalcError(.standardDeviationNeedsTwo) }
        let mean = xs.reduce(0, +) / Double(xs.count)
        let variance = xs.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(xs.count - 1)
        return .number(try DecimalMath.decimal(variance.squareRoot()))
    }
}
