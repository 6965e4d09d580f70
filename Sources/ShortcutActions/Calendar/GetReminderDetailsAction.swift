import Foundation
import ShortcutEngine

/// Get Details of Reminders (`properties.reminders`): one detail of each reminder given.
public enum GetReminderDetailsAction: Action {
    static let reminders = Parameter<Value>(
        "reminders", wireKey: "WFInput", summary: "The reminders (from Find Reminders, Get Upcoming Reminders, Add New Reminder)."
    )
    static let property = Parameter<ReminderDetail>(
        "property", wireKey: "WFContentItemPropertyName", label: "Detail", summary: "The detail to get.", default: .title)

    public static let definition = ActionDefinition(
        "is.workflow.actions.properties.reminders", name: "Get Details of Reminders",
        summary:
            "Gets one detail of each reminder: title, notes, whether it is completed and when, its list, due date, priority (None, Low, Medium, High), URL, alarms, tags, parent reminder and subtasks, and its file's size, extension, path and dates. One reminder gives the value, several a list.",
        category: "Reminders",
        parameters: [reminders, property],
        input: reminders, output: .produces(.any), outputName: "Details of Reminders")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.property]
        guard !ReminderDetail.valuesNotBuilt.contains(detail.rawValue) else {
            throw ActionFailure(CalendarFailure.detailNotBuilt(detail.rawValue), parameter: "property")
        }
        let given = try parameters.value(Self.reminders)
        switch detail {
        case .images:
            return try CalendarItems.each(given, kind: .reminders, context: context, parameter: "reminders") {
                try CalendarAttachments.values(
                    ofRecord: $0.record, kind: .reminders, onlyImages: true, context: context, parameter: "reminders")
            }
        case .subtasks:
            let store = try CalendarStore(context: context, parameter: "reminders")
            let all = ReminderItem.all(try store.entries(.reminders, parameter: "reminders"), zone: store.zone)
            return try CalendarItems.each(given, kind: .reminders, context: context, parameter: "reminders") { reminder in
                let uid = CalendarRecord.identity(of: reminder.record, kind: .reminders, zone: store.zone)?.uid
                let subtasks = all.filter { uid != nil && ReminderItem.parentUID(of: $0.component) == uid }.map { $0.value() }
                return subtasks.isEmpty ? .nothing : .list(subtasks)
            }
        default: break
        }
        return try CalendarItems.details(given, name: detail.rawValue, kind: .reminders, context: context, parameter: "reminders")
    }
}
