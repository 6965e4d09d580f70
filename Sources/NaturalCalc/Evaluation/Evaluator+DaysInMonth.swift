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

    /// Which ISO week (`.weekOfYear`: weeks start on Monday, week 1 holds the year's first Thursday)
    /// or which day of its year (`.dayOfYear`) a date is: `week number on March 9, 2024` → `10`,
    /// `day of year on March 9, 2024` → `69`.
    func calendarNumber(_ component: Calendar.Component, of value: Value) throws -> Value {
        guard case .date(let d, _) = value.plain else { throw CalcError("expected a date, not \(value.kindName)") }
        if component == .dayOfYear {
            guard let day = calendar.ordinality(of: .day, in: .year, for: d) else { throw CalcError("date out of range") }
            return .number(Decimal(day))
        }
        return .number(Decimal(calendar.component(component, from: d)))
    }
}
