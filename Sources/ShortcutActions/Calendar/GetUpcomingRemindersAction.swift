import Foundation
import ShortcutEngine

/// Get Upcoming Reminders (`getupcomingreminders`): the next reminders due, not yet completed.
public enum GetUpcomingRemindersAction: Action {
    static let count = Parameter<Int>(
        "count", wireKey: "WFGetUpcomingItemCount", label: "Count", summary: "How many reminders.", default: 1, minimum: 0)
    static let list = Parameter<Value?>(
        "list", wireKey: "WFGetUpcomingItemCalendar", label: "List", type: .any,
        summary: "The reminder list (a subfolder's name); none: every list.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.getupcomingreminders", name: "Get Upcoming Reminders",
        summary:
            "Gets the reminders not yet completed that are due from now on, soonest first (ties in the folder's order), from one list or every list of the calendars folder (--calendars).",
        category: "Reminders",
        parameters: [count, list],
        output: .produces(.list), outputName: "Upcoming Reminders")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let store = try CalendarStore(context: context, parameter: "list")
        let now = context.host.now()
        let name = try CalendarStore.name(parameters.optional(Self.list), context: context)
        let due = try ReminderSearch.reminders(in: store, list: name, parameter: "list")
            .compactMap { reminder -> (Date, ReminderItem)? in
                guard !reminder.isCompleted, let date = reminder.due, date >= now else { return nil }
                return (date, reminder)
            }
        let ordered = due.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
        return .list(ordered.prefix(max(0, try parameters[Self.count])).map { $0.element.1.value() })
    }
}
