import Foundation
import ICalendar
import ShortcutEngine

/// A calendar event (one occurrence of a series) as a workflow value: a `LibraryItem` of kind
/// `Calendar Event` whose details are Get Details of Calendar Events', read from its `VEVENT`.
struct EventItem {
    /// The component this occurrence is (the series' or the override's), its start and end.
    let component: CalendarComponent
    let start: Date
    let end: Date
    let isAllDay: Bool
    /// Whether it is one occurrence of a recurring series.
    let isOccurrence: Bool
    let entry: StoredEntry
    /// The run's time zone: an all-day event's days are its days.
    let zone: TimeZone
    /// Who you are among its attendees.
    let me: CalendarMe

    /// Every occurrence of `entry` meeting `from..<to`, in start order.
    static func occurrences(of entry: StoredEntry, from: Date, to: Date, zone: TimeZone, me: CalendarMe) throws(ICalendarError)
        -> [EventItem]
    {
        let zones = CalendarZones(entry.calendar, fallback: zone)
        let recurs = entry.component.property("RRULE") != nil || entry.component.property("RDATE") != nil
        return try Recurrence.occurrences(of: entry.component, overrides: entry.overrides, zones: zones, from: from, to: to)
            .map { occurrence in
                let allDay = (occurrence.component.property("DTSTART").flatMap { try? CalendarTime($0) })?.isDate ?? false
                return EventItem(
                    component: occurrence.component, start: occurrence.start, end: occurrence.end ?? occurrence.start,
                    isAllDay: allDay, isOccurrence: recurs || !entry.overrides.isEmpty, entry: entry, zone: zone, me: me)
            }
    }

    /// The event's title (`SUMMARY`); empty when it has none.
    var title: String { component.property("SUMMARY")?.text ?? "" }

    /// The record: the occurrence's `VEVENT` (for one of a series, with its own start and end and
    /// the `RECURRENCE-ID` that names it, without the rule) and the time zones it names.
    var record: String {
        var event = component
        if isOccurrence {
            for name in ["RRULE", "RDATE", "EXDATE", "EXRULE", "DURATION"] { event.remove(name) }
            let recurrenceID =
                event.property("RECURRENCE-ID") ?? CalendarItems.time(start, allDay: isAllDay, name: "RECURRENCE-ID", zone: zone)
            event.set(CalendarItems.time(start, allDay: isAllDay, name: "DTSTART", zone: zone))
            event.set(CalendarItems.time(end, allDay: isAllDay, name: "DTEND", zone: zone))
            event.set(recurrenceID)
        }
        return CalendarRecord.text(of: event, from: entry.calendar)
    }

    /// The value: the event, reading as its title.
    func value() -> Value {
        let record = self.record
        var details = ValueDictionary()
        for detail in EventDetail.allCases { details[detail.rawValue] = value(of: detail, recordBytes: record.utf8.count) }
        return .item(
            LibraryItem(
                kind: CalendarKind.events.itemKind, title: title, date: start, details: details, record: record,
                source: entry.path))
    }

    /// One detail, the record written only for File Size.
    func detail(_ detail: EventDetail) -> Value {
        value(of: detail, recordBytes: detail == .fileSize ? record.utf8.count : 0)
    }

    /// One detail; Nothing where the event has none.
    func value(of detail: EventDetail, recordBytes: Int) -> Value {
        let text = { (name: String) -> Value in CalendarItems.text(self.component, name) }
        switch detail {
        case .startDate: return .date(start)
        case .endDate: return .date(end)
        case .isAllDay: return .boolean(isAllDay)
        case .calendar: return .text(entry.collection)
        case .location: return text("LOCATION")
        case .hasAlarms: return .boolean(!component.components(named: "VALARM").isEmpty)
        case .duration: return .duration(Number(end.timeIntervalSince(start)))
        case .isCanceled: return .boolean(component.property("STATUS")?.text.uppercased() == "CANCELLED")
        case .myStatus: return myStatus
        case .organizer:
            return component.property("ORGANIZER").map { EventAttendee.value($0, source: entry.path, me: me) } ?? .nothing
        case .organizerIsMe: return .boolean(organizerIsMe)
        case .attendees:
            let people = component.properties(named: "ATTENDEE").map { EventAttendee.value($0, source: entry.path, me: me) }
            return people.isEmpty ? .nothing : .list(people)
        case .numberOfAttendees: return .number(.integer(component.properties(named: "ATTENDEE").count))
        case .url: return component.property("URL").map { .url($0.value) } ?? .nothing
        case .title, .name: return .text(title)
        case .notes: return text("DESCRIPTION")
        case .attachments:
            let links = component.properties(named: "ATTACH").filter { $0.parameter("VALUE")?.uppercased() != "BINARY" }
            return links.isEmpty ? .nothing : .list(links.map { .url($0.value) })
        case .fileSize: return .number(.integer(recordBytes))
        case .fileExtension: return .text("ics")
        case .filePath: return .text(entry.path)
        case .creationDate: return CalendarItems.stamp(component, "CREATED", file: entry.attributes.creationDate)
        case .lastModifiedDate: return CalendarItems.stamp(component, "LAST-MODIFIED", file: entry.attributes.modificationDate)
        }
    }

