import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// A calendars folder for the calendar and reminder tests (docs/calendar.md), beside the sandbox's
/// allowed folder: two calendars (Work, Home), a reminder list (Todo) and a file that is not
/// iCalendar. The sandbox's clock says Saturday 2026-11-21 10:00 UTC.
enum CalendarFixture {
    static func calendar(_ lines: String...) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"] + lines + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
    }

    /// A stand-up on Mondays and Wednesdays at 9:30 in Berlin, without Wednesday 25 November, and
    /// Monday 30 November moved to 11:00.
    static let standup = calendar(
        "BEGIN:VEVENT", "UID:standup", "DTSTAMP:20261101T000000Z", "DTSTART;TZID=Europe/Berlin:20261102T093000",
        "DTEND;TZID=Europe/Berlin:20261102T094500", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE",
        "EXDATE;TZID=Europe/Berlin:20261125T093000", "SUMMARY:Stand-up", "LOCATION:Room 4",
        "ORGANIZER;CN=Ann Lee:mailto:ann@example.com", "ATTENDEE;CN=Bob:mailto:bob@example.com",
        "ATTENDEE:mailto:cy@example.com", "END:VEVENT",
        "BEGIN:VEVENT", "UID:standup", "DTSTAMP:20261101T000000Z", "RECURRENCE-ID;TZID=Europe/Berlin:20261130T093000",
        "DTSTART;TZID=Europe/Berlin:20261130T110000", "DTEND;TZID=Europe/Berlin:20261130T111500", "SUMMARY:Stand-up",
        "LOCATION:Room 9", "END:VEVENT")
    static let dentist = calendar(
        "BEGIN:VEVENT", "UID:dentist", "DTSTAMP:20261101T000000Z", "DTSTART:20261124T150000Z", "DTEND:20261124T160000Z",
        "SUMMARY:Dentist", "DESCRIPTION:Bring the card\\, please", "CREATED:20261001T120000Z", "BEGIN:VALARM",
        "ACTION:DISPLAY", "TRIGGER:-PT30M", "DESCRIPTION:Dentist", "END:VALARM", "END:VEVENT")
    static let holiday = calendar(
        "BEGIN:VEVENT", "UID:holiday", "DTSTAMP:20261101T000000Z", "DTSTART;VALUE=DATE:20261224",
        "DTEND;VALUE=DATE:20261227", "SUMMARY:Holiday", "END:VEVENT")
    static let milk = calendar(
        "BEGIN:VTODO", "UID:milk", "DTSTAMP:20261101T000000Z", "SUMMARY:Buy milk", "DUE:20261122T170000Z", "PRIORITY:1",
        "CATEGORIES:shop,food", "END:VTODO")
    static let oats = calendar(
        "BEGIN:VTODO", "UID:oats", "DTSTAMP:20261101T000000Z", "SUMMARY:Oats", "RELATED-TO:milk", "DUE:20261123T090000Z",
        "PRIORITY:5", "END:VTODO",
        "BEGIN:VTODO", "UID:taxes", "DTSTAMP:20261101T000000Z", "SUMMARY:Taxes", "STATUS:COMPLETED",
        "COMPLETED:20261110T080000Z", "DUE:20261201T090000Z", "END:VTODO")

    /// A sandbox whose calendars folder is `…/Calendars`, outside the allowed folder.
    static func sandbox() throws -> Sandbox {
        let box = Sandbox()
        let folder = (box.root as NSString).deletingLastPathComponent + "/Calendars"
        box.calendarFolder = folder
        let files = [
            "Work/standup.ics": standup, "Home/dentist.ics": dentist, "Home/holiday.ics": holiday, "Todo/milk.ics": milk,
            "Todo/oats.ics": oats, "Todo/notes.txt": "not a calendar",
        ]
        for (path, text) in files {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            XCTAssertTrue(FileManager.default.createFile(atPath: full, contents: Data(text.utf8)))
        }
        return box
    }

    /// Each item's title and date, as `Title@date`.
    static func listed(_ value: Value) -> [String] {
        value.items.map { item in
            guard case .item(let found) = item else { return "not an item: \(item)" }
            return found.title + "@" + (found.date.map { DateText.iso($0, timeZone: .gmt) } ?? "none")
        }
    }

    /// The text of the file at `path` in the calendars folder.
    static func file(_ box: Sandbox, _ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: (box.calendarFolder ?? "") + "/" + path) ?? Data(), as: UTF8.self)
    }
}

extension Sandbox {
    /// Runs several actions (JSON objects, comma-separated) as one workflow.
    func runActions(_ actions: String, input: Value = .nothing) throws -> Value {
        let json = "{\"version\": 1, \"actions\": [\(actions)]}"
        let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
        let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
        return try Runner(registry: BuiltinActions.registry, host: host, options: options).run(program, input: input).output
    }
}
