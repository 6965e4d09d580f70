import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// An event's attendees as Apple's `WFEKParticipantContentItem` (Get Details and Filter Event
/// Attendees), and Edit Event's details built from Apple's `WFCalendarEventContentItem`: My Status,
/// Notes' Add, Attachments.
final class EventAttendeeTests: IsolatedTestCase {
    /// A review with an organizer, you (marked X-SHORTCUT-ME), a room and an optional guest.
    static let review = CalendarFixture.calendar(
        "BEGIN:VEVENT", "UID:review", "DTSTAMP:20261101T000000Z", "DTSTART:20261126T130000Z", "DTEND:20261126T140000Z",
        "SUMMARY:Review", "DESCRIPTION:Agenda", "ORGANIZER;CN=Ann Lee:mailto:ann@example.com",
        "ATTENDEE;CN=Me;PARTSTAT=NEEDS-ACTION;X-SHORTCUT-ME=TRUE:mailto:me@example.com",
        "ATTENDEE;CN=Room 7;CUTYPE=ROOM;ROLE=NON-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:room7@example.com",
        "ATTENDEE;ROLE=OPT-PARTICIPANT;PARTSTAT=TENTATIVE:mailto:dee@example.com", "END:VEVENT")
    static let findReview = #"{"conditions": [{"property": "Title", "condition": "is", "value": "Review"}]}"#

