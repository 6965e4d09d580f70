import Foundation

extension Evaluator {
    /// The length of a month as a number of days: `days in February 2020` → `29 days`; a year of 0
    /// means the year of `now`.
    func daysInMonth(_ month: Value, year: Value) throws -> Value {
        guard case .number(let m) = month, case .number(let y) = year, let monthNumber = DecimalMath.int(m),
            var yearNumber = DecimalMath.int(y)
        else { throw CalcError("days in a month need a month and a year, as in 'days in February 2020'") }
        if yearNumber == 0 { yearNumber = calendar.component(.year, from: options.now) }
        guard let first = calendar.date(from: DateComponents(year: yearNumber, month: monthNumber, day: 1)),
            let days = calendar.range(of: .day, in: .month, for: first)?.count
        else { throw CalcError("date out of range") }
        return .duration([DurationPart(amount: Decimal(days), unit: UnitTable.day)])
    }
}
