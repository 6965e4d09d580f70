import Foundation

/// An item of a library a run reads, such as a calendar event or a reminder (Apple's content
/// items of the Calendar and Reminders apps). It reads as its title in text, converts to its date
/// and to the dictionary of its details, and answers its details as properties; the actions that
/// change it find it again by its record and where it is kept. The engine never parses the
/// record: the actions that make items fill every field.
public struct LibraryItem: Sendable, Hashable {
    /// What the item is, as Get Type names it: `Calendar Event`, `Reminder`.
    public var kind: String
    /// What it reads as in text (an event's or a reminder's title).
    public var title: String
    /// What it converts to as a date (an event's start, a reminder's due date); nil: none.
    public var date: Date?
    /// Its details by Apple's names (Get Details of Calendar Events' `Start Date`, `Location`…),
    /// in the order Apple lists them.
    public var details: ValueDictionary
    /// The record it was read from (an event's or a reminder's iCalendar text).
    public var record: String
    /// Where it is kept: the file's path as the run's options name the library's folder.
    public var source: String

    /// An item of `kind` read from `record` in `source`.
    public init(kind: String, title: String, date: Date?, details: ValueDictionary, record: String, source: String) {
        self.kind = kind
        self.title = title
        self.date = date
        self.details = details
        self.record = record
        self.source = source
    }

    /// The detail named `name` (case-insensitive, `_` for a space); nil: the item has no such detail.
    public func detail(_ name: String) -> Value? {
        let key = name.lowercased().replacingOccurrences(of: "_", with: " ")
        return details.keys.first { $0.lowercased() == key }.flatMap { details[$0] }
    }
}
