import ShortcutEngine

/// Get Details of Event Attendees (`properties.eventattendees`, Apple's `WFContentItemPropertiesAction`
/// on `WFEKParticipantContentItem`): one detail of each attendee given.
public enum GetEventAttendeeDetailsAction: Action {
    static let attendees = Parameter<Value>(
        "attendees", wireKey: "WFInput",
        summary: "The attendees (an event's Attendees or Organizer); an event gives its attendees.")
    static let property = Parameter<AttendeeDetail>(
        "property", wireKey: "WFContentItemPropertyName", label: "Detail", summary: "The detail to get.", default: .name)

    public static let definition = ActionDefinition(
        "is.workflow.actions.properties.eventattendees", name: "Get Details of Event Attendees",
        summary:
            "Gets one detail of each attendee: Name, Status (Accepted, Declined, Tentative, Pending…: PARTSTAT), Role (Required, Optional, Chair, Non-participant: ROLE), Type (Person, Group, Room, Resource, Unknown: CUTYPE), Is Me (one of your --me addresses, or marked X-SHORTCUT-ME) and Email Address. One attendee gives the value, several a list.",
        category: "Calendar",
        parameters: [attendees, property],
        input: attendees, output: .produces(.any), outputName: "Details of Event Attendees")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let name = try parameters[Self.property].rawValue
        let values = try EventAttendee.attendees(in: parameters.value(Self.attendees), context: context, parameter: "attendees")
            .map { CalendarItems.detail(name, of: $0) }
        return values.count == 1 ? values[0] : .list(values)
    }
}
