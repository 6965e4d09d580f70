import Foundation
import ICalendar
import ShortcutEngine

/// Edit Reminder (`setters.reminders`, Shortcuts 10.0): changes one detail of the first reminder
/// given in its file, as Apple's changes only the first, and gives the reminder as changed.
public enum EditReminderAction: Action {
    /// The details Edit Reminder sets that a `VTODO` holds.
    enum Detail: String, Choice {
        case title = "Title"
        case notes = "Notes"
        case isCompleted = "Is Completed"
        case dueDate = "Due Date"
        case priority = "Priority"
        case url = "URL"
        case isFlagged = "Is Flagged"
        case tags = "Tags"
        case parentReminder = "Parent Reminder"
        case list = "List"
        case subtasks = "Subtasks"
        case images = "Images"
        case whenMessagingPerson = "When Messaging Person"

        /// A messaging alert needs Messages: not built.
        static var valuesNotBuilt: [String] { ["When Messaging Person"] }

        /// The modes Apple's setters take for the detail (`WFReminderContentItem`'s property builders
        /// and its change transaction): every one for Tags and Subtasks; Set, Add and Remove All
        /// for Notes (Add: a new line, `appendable`) and Images (not removable one by one); Set
        /// and Remove All for the details with one value.
        var modes: [EditMode] {
            switch self {
            case .tags, .subtasks: return EditMode.allCases
            case .notes, .images: return [.set, .add, .removeAll]
            default: return [.set, .removeAll]
            }
        }

        /// Apple's key for the new value: `WFReminderContentItem` and the detail's name.
        var wireKey: String { "WFReminderContentItem" + rawValue.replacingOccurrences(of: " ", with: "") }
    }

    static let reminders = Parameter<Value>(
        "reminders", wireKey: "WFInput",
        summary: "The reminders (from Find Reminders, Get Upcoming Reminders, Add New Reminder).")
    static let property = Parameter<Detail>(
        "property", wireKey: "WFContentItemPropertyName", label: "Detail", summary: "The detail to change.", default: .title)
    static let mode = Parameter<EditMode>(
        "mode", wireKey: "Mode", label: "Edit",
        summary:
            "Set the detail to the value; Add a line to the notes, or tags, subtasks or images; Remove tags or subtasks; or Remove All of a detail.",
        default: .set)
    static let value = Parameter<Value?>(
        "value", wireKey: Detail.title.wireKey, type: .any,
        summary:
            "The new value: text, a date, Yes or No, a priority (None, Low, Medium, High), tags, reminders (Subtasks) or images, as the detail is."
    )
    static let removing = Parameter<Value?>(
        "removing", wireKey: "RemoveSpecifiedValue", label: "Specified", type: .list,
        summary: "Remove: the tags (not given: the user picks them) or the subtasks to remove.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.setters.reminders", name: "Edit Reminder",
        summary:
            "Sets the title, notes, completion (STATUS and COMPLETED, now), due date, priority, URL, flag, tags, images (kept inline, ATTACH), list (the reminder moves to that folder) or subtasks (reminders whose RELATED-TO names it, moved into its list) of the first reminder given (Apple's edits only the first), in its file (LAST-MODIFIED and SEQUENCE move on); tags and subtasks also take Add, Remove and Remove All. `shortcut undo` restores the files. Gives the reminder as changed.",
        category: "Reminders",
        parameters: [reminders, property, mode, value, removing],
        input: reminders, output: .produces(.list), outputName: "Edited Reminder")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.property]
        let mode = try parameters[Self.mode]
        try mode.check(detail.rawValue, offers: detail.modes)
        let given = mode == .removeAll ? .nothing : parameters.optional(Self.value) ?? .nothing
        let removing = parameters.optional(Self.removing)
        if detail == .list { return try ReminderMove.move(try parameters.value(Self.reminders), to: given, context: context) }
        if detail == .subtasks {
            let chosen = mode == .remove ? removing ?? given : given
            return try ReminderSubtasks.edit(try parameters.value(Self.reminders), mode: mode, given: chosen, context: context)
        }
        let images = detail == .images ? try CalendarAttachments.inline(given, context: context) : []
        let now = context.host.now()
        let zone = context.host.timeZone
        let edited = try CalendarEditing.edit(
            try parameters.value(Self.reminders), kind: .reminders, parameter: "reminders", context: context
        ) { todo, _ in
            let coercion = context.coercion
            switch detail {
            case .notes where mode == .add: CalendarItems.appendLine(try context.limitedText(given), toNotesOf: &todo)
            case .title, .notes, .url:
                let name = detail == .title ? "SUMMARY" : detail == .notes ? "DESCRIPTION" : "URL"
                let text = try context.limitedText(given)
                if text.isEmpty { todo.remove(name) } else { todo.set(CalendarProperty(name: name, text: text)) }
            case .isCompleted:
                let done = try EditEventAction.coerce(given, to: .boolean, coercion) == .boolean(true)
                todo.set(CalendarProperty(name: "STATUS", value: done ? "COMPLETED" : "NEEDS-ACTION"))
                todo.remove("COMPLETED")
                todo.remove("PERCENT-COMPLETE")
                if done { todo.set(CalendarItems.time(now, allDay: false, name: "COMPLETED", zone: zone)) }
            case .dueDate:
                todo.remove("DURATION")
                guard case .date(let due) = try EditEventAction.coerce(given, to: .date, coercion) else {
                    return todo.remove("DUE")
                }
                todo.set(CalendarItems.time(due, allDay: false, name: "DUE", zone: zone))
            case .priority:
                let name = try context.limitedText(given)
                guard let priority = AddNewReminderAction.Priority.allCases.first(where: { $0.matches(name) }) else {
                    throw ActionFailure(CalendarFailure.unknownPriority(name), parameter: "value")
                }
                todo.remove("PRIORITY")
                if priority.number > 0 { todo.set(CalendarProperty(name: "PRIORITY", value: String(priority.number))) }
            case .isFlagged:
                let flagged = try EditEventAction.coerce(given, to: .boolean, coercion) == .boolean(true)
                if flagged {
                    todo.set(CalendarProperty(name: "X-SHORTCUT-FLAGGED", value: "TRUE"))
                } else {
                    todo.remove("X-SHORTCUT-FLAGGED")
                }
            case .tags: try ReminderTags.edit(&todo, mode: mode, given: given, removing: removing, context: context)
            case .parentReminder:
                guard !given.isNothing else { return todo.remove("RELATED-TO") }
                let store = try CalendarStore(context: context, parameter: "value", reading: false)
                guard let parent = try CalendarItems.located([given], kind: .reminders, store: store, parameter: "value").first
                else { return }
                todo.remove("RELATED-TO")
                todo.set(CalendarProperty(name: "RELATED-TO", text: parent.identity.uid))
            case .images:
                if mode != .add { todo.properties.removeAll { $0.name == "ATTACH" && CalendarAttachments.isImage($0) } }
                todo.properties += images
            case .list, .subtasks, .whenMessagingPerson: return  // ReminderMove, ReminderSubtasks
            }
        }
        return edited.count == 1 ? edited[0] : .list(edited)
    }
}
