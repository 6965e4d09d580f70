import Foundation

/// One occurrence of an event or to-do: when it starts and ends, and the component it comes from.
public struct Occurrence: Sendable, Equatable {
    /// The instant it starts.
    public var start: Date
    /// The instant it ends; nil for a to-do or journal entry with no end.
    public var end: Date?
    /// The master component, or the RECURRENCE-ID override that replaces this instance.
    public var component: CalendarComponent
    /// The instance's RECURRENCE-ID: the start the master gave it (an override may have moved it).
    public var recurrenceID: CalendarTime

    /// An occurrence.
    public init(start: Date, end: Date?, component: CalendarComponent, recurrenceID: CalendarTime) {
        self.start = start
        self.end = end
        self.component = component
        self.recurrenceID = recurrenceID
    }
}

/// The occurrences of recurring events and to-dos (RFC 5545 sections 3.3.10 and 3.8.5).
public enum Recurrence {
    /// Every occurrence of a VEVENT or VTODO (the master, with RRULE/RDATE/EXDATE, and the
    /// components of the same UID carrying RECURRENCE-ID that override single instances) whose span
    /// meets [from, to): starts before `to` and ends after `from` (an occurrence without end, or
    /// of no length: starts in [from, to)). In start order, at most limits' instance count (more is
    /// an error, as is a rule that needs more than its iteration budget).
    ///
    /// The rule is expanded in DTSTART's wall-clock time (its TZID's zone, or the fallback zone for
    /// a floating time or date), so a weekly 09:00 meeting stays at 09:00 across a daylight-saving
    /// change. A component without DTSTART is one occurrence at its DUE. An override is shown
    /// wherever its own DTSTART puts it, and removes the instance its RECURRENCE-ID names (RANGE=
    /// THISANDFUTURE is read as that one instance).
    public static func occurrences(
        of master: CalendarComponent, overrides: [CalendarComponent], zones: CalendarZones, from: Date, to: Date,
        limits: ICalendarLimits = .init()
    ) throws(ICalendarError) -> [Occurrence] {
        let window = (LocalTime.seconds(from), LocalTime.seconds(to))
        guard let startProperty = master.property("DTSTART") else {
            guard let dueProperty = master.property("DUE") else { return [] }
            let due = try CalendarTime(dueProperty)
            let seconds = zones.seconds(due)
            guard seconds >= window.0 && seconds < window.1 else { return [] }
            return [Occurrence(start: LocalTime.date(seconds), end: nil, component: master, recurrenceID: due)]
        }
        let start = try CalendarTime(startProperty)
        let span = try OccurrenceSpan(master, start: start, zones: zones)
        let replaced = try replacements(of: master, among: overrides, zones: zones)
        let cap = limits.recurrenceInstances + replaced.count + master.properties(named: "EXDATE").count * 64
        var instances = try RecurrenceSet(master: master, start: start, zones: zones, limits: limits, cap: cap)
            .starts(meeting: window, lookingBack: span.bound)
        let excluded = try exclusions(of: master, start: start, zones: zones)
        instances.removeAll { excluded.matches($0.time, at: $0.seconds) || replaced[$0.seconds] != nil }
        var result: [Occurrence] = []
        for instance in instances {
            let end = span.end(of: instance.time, at: instance.seconds, zones: zones)
            guard meets(start: instance.seconds, end: end, window) else { continue }
            result.append(
                Occurrence(
                    start: LocalTime.date(instance.seconds), end: end.map(LocalTime.date), component: master,
                    recurrenceID: instance.time))
        }
        for (_, override) in replaced {
            if let occurrence = try occurrence(of: override.component, id: override.id, master: span, zones: zones),
                meets(start: LocalTime.seconds(occurrence.start), end: occurrence.end.map(LocalTime.seconds), window)
            {
                result.append(occurrence)
            }
        }
        guard result.count <= limits.recurrenceInstances else {
            throw ICalendarError(
                "more than \(limits.recurrenceInstances) occurrences in the range (ICalendarLimits.recurrenceInstances)")
        }
        return result.sorted { ($0.start, $0.end ?? $0.start) < ($1.start, $1.end ?? $1.start) }
    }

    /// Whether an occurrence meets [from, to): starts before `to` and ends after `from`; one
    /// without end or length starts in the range.
    static func meets(start: Int, end: Int?, _ window: (Int, Int)) -> Bool {
        guard let end, end > start else { return start >= window.0 && start < window.1 }
        return start < window.1 && end > window.0
    }

    /// The overrides of `master` (same UID, with a RECURRENCE-ID) by the instant of that ID.
    private static func replacements(
        of master: CalendarComponent, among overrides: [CalendarComponent], zones: CalendarZones
    ) throws(ICalendarError) -> [Int: (component: CalendarComponent, id: CalendarTime)] {
        let uid = master.property("UID")?.value
        var result: [Int: (component: CalendarComponent, id: CalendarTime)] = [:]
        for override in overrides {
            guard let idProperty = override.property("RECURRENCE-ID") else { continue }
            if let uid, let other = override.property("UID")?.value, other != uid { continue }
            let id = try CalendarTime(idProperty)
            let key = zones.seconds(id)
            // Two overrides of one instance: the higher SEQUENCE (on a tie, the later) wins.
            if let existing = result[key]?.component, sequence(of: existing) > sequence(of: override) { continue }
            result[key] = (override, id)
        }
        return result
    }

    /// The SEQUENCE of a component (0 without one).
    private static func sequence(of component: CalendarComponent) -> Int {
        component.property("SEQUENCE").flatMap { Int($0.value.trimmingSpaces) } ?? 0
    }

    /// The occurrence an override gives: its own DTSTART (its RECURRENCE-ID without one) and its own
    /// end, or the master's span when it gives none.
    private static func occurrence(
        of override: CalendarComponent, id: CalendarTime, master: OccurrenceSpan, zones: CalendarZones
    ) throws(ICalendarError) -> Occurrence? {
        let start = try override.property("DTSTART").map { property throws(ICalendarError) in try CalendarTime(property) } ?? id
        let span = OccurrenceSpan.isGiven(in: override) ? try OccurrenceSpan(override, start: start, zones: zones) : master
        let seconds = zones.seconds(start)
        let end = span.end(of: start, at: seconds, zones: zones)
        return Occurrence(start: LocalTime.date(seconds), end: end.map(LocalTime.date), component: override, recurrenceID: id)
    }

    /// The EXDATE values of `master`: instants, and for a date-time master the dates a DATE
    /// EXDATE removes whole.
    private static func exclusions(
        of master: CalendarComponent, start: CalendarTime, zones: CalendarZones
    ) throws(ICalendarError) -> Exclusions {
        var result = Exclusions(instants: [], days: [], zones: zones)
        for property in master.properties(named: "EXDATE") {
            for time in try CalendarTime.list(property) {
                if time.isDate && !start.isDate {
                    result.days.insert(time.civil.dayNumber)
                } else {
                    result.instants.insert(zones.seconds(time))
                }
            }
        }
        return result
    }

    /// What EXDATE removes.
    struct Exclusions {
        var instants: Set<Int>
        var days: Set<Int>
        let zones: CalendarZones

        func matches(_ time: CalendarTime, at seconds: Int) -> Bool {
            instants.contains(seconds) || (!days.isEmpty && days.contains(time.civil.dayNumber))
        }
    }
}
