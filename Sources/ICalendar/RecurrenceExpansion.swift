import CivilDays

/// A recurrence rule expanded from DTSTART in local (wall-clock) time, period by period as RFC 5545
/// section 3.3.10 describes: each period of FREQ × INTERVAL gives a set of date-times, the BYxxx
/// parts expanding or limiting it (the table of that section), BYSETPOS picks from the set, and
/// COUNT and UNTIL end the whole. Only real dates are generated, so February 30 or a 31st in a
/// 30-day month is skipped, never moved. DTSTART is always the first instance.
struct RecurrenceExpansion {
    /// What an ordinal BYDAY (`2MO`, `-1SU`) counts within.
    enum OrdinalScope { case month, year, none }

    let rule: RecurrenceRule
    let start: CivilDateTime
    /// Whether a candidate lies past UNTIL (always false without UNTIL).
    let pastUntil: (CivilDateTime) -> Bool
    let maximumIterations: Int
    private(set) var iterations = 0
    /// BYHOUR × BYMINUTE × BYSECOND, or DTSTART's time for parts not given; midnight for a date.
    let times: [(hour: Int, minute: Int, second: Int)]
    let months: [Int]
    let monthFlags: [Bool]
    let startDay: Int
    let startWeekday: Int

    /// An expansion of `rule` from `start`; `allDay` (a DATE start) ignores BYHOUR, BYMINUTE, BYSECOND.
    init(
        rule: RecurrenceRule, start: CivilDateTime, allDay: Bool, maximumIterations: Int,
        pastUntil: @escaping (CivilDateTime) -> Bool
    ) {
        self.rule = rule
        self.start = start
        self.pastUntil = pastUntil
        self.maximumIterations = maximumIterations
        let hours = allDay || rule.byHour.isEmpty ? [start.hour] : Array(Set(rule.byHour)).sorted()
        let minutes = allDay || rule.byMinute.isEmpty ? [start.minute] : Array(Set(rule.byMinute)).sorted()
        let seconds = allDay || rule.bySecond.isEmpty ? [start.second] : Array(Set(rule.bySecond)).sorted()
        times = hours.flatMap { hour in minutes.flatMap { minute in seconds.map { (hour, minute, $0) } } }
        months = Array(Set(rule.byMonth)).sorted()
        monthFlags = (0...12).map { rule.byMonth.contains($0) }
        startDay = start.dayNumber
        startWeekday = CivilDateTime.weekday(ofDay: startDay)
    }

    /// Calls `visit` with each instance in order, DTSTART first, until `visit` returns false, the
    /// rule ends, or a period starts after `through`. Without COUNT the periods before the one
    /// holding `from` are skipped (their instances could only come before it).
    mutating func run(
        from: CivilDateTime?, through: CivilDateTime, visit: (CivilDateTime) -> Bool
    ) throws(ICalendarError) {
        guard visit(start) else { return }
        var emitted = 1
        if let count = rule.count, emitted >= count { return }
        var index = rule.count == nil ? firstPeriod(holding: from) : 0
        while true {
            try tick(1)
            guard periodStart(index) <= through else { return }
            let (candidates, next) = try instances(ofPeriod: index)
            for candidate in candidates where candidate > start {
                if pastUntil(candidate) { return }
                guard visit(candidate) else { return }
                emitted += 1
                if let count = rule.count, emitted >= count { return }
            }
            index = max(index + 1, next)
        }
    }

    /// Counts `amount` iterations; past the budget, the error naming the limit.
    mutating func tick(_ amount: Int) throws(ICalendarError) {
        iterations += amount
        if iterations > maximumIterations {
            throw ICalendarError(
                "recurrence stopped after \(maximumIterations) candidate iterations (ICalendarLimits.recurrenceIterations)")
        }
    }

    // MARK: Periods

    var step: Int { rule.interval }
    private var unitSeconds: Int { [1, 60, 3600, 86_400, 604_800, 0, 0][rule.frequency.rawValue] }
    private var startMonthIndex: Int { start.year * 12 + start.month - 1 }
    private var startWeek: Int { startDay - (startWeekday - rule.weekStart.rawValue + 7) % 7 }

    /// The index of a period at or before the one holding `from` (0 when nil or before DTSTART).
    private func firstPeriod(holding from: CivilDateTime?) -> Int {
        guard let from, from > start else { return 0 }
        let distance: Int
        switch rule.frequency {
        case .yearly: distance = from.year - start.year
        case .monthly: distance = from.year * 12 + from.month - 1 - startMonthIndex
        case .weekly: distance = (from.dayNumber - startWeek) / 7
        case .daily: distance = from.dayNumber - startDay
        default: distance = (from.epochSeconds - start.epochSeconds) / unitSeconds
        }
        return max(0, distance / step - 1)
    }

    /// The first date-time of period `index` (every instance of it is at or after this).
    private func periodStart(_ index: Int) -> CivilDateTime {
        switch rule.frequency {
        case .yearly: return CivilDateTime(year: start.year + index * step, month: 1, day: 1)
        case .monthly:
            let month = startMonthIndex + index * step
            let year = month >= 0 ? month / 12 : (month - 11) / 12
            return CivilDateTime(year: year, month: month - year * 12 + 1, day: 1)
        case .weekly: return CivilDateTime(dayNumber: startWeek + 7 * step * index)
        case .daily: return CivilDateTime(dayNumber: startDay + step * index)
        default:
            let seconds = start.epochSeconds + index * step * unitSeconds
            return CivilDateTime(epochSeconds: seconds - ((seconds % unitSeconds) + unitSeconds) % unitSeconds)
        }
    }

    /// The instances of period `index` in order after BYSETPOS, and the index of the next period
    /// that may have any (later than `index + 1` when a sub-daily rule skips a day or an hour).
    private mutating func instances(ofPeriod index: Int) throws(ICalendarError) -> ([CivilDateTime], Int) {
        let days: [Int]
        switch rule.frequency {
        case .yearly: days = try yearDays(start.year + index * step)
        case .monthly:
            let date = periodStart(index)
            days = try monthDays(year: date.year, month: date.month)
        case .weekly: days = try weekDays(startWeek + 7 * step * index)
        case .daily:
            let day = startDay + step * index
            days = passes(day, scope: .none) ? [day] : []
        default: return try subDaily(index)
        }
        try tick(days.count * times.count)
        var candidates: [CivilDateTime] = []
        candidates.reserveCapacity(days.count * times.count)
        for day in days {
            let date = CivilDays.civil(day)
            for time in times {
                candidates.append(
                    CivilDateTime(
                        year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute,
                        second: time.second))
            }
        }
        return (selected(candidates), index + 1)
    }

    /// The set's members BYSETPOS names, in order (the whole set without BYSETPOS).
    func selected(_ candidates: [CivilDateTime]) -> [CivilDateTime] {
        guard !rule.bySetPos.isEmpty, !candidates.isEmpty else { return candidates }
        var picked = Set<Int>()
        for position in rule.bySetPos {
            let index = position > 0 ? position - 1 : candidates.count + position
            if index >= 0 && index < candidates.count { picked.insert(index) }
        }
        return picked.sorted().map { candidates[$0] }
    }
}
