/// How long each occurrence of a component lasts (RFC 5545 sections 3.6.1, 3.6.2 and 3.8.5.3):
/// DTEND (VEVENT) or DUE (VTODO) less DTSTART exactly, in whole days between two dates; a DURATION
/// nominally (its days as calendar days); one day for a date without either; no time at all for
/// an event's date-time without either; and no end for a to-do or journal without either.
struct OccurrenceSpan {
    enum Kind {
        case none
        case exact(Int)
        case days(Int)
        case nominal(CalendarDuration)
    }

    let kind: Kind

    /// The span of `component` whose DTSTART is `start`.
    init(_ component: CalendarComponent, start: CalendarTime, zones: CalendarZones) throws(ICalendarError) {
        let endName = component.name == "VTODO" ? "DUE" : "DTEND"
        if let endProperty = component.property(endName) ?? component.property(component.name == "VTODO" ? "DTEND" : "DUE") {
            let end = try CalendarTime(endProperty)
            if start.isDate && end.isDate {
                kind = .days(end.civil.dayNumber - start.civil.dayNumber)
            } else {
                kind = .exact(zones.seconds(end) - zones.seconds(start))
            }
        } else if let duration = component.property("DURATION") {
            kind = .nominal(try CalendarDuration(duration.value))
        } else if start.isDate {
            kind = .days(1)
        } else {
            kind = component.name == "VEVENT" ? .exact(0) : .none
        }
    }

    /// Whether the component gives its own end (DTEND, DUE or DURATION).
    static func isGiven(in component: CalendarComponent) -> Bool {
        ["DTEND", "DUE", "DURATION"].contains { component.property($0) != nil }
    }

    /// The most seconds an occurrence can last (for the window an expansion must look back over).
    var bound: Int {
        switch kind {
        case .none: return 0
        case .exact(let seconds): return max(0, seconds)
        case .days(let days): return max(0, days) * 86_400 + 3 * 3600
        case .nominal(let duration):
            return duration.negative ? 0 : (duration.weeks * 7 + duration.days) * 86_400 + duration.seconds + 3 * 3600
        }
    }

    /// The end instant of an occurrence starting at `start` (the instant `startSeconds`), or nil.
    func end(of start: CalendarTime, at startSeconds: Int, zones: CalendarZones) -> Int? {
        switch kind {
        case .none: return nil
        case .exact(let seconds): return startSeconds + seconds
        case .days(let days):
            return zones.seconds(start.with(CivilDateTime(dayNumber: start.civil.dayNumber + days)))
        case .nominal(let duration):
            var moved = startSeconds
            if duration.signedDays != 0 {
                let rule = zones.rule(for: start)
                var local = rule.local(of: startSeconds)
                let day = CivilDateTime(dayNumber: local.dayNumber + duration.signedDays)
                (local.year, local.month, local.day) = (day.year, day.month, day.day)
                moved = rule.instant(of: local)
            }
            return moved + duration.signedSeconds
        }
    }
}
