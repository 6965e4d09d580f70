import ShortcutEngine

/// The details of a reminder, as Get Details of Reminders and Find Reminders name them (Apple's
/// `WFReminderContentItem`).
enum ReminderDetail: String, Choice {
    case title = "Title"
    case notes = "Notes"
    case isCompleted = "Is Completed"
    case completionDate = "Completion Date"
    case list = "List"
    case dueDate = "Due Date"
    /// None, Low, Medium or High (RFC 5545's `PRIORITY`: 1–4 high, 5 medium, 6–9 low).
    case priority = "Priority"
    case url = "URL"
    case hasAlarms = "Has Alarms"
    /// The reminder's tags: its `CATEGORIES`.
    case tags = "Tags"
    /// Whether it is flagged: `X-SHORTCUT-FLAGGED` (Add New Reminder's Flag; iCalendar has no flag).
    case isFlagged = "Is Flagged"
    /// The title of the reminder it is a subtask of (`RELATED-TO`), as Apple's subtasks.
    case parentReminder = "Parent Reminder"
    case hasSubtasks = "Has Subtasks"
    case creationDate = "Creation Date"
    case lastModifiedDate = "Last Modified Date"
    case fileSize = "File Size"
    case fileExtension = "File Extension"
    case filePath = "File Path"
    case name = "Name"
    /// The images attached (inline `ATTACH`es of an image type), saved as files, and the
    /// subtasks, the reminders whose `RELATED-TO` names this one: Get Details of Reminders gives
    /// them; a reminder's own details (a variable's property) do not.
    case images = "Images"
    case subtasks = "Subtasks"
    /// The person a messaging alert waits for: Messages' own, not built.
    case whenMessagingPerson = "When Messaging Person"

    /// Not built: an imported Get Details of Reminders that asks for it stays unsupported.
    static var valuesNotBuilt: [String] { ["When Messaging Person"] }
}
