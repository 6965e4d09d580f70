import CivilDays

/// The days of one period and the BYxxx day parts that expand or limit them.
extension RecurrenceExpansion {
    /// The days of a YEARLY period: BYMONTH, BYWEEKNO, BYYEARDAY, BYMONTHDAY and BYDAY expand;
    /// without any of them DTSTART's month and day (in each BYMONTH month when given).
    mutating func yearDays(_ year: Int) throws(ICalendarError) -> [Int] {
        let hasDayParts = !rule.byWeekNo.isEmpty || !rule.byYearDay.isEmpty || !rule.byMonthDay.isEmpty || !rule.byDay.isEmpty
        let chosenMonths = rule.byMonth.isEmpty ? (hasDayParts ? Array(1...12) : [start.month]) : months
        if !hasDayParts {
            return chosenMonths.compactMap { month in
                start.day <= CivilDateTime.daysIn(year: year, month: month)
                    ? CivilDays.days(year: year, month: month, day: start.day) : nil
            }
        }
        let scope: OrdinalScope = !rule.byWeekNo.isEmpty ? .none : (rule.byMonth.isEmpty ? .year : .month)
        var result: [Int] = []
        for month in chosenMonths {
            let first = CivilDays.days(year: year, month: month, day: 1)
            let count = CivilDateTime.daysIn(year: year, month: month)
            try tick(count)
            for day in first..<(first + count) where passes(day, scope: scope) { result.append(day) }
        }
        return result
    }

    /// The days of a MONTHLY period: BYMONTHDAY and BYDAY expand (BYDAY limits when BYMONTHDAY is
    /// given), BYMONTH limits; without BYMONTHDAY or BYDAY, DTSTART's day of the month.
    mutating func monthDays(year: Int, month: Int) throws(ICalendarError) -> [Int] {
        if !rule.byMonth.isEmpty && !monthFlags[month] { return [] }
        let count = CivilDateTime.daysIn(year: year, month: month)
        let first = CivilDays.days(year: year, month: month, day: 1)
        if rule.byMonthDay.isEmpty && rule.byDay.isEmpty && rule.byYearDay.isEmpty {
            return start.day <= count ? [first + start.day - 1] : []
        }
        try tick(count)
        return (first..<(first + count)).filter { passes($0, scope: .month) }
    }

    /// The days of a WEEKLY period (the week from WKST): BYDAY expands (DTSTART's weekday without
    /// it), BYMONTH limits.
    mutating func weekDays(_ weekStart: Int) throws(ICalendarError) -> [Int] {
        try tick(7)
        return (weekStart..<(weekStart + 7)).filter { day in
            rule.byDay.isEmpty
                ? CivilDateTime.weekday(ofDay: day) == startWeekday && passes(day, scope: .none)
                : passes(day, scope: .none)
        }
    }

    /// The instances of a HOURLY, MINUTELY or SECONDLY period: the day parts and the parts at or
    /// above the frequency limit, the parts below it expand. A day (or hour, or minute) that fails
    /// skips the periods left in it.
    mutating func subDaily(_ index: Int) throws(ICalendarError) -> ([CivilDateTime], Int) {
        let stepSeconds = step * [1, 60, 3600][rule.frequency.rawValue]
        let base = start.epochSeconds
        let seconds = base + index * stepSeconds
        let local = CivilDateTime(epochSeconds: seconds)
        func skipping(to boundary: Int) -> ([CivilDateTime], Int) {
            let distance = boundary - base
            return ([], max(index + 1, (distance + stepSeconds - 1) / stepSeconds))
        }
        let day = local.dayNumber
        if !passes(day, scope: .none) { return skipping(to: (day + 1) * 86_400) }
        let hourStart = seconds - local.minute * 60 - local.second
        if !rule.byHour.isEmpty && !rule.byHour.contains(local.hour) { return skipping(to: hourStart + 3600) }
        let limitsMinute = rule.frequency <= .minutely
        if limitsMinute && !rule.byMinute.isEmpty && !rule.byMinute.contains(local.minute) {
            return skipping(to: hourStart + local.minute * 60 + 60)
        }
        if rule.frequency == .secondly && !rule.bySecond.isEmpty && !rule.bySecond.contains(local.second) {
            return ([], index + 1)
        }
        let minutes = limitsMinute || rule.byMinute.isEmpty ? [local.minute] : Array(Set(rule.byMinute)).sorted()
        let secondList =
            rule.frequency == .secondly || rule.bySecond.isEmpty ? [local.second] : Array(Set(rule.bySecond)).sorted()
        try tick(minutes.count * secondList.count)
        var candidates: [CivilDateTime] = []
        for minute in minutes {
            for second in secondList {
                var candidate = local
                (candidate.minute, candidate.second) = (minute, second)
                candidates.append(candidate)
            }
        }
        return (selected(candidates), index + 1)
    }

