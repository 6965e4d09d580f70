import Foundation
import ShortcutEngine

/// The reminders of the calendars folder as values, in the folder's order.
enum ReminderSearch {
    /// The reminders of `list` (nil: every list).
    static func reminders(in store: CalendarStore, list: String?, parameter: String?) throws -> [ReminderItem] {
        ReminderItem.all(try store.entries(.reminders, in: list, parameter: parameter), zone: store.zone)
    }
}