    /// Organizer Is Me, as Apple's: an event with no attendee but its organizer is yours; with
    /// others, only when its organizer is you (none: no).
    private var organizerIsMe: Bool {
        let organizer = component.property("ORGANIZER")
        let organizerAddress = organizer.map { EventAttendees.address($0).lowercased() }
        let others = component.properties(named: "ATTENDEE").filter {
            EventAttendees.address($0).lowercased() != organizerAddress
        }
        guard !others.isEmpty else { return true }
        return organizer.map(me.isMe) ?? false
    }

    /// My Status: the answer of the attendee that is you (Apple's `selfAttendee`), in Apple's
    /// words; Nothing when none is.
    private var myStatus: Value {
        guard let mine = component.properties(named: "ATTENDEE").first(where: me.isMe) else { return .nothing }
        return .text(EventAttendee.status(of: mine))
    }
}

/// What events and reminders share when they become values.
enum CalendarItems {
    /// A text property's text; Nothing when absent or empty.
    static func text(_ component: CalendarComponent, _ name: String) -> Value {
        guard let text = component.property(name)?.text, !text.isEmpty else { return .nothing }
        return .text(text)
    }

    /// A person (`ORGANIZER`, `ATTENDEE`): the common name, else the address without `mailto:`.
    static func person(_ property: CalendarProperty) -> String {
        if let name = property.parameter("CN"), !name.isEmpty { return name }
        return EventAttendees.address(property)
    }

    /// Edit Event's and Edit Reminder's Add on Notes (Apple's `appendable` notes): `text` as a new
    /// line after the notes (`DESCRIPTION`) there are.
    static func appendLine(_ text: String, toNotesOf component: inout CalendarComponent) {
        guard !text.isEmpty else { return }
        let old = component.property("DESCRIPTION")?.text ?? ""
        component.set(CalendarProperty(name: "DESCRIPTION", text: old.isEmpty ? text : old + "\n" + text))
    }

    /// A UTC time stamp property (`CREATED`, `LAST-MODIFIED`), else the file's date, else Nothing.
    static func stamp(_ component: CalendarComponent, _ name: String, file: Date?) -> Value {
        if let property = component.property(name), let time = try? CalendarTime(property), case .utc = time {
            return .date(CalendarZones(CalendarComponent(name: "VCALENDAR"), fallback: .gmt).date(time))
        }
        return file.map(Value.date) ?? .nothing
    }

    /// `date` as a property: a `DATE` in `zone` for an all-day value, else a UTC date-time.
    static func time(_ date: Date, allDay: Bool, name: String, zone: TimeZone) -> CalendarProperty {
        CalendarZones(CalendarComponent(name: "VCALENDAR"), fallback: zone).time(date, allDay: allDay, zone: nil)
            .property(named: name)
    }
}

extension CalendarItems {
    /// A new item's time stamps (`DTSTAMP`, `CREATED`): `now`, in UTC.
    static func stamps(_ now: Date, zone: TimeZone) -> [CalendarProperty] {
        ["DTSTAMP", "CREATED"].map { time(now, allDay: false, name: $0, zone: zone) }
    }

    /// An alarm's trigger at `date` itself (`TRIGGER;VALUE=DATE-TIME`, in UTC).
    static func trigger(at date: Date, zone: TimeZone) -> CalendarProperty {
        var trigger = time(date, allDay: false, name: "TRIGGER", zone: zone)
        trigger.parameters.append(CalendarParameter(name: "VALUE", value: "DATE-TIME"))
        return trigger
    }

    /// A display alarm (RFC 5545 §3.6.6) ringing at `trigger`, describing `title`.
    static func alarm(trigger: CalendarProperty, title: String) -> CalendarComponent {
        CalendarComponent(
            name: "VALARM",
            properties: [
                CalendarProperty(name: "ACTION", value: "DISPLAY"), trigger,
                CalendarProperty(name: "DESCRIPTION", text: title.isEmpty ? "Reminder" : title),
            ])
    }
}

extension CalendarItems {
    /// How a value that is not the item wanted is shown in the failure: `text 'Lunch'`.
    static func preview(_ value: Value, context: ActionContext) -> String {
        if value.isContainer { return value.type.article }
        guard let text = try? context.limitedText(value) else { return value.type.article }
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return "\(value.type.article) '\(shown)'"
    }
}
