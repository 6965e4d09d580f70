import Foundation
import ICalendar
import ShortcutEngine

/// Edit Event (`setters.calendarevents`): changes one detail of the first event given in its
/// file, as Apple's changes only the first, and gives the event as changed.
public enum EditEventAction: Action {
    /// The details Apple's Edit Event sets (Cherri's `editEventDetail`, iOS 16–18).
    enum Detail: String, Choice {
        case startDate = "Start Date"
        case endDate = "End Date"
        case isAllDay = "Is All Day"
        case location = "Location"
        case duration = "Duration"
        case myStatus = "My Status"
        case attendees = "Attendees"
        case url = "URL"
        case title = "Title"
        case notes = "Notes"
        case attachments = "Attachments"

        /// The modes Apple's setter takes for the detail (`WFCalendarEventContentItem`'s property
        /// builders): every one for Attendees; Set, Add and Remove All for Notes (Add appends a
        /// line: `appendable`) and Attachments (not removable one by one); Set alone for the
        /// title and the times (`removable: NO`: an event always has them); Set and Remove All for
        /// the other details with one value.
        var modes: [EditMode] {
            switch self {
            case .attendees: return EditMode.allCases
            case .notes, .attachments: return [.set, .add, .removeAll]
            case .title, .startDate, .endDate, .duration: return [.set]
            default: return [.set, .removeAll]
            }
        }

        /// Apple's key for the new value: `WFCalendarEventContentItem` and the detail's name.
        var wireKey: String { "WFCalendarEventContentItem" + rawValue.replacingOccurrences(of: " ", with: "") }
    }

    static let events = Parameter<Value>(
        "events", wireKey: "WFInput", summary: "The events (from Find Calendar Events, Get Upcoming Events, Add New Event).")
    static let property = Parameter<Detail>(
        "property", wireKey: "WFContentItemPropertyName", label: "Detail", summary: "The detail to change.", default: .title)
    static let mode = Parameter<EditMode>(
        "mode", wireKey: "Mode", label: "Edit",
        summary:
            "Set the detail to the value, or Remove All to clear it; Add appends a line to the notes, or adds attendees or attachments; Remove takes attendees away.",
        default: .set)
    static let value = Parameter<Value?>(
        "value", wireKey: Detail.startDate.wireKey, type: .any,
        summary:
            "The new value: a date, a duration, Yes or No, text, a status (Accepted, Declined, Tentative, Pending…), people or files, as the detail is."
    )

