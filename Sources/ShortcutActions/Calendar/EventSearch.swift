import Foundation
import ICalendar
import ShortcutEngine

/// The events of the calendars folder in a span of time: every occurrence of every event, in
/// start order (ties in the folder's order).
enum EventSearch {
    /// The occurrences meeting `from..<to` of the events of `calendar` (nil: every calendar); with
    /// `singlesAnywhere`, an event that does not recur wherever it is. A file whose recurrence
    /// cannot be expanded is passed over with a warning naming it. At most the run's item limit.
    static func events(
        in store: CalendarStore, calendar: String?, from: Date, to: Date, singlesAnywhere: Bool = false, parameter: String?
    ) throws -> [EventItem] {
        var found: [EventItem] = []
        for entry in try store.entries(.events, in: calendar, parameter: parameter) {
            let recurs = entry.component.property("RRULE") != nil || entry.component.property("RDATE") != nil
            let span = singlesAnywhere && !recurs ? (Date.distantPast, Date.distantFuture) : (from, to)
            do {
                found += try EventItem.occurrences(of: entry, from: span.0, to: span.1, zone: store.zone)
            } catch {
                try store.context.warn(
                    CalendarFailure.unreadable(path: entry.path, reason: error.description), parameter: parameter)
            }
            guard found.count <= store.context.limits.maxItems else { break }
        }
        let ordered = found.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        return Array(ordered.prefix(store.context.limits.maxItems))
    }

    /// The span Find Calendar Events searches: a recurring event's occurrences within
    /// `CalendarLimits.searchYears` of `now`; a single event wherever it is.
    static func searchSpan(now: Date, calendar: Calendar) -> (from: Date, to: Date) {
        let years = CalendarLimits.searchYears
        return (
            calendar.date(byAdding: .year, value: -years, to: now) ?? now,
            calendar.date(byAdding: .year, value: years, to: now) ?? now
        )
    }
}
