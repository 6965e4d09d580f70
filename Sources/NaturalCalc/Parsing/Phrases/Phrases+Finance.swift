import Foundation

extension PhraseTable {
    /// Periods per year a compounding phrase may name; the first named wins, none means yearly.
    static let compoundingPeriods: [(String, Decimal)] = [
        ("monthly", 12), ("quarterly", 4), ("daily", 365), ("weekly", 52), ("semiannually", 2), ("annually", 1), ("yearly", 1),
    ]

    /// Periods per year of a repayment or loan-interest phrase (`daily repayment on …`); none named is yearly.
    static let repaymentPeriods: [(String, Decimal)] = [("monthly", 12), ("daily", 365), ("weekly", 52), ("quarterly", 4)]

    /// Money over time: `$1000 for 3 years at 5%`, `interest on $1000 for 2 years at 4%`,
    /// `monthly repayment on $200k over 25 years at 5%`, `tax on $50 at 20%`, `30 hours at $30/hour`.
    static let finance = PhraseFamily(
        name: "finance",
        // Loan phrases first: `_ interest on _ over _` would read `total`/`annual` as its first slot.
        lines: loanLines + decayLines + timeToChangeLines + [
            LinePattern("_ invested _ returned", .investReturn, order: [0, 1]),
            LinePattern("interest on _ for _ at _", .simpleInterest, order: [0, 1, 2], periods: compoundingPeriods),
            LinePattern("interest on _ after _ at _", .simpleInterest, order: [0, 1, 2], periods: compoundingPeriods),
            // `5% interest on $10,000 for 3 years`: the interest earned, compounded yearly unless named.
            LinePattern("_ interest on _ for _", .simpleInterest, order: [1, 2, 0], periods: compoundingPeriods),
            LinePattern("_ interest on _ over _", .simpleInterest, order: [1, 2, 0], periods: compoundingPeriods),
            LinePattern("_ interest on _ after _", .simpleInterest, order: [1, 2, 0], periods: compoundingPeriods),
            LinePattern("interest on _ at _ for _", .simpleInterest, order: [0, 2, 1], periods: compoundingPeriods),
            LinePattern("interest on _ at _ over _", .simpleInterest, order: [0, 2, 1], periods: compoundingPeriods),
            LinePattern("_ for _ at _", .compound, order: [0, 1, 2], periods: compoundingPeriods),
            // `$100 at 7% for 3 years` (SoulverCore's compound-interest prototypes put the rate first too).
            LinePattern("_ at _ for _", .compound, order: [0, 2, 1], periods: compoundingPeriods),
            LinePattern("_ at _ after _", .compound, order: [0, 2, 1], periods: compoundingPeriods),
            LinePattern("_ at _ over _", .compound, order: [0, 2, 1], periods: compoundingPeriods),
            LinePattern("_ after _ at _", .compound, order: [0, 1, 2], periods: compoundingPeriods),
            LinePattern("_ over _ at _", .compound, order: [0, 1, 2], periods: compoundingPeriods),
            LinePattern("tax on _ at _", .taxOn, order: [0, 1]),
        ],
        operators: [
            WordOperator(words: ["at"], op: .at, power: 5),
            WordOperator(words: ["for"], op: .at, power: 5, condition: .operandOrArticleFollows),
        ],
        slotStoppers: ["compounding", "compounded", "every"],
        computations: [
            "annualReturn": annualReturn, "decay": decay, "growthRate": growthRate, simpleInterestPhrase: simpleInterest,
            timeToGrowPhrase: { e, values in try timeToChange(e, values, sign: 1) },
            timeToDecayPhrase: { e, values in try timeToChange(e, values, sign: -1) },
        ]
    )

    /// SoulverCore's timeRequiredForExponentialChange and timeRequiredForLinearChange: how long from
    /// one amount to another, `time from 20 to 30 at 5% every year` (8.31 years: a percentage compounds
    /// each period), `time from 20 to 30 at 2 every day` (5 days: a number is added each period),
    /// `time from 20 to 30 at 2/day` (a rate), `time from 30 to 20 at 10% decay every year`.
    static let timeToChangeLines: [LinePattern] = [
        LinePattern("time from _ to _ at _ growth every _", .declared(timeToGrowPhrase), order: [0, 1, 2, 3]),
        LinePattern("time from _ to _ at _ decay every _", .declared(timeToDecayPhrase), order: [0, 1, 2, 3]),
        LinePattern("time from _ to _ at _ every _", .declared(timeToGrowPhrase), order: [0, 1, 2, 3]),
        LinePattern("time from _ to _ at _", .declared(timeToGrowPhrase), order: [0, 1, 2]),
    ]
    static let timeToGrowPhrase = "timeToGrow"
    static let timeToDecayPhrase = "timeToDecay"

