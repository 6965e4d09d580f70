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
    /// Your answer to the invitation: the `PARTSTAT` of the attendee that is you (`CalendarMe`),
    /// else Nothing: a file does not say which attendee you are.
    case myStatus = "My Status"
    case organizer = "Organizer"
    /// As Apple's: yes when the event has no attendee but its organizer (an event of your own),
    /// else when its organizer is you (`--me`, or marked `X-SHORTCUT-ME`).
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
