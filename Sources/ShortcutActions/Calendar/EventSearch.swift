import Foundation
import ICalendar
import ShortcutEngine

/// The events of the calendars folder in a span of time: every occurrence of every event, in
/// start order (ties in the folder's order).
enum EventSearch {
    /// The occurrences meeting `from..<to` of the events of `calendar` (nil: every calendar); with
    /// `singlesAnywhere`, an event that does not recur wherever it is; with `first`, only the
    /// first that many. A file whose recurrence cannot be expanded is passed over with a warning
    /// naming it. At most the run's item limit.
    static func events(
        in store: CalendarStore, calendar: String?, from: Date, to: Date, singlesAnywhere: Bool = false, first: Int? = nil,
        parameter: String?
    ) throws -> [EventItem] {
        let entries = try store.entries(.events, in: calendar, parameter: parameter)
        let limit = min(first ?? .max, store.context.limits.maxItems)
        // The first few events need only the near future: the span grows (a month, then twice as
        // long each time) until it holds enough, so a daily series is not expanded for years. An
        // occurrence outside a span starts after all inside it, so their order is final.
        var horizon = first == nil ? to : min(to, from.addingTimeInterval(31 * 86_400))
        var unreadable: Set<Int> = []
        while true {
            let found = try occurrences(
                of: entries, from: from, to: horizon, singlesAnywhere: singlesAnywhere, unreadable: &unreadable, store: store,
                parameter: parameter)
            if found.count >= limit || horizon >= to {
                let ordered = found.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
                return Array(ordered.map(\.element).prefix(limit))
            }
            horizon = min(to, from.addingTimeInterval(2 * horizon.timeIntervalSince(from)))
        }
    }

    /// The occurrences of `entries` meeting `from..<to` in the folder's order, at most past the
    /// run's item limit; an entry whose recurrence cannot be expanded is warned of once.
    private static func occurrences(
        of entries: [StoredEntry], from: Date, to: Date, singlesAnywhere: Bool, unreadable: inout Set<Int>,
        store: CalendarStore, parameter: String?
    ) throws -> [EventItem] {
        var found: [EventItem] = []
        for (index, entry) in entries.enumerated() where !unreadable.contains(index) {
            let recurs = entry.component.property("RRULE") != nil || entry.component.property("RDATE") != nil
            let span = singlesAnywhere && !recurs ? (Date.distantPast, Date.distantFuture) : (from, to)
            do {
                found += try EventItem.occurrences(of: entry, from: span.0, to: span.1, zone: store.zone, me: store.me)
            } catch {
                unreadable.insert(index)
                try store.context.warn(
                    CalendarFailure.unreadable(path: entry.path, reason: error.description), parameter: parameter)
            }
            guard found.count <= store.context.limits.maxItems else { break }
        }
        return found
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
