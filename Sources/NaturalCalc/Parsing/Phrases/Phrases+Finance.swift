import Foundation

extension PhraseTable {
    /// Periods per year a compounding phrase may name; the first named wins, none means yearly.
    static let compoundingPeriods: [(String, Decimal)] = [
        ("monthly", 12), ("quarterly", 4), ("daily", 365), ("weekly", 52), ("semiannually", 2), ("annually", 1), ("yearly", 1),
    ]

    /// Periods per year of a repayment phrase.
    static let repaymentPeriods: [(String, Decimal)] = [("monthly", 12)]

    /// Money over time: `$1000 for 3 years at 5%`, `interest on $1000 for 2 years at 4%`,
    /// `monthly repayment on $200k over 25 years at 5%`, `tax on $50 at 20%`, `30 hours at $30/hour`.
    static let finance = PhraseFamily(
        name: "finance",
        lines: [
            LinePattern("_ invested _ returned", .investReturn, order: [0, 1]),
            LinePattern("present value of _ after _ at _", .presentValue, order: [0, 1, 2]),
            LinePattern("interest on _ for _ at _", .simpleInterest, order: [0, 1, 2], periods: compoundingPeriods),
            LinePattern("interest on _ after _ at _", .simpleInterest, order: [0, 1, 2], periods: compoundingPeriods),
            // `5% interest on $10,000 for 3 years`: the interest earned, compounded yearly unless named.
            LinePattern("_ interest on _ for _", .simpleInterest, order: [1, 2, 0], periods: compoundingPeriods),
            LinePattern("_ interest on _ over _", .simpleInterest, order: [1, 2, 0], periods: compoundingPeriods),
            LinePattern("_ interest on _ after _", .simpleInterest, order: [1, 2, 0], periods: compoundingPeriods),
            LinePattern("interest on _ at _ for _", .simpleInterest, order: [0, 2, 1], periods: compoundingPeriods),
            LinePattern("interest on _ at _ over _", .simpleInterest, order: [0, 2, 1], periods: compoundingPeriods),
            LinePattern("_ for _ at _", .compound, order: [0, 1, 2], periods: compoundingPeriods),
            LinePattern("_ after _ at _", .compound, order: [0, 1, 2], periods: compoundingPeriods),
            LinePattern("monthly repayment on _ over _ at _", .repayment, order: [0, 1, 2], periods: repaymentPeriods),
            LinePattern("annual repayment on _ over _ at _", .repayment, order: [0, 1, 2], periods: repaymentPeriods),
            LinePattern("monthly interest on _ over _ at _", .monthlyInterest, order: [0, 1, 2]),
            LinePattern("total repayment on _ over _ at _", .totalRepayment, order: [0, 1, 2]),
            LinePattern("tax on _ at _", .taxOn, order: [0, 1]),
        ],
        operators: [
            WordOperator(words: ["at"], op: .at, power: 5),
            WordOperator(words: ["for"], op: .at, power: 5, condition: .operandOrArticleFollows),
        ],
        slotStoppers: ["compounding", "every"]
    )
}
