import Foundation
import ICalendar
import SafeFiles
import ShortcutEngine

/// Edit Reminder's List: the reminder moves to another list of the calendars folder. Its `VTODO`s
/// (the reminder and any overrides of its occurrences) leave their file — which goes to the trash
/// when nothing is left in it — and make a new file `UID.ics` in the list's folder, with the time
/// zones of the file they came from. Both writes are journalled: one `shortcut undo` puts it back.
enum ReminderMove {
    /// Moves the first reminder of `reminders` to the list `list` names (which must exist, as
    /// Apple's lists must); gives the reminder as it is in its new list.
    static func move(_ reminders: Value, to list: Value, context: ActionContext) throws -> Value {
        let store = try CalendarStore(context: context, parameter: "value", reading: false)
        guard let name = try CalendarStore.name(list, context: context) else {
            throw ActionFailure(CalendarFailure.missingList, parameter: "value")
        }
        let target = try store.target(name, kind: .reminders, parameter: "value")
        let first = reminders.items.first { !$0.isNothing }.map { [$0] } ?? []
        guard let item = try CalendarItems.located(first, kind: .reminders, store: store, parameter: "reminders").first else {
            return .nothing
        }
        let uid = item.identity.uid
        if PathText.name(PathText.parent(item.path)) != target {
            var moved: [CalendarComponent] = []
            var zones: [CalendarComponent] = []
            try store.change(item.path, parameter: "reminders") { calendars in
                for index in calendars.indices {
                    let components = calendars[index].components
                    let own = components.filter { $0.name == "VTODO" && $0.property("UID")?.text == uid }
                    guard !own.isEmpty else { continue }
                    moved += own
                    zones += components.filter { $0.name == "VTIMEZONE" }
                    calendars[index].components.removeAll { $0.name == "VTODO" && $0.property("UID")?.text == uid }
                }
                guard !moved.isEmpty else {
                    throw ActionFailure(CalendarFailure.itemGone(title: item.title, path: item.path), parameter: "reminders")
                }
            }
            _ = try store.save(CalendarRecord.wrapped(zones + moved), named: uid, in: target, parameter: "value")
        }
        let listed = ReminderItem.all(try store.entries(.reminders, in: target, parameter: "value"), zone: store.zone)
        return listed.first { $0.component.property("UID")?.text == uid }?.value() ?? .nothing
    }
}
