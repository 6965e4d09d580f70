import Foundation
import ShortcutEngine

/// Find Calendar Events (Apple's `WFContentItemFilterAction` on `WFCalendarEventContentItem`): the
/// events of the calendars folder that meet Apple's condition table on their details, sorted and
/// limited, as Find Contacts does for the address book.
public enum FindCalendarEventsAction: Action {
    static let events = Parameter<Value>(
        "events", wireKey: "WFContentItemInputParameter", label: "Events",
        summary:
            "Where to look: Library (every calendar of the calendars folder, the default), or events to filter (from another calendar action).",
        default: "Library")
    static let conditions = Parameter<Value>(
        "conditions", label: "Filter", type: .list,
        summary:
            #"Dictionaries {"property", "condition", "value"} — property any detail of Get Details of Calendar Events (Start Date, End Date, Calendar, Title, Location, Is All Day…); condition any of If's (is, contains, is in the next with "amount" and "unit", is today…)."#
    )
    /// Match, Sort By (a detail or Random), its order and the limit.
    static let settings = ContentFilterSettings<PropertyOrRandom<EventDetail>>(items: "events")

    public static let definition = ActionDefinition(
        "is.workflow.actions.filter.calendarevents", name: "Find Calendar Events",
        summary:
            "Finds the events of the calendars folder (--calendars) that meet every condition of Apple's condition table (or one, with Match Any) on their details, read as Get Details of Calendar Events reads them; then sorts and limits. An event that does not recur is found wherever it is; a recurring one gives each occurrence within two years of now; events come in start order.",
        category: "Calendar",
        parameters: [events, conditions] + settings.declarations,
        output: .produces(.list), outputName: "Calendar Events")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try CalendarItems.find(
            parameters.optional(Self.events) ?? .nothing, kind: .events, parameter: "events", parameters,
            conditions: Self.conditions, settings: Self.settings, context: context,
            library: {
                let store = try CalendarStore(context: context, parameter: "conditions")
                let span = EventSearch.searchSpan(now: context.host.now(), calendar: context.calendar)
                return try EventSearch.events(
                    in: store, calendar: nil, from: span.from, to: span.to, singlesAnywhere: true, parameter: "conditions")
            }, detail: { $0.detail($1) }, value: { $0.value() })
    }
}