    @Sendable private static func timeToChange(_ e: Evaluator, _ values: [Value], sign: Double) throws -> Value {
        let from = values[0], to = values[1], rate = values[2]
        let period = values.count > 3 ? values[3] : .quantity(1, UnitExpr(UnitTable.year))
        guard e.durationParts(period) != nil else {
            throw CalcError(.everyNeedsSpan(period.kindName))
        }
        let periods: Double
        switch rate {
        case .percent(let p):
            let r = sign * DecimalMath.double(p) / 100
            let ratio = DecimalMath.double(try e.ratio(to, from))
            guard ratio > 0, r > -1, r != 0, (ratio > 1) == (r > 0) || ratio == 1 else {
                throw CalcError(.neverReaches(growth: sign > 0))
            }
            periods = log(ratio) / log(1 + r)
        case .number(let step):
            let gap = DecimalMath.double(try e.ratio(try e.subtract(to, from), .number(1)))
            let s = sign * DecimalMath.double(step)
            guard s != 0, (gap >= 0) == (s > 0) else {
                throw CalcError(.addingNeverReaches)
            }
            periods = gap / s
        default:
            // `time from 20 to 30 at 2/day`: the gap over a rate is a time
            guard values.count == 3 else {
                throw CalcError(.expected(.rateBeforeEvery, got: rate.kindName))
            }
            return try e.divide(try e.subtract(to, from), rate)
        }
        return try e.scale(period, by: try DecimalMath.decimal(periods))
    }

    /// Decay and growth rates (SoulverCore's FunctionDescriptions): `20 after 3 years at 10% decay
    /// every year` shrinks by the rate each year (14.58); `growth per year from 20 to 30 over 3 years`
    /// is the yearly rate that grows one into the other (14.47 %).
    static let decayLines: [LinePattern] = {
        var lines: [LinePattern] = []
        let yearly = ["", " every year", " per year", " a year", " each year", " yearly", " annually", " per annum"]
        for term in termWords {
            for every in yearly {
                lines.append(LinePattern("_ \(term) _ at _ decay\(every)", .declared("decay"), order: [0, 1, 2]))
                lines.append(LinePattern("_ at _ decay\(every) \(term) _", .declared("decay"), order: [0, 2, 1]))
            }
            for noun in ["growth", "growth rate"] {
                for period in ["per year", "a year", "each year", "annually"] {
                    lines.append(
                        LinePattern("\(noun) \(period) from _ to _ \(term) _", .declared("growthRate"), order: [0, 1, 2]))
                }
            }
        }
        return lines
    }()

    /// A number of years from a number or a time span.
    private static func years(_ e: Evaluator, _ value: Value) throws -> Double {
        switch value {
        case .number(let n): return DecimalMath.double(n)
        case .quantity(let n, let u) where u.dimension == .time1:
            return DecimalMath.double(try e.convertAmount(n, from: u, to: UnitExpr(UnitTable.year)))
        default: throw CalcError(.expected(.years, got: value.kindName))
        }
    }

    /// The rate of a percentage or a plain fraction (`10%` → 0.1).
    private static func rate(_ value: Value) throws -> Double {
        switch value {
        case .percent(let p): return DecimalMath.double(p) / 100
        case .number(let n): return DecimalMath.double(n)
        default: throw CalcError(.expected(.rate, got: value.kindName))
        }
    }

    /// `_ after _ at _ decay`: the amount less the rate each year, compounded (its unit kept).
    @Sendable private static func decay(_ e: Evaluator, _ values: [Value]) throws -> Value {
        let n = try years(e, values[1]), r = try rate(values[2])
        let factor = pow(1 - r, n)
        switch values[0] {
        case .number(let amount): return .number(try DecimalMath.decimal(DecimalMath.double(amount) * factor))
        case .quantity(let amount, let unit): return .quantity(try DecimalMath.decimal(DecimalMath.double(amount) * factor), unit)
        default: throw CalcError(.expected(.decayAmount, got: values[0].kindName))
        }
    }

    /// `growth per year from _ to _ over _`: the compound yearly growth rate, as a percentage.
    @Sendable private static func growthRate(_ e: Evaluator, _ values: [Value]) throws -> Value {
        let from = DecimalMath.double(try e.numberArg(values[0])), to = DecimalMath.double(try e.numberArg(values[1]))
        let n = try years(e, values[2])
        guard from > 0, to > 0, n > 0 else { throw CalcError(.growthRateNeedsPositive) }
        return .percent(try DecimalMath.decimal((pow(to / from, 1 / n) - 1) * 100))
    }

