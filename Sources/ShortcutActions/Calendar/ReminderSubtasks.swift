import Foundation
import ICalendar
import SafeFiles
import ShortcutEngine

/// A reminder's subtasks: the reminders whose `RELATED-TO` names its `UID` (RFC 5545 §3.8.4.5's
/// default relation, PARENT), as Apple's subtasks point at their parent.
enum ReminderSubtasks {
    /// Edit Reminder's Subtasks, as Apple's `updateSubtasks:`: Add makes each reminder given a
    /// subtask of the first reminder of `reminders`, moved into its list as Apple's moves it;
    /// Remove unlinks those given, Remove All every subtask; Set unlinks every subtask, then adds
    /// those given. The subtasks' own files change (the parent's does not); gives the parent.
    static func edit(_ reminders: Value, mode: EditMode, given: Value, context: ActionContext) throws -> Value {
        let store = try CalendarStore(context: context, parameter: "reminders", reading: false)
        let first = reminders.items.first { !$0.isNothing }.map { [$0] } ?? []
        guard let parent = try CalendarItems.located(first, kind: .reminders, store: store, parameter: "reminders").first else {
            return .nothing
        }
        let uid = parent.identity.uid
        let list = PathText.name(PathText.parent(parent.path))
        let chosen = try CalendarItems.given(given, kind: .reminders, context: context, parameter: "value").filter {
            try CalendarItems.located([$0], kind: .reminders, store: store, parameter: "value").first?.identity.uid != uid
        }
        if mode == .set || mode == .removeAll {
            let children = ReminderItem.all(try store.entries(.reminders, parameter: "reminders"), zone: store.zone).filter {
                ReminderItem.parentUID(of: $0.component) == uid
            }
            for child in children { try link(child.value(), to: nil, context: context) }
        }
        for reminder in chosen {
            switch mode {
            case .remove: try link(reminder, to: nil, context: context)
            case .add, .set:
                let linked = try link(reminder, to: uid, context: context)
                if CalendarItems.detail(ReminderDetail.list.rawValue, of: linked) != .text(list) {
                    _ = try ReminderMove.move(linked, to: .text(list), context: context)
                }
            case .removeAll: break
            }
        }
        let listed = ReminderItem.all(try store.entries(.reminders, in: list, parameter: "reminders"), zone: store.zone)
        return listed.first { $0.component.property("UID")?.text == uid }?.value() ?? .nothing
    }

    /// Points `reminder` at the parent `uid` (nil: at none); gives it as changed.
    @discardableResult
    private static func link(_ reminder: Value, to uid: String?, context: ActionContext) throws -> Value {
        let edited = try CalendarEditing.edit(reminder, kind: .reminders, parameter: "value", context: context) { todo, _ in
            todo.remove("RELATED-TO")
            if let uid { todo.set(CalendarProperty(name: "RELATED-TO", text: uid)) }
        }
        return edited.first ?? .nothing
    }
}
