import ShortcutEngine

/// Filter Event Attendees (`filter.eventattendees`, Apple's `WFContentItemFilterAction` on
/// `WFEKParticipantContentItem`): the attendees given that meet Apple's condition table on their
/// details, sorted and limited.
public enum FilterEventAttendeesAction: Action {
    static let attendees = Parameter<Value>(
        "attendees", wireKey: "WFContentItemInputParameter", label: "Attendees",
        summary: "The attendees to filter (an event's Attendees); an event gives its attendees.")
    static let conditions = Parameter<Value>(
        "conditions", label: "Filter", type: .list,
        summary:
            #"Dictionaries {"property", "condition", "value"} — property Name, Status, Role, Type, Is Me or Email Address; condition any of If's (is, is not, contains, begins with…)."#
    )
    /// Match, Sort By (a detail or Random), its order and the limit.
    static let settings = ContentFilterSettings<PropertyOrRandom<AttendeeDetail>>(items: "attendees")

    public static let definition = ActionDefinition(
        "is.workflow.actions.filter.eventattendees", name: "Filter Event Attendees",
        summary:
            "Keeps the attendees given (an event's Attendees, or the events themselves) that meet every condition of Apple's condition table (or one, with Match Any) on their details, read as Get Details of Event Attendees reads them; then sorts (ties keep their order) and limits.",
        category: "Calendar",
        parameters: [attendees, conditions] + settings.declarations, input: attendees,
        output: .produces(.list), outputName: "Event Attendees")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let given = try EventAttendee.attendees(
            in: parameters.optional(Self.attendees) ?? .nothing, context: context, parameter: "attendees")
        return .list(
            try CalendarItems.filtered(
                given, parameters, conditions: Self.conditions, settings: Self.settings, noun: "attendee", context: context
            ) { CalendarItems.detail($1.rawValue, of: $0) })
    }
}
