import Foundation
import ICalendar
import SafeFiles
import ShortcutEngine

/// Add New Event (`addnewevent`, Apple's `WFAddNewEventAction`): writes a new event into a calendar
/// of the calendars folder (docs/calendar.md) as its own iCalendar file, and gives it.
public enum AddNewEventAction: Action {
    /// The alert choices of Apple's definition (`WFAlertTime`).
    enum Alert: String, Choice {
        case atTime = "At time of event"
        case fiveMinutes = "5 minutes before"
        case fifteenMinutes = "15 minutes before"
        case thirtyMinutes = "30 minutes before"
        case oneHour = "1 hour before"
        case twoHours = "2 hours before"
        case oneDay = "1 day before"
        case twoDays = "2 days before"
        case oneWeek = "1 week before"
        case custom = "Custom"
        /// Shortcuts 10.0's first choice: no alert (as leaving the alert out).
        case none = "None"

        /// How long before the start the alarm rings; nil for Custom (a date of its own).
        var before: Int? {
            switch self {
            case .atTime: return 0
            case .fiveMinutes: return 300
            case .fifteenMinutes: return 900
            case .thirtyMinutes: return 1800
            case .oneHour: return 3600
            case .twoHours: return 7200
            case .oneDay: return 86_400
            case .twoDays: return 172_800
            case .oneWeek: return 604_800
            case .custom, .none: return nil
            }
        }
    }

    static let title = Parameter<String?>(
        "title", wireKey: "WFCalendarItemTitle", summary: "The event's title; empty: New Event, as Apple's.")
    static let location = Parameter<String?>("location", wireKey: "WFCalendarItemLocation", summary: "Where it is.")
    static let calendar = Parameter<Value?>(
        "calendar", wireKey: "WFCalendarItemCalendar", type: .any,
        summary:
            "The calendar: a subfolder of the calendars folder, which must exist. None: the first calendar that holds events, else the first empty one, else a new 'Calendar'."
    )
    static let start = Parameter<Value?>(
        "start", wireKey: "WFCalendarItemStartDate", label: "Start Date", type: .date, summary: "When it starts.")
    static let end = Parameter<Value?>(
        "end", wireKey: "WFCalendarItemEndDate", label: "End Date", type: .date,
        summary: "When it ends; none: an hour after the start (an all-day event: the start's day).")
    static let allDay = Parameter<Bool>(
        "allDay", wireKey: "WFCalendarItemAllDay", label: "All Day",
        summary: "Whole days, from the start's day to the end's, in the run's time zone.", default: false)
    static let alert = Parameter<Alert?>(
        "alert", wireKey: "WFAlertTime", label: "Alert", summary: "When to be reminded; none: no alert.", default: nil)
    static let alertTime = Parameter<Value?>(
        "alertTime", wireKey: "WFAlertCustomTime", label: "Alert Time", type: .date, summary: "The Custom alert's time.",
        parent: .init(alert, [Alert.custom.rawValue]))
    static let notes = Parameter<String?>("notes", wireKey: "WFCalendarItemNotes", summary: "Notes.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.addnewevent", name: "Add New Event",
        summary:
            "Adds an event to a calendar of the calendars folder (--calendars; each subfolder a calendar): a new iCalendar file UID.ics holding a VEVENT with the title, location, start and end (UTC times; all-day events as dates), notes and an alert (a VALARM). Returns the event. `shortcut undo` removes it.",
        category: "Calendar",
        parameters: [title, location, calendar, start, end, allDay, alert, alertTime, notes],
        output: .produces(.item), outputName: "New Event")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let store = try CalendarStore(context: context, parameter: "calendar", reading: false)
        guard case .date(let start)? = parameters.optional(Self.start) else {
            throw ActionFailure(CalendarFailure.missingDate("start date"), parameter: "start")
        }
        let allDay = try parameters[Self.allDay]
        let given = parameters.optional(Self.end).flatMap { value -> Date? in
            if case .date(let date) = value { return date } else { return nil }
        }
        let end = given.map { correctedEnd($0, start: start, calendar: context.calendar) }
        if let end, end < start { throw ActionFailure(CalendarFailure.endsBeforeStart, parameter: "end") }
        let span = allDay ? AllDay.span(start: start, end: end, calendar: context.calendar) : (start, end ?? start + 3600)
        let now = context.host.now()
        var event = CalendarComponent(
            name: "VEVENT",
            properties: CalendarItems.stamps(now, zone: store.zone) + [
                CalendarItems.time(span.0, allDay: allDay, name: "DTSTART", zone: store.zone),
                CalendarItems.time(span.1, allDay: allDay, name: "DTEND", zone: store.zone),
            ])
        let title = try parameters[Self.title] ?? ""
        event.set(CalendarProperty(name: "SUMMARY", text: title.isEmpty ? "New Event" : title))
        for (key, name) in [(Self.location, "LOCATION"), (Self.notes, "DESCRIPTION")] {
            if let text = try parameters[key], !text.isEmpty { event.set(CalendarProperty(name: name, text: text)) }
        }
        if let alarm = try alarm(parameters, title: event.property("SUMMARY")?.text ?? "", store: store) {
            event.components.append(alarm)
        }
        let named = try CalendarStore.name(parameters.optional(Self.calendar), context: context)
        let collection = try store.target(named, kind: .events, parameter: "calendar")
        let (written, path) = try store.add(event, to: collection, parameter: "calendar")
        let entry = StoredEntry.new(written, in: collection, path: path, now: now)
        return EventItem(
            component: written, start: span.0, end: span.1, isAllDay: allDay, isOccurrence: false, entry: entry, zone: store.zone,
            me: store.me
        ).value()
    }

    /// An end before the start moves to the start's day at its own time of day, as Apple's
    /// `endDateByCorrectingDate:withStartDate:` does ("3 pm" with a start tomorrow at 2 pm ends
    /// tomorrow at 3 pm).
    static func correctedEnd(_ end: Date, start: Date, calendar: Calendar) -> Date {
        guard end < start else { return end }
        let day = calendar.dateComponents([.era, .year, .month, .day], from: start)
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: end)
        guard let midnight = calendar.date(from: day), let moved = calendar.date(byAdding: time, to: midnight) else { return end }
        return moved
    }

    /// The event's `VALARM`: a trigger before the start, or at the Custom alert's time.
    static func alarm(_ parameters: ResolvedParameters, title: String, store: CalendarStore) throws -> CalendarComponent? {
        guard let alert = try parameters[Self.alert], alert != .none else { return nil }
        let trigger: CalendarProperty
        if let before = alert.before {
            trigger = CalendarProperty(name: "TRIGGER", value: CalendarDuration(negative: before > 0, seconds: before).text)
        } else {
            guard case .date(let time)? = parameters.optional(Self.alertTime) else {
                throw ActionFailure(CalendarFailure.missingDate("alert time"), parameter: "alertTime")
            }
            trigger = CalendarItems.trigger(at: time, zone: store.zone)
        }
        return CalendarItems.alarm(trigger: trigger, title: title)
    }
}

/// The whole days an all-day event covers, in the run's calendar.
enum AllDay {
    /// From the start's day to the day after the end's (DTEND is exclusive, RFC 5545 §3.6.1).
    static func span(start: Date, end: Date?, calendar: Calendar) -> (start: Date, end: Date) {
        let first = calendar.startOfDay(for: start)
        let last = calendar.startOfDay(for: max(end ?? start, start))
        return (first, calendar.date(byAdding: .day, value: 1, to: last) ?? last.addingTimeInterval(86_400))
    }
}
