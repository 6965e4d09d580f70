/// The start times of a component's instances near a range: DTSTART, every RRULE's instances and
/// every RDATE, each instant once (RFC 5545 section 3.8.5.3: duplicates count once).
struct RecurrenceSet {
    let master: CalendarComponent
    let start: CalendarTime
    let zones: CalendarZones
    let limits: ICalendarLimits
    /// How many starts may be collected before the instance limit is reported.
    let cap: Int

    /// The starts that may meet `window` (instants from `window.0 - lookingBack` to before
    /// `window.1`), in order, with the value each is written as (its RECURRENCE-ID).
    func starts(meeting window: (Int, Int), lookingBack: Int) throws(ICalendarError) -> [(time: CalendarTime, seconds: Int)] {
        let earliest = window.0 - lookingBack
        var found: [Int: CalendarTime] = [:]
        let startSeconds = zones.seconds(start)
        if startSeconds >= earliest && startSeconds < window.1 { found[startSeconds] = start }
        for property in master.properties(named: "RRULE") {
            try expand(try RecurrenceRule(property.value), from: earliest, to: window.1, into: &found)
        }
        for property in master.properties(named: "RDATE") {
            for time in try CalendarTime.list(property) {
                let seconds = zones.seconds(time)
                if seconds >= earliest && seconds < window.1 && found[seconds] == nil { found[seconds] = time }
            }
        }
        guard found.count <= cap else { throw tooMany }
        return found.sorted { $0.key < $1.key }.map { ($0.value, $0.key) }
    }

    private var tooMany: ICalendarError {
        ICalendarError("more than \(limits.recurrenceInstances) occurrences in the range (ICalendarLimits.recurrenceInstances)")
    }

    /// Adds the instances of `rule` from `earliest` to before `end` to `found`, expanding in the
    /// wall-clock time of DTSTART's zone.
    private func expand(
        _ rule: RecurrenceRule, from earliest: Int, to end: Int, into found: inout [Int: CalendarTime]
    ) throws(ICalendarError) {
        let zone = zones.rule(for: start)
        let from = CivilDateTime(epochSeconds: zone.local(of: earliest).epochSeconds - 86_400)
        let through = CivilDateTime(epochSeconds: zone.local(of: end).epochSeconds + 86_400)
        var expansion = RecurrenceExpansion(
            rule: rule, start: start.civil, allDay: start.isDate, maximumIterations: limits.recurrenceIterations,
            pastUntil: Self.untilTest(rule.until, start: start, zone: zone))
        var overflow = false
        let start = self.start
        let cap = self.cap
        try expansion.run(from: from, through: through) { local in
            let seconds = zone.instant(of: local)
            if seconds >= end { return local <= through }
            if seconds >= earliest && found[seconds] == nil {
                found[seconds] = start.with(local)
                if found.count > cap {
                    overflow = true
                    return false
                }
            }
            return true
        }
        if overflow { throw tooMany }
    }

    /// Whether a wall-clock instance lies past UNTIL: a DATE bound (or any bound of a DATE start)
    /// compares dates, a UTC bound compares instants, a local bound compares wall-clock times.
    static func untilTest(_ until: CalendarTime?, start: CalendarTime, zone: CalendarZones.Rule) -> (CivilDateTime) -> Bool {
        guard let until else { return { _ in false } }
        if until.isDate || start.isDate {
            let day = until.civil.dayNumber
            return { $0.dayNumber > day }
        }
        switch until {
        case .utc(let value):
            let bound = value.epochSeconds
            return { zone.instant(of: $0) > bound }
        default:
            let bound = until.civil
            return { $0 > bound }
        }
    }
}