    func sandbox() throws -> Sandbox {
        let box = try CalendarFixture.sandbox()
        let path = (box.calendarFolder ?? "") + "/Work/review.ics"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(Self.review.utf8)))
        return box
    }

    func testAttendeesAreItemsWithApplesDetails() throws {
        let box = try sandbox()
        let review = try box.run("filter.calendarevents", Self.findReview)
        guard case .item(let event)? = review.items.first, case .list(let people)? = event.detail("Attendees") else {
            return XCTFail("no attendees in \(review)")
        }
        XCTAssertEqual(Coercion().text(.list(people)), "Me\nRoom 7\ndee@example.com")
        func details(_ name: String) throws -> Value {
            try box.run("properties.eventattendees", #"{"property": "\#(name)"}"#, input: .list(people))
        }
        XCTAssertEqual(try details("Status"), ["Pending", "Accepted", "Tentative"])
        XCTAssertEqual(try details("Role"), ["Required", "Non-participant", "Optional"])
        XCTAssertEqual(try details("Type"), ["Person", "Room", "Person"])
        XCTAssertEqual(try details("Is Me"), [true, false, false])
        XCTAssertEqual(try details("Email Address"), ["me@example.com", "room7@example.com", "dee@example.com"])
        // An event given stands for its attendees, as Apple turns an event into its participants.
        XCTAssertEqual(
            try box.run("properties.eventattendees", #"{"property": "Name"}"#, input: review),
            ["Me", "Room 7", "dee@example.com"])
        // The organizer is an attendee item too; My Status is yours.
        guard case .item(let organizer)? = event.detail("Organizer") else { return XCTFail("no organizer") }
        XCTAssertEqual(organizer.title, "Ann Lee")
        XCTAssertEqual(organizer.detail("Email Address"), "ann@example.com")
        XCTAssertEqual(event.detail("My Status"), "Pending")
        XCTAssertEqual(event.detail("Organizer Is Me"), false)
        XCTAssertEqual(
            box.failure("properties.eventattendees", "{}", input: "Bob"),
            "t.json:1:39: error: action 1 'Get Details of Event Attendees' (properties.eventattendees), parameter 'attendees': a text 'Bob' is not an event attendee of the calendars folder\nhint: pass what Find Calendar Events, Get Upcoming Events, Find Reminders or Add New … gave"
        )
    }

    func testFilterEventAttendees() throws {
        let box = try sandbox()
        let review = try box.run("filter.calendarevents", Self.findReview)
        func names(_ parameters: String) throws -> String {
            Coercion().text(try box.run("filter.eventattendees", parameters, input: review))
        }
        XCTAssertEqual(
            try names(#"{"conditions": [{"property": "Is Me", "condition": "is", "value": false}]}"#), "Room 7\ndee@example.com")
        XCTAssertEqual(
            try names(
                #"{"conditions": [{"property": "Type", "condition": "is", "value": "Person"}], "sortBy": "Name", "order": "Z to A"}"#
            ),
            "Me\ndee@example.com")
        XCTAssertEqual(
            try names(
                #"{"conditions": [{"property": "Status", "condition": "is", "value": "Accepted"}, {"property": "Role", "condition": "is", "value": "Optional"}], "match": "Any"}"#
            ), "Room 7\ndee@example.com")
        XCTAssertEqual(
            try names(#"{"sortBy": "Email Address", "order": "A to Z", "limitEnabled": true, "limit": 1}"#), "dee@example.com")
    }

    /// My Status sets the PARTSTAT of the attendee marked as you (Apple's `selfAttendee`), one of
    /// Apple's eight statuses; an event without you is left as it is, with a warning.
    func testMyStatus() throws {
        let box = try sandbox()
        let review = try box.run("filter.calendarevents", Self.findReview)
        let edited = try box.run("setters.calendarevents", #"{"property": "My Status", "value": "accepted"}"#, input: review)
        guard case .item(let event) = edited else { return XCTFail("not an item: \(edited)") }
        XCTAssertEqual(event.detail("My Status"), "Accepted")
        XCTAssertTrue(
            CalendarFixture.file(box, "Work/review.ics").contains(
                "ATTENDEE;CN=Me;PARTSTAT=ACCEPTED;X-SHORTCUT-ME=TRUE:mailto:me@"))
        _ = try box.run("setters.calendarevents", #"{"property": "My Status", "value": "In Process"}"#, input: review)
        XCTAssertTrue(CalendarFixture.file(box, "Work/review.ics").contains("PARTSTAT=IN-PROCESS;X-SHORTCUT-ME"))
        // Remove All (or Unknown) takes the answer away: RFC 5545's default, Pending, reads back.
        let cleared = try box.run("setters.calendarevents", #"{"property": "My Status", "mode": "Remove All"}"#, input: review)
        XCTAssertEqual(CalendarItems.detail("My Status", of: cleared), "Pending")
        XCTAssertTrue(CalendarFixture.file(box, "Work/review.ics").contains("ATTENDEE;CN=Me;X-SHORTCUT-ME=TRUE:mailto:me@"))
        XCTAssertEqual(
            box.failure("setters.calendarevents", #"{"property": "My Status", "value": "Maybe later"}"#, input: review),
            "t.json:1:114: error: action 1 'Edit Event' (setters.calendarevents), parameter 'value': 'Maybe later' is not an attendee's status\nhint: use Accepted, Completed, Declined, Delegated, In Process, Pending, Tentative or Unknown"
        )
        // The dentist has no attendee marked as you.
        let dentist = try box.run(
            "filter.calendarevents", #"{"conditions": [{"property": "Title", "condition": "is", "value": "Dentist"}]}"#)
        box.strict = true
        XCTAssertEqual(
            box.failure("setters.calendarevents", #"{"property": "My Status", "value": "Declined"}"#, input: dentist),
            "t.json:1:39: error: action 1 'Edit Event' (setters.calendarevents), parameter 'events': you are not among the attendees of the event 'Dentist': My Status is left as it is\nhint: pass --me with your email address, or add X-SHORTCUT-ME=TRUE to your own ATTENDEE line (docs/calendar.md)"
        )
    }

    /// `--me` names your addresses: an attendee with one of them is you, though its line is not
    /// marked; My Status reads and sets its answer.
    func testYourAddressesMakeAnAttendeeYou() throws {
        let box = try sandbox()
        box.myAddresses = ["CY@example.com", "mailto:ann@example.com"]
        let standup = try box.run("getupcomingevents", #"{"count": 1, "calendar": "Work"}"#)
        guard case .item(let event)? = standup.items.first else { return XCTFail("no event") }
        XCTAssertEqual(event.detail("My Status"), "Pending")
        XCTAssertEqual(event.detail("Organizer Is Me"), true)
        XCTAssertEqual(try box.run("properties.eventattendees", #"{"property": "Is Me"}"#, input: standup), [false, true])
        _ = try box.run("setters.calendarevents", #"{"property": "My Status", "value": "Declined"}"#, input: standup)
        XCTAssertTrue(
            CalendarFixture.file(box, "Work/standup.ics").contains("\r\nATTENDEE;PARTSTAT=DECLINED:mailto:cy@example.com\r\n"))
    }

    /// Notes take Add (Apple's Append: a new line); Remove is not offered for notes or attachments.
    func testNotesAppendALine() throws {
        let box = try sandbox()
        let review = try box.run("filter.calendarevents", Self.findReview)
        let edited = try box.run(
            "setters.calendarevents", #"{"property": "Notes", "mode": "Add", "value": "Bring slides"}"#, input: review)
        XCTAssertEqual(CalendarItems.detail("Notes", of: edited), "Agenda\nBring slides")
        XCTAssertEqual(
            box.failure("setters.calendarevents", #"{"property": "Notes", "mode": "Remove", "value": "x"}"#, input: review),
            "t.json:1:109: error: action 1 'Edit Event' (setters.calendarevents), parameter 'mode': 'Remove' is not offered for 'Notes'\nhint: use Set, Add or Remove All"
        )
        // The title and the times are not removable (Apple's property builders): Set alone.
        XCTAssertEqual(
            box.failure("setters.calendarevents", #"{"property": "Title", "mode": "Remove All"}"#, input: review),
            "t.json:1:109: error: action 1 'Edit Event' (setters.calendarevents), parameter 'mode': 'Remove All' is not offered for 'Title'\nhint: use Set"
        )
        XCTAssertEqual(
            box.failure("setters.calendarevents", #"{"property": "Location", "mode": "Add", "value": "x"}"#, input: review),
            "t.json:1:112: error: action 1 'Edit Event' (setters.calendarevents), parameter 'mode': 'Add' is for details with several values; 'Location' has one\nhint: use Set (or Remove All to clear it)"
        )
    }

    /// Attachments are files kept inline (ATTACH;ENCODING=BASE64;VALUE=BINARY); Get Details of
    /// Calendar Events gives them back as files in the download folder.
    func testAttachments() throws {
        let box = try sandbox()
        box.downloads = (box.root as NSString).deletingLastPathComponent + "/Downloads"
        box.make(["slides.pdf", "notes.txt"], contents: ["slides.pdf": "%PDF-1.4 slides", "notes.txt": "a note"])
        let review = try box.run("filter.calendarevents", Self.findReview)
        _ = try box.run("setters.calendarevents", #"{"property": "Attachments", "value": "slides.pdf"}"#, input: review)
        let file = CalendarFixture.file(box, "Work/review.ics").replacingOccurrences(of: "\r\n ", with: "")
        XCTAssertTrue(
            file.contains(
                "ATTACH;FMTTYPE=application/pdf;ENCODING=BASE64;VALUE=BINARY;X-FILENAME=slides.pdf:"
                    + Data("%PDF-1.4 slides".utf8).base64EncodedString() + "\r\n"), file)
        _ = try box.run(
            "setters.calendarevents", #"{"property": "Attachments", "mode": "Add", "value": "notes.txt"}"#, input: review)
        // An event is what was found: found again, it has its attachments.
        let files = try box.run(
            "properties.calendarevents", #"{"property": "Attachments"}"#,
            input: try box.run("filter.calendarevents", Self.findReview))
        XCTAssertEqual(box.paths(files).map { ($0 as NSString).lastPathComponent }, ["slides.pdf", "notes.txt"])
        XCTAssertEqual(
            box.paths(files).map { FileManager.default.contents(atPath: $0) },
            [Data("%PDF-1.4 slides".utf8), Data("a note".utf8)])
        // Set replaces them; Remove All clears them.
        _ = try box.run("setters.calendarevents", #"{"property": "Attachments", "value": "notes.txt"}"#, input: review)
        XCTAssertEqual(CalendarFixture.file(box, "Work/review.ics").components(separatedBy: "\r\nATTACH;").count, 2)
        _ = try box.run("setters.calendarevents", #"{"property": "Attachments", "mode": "Remove All"}"#, input: review)
        XCTAssertFalse(CalendarFixture.file(box, "Work/review.ics").contains("ATTACH"))
        XCTAssertEqual(
            try box.run(
                "properties.calendarevents", #"{"property": "Attachments"}"#,
                input: try box.run("filter.calendarevents", Self.findReview)), .nothing)
        XCTAssertEqual(
            box.failure("setters.calendarevents", #"{"property": "Attachments", "mode": "Remove"}"#, input: review),
            "t.json:1:115: error: action 1 'Edit Event' (setters.calendarevents), parameter 'mode': 'Remove' is not offered for 'Attachments'\nhint: use Set, Add or Remove All"
        )
    }

    /// An attachment saved without its own name is named by its media type, the same every run
    /// (the shortest of the names a type has).
    func testAnUnnamedAttachmentsExtension() {
        XCTAssertEqual(CalendarAttachments.fileExtension(ofMediaType: "image/jpeg"), "jpg")
        XCTAssertEqual(CalendarAttachments.fileExtension(ofMediaType: "image/tiff"), "tif")
        XCTAssertEqual(CalendarAttachments.fileExtension(ofMediaType: "application/pdf"), "pdf")
        XCTAssertEqual(CalendarAttachments.fileExtension(ofMediaType: "text/x-unknown"), "dat")
    }

    /// An attendee of one event (an item: its name and address) invites the same person to another.
    func testAnAttendeeOfOneEventJoinsAnother() throws {
        let box = try sandbox()
        let me = try box.run(
            "filter.eventattendees", #"{"conditions": [{"property": "Is Me", "condition": "is", "value": true}]}"#,
            input: try box.run("filter.calendarevents", Self.findReview))
        let edited = try box.runActions(
            #"{"action": "filter.calendarevents", "id": "dentist", "parameters": {"conditions": [{"property": "Title", "condition": "is", "value": "Dentist"}]}}, "#
                + #"{"action": "setters.calendarevents", "parameters": {"events": "{{dentist}}", "property": "Attendees", "mode": "Add", "value": "{{Shortcut Input}}"}}"#,
            input: me)
        XCTAssertEqual(Coercion().text(CalendarItems.detail("Attendees", of: edited)), "Me")
        // Organizer Is Me, as Apple's: an event with no one else is yours; with an attendee and no
        // organizer, it is not.
        XCTAssertEqual(
            CalendarItems.detail(
                "Organizer Is Me",
                of: try box.run(
                    "filter.calendarevents", #"{"conditions": [{"property": "Title", "condition": "is", "value": "Holiday"}]}"#
                ).items[0]), true)
        XCTAssertEqual(CalendarItems.detail("Organizer Is Me", of: edited), false)
        let file = CalendarFixture.file(box, "Home/dentist.ics").replacingOccurrences(of: "\r\n ", with: "")
        XCTAssertTrue(
            file.contains("ATTENDEE;CN=Me;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:me@example.com\r\n"), file)
    }
}

/// Edit Reminder's and Get Details of Reminders' Subtasks and Images, as Apple's
/// `WFReminderContentItemChangeTransaction` changes them.
final class ReminderSubtaskTests: IsolatedTestCase {
    static let find = #"{"conditions": [{"property": "Title", "condition": "is", "value": "NAME"}]}"#

    func reminder(_ box: Sandbox, _ title: String) throws -> Value {
        try box.run("filter.reminders", Self.find.replacingOccurrences(of: "NAME", with: title))
    }

    func subtasks(_ box: Sandbox, of title: String) throws -> String {
        Coercion().text(try box.run("properties.reminders", #"{"property": "Subtasks"}"#, input: try reminder(box, title)))
    }

    /// Oats is Buy milk's subtask in the fixture; Taxes joins it (Add), leaves (Remove); Set makes
    /// the given ones the only subtasks; a reminder of another list moves into the parent's list.
    func testSubtasksTakeEveryMode() throws {
        let box = try CalendarFixture.sandbox()
        let errands = (box.calendarFolder ?? "") + "/Errands"
        try FileManager.default.createDirectory(atPath: errands, withIntermediateDirectories: true)
        let stamps = CalendarFixture.calendar(
            "BEGIN:VTODO", "UID:stamps", "DTSTAMP:20261101T000000Z", "SUMMARY:Stamps", "END:VTODO")
        XCTAssertTrue(FileManager.default.createFile(atPath: errands + "/stamps.ics", contents: Data(stamps.utf8)))
        XCTAssertEqual(try subtasks(box, of: "Buy milk"), "Oats")
        func edit(_ parameters: String) throws -> Value {
            try box.run("setters.reminders", parameters, input: try reminder(box, "Buy milk"))
        }
        let taxes = try reminder(box, "Taxes")
        let added = try box.runActions(
            #"{"action": "filter.reminders", "id": "milk", "parameters": {"conditions": [{"property": "Title", "condition": "is", "value": "Buy milk"}]}}, "#
                + #"{"action": "setters.reminders", "parameters": {"reminders": "{{milk}}", "property": "Subtasks", "mode": "Add", "value": "{{Shortcut Input}}"}}"#,
            input: taxes)
        XCTAssertEqual(CalendarItems.detail("Has Subtasks", of: added), true)
        XCTAssertEqual(try subtasks(box, of: "Buy milk"), "Oats\nTaxes")
        XCTAssertEqual(CalendarItems.detail("Parent Reminder", of: try reminder(box, "Taxes").items[0]), "Buy milk")
        // Remove unlinks the ones named (given as the value or as Specified).
        let removing = try box.runActions(
            #"{"action": "filter.reminders", "id": "milk", "parameters": {"conditions": [{"property": "Title", "condition": "is", "value": "Buy milk"}]}}, "#
                + #"{"action": "setters.reminders", "parameters": {"reminders": "{{milk}}", "property": "Subtasks", "mode": "Remove", "removing": "{{Shortcut Input}}"}}"#,
            input: try reminder(box, "Oats"))
        XCTAssertEqual(CalendarItems.detail("Has Subtasks", of: removing), true)
        XCTAssertEqual(try subtasks(box, of: "Buy milk"), "Taxes")
        // Set: Stamps (of Errands) is now the only subtask, and moves into Todo.
        _ = try box.runActions(
            #"{"action": "filter.reminders", "id": "milk", "parameters": {"conditions": [{"property": "Title", "condition": "is", "value": "Buy milk"}]}}, "#
                + #"{"action": "setters.reminders", "parameters": {"reminders": "{{milk}}", "property": "Subtasks", "value": "{{Shortcut Input}}"}}"#,
            input: try reminder(box, "Stamps"))
        XCTAssertEqual(try subtasks(box, of: "Buy milk"), "Stamps")
        XCTAssertEqual(CalendarItems.detail("List", of: try reminder(box, "Stamps").items[0]), "Todo")
        XCTAssertFalse(FileManager.default.fileExists(atPath: errands + "/stamps.ics"))
        // Remove All unlinks every subtask.
        XCTAssertEqual(
            CalendarItems.detail("Has Subtasks", of: try edit(#"{"property": "Subtasks", "mode": "Remove All"}"#)), false)
        XCTAssertEqual(try subtasks(box, of: "Buy milk"), "")
    }

    /// Notes take Add, a new line, as Apple's reminder notes are `appendable`.
    func testNotesAppendALine() throws {
        let box = try CalendarFixture.sandbox()
        _ = try box.run("setters.reminders", #"{"property": "Notes", "value": "2 litres"}"#, input: try reminder(box, "Buy milk"))
        let edited = try box.run(
            "setters.reminders", #"{"property": "Notes", "mode": "Add", "value": "oat milk"}"#,
            input: try reminder(box, "Buy milk"))
        XCTAssertEqual(CalendarItems.detail("Notes", of: edited), "2 litres\noat milk")
        XCTAssertTrue(CalendarFixture.file(box, "Todo/milk.ics").contains("\r\nDESCRIPTION:2 litres\\noat milk\r\n"))
    }

    /// Images are inline image attachments; Get Details gives them back as files.
    func testImages() throws {
        let box = try CalendarFixture.sandbox()
        box.downloads = (box.root as NSString).deletingLastPathComponent + "/Downloads"
        box.make(["a.png", "b.gif"], contents: ["a.png": "\u{89}PNG fake", "b.gif": "GIF89a fake"])
        func edit(_ parameters: String) throws {
            _ = try box.run("setters.reminders", parameters, input: try reminder(box, "Buy milk"))
        }
        try edit(#"{"property": "Images", "value": "a.png"}"#)
        try edit(#"{"property": "Images", "mode": "Add", "value": "b.gif"}"#)
        let files = try box.run("properties.reminders", #"{"property": "Images"}"#, input: try reminder(box, "Buy milk"))
        XCTAssertEqual(box.paths(files).map { ($0 as NSString).lastPathComponent }, ["a.png", "b.gif"])
        XCTAssertEqual(FileManager.default.contents(atPath: box.paths(files).last ?? ""), Data("GIF89a fake".utf8))
        try edit(#"{"property": "Images", "value": "b.gif"}"#)
        XCTAssertEqual(CalendarFixture.file(box, "Todo/milk.ics").components(separatedBy: "\r\nATTACH;").count, 2)
        try edit(#"{"property": "Images", "mode": "Remove All"}"#)
        XCTAssertFalse(CalendarFixture.file(box, "Todo/milk.ics").contains("ATTACH"))
        XCTAssertEqual(
            box.failure("setters.reminders", #"{"property": "Images", "mode": "Remove"}"#, input: try reminder(box, "Buy milk")),
            "t.json:1:105: error: action 1 'Edit Reminder' (setters.reminders), parameter 'mode': 'Remove' is not offered for 'Images'\nhint: use Set, Add or Remove All"
        )
    }
}
