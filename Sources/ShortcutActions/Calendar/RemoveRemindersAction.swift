import Foundation
import ICalendar
import ShortcutEngine

/// Remove Reminders (`removereminders`): removes reminders from their lists, after asking, as
/// Apple's does; `shortcut undo` brings them back.
public enum RemoveRemindersAction: Action {
    /// The confirmation's buttons: the first removes, the second stops the run.
    public static let confirmButtons = ["Remove", "Cancel"]

    static let reminders = Parameter<[Value]>(
        "reminders", wireKey: "WFInputReminders",
        summary: "The reminders (from Find Reminders, Get Upcoming Reminders, Add New Reminder).")

    public static let definition = ActionDefinition(
        "is.workflow.actions.removereminders", name: "Remove Reminders",
        summary:
            "Removes reminders from their lists after asking (Remove or Cancel; Cancel stops the run): a file left without reminders goes to the trash, any other is rewritten. `shortcut undo` brings them back.",
        category: "Reminders",
        parameters: [reminders],
        input: reminders, output: .none)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let store = try CalendarStore(context: context, parameter: "reminders", reading: false)
        let items = try CalendarItems.located(
            try parameters[Self.reminders], kind: .reminders, store: store, parameter: "reminders")
        guard !items.isEmpty else { return .nothing }
        let prompt = items.count == 1 ? "Remove the reminder '\(items[0].title)'?" : "Remove \(items.count) reminders?"
        let question = Question(kind: .alert, prompt: prompt, actionID: context.actionID, options: confirmButtons)
        if try context.host.choose(question).first == 1 { throw context.stop(output: nil) }
        for (path, group) in CalendarItems.byFile(items) {
            try store.change(path, parameter: "reminders") { calendars in
                for item in group {
                    var found = false
                    for index in calendars.indices {
                        let before = calendars[index].components.count
                        calendars[index].components.removeAll {
                            $0.name == "VTODO" && $0.property("UID")?.text == item.identity.uid
                        }
                        found = found || calendars[index].components.count < before
                    }
                    guard found else {
                        throw ActionFailure(CalendarFailure.itemGone(title: item.title, path: path), parameter: "reminders")
                    }
                }
            }
        }
        return .nothing
    }
}