    /// `simple interest on $1,000 at 5% for 3 years`: principal × rate × years, no compounding ($150).
    static let simpleInterestPhrase = "simpleInterest"

    @Sendable private static func simpleInterest(_ e: Evaluator, _ values: [Value]) throws -> Value {
        let years = try e.yearsArg(values[1])
        let rate = try e.fraction(values[2])
        return try e.scale(values[0], by: rate * (try DecimalMath.decimal(years)))
    }

    /// A mortgage or loan is repaid monthly unless another period is named.
    static let mortgagePeriods: [(String, Decimal)] =
        repaymentPeriods + [("annual", 1), ("yearly", 1), ("mortgage", 12), ("loan", 12)]

    /// The spans a loan or investment phrase may name its term with (`over 6 years`, `for 6 years`, `after 6 years`).
    static let termWords = ["over", "for", "after"]

    /// Loan, return and present-value phrases in every wording SoulverCore's FunctionDescriptions
    /// lists: `monthly|annual|yearly|daily|weekly|quarterly repayment|payment on _ over|for|after _ at _`,
    /// `… interest on …`, `total repayment|payment|interest on …`, `annual|yearly return on _ invested _ returned after|over _`.
    static let loanLines: [LinePattern] = {
        var lines: [LinePattern] = []
        for term in termWords {
            lines.append(LinePattern("total interest on _ \(term) _ at _", .totalInterest, order: [0, 1, 2]))
            for noun in ["repayment", "payment"] {
                lines.append(LinePattern("total \(noun) on _ \(term) _ at _", .totalRepayment, order: [0, 1, 2]))
            }
            for period in ["monthly", "annual", "yearly", "daily", "weekly", "quarterly"] {
                for noun in ["repayment", "payment"] {
                    lines.append(
                        LinePattern(
                            "\(period) \(noun) on _ \(term) _ at _", .repayment, order: [0, 1, 2], periods: repaymentPeriods))
                }
                lines.append(
                    LinePattern(
                        "\(period) interest on _ \(term) _ at _", .monthlyInterest, order: [0, 1, 2], periods: repaymentPeriods))
            }
        }
        for period in ["annual", "yearly"] {
            for term in ["after", "over"] {
                lines.append(
                    LinePattern(
                        "\(period) return on _ invested _ returned \(term) _", .declared("annualReturn"), order: [0, 1, 2]))
            }
        }
        for term in ["after", "over"] {
            lines.append(LinePattern("present value of _ \(term) _ at _", .presentValue, order: [0, 1, 2]))
        }
        for term in termWords {
            // `simple interest on $1000 at 5% for 3 years`: no compounding
            lines.append(LinePattern("simple interest on _ \(term) _ at _", .declared(simpleInterestPhrase), order: [0, 1, 2]))
            lines.append(LinePattern("simple interest on _ at _ \(term) _", .declared(simpleInterestPhrase), order: [0, 2, 1]))
            // `mortgage of $300,000 over 30 years at 4%`: the monthly repayment
            for noun in ["mortgage", "loan"] {
                for link in ["of", "on", "for"] {
                    lines.append(
                        LinePattern("\(noun) \(link) _ \(term) _ at _", .repayment, order: [0, 1, 2], periods: mortgagePeriods))
                }
            }
        }
        return lines
    }()

    /// `annual return on $1,000 invested $2,500 returned after 7 years`: the yearly rate that grows
    /// the first amount into the second (13.99 %).
    @Sendable private static func annualReturn(_ e: Evaluator, _ values: [Value]) throws -> Value {
        let invested = DecimalMath.double(try e.numberArg(values[0])), returned = DecimalMath.double(try e.numberArg(values[1]))
        let years: Double
        switch values[2] {
        case .number(let n): years = DecimalMath.double(n)
        case .quantity(let n, let u) where u.dimension == .time1:
            years = DecimalMath.double(try e.convertAmount(n, from: u, to: UnitExpr(UnitTable.year)))
        default: throw CalcError(.expected(.years, got: values[2].kindName))
        }
        guard invested > 0, returned > 0, years > 0 else { throw CalcError(.annualReturnNeedsPositive) }
        return .percent(try DecimalMath.decimal((pow(returned / invested, 1 / years) - 1) * 100))
    }
}
