import ShortcutEngine

/// Failures of the calendar and reminder actions (docs/calendar.md).
enum CalendarFailure: FailureFacts, Equatable {
    /// No calendars folder is set (`RunOptions.calendarFolder`).
    case noCalendarFolder
    /// The calendars folder does not exist: a warning, it reads as having no events or reminders.
    case folderMissing(String)
    /// An iCalendar file past the size the actions read (its path).
    case fileTooLarge(path: String, limit: Int)
    /// An iCalendar file that does not read (its path, and the reader's message): a warning, the
    /// file is passed over.
    case unreadable(path: String, reason: String)
    /// A calendar or list named that the folder has not (its name, the names it has, the noun).
    case noSuchCalendar(name: String, known: [String], noun: String)
    /// A name that cannot be a calendar's folder (empty, hidden, with a slash).
    case badCalendarName(String)
    /// An item that is not an event or a reminder of the calendars folder (what it is, the noun).
    case notAnItem(preview: String, noun: String)
    /// An item whose file is not in the calendars folder, or no longer holds it (its title, the file).
    case itemGone(title: String, path: String)
    /// A date that an event or a reminder needs and was not given (which one).
    case missingDate(String)
    /// Edit Reminder's List without a list's name.
    case missingList
    /// Edit Event's Attendees: a person given without an email address (what was given).
    case attendeeWithoutEmail(String)
    /// An event ending before it starts.
    case endsBeforeStart
    /// A location alert (When I Arrive, When I Leave) without a location.
    case alertWithoutPlace
    /// An alert when messaging a person (Shortcuts 10.0), which needs Messages.
    case messagingAlert
    /// A detail of Apple's that a reminder's file does not give here.
    case detailNotBuilt(String)
    /// A location alert's radius that is not a length.
    case badRadius(String)
    /// A priority that is none of Apple's.
    case unknownPriority(String)
    /// Attachments past the bytes an item's file may carry.
    case attachmentsTooLarge(limit: Int)
    /// Get Details' Attachments: the run has no download folder to save the files kept inline in.
    case noFolderForAttachments
    /// Edit Event's My Status: a status that is none of Apple's (what was given).
    case unknownStatus(String)
    /// Edit Event's My Status on an event none of whose attendees is you (its title): a warning,
    /// the event is left as it is, as Apple's does without a `selfAttendee`.
    case noSelfAttendee(String)

    var message: String {
        switch self {
        case .noCalendarFolder: return "no calendars folder is set"
        case .folderMissing(let path): return "the calendars folder '\(path)' does not exist: it has no events or reminders"
        case let .fileTooLarge(path, limit):
            return "the iCalendar file '\(path)' is larger than the \(limit >> 20) MiB the calendar actions read"
        case let .unreadable(path, reason): return "the iCalendar file '\(path)' does not read: \(reason)"
        case let .noSuchCalendar(name, known, noun):
            let names = known.isEmpty ? "none" : known.map { "'\($0)'" }.joined(separator: ", ")
            return "there is no \(noun) named '\(name)' (the folder has: \(names))"
        case .badCalendarName(let name): return "'\(name)' cannot be a calendar's name: it must be one folder name"
        case let .notAnItem(preview, noun): return "\(preview) is not \(noun) of the calendars folder"
        case let .itemGone(title, path): return "'\(title)' is no longer in '\(path)'"
        case .missingDate(let which): return "the \(which) is missing"
        case .missingList: return "no list is given to move the reminder to"
        case .attendeeWithoutEmail(let given): return "'\(given)' has no email address to invite"
        case .endsBeforeStart: return "the event ends before it starts"
        case .alertWithoutPlace: return "a location alert needs a location"
        case .messagingAlert: return "an alert when messaging a person needs the Messages app"
        case .detailNotBuilt(let name): return "the detail '\(name)' is not built for reminders here"
        case .badRadius(let text): return "'\(text)' is not a radius"
        case .unknownPriority(let name): return "'\(name)' is not a priority"
        case .attachmentsTooLarge(let limit): return "the attachments are larger than the \(limit >> 20) MiB an item may carry"
        case .noFolderForAttachments: return "there is no folder to save the event's attachments in"
        case .unknownStatus(let given): return "'\(given)' is not an attendee's status"
        case .noSelfAttendee(let title):
            return "you are not among the attendees of the event '\(title)': My Status is left as it is"
        }
    }

    var hint: String? {
        switch self {
        case .noCalendarFolder: return nil
        case .folderMissing: return "create the folder, with a subfolder per calendar or list, or sync your calendars there"
        case .fileTooLarge: return "split it into smaller files (one event or reminder each, as a vdir keeps them)"
        case .unreadable: return "it is passed over; fix or remove it"
        case .noSuchCalendar: return "make a subfolder with that name, or choose one of the names above"
        case .badCalendarName: return "name the calendar without '/' and not starting with '.'"
        case .notAnItem: return "pass what Find Calendar Events, Get Upcoming Events, Find Reminders or Add New … gave"
        case .itemGone: return "another program changed the file; find the item again"
        case .missingDate(let which): return "give the \(which) a date, such as 'tomorrow at 9:00'"
        case .missingList: return "give the name of a list (a folder of the calendars folder)"
        case .attendeeWithoutEmail:
            return "give an email address (ann@example.com, or Ann Lee <ann@example.com>) or a contact that has one"
        case .endsBeforeStart: return "give an end date after the start date"
        case .alertWithoutPlace: return "give the alert a location, or choose At Time"
        case .messagingAlert: return "choose At Time, When I Arrive or When I Leave"
        case .detailNotBuilt: return "choose another detail (docs/calendar.md lists them)"
        case .badRadius: return "give a number of metres, or a length such as '2 km' (m, km, ft, yd, mi)"
        case .unknownPriority: return "use None, Low, Medium or High"
        case .attachmentsTooLarge: return "attach smaller images (Resize Image first)"
        case .noFolderForAttachments: return "run with a download folder (the command line sets one in the temporary folder)"
        case .unknownStatus:
            return "use " + EventAttendee.statuses.map(\.name).joined(separator: ", ") + " or Unknown"
        case .noSelfAttendee:
            return "pass --me with your email address, or add X-SHORTCUT-ME=TRUE to your own ATTENDEE line (docs/calendar.md)"
        }
    }

    var remedy: Remedy? {
        switch self {
        case .noCalendarFolder, .folderMissing: return .chooseCalendarFolder
        default: return nil
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .folderMissing, .noSuchCalendar: return .missingInput
        default: return .actionFailed
        }
    }
}
