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
            "midpoint": .between(.midpoint, subject: false),
            "clamp": .between(.clamp, subject: true),
        ],
        computations: ["stddev": standardDeviation],
        wordLists: [[listJoiner]]
    )

    /// `standard deviation of 2, 4, 4, 4, 5, 5, 7, 9`: the sample standard deviation (n − 1), as
    /// spreadsheets' STDEV gives it (2.1380899353 here).
    @Sendable private static func standardDeviation(_ e: Evaluator, _ values: [Value]) throws -> Value {
        let xs = try values.map { DecimalMath.double(try e.numberArg($0)) }
        guard xs.count >= 2 else { throw CalcError("a standard deviation needs at least two values") }
        let mean = xs.reduce(0, +) / Double(xs.count)
        let variance = xs.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(xs.count - 1)
        return .number(try DecimalMath.decimal(variance.squareRoot()))
    }
}
