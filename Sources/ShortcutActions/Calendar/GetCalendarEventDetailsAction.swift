import ShortcutEngine

/// Get Details of Calendar Events (`properties.calendarevents`): one detail of each event given.
public enum GetCalendarEventDetailsAction: Action {
    static let events = Parameter<Value>(
        "events", wireKey: "WFInput", summary: "The events (from Find Calendar Events, Get Upcoming Events, Add New Event).")
    static let property = Parameter<EventDetail>(
        "property", wireKey: "WFContentItemPropertyName", label: "Detail", summary: "The detail to get.",
        default: .startDate)

    public static let definition = ActionDefinition(
        "is.workflow.actions.properties.calendarevents", name: "Get Details of Calendar Events",
        summary:
            "Gets one detail of each event: start and end dates, whether it is all day, its calendar, location, alarms, duration, whether it is canceled, your status, organizer, attendees, URL, title, notes, attachments, and its file's size, extension, path and dates. One event gives the value, several a list.",
        category: "Calendar",
        parameters: [events, property],
        input: events, output: .produces(.any), outputName: "Details of Calendar Events")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        // Attachments kept inline in the file become files; the item's own detail has the links only.
        if try parameters[Self.property] == .attachments {
            return try CalendarItems.each(parameters.value(Self.events), kind: .events, context: context, parameter: "events") {
                try CalendarAttachments.values(ofRecord: $0.record, kind: .events, context: context, parameter: "events")
            }
        }
        return try CalendarItems.details(
            parameters.value(Self.events), name: parameters[Self.property].rawValue, kind: .events, context: context,
            parameter: "events")
    }
}
