import Foundation
import ShortcutEngine

/// Find Reminders (Apple's `WFContentItemFilterAction` on `WFReminderContentItem`): the reminders
/// of the calendars folder that meet Apple's condition table on their details, sorted and limited.
public enum FindRemindersAction: Action {
    static let reminders = Parameter<Value>(
        "reminders", wireKey: "WFContentItemInputParameter", label: "Reminders",
        summary:
            "Where to look: Library (every list of the calendars folder, the default), or reminders to filter (from another reminder action).",
        default: "Library")
    static let conditions = Parameter<Value>(
        "conditions", label: "Filter", type: .list,
        summary:
            #"Dictionaries {"property", "condition", "value"} — property any detail of Get Details of Reminders (Title, List, Due Date, Is Completed, Priority, Tags…); condition any of If's."#
    )
    static let settings = ContentFilterSettings<PropertyOrRandom<ReminderDetail>>(items: "reminders")

    public static let definition = ActionDefinition(
        "is.workflow.actions.filter.reminders", name: "Find Reminders",
        summary:
            "Finds the reminders of the calendars folder (--calendars; the VTODOs of its lists) that meet every condition of Apple's condition table (or one, with Match Any) on their details, read as Get Details of Reminders reads them; then sorts and limits. Without conditions: every reminder, completed or not, in the folder's order.",
        category: "Reminders",
        parameters: [reminders, conditions] + settings.declarations,
        output: .produces(.list), outputName: "Reminders")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try CalendarItems.find(
            parameters.optional(Self.reminders) ?? .nothing, kind: .reminders, parameter: "reminders", parameters,
            conditions: Self.conditions, settings: Self.settings, context: context,
            library: {
                let store = try CalendarStore(context: context, parameter: "conditions")
                return try ReminderSearch.reminders(in: store, list: nil, parameter: "conditions")
            }, detail: { $0.detail($1) }, value: { $0.value() })
    }
}
