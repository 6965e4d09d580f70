import Foundation
import ICalendar

/// Removing an event, or occurrences of a recurring one, from the `VCALENDAR`s of its file
/// (RFC 5545 §3.8.5: an `EXDATE` removes one occurrence; an `UNTIL` ends the series).
struct EventRemoval {
    let identity: CalendarRecord.Identity
    /// Also the occurrences after this one (Apple's Include Future Events).
    let includeFuture: Bool
    let zone: TimeZone

    /// Removes the event from `calendar`; false when the calendar does not hold it.
    func apply(to calendar: inout CalendarComponent) -> Bool {
        let zones = CalendarZones(calendar, fallback: zone)
        let mine = calendar.components.indices.filter {
            calendar.components[$0].name == "VEVENT" && calendar.components[$0].property("UID")?.text == identity.uid
        }
        guard !mine.isEmpty else { return false }
        let masterIndex = mine.first { calendar.components[$0].property("RECURRENCE-ID") == nil }
        let start = masterIndex.flatMap { instant(calendar.components[$0], "DTSTART", zones) }
        guard let occurrence = identity.occurrence, let masterIndex,
            !(includeFuture && start.map { occurrence <= $0 } ?? false)
        else {
            // A single event or a whole series (from its first occurrence on) goes whole; a lone
            // occurrence (an override whose series the file lacks) goes alone.
            let whole = identity.occurrence == nil || masterIndex != nil
            let doomed = Set(mine.filter { whole || matches(calendar.components[$0], zones) })
            calendar.components = calendar.components.enumerated().filter { !doomed.contains($0.offset) }.map(\.element)
            return !doomed.isEmpty
        }
        var master = calendar.components[masterIndex]
        let isDate = (master.property("DTSTART").flatMap { try? CalendarTime($0) })?.isDate ?? false
        if includeFuture {
            end(&master, before: occurrence, isDate: isDate, zones: zones)
        } else {
            master.properties.append(CalendarItems.time(occurrence, allDay: isDate, name: "EXDATE", zone: zone))
        }
        calendar.components[masterIndex] = master
        calendar.components = calendar.components.filter { component in
            guard component.name == "VEVENT", component.property("UID")?.text == identity.uid,
                let recurrence = instant(component, "RECURRENCE-ID", zones)
            else { return true }
            return includeFuture ? recurrence < occurrence : recurrence != occurrence
        }
        return true
    }

    /// Ends `master`'s series before `occurrence`: its rules stop (`UNTIL`, in the form RFC 5545
    /// §3.3.10 asks for the start's kind) and its added dates from then on go.
    private func end(_ master: inout CalendarComponent, before occurrence: Date, isDate: Bool, zones: CalendarZones) {
        let last = occurrence.addingTimeInterval(isDate ? -86_400 : -1)
        let startTime = master.property("DTSTART").flatMap { try? CalendarTime($0) }
        var until = zones.time(last, allDay: isDate, zone: nil).valueText
        // A floating series ends at a floating time: the run's wall clock.
        if case .floating? = startTime { until = zones.time(last, allDay: false, zone: zone).valueText }
        for index in master.properties.indices where master.properties[index].name == "RRULE" {
            let parts = master.properties[index].value.split(separator: ";").filter {
                let name = $0.split(separator: "=").first?.uppercased() ?? ""
                return name != "UNTIL" && name != "COUNT"
            }
            master.properties[index].value = (parts.map(String.init) + ["UNTIL=" + until]).joined(separator: ";")
        }
        let added = master.properties(named: "RDATE").flatMap { (try? CalendarTime.list($0)) ?? [] }
        master.remove("RDATE")
        for time in added where zones.date(time) < occurrence { master.properties.append(time.property(named: "RDATE")) }
    }

    /// Whether `component` is the occurrence the identity names.
    private func matches(_ component: CalendarComponent, _ zones: CalendarZones) -> Bool {
        instant(component, "RECURRENCE-ID", zones) == identity.occurrence
    }

    private func instant(_ component: CalendarComponent, _ name: String, _ zones: CalendarZones) -> Date? {
        component.property(name).flatMap { try? CalendarTime($0) }.map(zones.date)
    }
}
