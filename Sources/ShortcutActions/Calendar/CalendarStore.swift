import Foundation
import ICalendar
import SafeFiles
import ShortcutEngine

/// The calendar actions' reading budget (docs/limits.md reads it from here).
public enum CalendarLimits {
    /// Bytes of one iCalendar file: a vdir keeps one event a file (a few kB); an exported
    /// calendar of years of events is a few MB.
    public static let fileBytes = 16 << 20
    /// How far before and after the run's date a recurring event is expanded for Find Calendar
    /// Events (EventKit's own searches span at most four years).
    public static let searchYears = 2
    /// The occurrences of one recurring event in a searched span (`ICalendarLimits`).
    public static let occurrences = ICalendarLimits().recurrenceInstances
    /// The candidate dates a recurrence rule may try before the event is passed over (`ICalendarLimits`).
    public static let ruleSteps = ICalendarLimits().recurrenceIterations
}

/// What a calendar folder holds: events (`VEVENT`) or reminders (`VTODO`).
enum CalendarKind {
    case events, reminders

    /// The iCalendar component of an item of this kind.
    var component: String { self == .events ? "VEVENT" : "VTODO" }
    /// What an item of this kind is, as `LibraryItem.kind` and Get Type name it.
    var itemKind: String { self == .events ? "Calendar Event" : "Reminder" }
    /// One item of this kind in messages.
    var itemNoun: String { self == .events ? "an event" : "a reminder" }
    /// What one of the folders is called in messages.
    var noun: String { self == .events ? "calendar" : "reminder list" }
    /// The folder a new item goes to when none is named and none holds items of this kind yet.
    var defaultFolder: String { self == .events ? "Calendar" : "Reminders" }
}

/// One event or reminder as a file keeps it: its component (the series' master for a recurring
/// event), the components that change single occurrences (`RECURRENCE-ID`), and where it is.
struct StoredEntry {
    var component: CalendarComponent
    var overrides: [CalendarComponent]
    /// The `VCALENDAR` it is in (its time zones).
    var calendar: CalendarComponent
    /// The calendar or list: its folder's name.
    var collection: String
    /// The file, as the folder is configured, and its dates.
    var path: String
    var attributes: FileAttributes
}

extension StoredEntry {
    /// An item just written to a file of its own at `now`.
    static func new(_ component: CalendarComponent, in collection: String, path: String, now: Date) -> StoredEntry {
        StoredEntry(
            component: component, overrides: [], calendar: CalendarRecord.wrapped([component]), collection: collection,
            path: path, attributes: FileAttributes(size: 0, creationDate: now, modificationDate: now, isDirectory: false))
    }
}

/// The calendars folder (docs/calendar.md): each visible subfolder is a calendar or a reminder
/// list, holding iCalendar files (`.ics`, one or many items each), as vdirsyncer keeps them for
/// khal and todoman. Reached through file access that also allows the folder, which only the
/// calendar and reminder actions get.
final class CalendarStore {
    static let maxFileBytes = CalendarLimits.fileBytes

    /// The folder as configured.
    let root: String
    let access: FileAccess
    let absoluteRoot: String
    let zone: TimeZone
    /// Who you are among events' attendees (`--me`).
    var me: CalendarMe { CalendarMe(context.myAddresses) }
    let context: ActionContext
    private(set) var isMissing = false

    /// The run's calendars folder. A missing folder reads as empty, with a run warning naming it
    /// (an error under `RunOptions.strict`) when `reading`. Failures name `parameter`.
    init(context: ActionContext, parameter: String?, reading: Bool = true) throws {
        guard let root = context.calendarFolder, !root.isEmpty else {
            throw ActionFailure(CalendarFailure.noCalendarFolder, parameter: parameter)
        }
        self.root = root
        self.context = context
        access = context.files(alsoAllowing: [root])
        absoluteRoot = try access.allowed(root, access: .contents, parameter: parameter)
        zone = context.host.timeZone
        if access.fileSystem.kind(at: absoluteRoot) != .folder {
            isMissing = true
            if reading { try context.warn(CalendarFailure.folderMissing(root), parameter: parameter) }
        }
    }

