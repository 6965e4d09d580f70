import Foundation

extension PhraseTable {
    /// What a special day's computation is declared under: this prefix and the day's name.
    static let specialDayPrefix = "day:"

    /// How a special day falls in a given year.
    enum DayRule: Sendable {
        /// The same month and day every year.
        case fixed(month: Int, day: Int)
        /// Days after Easter Sunday (Gregorian computus): `-2` is Good Friday.
        case easter(Int)
        /// The `nth` given weekday of a month (Sunday is 1), then `plus` days: US Thanksgiving is
        /// the 4th Thursday of November.
        case nthWeekday(month: Int, weekday: Int, nth: Int, plus: Int)
        /// A month and day of another calendar, then `plus` days: Chinese New Year is the first day
        /// of the Chinese calendar's first month, Ramadan the first of the Islamic (Umm al-Qura) ninth.
        case otherCalendar(Calendar.Identifier, month: Int, day: Int, plus: Int)
    }

    /// The special days Soulver's `SpecialDays.json` names that need no regional data, by the one
    /// word the normaliser makes of their names.
    static let specialDays: [String: DayRule] = [
        "christmas": .fixed(month: 12, day: 25), "xmas": .fixed(month: 12, day: 25),
        "christmaseve": .fixed(month: 12, day: 24), "boxingday": .fixed(month: 12, day: 26),
        "newyearseve": .fixed(month: 12, day: 31), "nye": .fixed(month: 12, day: 31),
        "newyear": .fixed(month: 1, day: 1), "halloween": .fixed(month: 10, day: 31),
        "valentinesday": .fixed(month: 2, day: 14), "stpatricksday": .fixed(month: 3, day: 17),
        "easter": .easter(0), "goodfriday": .easter(-2), "eastermonday": .easter(1),
        "thanksgiving": .nthWeekday(month: 11, weekday: 5, nth: 4, plus: 0),
        "blackfriday": .nthWeekday(month: 11, weekday: 5, nth: 4, plus: 1),
        "chinesenewyear": .otherCalendar(.chinese, month: 1, day: 1, plus: 0),
        "ramadan": .otherCalendar(.islamicUmmAlQura, month: 9, day: 1, plus: 0),
        "ramadanend": .otherCalendar(.islamicUmmAlQura, month: 10, day: 1, plus: -1),
        "eidalfitr": .otherCalendar(.islamicUmmAlQura, month: 10, day: 1, plus: 0),
    ]

    /// Several-word names, made one word before parsing.
    static let specialDayNames: [([String], String)] = [
        (["christmas", "eve"], "christmaseve"), (["christmas", "day"], "christmas"), (["boxing", "day"], "boxingday"),
        (["new", "year's", "eve"], "newyearseve"), (["new", "years", "eve"], "newyearseve"),
        (["new", "year's", "day"], "newyear"), (["new", "years", "day"], "newyear"), (["new", "year's"], "newyear"),
        (["new", "year"], "newyear"), (["valentine's", "day"], "valentinesday"), (["valentines", "day"], "valentinesday"),
        (["st", "patrick's", "day"], "stpatricksday"), (["good", "friday"], "goodfriday"),
        (["easter", "sunday"], "easter"), (["easter", "monday"], "eastermonday"), (["black", "friday"], "blackfriday"),
        (["thanksgiving", "day"], "thanksgiving"),
        (["chinese", "new", "year"], "chinesenewyear"), (["lunar", "new", "year"], "chinesenewyear"),
        (["ramadan", "start"], "ramadan"), (["start", "of", "ramadan"], "ramadan"),
        (["ramadan", "end"], "ramadanend"), (["end", "of", "ramadan"], "ramadanend"),
        (["eid", "al", "fitr"], "eidalfitr"), (["eid", "al-fitr"], "eidalfitr"),
    ]

    /// Named days: `days until Christmas`, `Easter 2027`, `Thanksgiving + 1 day`, `days since Halloween`.
    /// Without a year, a day means its next date from today (its last one after `since`).
    static let specialDaysFamily = PhraseFamily(
        name: "special days",
        rewrites: specialDayNames.map { Rewrite(words: $0.0, replacement: .word($0.1)) },
        leading: Dictionary(uniqueKeysWithValues: specialDays.keys.map { ($0, LeadingRule.specialDay($0)) }),
        computations: Dictionary(
            uniqueKeysWithValues: specialDays.map { name, rule in
                (specialDayPrefix + name, { @Sendable (e: Evaluator, v: [Value]) throws -> Value in try specialDay(rule, e, v) })
            })
    )

    /// The day's date: in the year given, or (year 0) the next one from today, or (year -1) the last one.
    @Sendable private static func specialDay(_ rule: DayRule, _ e: Evaluator, _ values: [Value]) throws -> Value {
        let year = DecimalMath.int(try e.numberArg(values[0])) ?? 0
        let today = e.startOfToday()
        let thisYear = e.calendar.component(.year, from: today)
        guard year > 0 else {
            guard let now = date(rule, year: thisYear, e.calendar) else { throw CalcError(.noSuchDay) }
            if year == 0, now < today, let next = date(rule, year: thisYear + 1, e.calendar) {
                return .date(next, hasTime: false)
            }
            if year < 0, now > today, let last = date(rule, year: thisYear - 1, e.calendar) { return .date(last, hasTime: false) }
            return .date(now, hasTime: false)
        }
        guard let d = date(rule, year: year, e.calendar) else { throw CalcError(.noSuchDay) }
        return .date(d, hasTime: false)
    }

    /// The rule's date in `year`, at the start of the day in the calendar's zone.
    private static func date(_ rule: DayRule, year: Int, _ calendar: Calendar) -> Date? {
        switch rule {
        case .fixed(let month, let day):
            return calendar.date(from: DateComponents(year: year, month: month, day: day))
        case .easter(let offset):
            // Anonymous Gregorian algorithm (Meeus/Jones/Butcher).
            let a = year % 19, b = year / 100, c = year % 100, d = b / 4, e = b % 4
            let f = (b + 8) / 25, g = (b - f + 1) / 3, h = (19 * a + b - d - g + 15) % 30
            let i = c / 4, k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = (a + 11 * h + 22 * l) / 451
            let month = (h + l - 7 * m + 114) / 31, day = (h + l - 7 * m + 114) % 31 + 1
            guard let sunday = calendar.date(from: DateComponents(year: year, month: month, day: day)) else { return nil }
            return calendar.date(byAdding: .day, value: offset, to: sunday)
        case .nthWeekday(let month, let weekday, let nth, let plus):
            guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)) else { return nil }
            let shift = (weekday - calendar.component(.weekday, from: first) + 7) % 7 + (nth - 1) * 7 + plus
            return calendar.date(byAdding: .day, value: shift, to: first)
        case .otherCalendar(let identifier, let month, let day, let plus):
            // the first day of the Gregorian year on which the other calendar reads that month and day
            var other = Calendar(identifier: identifier)
            other.timeZone = calendar.timeZone
            guard let first = calendar.date(from: DateComponents(year: year, month: 1, day: 1)) else { return nil }
            for k in 0..<366 {
                guard let d = calendar.date(byAdding: .day, value: k, to: first), calendar.component(.year, from: d) == year
                else { break }
                let c = other.dateComponents([.month, .day, .isLeapMonth], from: d)
                if c.month == month, c.day == day, c.isLeapMonth != true {
                    return calendar.date(byAdding: .day, value: plus, to: d)
                }
            }
            return nil
        }
    }
}
