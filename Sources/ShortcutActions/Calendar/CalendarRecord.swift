import Foundation
import ICalendar
import ShortcutEngine

/// The iCalendar text an event or a reminder carries as a value (`LibraryItem.record`): a
/// `VCALENDAR` holding the item's component and the time zones it names, so that Share hands out
/// a file any calendar program opens, and the actions that change the item find it again by its
/// `UID` (and `RECURRENCE-ID`, for one occurrence of a series).
enum CalendarRecord {
    /// Our `PRODID` (RFC 5545 §3.7.3).
    static let productID = "-//ShortcutEngine//Calendar//EN"

    /// The record of `component`, with those of `calendar`'s time zones it names.
    static func text(of component: CalendarComponent, from calendar: CalendarComponent?) -> String {
        let named = Set(component.properties.compactMap { $0.parameter("TZID") })
        let zones = (calendar?.components(named: "VTIMEZONE") ?? []).filter {
            named.contains($0.property("TZID")?.value ?? "")
        }
        return ICalendarWriter.text([wrapped(zones + [component])])
    }

    /// A `VCALENDAR` holding `components`.
    static func wrapped(_ components: [CalendarComponent]) -> CalendarComponent {
        CalendarComponent(
            name: "VCALENDAR",
            properties: [CalendarProperty(name: "VERSION", value: "2.0"), CalendarProperty(name: "PRODID", value: productID)],
            components: components)
    }

    /// What identifies an item in its file: its `UID` and, for one occurrence of a series, the
    /// instant its `RECURRENCE-ID` names.
    struct Identity: Equatable {
        var uid: String
        var occurrence: Date?
    }

    /// The identity of the item whose record is `text`; nil when it holds no event or reminder.
    static func identity(of text: String, kind: CalendarKind, zone: TimeZone) -> Identity? {
        guard let calendar = (try? ICalendarReader.read(text))?.first(where: { $0.name == "VCALENDAR" }),
            let component = calendar.components(named: kind.component).first,
            let uid = component.property("UID")?.text, !uid.isEmpty
        else { return nil }
        let zones = CalendarZones(calendar, fallback: zone)
        let occurrence = component.property("RECURRENCE-ID").flatMap { try? CalendarTime($0) }.map(zones.date)
        return Identity(uid: uid, occurrence: occurrence)
    }
}