    /// Whether `day` passes every BYxxx day part given; `scope` is what an ordinal BYDAY counts in.
    func passes(_ day: Int, scope: OrdinalScope) -> Bool {
        let date = CivilDays.civil(day)
        if !rule.byMonth.isEmpty && !monthFlags[date.month] { return false }
        let monthLength = CivilDateTime.daysIn(year: date.year, month: date.month)
        if !rule.byMonthDay.isEmpty && !rule.byMonthDay.contains(where: { $0 == date.day || $0 == date.day - monthLength - 1 }) {
            return false
        }
        let dayOfYear = day - CivilDays.days(year: date.year, month: 1, day: 1) + 1
        let yearLength = CivilDateTime.isLeap(date.year) ? 366 : 365
        if !rule.byYearDay.isEmpty && !rule.byYearDay.contains(where: { $0 == dayOfYear || $0 == dayOfYear - yearLength - 1 }) {
            return false
        }
        if rule.frequency == .yearly && !rule.byWeekNo.isEmpty {
            let (week, weeks) = weekNumber(of: day, year: date.year)
            if !rule.byWeekNo.contains(where: { $0 == week || $0 == week - weeks - 1 }) { return false }
        }
        guard !rule.byDay.isEmpty else { return true }
        let weekday = CivilDateTime.weekday(ofDay: day)
        return rule.byDay.contains { item in
            guard item.weekday.rawValue == weekday else { return false }
            switch (item.ordinal, scope) {
            case (0, _), (_, .none): return true
            case (let ordinal, .month):
                return ordinal > 0 ? (date.day - 1) / 7 + 1 == ordinal : (monthLength - date.day) / 7 + 1 == -ordinal
            case (let ordinal, .year):
                return ordinal > 0 ? (dayOfYear - 1) / 7 + 1 == ordinal : (yearLength - dayOfYear) / 7 + 1 == -ordinal
            }
        }
    }

    /// The ISO 8601 week number of `day` (weeks start on WKST; week 1 holds at least four days of
    /// its year) and how many weeks that week's year has. Early January days may be in the last
    /// week of the year before, late December days in week 1 of the next.
    func weekNumber(of day: Int, year: Int) -> (week: Int, weeks: Int) {
        var weekYear = year
        if day < firstWeek(of: year) {
            weekYear = year - 1
        } else if day >= firstWeek(of: year + 1) {
            weekYear = year + 1
        }
        let first = firstWeek(of: weekYear)
        return ((day - first) / 7 + 1, (firstWeek(of: weekYear + 1) - first) / 7)
    }

    /// The first day of week 1 of `year`.
    private func firstWeek(of year: Int) -> Int {
        let januaryFirst = CivilDays.days(year: year, month: 1, day: 1)
        let offset = (CivilDateTime.weekday(ofDay: januaryFirst) - rule.weekStart.rawValue + 7) % 7
        return 7 - offset >= 4 ? januaryFirst - offset : januaryFirst - offset + 7
    }
}
