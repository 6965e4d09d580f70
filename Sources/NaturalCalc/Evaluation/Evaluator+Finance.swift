import Foundation

extension Evaluator {
    /// Interest and loan phrases: principal, a duration in years, a yearly rate, and periods per year.
    func finance(_ phrase: Phrase, _ values: [Value]) throws -> Value {
        guard values.count >= 2 else { throw CalcError(.phraseMissingValue) }
        let principal = values[0]
        if phrase == .taxOn {
            return try scale(principal, by: try fraction(values[1]))
        }
        guard values.count >= 3 else { throw CalcError(.phraseMissingValue) }
        let years = try yearsArg(values[1])
        let rate = DecimalMath.double(try fraction(values[2]))
        let perYear = values.count > 3 ? DecimalMath.double(try numberArg(values[3])) : 1
        let p = DecimalMath.double(try numberArg(principal))
        let result: Double
        switch phrase {
        case .presentValue:
            result = p / pow(1 + rate, years)
        case .compound:
            result = p * pow(1 + rate / perYear, years * perYear)
        case .simpleInterest:
            result = p * pow(1 + rate / perYear, years * perYear) - p
        case .repayment, .monthlyInterest, .totalRepayment, .totalInterest:
            // A loan repaid monthly; other periods are the year's share of it (Soulver's mortgages page:
            // `daily repayment` is the yearly repayment / 365, `annual interest` the total interest / years).
            let i = rate / 12, n = years * 12
            let monthly = i == 0 ? p / n : p * i / (1 - pow(1 + i, -n))
            switch phrase {
            case .repayment: result = monthly * 12 / perYear
            case .monthlyInterest: result = (monthly * n - p) / (years * perYear)
            case .totalInterest: result = monthly * n - p
            default: result = monthly * n
            }
        default:
            throw CalcError(.unsupportedPhrase)
        }
        let amount = try DecimalMath.decimal(result)
        if case .quantity(_, let u) = principal { return .quantity(amount, u) }
        return .number(amount)
    }

    func yearsArg(_ v: Value) throws -> Double {
        switch v {
        case .number(let n): return DecimalMath.double(n)
        case .quantity(let n, let u) where u.dimension == .time1:
            return DecimalMath.double(try convertAmount(n, from: u, to: UnitExpr(UnitTable.year)))
        default: throw CalcError(.expected(.years, got: v.kindName))
        }
    }
}
