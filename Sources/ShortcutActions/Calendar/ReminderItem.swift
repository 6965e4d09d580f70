import Foundation
import ICalendar
import ShortcutEngine

/// A reminder as a workflow value: a `LibraryItem` of kind `Reminder` whose details are Get Details
/// of Reminders', read from its `VTODO` (RFC 5545 §3.6.2).
struct ReminderItem {
    let entry: StoredEntry
    let zones: CalendarZones
    /// The run's time zone (a duration's days are its days).
    let zone: TimeZone
    /// The titles of the reminders of its list by `UID` (a subtask's parent), and the `UID`s that
    /// some reminder of the list names as its parent.
    let titles: [String: String]
    let parents: Set<String>

    /// The reminders of `entries` (one list's or several), each knowing its list's parents and subtasks.
    static func all(_ entries: [StoredEntry], zone: TimeZone) -> [ReminderItem] {
        var titles: [String: String] = [:]
        var parents = Set<String>()
        for entry in entries {
            if let uid = entry.component.property("UID")?.text { titles[uid] = entry.component.property("SUMMARY")?.text ?? "" }
            if let parent = parentUID(of: entry.component) { parents.insert(parent) }
        }
        return entries.map {
            ReminderItem(
                entry: $0, zones: CalendarZones($0.calendar, fallback: zone), zone: zone, titles: titles, parents: parents)
        }
    }

    /// The `UID` a subtask names as its parent (`RELATED-TO`, whose `RELTYPE` is `PARENT` by default).
    static func parentUID(of component: CalendarComponent) -> String? {
        component.properties(named: "RELATED-TO").first { ($0.parameter("RELTYPE") ?? "PARENT").uppercased() == "PARENT" }?
            .text
    }

    var component: CalendarComponent { entry.component }
    var title: String { component.property("SUMMARY")?.text ?? "" }

    /// When it is due: `DUE`, else `DTSTART` + `DURATION`, else `DTSTART`; nil: undated.
    var due: Date? {
        if let due = time("DUE") { return due }
        guard let start = time("DTSTART") else { return nil }
        let duration = component.property("DURATION").flatMap { try? CalendarDuration($0.value) }
        return duration.map { $0.added(to: start, in: zone) } ?? start
    }

    /// Whether it is done: `STATUS:COMPLETED`, or a completion date.
    var isCompleted: Bool {
        component.property("STATUS")?.text.uppercased() == "COMPLETED" || component.property("COMPLETED") != nil
    }

    /// The value: the reminder, reading as its title.
    func value() -> Value {
        let record = CalendarRecord.text(of: component, from: entry.calendar)
        var details = ValueDictionary()
        for detail in ReminderDetail.allCases { details[detail.rawValue] = value(of: detail, recordBytes: record.utf8.count) }
        return .item(
            LibraryItem(
                kind: CalendarKind.reminders.itemKind, title: title, date: due, details: details, record: record,
                source: entry.path))
    }

    /// One detail, the record written only for File Size.
    func detail(_ detail: ReminderDetail) -> Value {
        let bytes = detail == .fileSize ? CalendarRecord.text(of: component, from: entry.calendar).utf8.count : 0
        return value(of: detail, recordBytes: bytes)
    }

    /// One detail; Nothing where the reminder has none.
    func value(of detail: ReminderDetail, recordBytes: Int) -> Value {
        switch detail {
        case .title, .name: return .text(title)
        case .notes: return CalendarItems.text(component, "DESCRIPTION")
        case .isCompleted: return .boolean(isCompleted)
        case .completionDate: return time("COMPLETED").map(Value.date) ?? .nothing
        case .list: return .text(entry.collection)
        case .dueDate: return due.map(Value.date) ?? .nothing
        case .priority: return .text(Self.priorityName(component.property("PRIORITY").flatMap { Int($0.value) } ?? 0))
        case .url: return component.property("URL").map { .url($0.value) } ?? .nothing
        case .hasAlarms: return .boolean(!component.components(named: "VALARM").isEmpty)
        case .tags:
            let tags = component.properties(named: "CATEGORIES").flatMap(\.texts).filter { !$0.isEmpty }
            return tags.isEmpty ? .nothing : .list(tags.map(Value.text))
        case .isFlagged: return .boolean(component.property("X-SHORTCUT-FLAGGED")?.value.uppercased() == "TRUE")
        case .parentReminder: return Self.parentUID(of: component).flatMap { titles[$0] }.map(Value.text) ?? .nothing
        case .hasSubtasks: return .boolean(component.property("UID").map { parents.contains($0.text) } ?? false)
        case .creationDate: return CalendarItems.stamp(component, "CREATED", file: entry.attributes.creationDate)
        case .lastModifiedDate: return CalendarItems.stamp(component, "LAST-MODIFIED", file: entry.attributes.modificationDate)
        case .fileSize: return .number(.integer(recordBytes))
        case .fileExtension: return .text("ics")
        case .filePath: return .text(entry.path)
        case .images, .subtasks, .whenMessagingPerson: return .nothing
        }
    }

    /// Apple's name of an RFC 5545 priority: 0 none, 1–4 high, 5 medium, 6–9 low.
    static func priorityName(_ priority: Int) -> String {
        switch priority {
        case 1...4: return "High"
        case 5: return "Medium"
        case 6...9: return "Low"
        default: return "None"
        }
    }

    /// A date-time property's instant; nil when absent or unreadable.
    private func time(_ name: String) -> Date? {
        component.property(name).flatMap { try? CalendarTime($0) }.map(zones.date)
    }
}