    /// The name a calendar parameter gives: its text, or the `Title` of Apple's calendar
    /// descriptor (a dictionary); nil when empty.
    static func name(_ value: Value?, context: ActionContext) throws -> String? {
        guard let value, !value.isNothing else { return nil }
        if case .dictionary(let descriptor) = value.unnamed {
            let title = descriptor.keys.first { $0.lowercased() == "title" }.flatMap { descriptor[$0] }
            return try title.map { try context.limitedText($0) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        let text = try context.limitedText(value)
        return text.isEmpty ? nil : text
    }

    /// The calendars or lists: the subfolders, in natural order.
    func collections(parameter: String?) throws -> [String] {
        isMissing ? [] : try VisibleEntries.of(absoluteRoot, access: access, parameter: parameter).folders
    }

    /// Every item of `kind`, in the collection named `only` (nil: every one), collections and files
    /// in natural order; at most the run's item limit.
    func entries(_ kind: CalendarKind, in only: String? = nil, parameter: String?) throws -> [StoredEntry] {
        var found: [StoredEntry] = []
        let names = try collections(parameter: parameter)
        if let only, !names.contains(only) {
            throw ActionFailure(CalendarFailure.noSuchCalendar(name: only, known: names, noun: kind.noun), parameter: parameter)
        }
        for name in names where only == nil || name == only {
            let folder = PathText.join(absoluteRoot, name)
            let files = try VisibleEntries.of(folder, access: access, parameter: parameter).files.filter {
                ($0 as NSString).pathExtension.lowercased() == "ics"
            }
            for file in files where found.count < context.limits.maxItems {
                let path = PathText.join(PathText.join(root, name), file)
                guard let calendars = try read(path, parameter: parameter) else { continue }
                let attributes = try details(of: path, parameter: parameter)
                for calendar in calendars {
                    found += Self.entries(kind, of: calendar, collection: name, path: path, attributes: attributes)
                }
            }
        }
        return Array(found.prefix(context.limits.maxItems))
    }

    /// The items of `kind` one `VCALENDAR` holds: one entry per UID, its overrides beside it.
    static func entries(
        _ kind: CalendarKind, of calendar: CalendarComponent, collection: String, path: String, attributes: FileAttributes
    ) -> [StoredEntry] {
        let components = calendar.components(named: kind.component)
        var entries: [StoredEntry] = []
        var byUID: [String: Int] = [:]
        for component in components where component.property("RECURRENCE-ID") == nil {
            let uid = component.property("UID")?.text ?? ""
            if !uid.isEmpty { byUID[uid] = entries.count }
            entries.append(
                StoredEntry(
                    component: component, overrides: [], calendar: calendar, collection: collection, path: path,
                    attributes: attributes))
        }
        for component in components where component.property("RECURRENCE-ID") != nil {
            let uid = component.property("UID")?.text ?? ""
            if let index = byUID[uid] {
                entries[index].overrides.append(component)
            } else {
                // An occurrence whose series this file does not hold (an invitation to one meeting).
                entries.append(
                    StoredEntry(
                        component: component, overrides: [], calendar: calendar, collection: collection, path: path,
                        attributes: attributes))
            }
        }
        return entries
    }

    /// The `VCALENDAR`s of the file at `path` (as configured); nil, with a warning, when it does
    /// not read as iCalendar.
    func read(_ path: String, parameter: String?) throws -> [CalendarComponent]? {
        let absolute = try access.allowed(path, access: .contents, parameter: parameter)
        let fileSystem = access.fileSystem
        let data = try access.perform(.read(path), parameter: parameter) { () throws(FileSystemError) -> Data in
            try fileSystem.read(at: absolute, upTo: Self.maxFileBytes + 1)
        }
        guard data.count <= Self.maxFileBytes else {
            throw ActionFailure(CalendarFailure.fileTooLarge(path: path, limit: Self.maxFileBytes), parameter: parameter)
        }
        do {
            return try ICalendarReader.read(String(decoding: data, as: UTF8.self)).filter { $0.name == "VCALENDAR" }
        } catch {
            try context.warn(CalendarFailure.unreadable(path: path, reason: error.description), parameter: parameter)
            return nil
        }
    }

    /// The dates of the file at `path` (as configured).
    func details(of path: String, parameter: String?) throws -> FileAttributes {
        let absolute = try access.allowed(path, access: .contents, parameter: parameter)
        let fileSystem = access.fileSystem
        return try access.perform(.readDetails(path), parameter: parameter) {
            () throws(FileSystemError) -> FileAttributes in try fileSystem.attributes(at: absolute)
        }
    }

    /// The collection a new item of `kind` goes to: `named` (which must exist, as Apple's
    /// calendars must), else the first holding items of this kind, else the first empty one,
    /// else `kind.defaultFolder` (made when the item is written).
    func target(_ named: String?, kind: CalendarKind, parameter: String) throws -> String {
        let names = try collections(parameter: parameter)
        if let named, !named.isEmpty {
            guard names.contains(named) else {
                throw ActionFailure(
                    CalendarFailure.noSuchCalendar(name: named, known: names, noun: kind.noun), parameter: parameter)
            }
            return named
        }
        var empty: String?
        for name in names {
            let entries = try self.entries(kind, in: name, parameter: parameter)
            if !entries.isEmpty { return name }
            if empty == nil, try holdsNothing(name, parameter: parameter) { empty = name }
        }
        return empty ?? kind.defaultFolder
    }

    /// Whether the collection `name` holds no iCalendar file.
    private func holdsNothing(_ name: String, parameter: String) throws -> Bool {
        try VisibleEntries.of(PathText.join(absoluteRoot, name), access: access, parameter: parameter).files.allSatisfy {
            ($0 as NSString).pathExtension.lowercased() != "ics"
        }
    }
}