    static let removing = Parameter<Value?>(
        "removing", wireKey: "RemoveSpecifiedValue", label: "Specified", type: .list,
        summary: "Remove: the attendees to remove (addresses, names or contacts); not given, the user picks them.")
    static let required = Parameter<Bool>(
        "required", wireKey: "ValueLabel", label: "Role",
        summary: "Attendees set or added are required (ROLE=REQ-PARTICIPANT); off: optional.", default: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.setters.calendarevents", name: "Edit Event",
        summary:
            "Sets the title, notes (Add: a new line), location, URL, start date (the duration kept), end date, duration, all-day switch, attendees (ATTENDEE: set, add, remove), your status (the PARTSTAT of the attendee that is you: one of your --me addresses, or marked X-SHORTCUT-ME) or attachments (files kept inline, ATTACH: set, add, remove all) of the first event given (Apple's edits only the first), in its file (LAST-MODIFIED and SEQUENCE move on); an occurrence of a recurring event changes alone (an override, RECURRENCE-ID). `shortcut undo` restores the file. Gives the event as changed.",
        category: "Calendar",
        parameters: [events, property, mode, value, removing, required],
        input: events, output: .produces(.list), outputName: "Edited Event")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.property]
        let mode = try parameters[Self.mode]
        try mode.check(detail.rawValue, offers: detail.modes)
        let given = mode == .removeAll ? .nothing : parameters.optional(Self.value) ?? .nothing
        let (removing, required) = (parameters.optional(Self.removing), try parameters[Self.required])
        let zone = context.host.timeZone
        let attached = detail == .attachments ? try CalendarAttachments.inline(given, context: context) : []
        let edited = try CalendarEditing.edit(
            try parameters.value(Self.events), kind: .events, parameter: "events", context: context
        ) { event, zones in
            switch detail {
            case .attendees:
                try EventAttendees.edit(
                    &event, mode: mode, given: given, removing: removing, required: required, context: context)
            case .attachments:
                if mode != .add { event.remove("ATTACH") }
                event.properties += attached
            case .myStatus: try setMyStatus(of: &event, to: given, context: context)
            case .notes where mode == .add: CalendarItems.appendLine(try context.limitedText(given), toNotesOf: &event)
            default: try set(detail, to: given, in: &event, zones: zones, zone: zone, context: context)
            }
        }
        return edited.count == 1 ? edited[0] : .list(edited)
    }

    /// My Status: the answer (`PARTSTAT`) of the attendee that is you (`CalendarMe`), one of Apple's
    /// statuses; Unknown, nothing or Remove All take it away (a reader then sees Pending, RFC 5545's
    /// default). An event with no such attendee is left as it is, with a warning (Apple's setter
    /// changes its `selfAttendee`, and there is none).
    static func setMyStatus(of event: inout CalendarComponent, to value: Value, context: ActionContext) throws {
        let name = try context.limitedText(value).trimmingCharacters(in: .whitespacesAndNewlines)
        var partstat: String?
        if !name.isEmpty, name.lowercased() != "unknown" {
            guard let status = EventAttendee.statuses.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw ActionFailure(CalendarFailure.unknownStatus(name), parameter: "value")
            }
            partstat = status.partstat
        }
        let you = CalendarMe(context.myAddresses)
        guard let me = event.properties.firstIndex(where: { $0.name == "ATTENDEE" && you.isMe($0) }) else {
            try context.warn(CalendarFailure.noSelfAttendee(event.property("SUMMARY")?.text ?? ""), parameter: "events")
            return
        }
        event.properties[me].setParameter("PARTSTAT", to: partstat)
    }

    /// Sets `detail` of `event` to `value`.
    static func set(
        _ detail: Detail, to value: Value, in event: inout CalendarComponent, zones: CalendarZones, zone: TimeZone,
        context: ActionContext
    ) throws {
        let times = EventTimes(event, zones: zones)
        let coercion = context.coercion
        func text(_ name: String) throws {
            let text = try context.limitedText(value)
            if text.isEmpty { event.remove(name) } else { event.set(CalendarProperty(name: name, text: text)) }
        }
        func span(_ start: Date, _ end: Date, allDay: Bool) {
            event.remove("DURATION")
            event.set(CalendarItems.time(start, allDay: allDay, name: "DTSTART", zone: zone))
            event.set(CalendarItems.time(max(end, start), allDay: allDay, name: "DTEND", zone: zone))
        }
        func date() throws -> Date {
            guard case .date(let date) = try coerce(value, to: .date, coercion) else {
                throw ActionFailure(CalendarFailure.missingDate("new date"), parameter: "value")
            }
            return date
        }
        switch detail {
        case .title: try text("SUMMARY")
        case .notes: try text("DESCRIPTION")
        case .location: try text("LOCATION")
        case .url: try text("URL")
        case .startDate:
            let start = try date()
            span(start, start.addingTimeInterval(times.end.timeIntervalSince(times.start)), allDay: times.isAllDay)
        case .endDate:
            let end = try date()
            guard end >= times.start else { throw ActionFailure(CalendarFailure.endsBeforeStart, parameter: "value") }
            span(times.start, end, allDay: times.isAllDay)
        case .duration:
            guard case .duration(let seconds) = try coerce(value, to: .duration, coercion) else { return }
            span(times.start, times.start.addingTimeInterval(max(0, seconds.double)), allDay: times.isAllDay)
        case .isAllDay:
            guard case .boolean(let allDay) = try coerce(value, to: .boolean, coercion), allDay != times.isAllDay else { return }
            let days = AllDay.span(start: times.start, end: times.end.addingTimeInterval(-1), calendar: context.calendar)
            span(allDay ? days.start : times.start, allDay ? days.end : times.end, allDay: allDay)
        case .myStatus, .attendees, .attachments: return  // perform changes these
        }
    }

    /// `value` as `type`, a failure naming the parameter when it does not convert.
    static func coerce(_ value: Value, to type: ValueType, _ coercion: Coercion) throws -> Value {
        do { return try coercion.coerce(value, to: type) } catch { throw ActionFailure(error, parameter: "value") }
    }
}
