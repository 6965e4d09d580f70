import ShortcutEngine

/// The details of a calendar event, as Get Details of Calendar Events lists them (Apple's
/// `WFCalendarEventContentItem`; the order of Shortcuts' menu).
enum EventDetail: String, Choice {
    case startDate = "Start Date"
    case endDate = "End Date"
    case isAllDay = "Is All Day"
    case calendar = "Calendar"
    case location = "Location"
    case hasAlarms = "Has Alarms"
    case duration = "Duration"
    case isCanceled = "Is Canceled"
    /// Your answer to the invitation: the `PARTSTAT` of the attendee the event's file marks as you
    /// (`X-SHORTCUT-ME`), else Nothing: a file does not say which attendee you are.
    case myStatus = "My Status"
    case organizer = "Organizer"
    /// Yes when the event has no organizer (an event you made yourself) or marks its organizer as you.
    case organizerIsMe = "Organizer Is Me"
    case attendees = "Attendees"
    case numberOfAttendees = "Number of Attendees"
    case url = "URL"
    case title = "Title"
    case notes = "Notes"
    case attachments = "Attachments"
    case fileSize = "File Size"
    case fileExtension = "File Extension"
    case creationDate = "Creation Date"
    case filePath = "File Path"
    case lastModifiedDate = "Last Modified Date"
    case name = "Name"
}

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
    /// Apple's details a `VTODO` here does not give: the images attached (kept inline, not read
    /// back yet), the subtasks as reminders, the person a messaging alert waits for.
    case images = "Images"
    case subtasks = "Subtasks"
    case whenMessagingPerson = "When Messaging Person"

    /// Not built: an imported Get Details of Reminders that asks for one stays unsupported.
    static var valuesNotBuilt: [String] { ["Images", "Subtasks", "When Messaging Person"] }
}
