import Foundation

extension Evaluator {
    /// The length of a month as a number of days: `days in February 2020` → `29 days`; a year of 0
    /// means the year of `now`.
    func daysInMonth(_ month: Value, year: Value) throws -> Value {
        guard case .number(let m) = month, case .number(let y) = year, let monthNumber = DecimalMath.int(m),
            var yearNumber = DecimalMath.int(y)
        else { throw CalcError(.daysInMonthNeedsMonthAndYear) }
        if yearNumber == 0 { yearNumber = calendar.component(.year, from: options.now) }
        guard let first = calendar.date(from: DateComponents(year: yearNumber, month: monthNumber, day: 1)),
            let days = calendar.range(of: .day, in: .month, for: first)?.count
        else { throw CalcError(.dateOutOfRange) }
        // a span of the calendar, so `workdays in February 2024` counts Monday to Friday
        return .styled(.duration([DurationPart(amount: Decimal(days), unit: UnitTable.day)]), .calendarSpan(start: first))
    }

    /// The days of a year (0: this one): `days in 2024` is 366 days.
    func daysInYear(_ year: Value) throws -> Value {
        guard case .number(let y) = year, var yearNumber = DecimalMath.int(y) else {
            throw CalcError(.expectedYear)
        }
        if yearNumber == 0 { yearNumber = calendar.component(.year, from: options.now) }
        guard let first = calendar.date(from: DateComponents(year: yearNumber, month: 1, day: 1)),
            let days = calendar.range(of: .day, in: .year, for: first)?.count
        else { throw CalcError(.dateOutOfRange) }
        return .styled(.duration([DurationPart(amount: Decimal(days), unit: UnitTable.day)]), .calendarSpan(start: first))
    }

    /// The first day after a period: kind 0 a year (the value a year, 0 this one), 1 a month (the
    /// value a month of this year, 0 this month), 2 this week (weeks start on Monday).
    func periodEnd(_ kind: Value, _ value: Value) throws -> Value {
        guard case .number(let k) = kind, case .number(let v) = value, let n = DecimalMath.int(v) else {
            throw CalcError(.expectedPeriod)
        }
        let today = calendar.startOfDay(for: options.now)
        let c = calendar.dateComponents([.year, .month], from: today)
        var next: Date?
        switch k {
        case 0: next = calendar.date(from: DateComponents(year: (n == 0 ? (c.year ?? 0) : n) + 1, month: 1, day: 1))
        case 1: next = calendar.date(from: DateComponents(year: c.year, month: (n == 0 ? (c.month ?? 1) : n) + 1, day: 1))
        default: return try weekday(2, offset: 1)  // next Monday, as `next monday` reads it
        }
        guard let next else { throw CalcError(.dateOutOfRange) }
        return .date(next, hasTime: false)
    }

    /// Which ISO week (`.weekOfYear`: weeks start on Monday, week 1 holds the year's first Thursday)
    /// or which day of its year (`.dayOfYear`) a date is: `week number on March 9, 2024` → `10`,
    /// `day of year on March 9, 2024` → `69`.
    func calendarNumber(_ component: Calendar.Component, of value: Value) throws -> Value {
        guard case .date(let d, _) = value.plain else { throw CalcError(.expected(.date, got: value.kindName)) }
        if component == .dayOfYear {
            guard let day = calendar.ordinality(of: .day, in: .year, for: d) else { throw CalcError(.dateOutOfRange) }
            return .number(Decimal(day))
        }
        if component == .weekOfMonth {
            // the week that holds the 1st is week 1; weeks start on Monday, as ISO weeks do
            var weeks = calendar
            weeks.firstWeekday = 2
            weeks.minimumDaysInFirstWeek = 1
            return .number(Decimal(weeks.component(.weekOfMonth, from: d)))
        }
        return .number(Decimal(calendar.component(component, from: d)))
    }
}
