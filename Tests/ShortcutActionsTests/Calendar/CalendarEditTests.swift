import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Edit Event and Edit Reminder (docs/calendar.md): a single event changed in place, one occurrence
/// of a series changed alone (an override), a reminder completed, and the refusals.
final class CalendarEditTests: IsolatedTestCase {
    func testEditASingleEventKeepsItsDuration() throws {
        let box = try CalendarFixture.sandbox()
        let edited = try box.runActions(
            #"{"action": "getupcomingevents", "id": "next", "parameters": {"count": 1, "calendar": "Home"}}, "#
                + #"{"action": "setters.calendarevents", "parameters": {"events": "{{next}}", "property": "Start Date", "value": "2026-11-25T09:00:00Z"}}"#
        )
        XCTAssertEqual(CalendarFixture.listed(edited), ["Dentist@2026-11-25T09:00:00Z"])
        let file = CalendarFixture.file(box, "Home/dentist.ics")
        for line in ["DTSTART:20261125T090000Z", "DTEND:20261125T100000Z", "SEQUENCE:1", "LAST-MODIFIED:20261121T100000Z"] {
            XCTAssertTrue(file.contains("\r\n" + line + "\r\n"), line + " in\n" + file)
        }
        _ = try box.runActions(
            #"{"action": "getupcomingevents", "id": "next", "parameters": {"count": 1, "calendar": "Home"}}, "#
                + #"{"action": "setters.calendarevents", "parameters": {"events": "{{next}}", "property": "Title", "value": "Dentist, again"}}"#
        )
        let again = CalendarFixture.file(box, "Home/dentist.ics")
        XCTAssertTrue(again.contains("\r\nSUMMARY:Dentist\\, again\r\n") && again.contains("\r\nSEQUENCE:2\r\n"), again)
    }

    /// An event found once and edited twice keeps both changes, as Apple's live items do: each
    /// edit starts from the file, not from the item as it was found.
    func testEditsOneAfterAnotherOnOneFoundItemAllStay() throws {
        let box = try CalendarFixture.sandbox()
        let edited = try box.runActions(
            #"{"action": "getupcomingevents", "id": "next", "parameters": {"count": 1, "calendar": "Home"}}, "#
                + #"{"action": "setters.calendarevents", "parameters": {"events": "{{next}}", "property": "Title", "value": "Dentist (Dr Roe)"}}, "#
                + #"{"action": "setters.calendarevents", "parameters": {"events": "{{next}}", "property": "Location", "value": "Main St 4"}}, "#
                + #"{"action": "getupcomingevents", "id": "series", "parameters": {"count": 1, "calendar": "Work"}}, "#
                + #"{"action": "setters.calendarevents", "parameters": {"events": "{{series}}", "property": "Title", "value": "Stand-up (short)"}}, "#
                + #"{"action": "setters.calendarevents", "parameters": {"events": "{{series}}", "property": "Location", "value": "Room 1"}}"#
        )
        XCTAssertEqual(CalendarItems.detail("Title", of: edited), "Stand-up (short)")
        let dentist = CalendarFixture.file(box, "Home/dentist.ics")
        XCTAssertTrue(
            dentist.contains("\r\nSUMMARY:Dentist (Dr Roe)\r\n") && dentist.contains("\r\nLOCATION:Main St 4\r\n"), dentist)
        XCTAssertTrue(dentist.contains("\r\nSEQUENCE:2\r\n"), dentist)
        // One occurrence of a series: the first edit makes its override, the second changes it.
        let standup = CalendarFixture.file(box, "Work/standup.ics")
        XCTAssertEqual(standup.components(separatedBy: "RECURRENCE-ID:20261123T083000Z").count, 2, standup)
        XCTAssertTrue(
            standup.contains("\r\nSUMMARY:Stand-up (short)\r\n") && standup.contains("\r\nLOCATION:Room 1\r\n"), standup)
    }

    func testEditOneOccurrenceOfASeries() throws {
        let box = try CalendarFixture.sandbox()
        _ = try box.runActions(
            #"{"action": "getupcomingevents", "id": "next", "parameters": {"count": 1, "calendar": "Work"}}, "#
                + #"{"action": "setters.calendarevents", "parameters": {"events": "{{next}}", "property": "Location", "value": "Room 7"}}"#
        )
        XCTAssertEqual(
            CalendarFixture.listed(try box.run("getupcomingevents", #"{"count": 3, "calendar": "Work"}"#)),
            ["Stand-up@2026-11-23T08:30:00Z", "Stand-up@2026-11-30T10:00:00Z", "Stand-up@2026-12-02T08:30:00Z"])
        let places = try box.runActions(
            #"{"action": "getupcomingevents", "id": "next", "parameters": {"count": 3, "calendar": "Work"}}, "#
                + #"{"action": "properties.calendarevents", "parameters": {"events": "{{next}}", "property": "Location"}}"#)
        XCTAssertEqual(places, ["Room 7", "Room 9", "Room 4"])
        XCTAssertTrue(CalendarFixture.file(box, "Work/standup.ics").contains("RECURRENCE-ID:20261123T083000Z\r\n"))
    }

    func testCompleteAReminder() throws {
        let box = try CalendarFixture.sandbox()
        let done = try box.runActions(
            #"{"action": "getupcomingreminders", "id": "next"}, "#
                + #"{"action": "setters.reminders", "parameters": {"reminders": "{{next}}", "property": "Is Completed", "value": true}}"#
        )
        guard case .item(let milk) = done else { return XCTFail("not an item: \(done)") }
        XCTAssertEqual(milk.detail("Is Completed"), true)
        XCTAssertEqual(milk.detail("Completion Date"), .date(Date(timeIntervalSince1970: 1_795_255_200)))
        XCTAssertEqual(CalendarFixture.listed(try box.run("getupcomingreminders")), ["Oats@2026-11-23T09:00:00Z"])
        XCTAssertEqual(
            box.failure(
                "setters.reminders", #"{"property": "Priority", "value": "urgent"}"#, input: try box.run("filter.reminders")),
            "t.json:1:108: error: action 1 'Edit Reminder' (setters.reminders), parameter 'value': 'urgent' is not a priority\nhint: use None, Low, Medium or High"
        )
    }

    /// A subtask's parent is set by giving the reminder; Tags take every mode, a detail with one
    /// value only Set and Remove All.
    func testParentReminderAndTheModes() throws {
        let box = try CalendarFixture.sandbox()
        let taxes = try box.runActions(
            #"{"action": "filter.reminders", "id": "milk", "parameters": {"conditions": [{"property": "Title", "condition": "is", "value": "Buy milk"}]}}, "#
                + #"{"action": "filter.reminders", "id": "taxes", "parameters": {"conditions": [{"property": "Title", "condition": "is", "value": "Taxes"}]}}, "#
                + #"{"action": "setters.reminders", "parameters": {"reminders": "{{taxes}}", "property": "Parent Reminder", "value": "{{milk}}"}}"#
        )
        guard case .item(let edited) = taxes else { return XCTFail("not an item: \(taxes)") }
        XCTAssertEqual(edited.detail("Parent Reminder"), "Buy milk")
        XCTAssertTrue(CalendarFixture.file(box, "Todo/oats.ics").contains("\r\nRELATED-TO:milk\r\n"))
        // Tags, a detail with several values, take Add, Remove and Remove All (Apple's Append and RemoveAll).
        let milk = #"{"conditions": [{"property": "Title", "condition": "is", "value": "Buy milk"}]}"#
        func tags(_ parameters: String) throws -> String {
            let edited = try box.run("setters.reminders", parameters, input: try box.run("filter.reminders", milk))
            guard case .item(let item) = edited else { return "not an item" }
            return Coercion().text(item.details["Tags"] ?? .nothing)
        }
        XCTAssertEqual(try tags(#"{"property": "Tags", "mode": "Add", "value": ["dairy", "food"]}"#), "shop\nfood\ndairy")
        XCTAssertEqual(try tags(#"{"property": "Tags", "mode": "Remove", "removing": "SHOP"}"#), "food\ndairy")
        box.host.answers = ["2"]
        XCTAssertEqual(try tags(#"{"property": "Tags", "mode": "Remove"}"#), "food")
        XCTAssertEqual(box.host.asked.last?.prompt, "Choose the tags to remove from the reminder.")
        XCTAssertEqual(try tags(#"{"property": "Tags", "mode": "Remove All"}"#), "")
        XCTAssertEqual(
            box.failure(
                "setters.reminders", #"{"property": "Tags", "mode": "Remove"}"#, input: try box.run("filter.reminders", milk)),
            "t.json:1:39: error: action 1 'Edit Reminder' (setters.reminders), parameter 'removing': there are no tags to remove from the reminder"
        )
        XCTAssertEqual(
            box.failure(
                "setters.reminders", #"{"property": "Title", "mode": "Add", "value": "x"}"#,
                input: try box.run("filter.reminders")),
            "t.json:1:104: error: action 1 'Edit Reminder' (setters.reminders), parameter 'mode': 'Add' is for details with several values; 'Title' has one\nhint: use Set (or Remove All to clear it)"
        )
    }

    /// As Apple's (`WFContentItemSetterAction` reads its input's first item), only the first
    /// reminder given changes.
    func testOnlyTheFirstItemGivenIsEdited() throws {
        let box = try CalendarFixture.sandbox()
        let all = try box.run("filter.reminders", #"{"sortBy": "Title", "order": "A to Z"}"#)
        XCTAssertGreaterThan(all.items.count, 1)
        let edited = try box.run("setters.reminders", #"{"property": "Notes", "value": "checked"}"#, input: all)
        guard case .item(let item) = edited else { return XCTFail("not one item: \(edited)") }
        XCTAssertEqual(item.title, "Buy milk")
        let notes = try box.run(
            "properties.reminders", #"{"property": "Notes"}"#,
            input: try box.run("filter.reminders", #"{"sortBy": "Title", "order": "A to Z"}"#))
        XCTAssertEqual(notes.items.map { Coercion().text($0) }.filter { $0 == "checked" }.count, 1)
    }

    /// Edit Reminder's List moves the reminder's VTODO to a file of its own in the other list's
    /// folder: a file left empty goes to the trash, one holding others keeps them.
    func testListMovesTheReminderToAnotherFolder() throws {
        let box = try CalendarFixture.sandbox()
        let folder = box.calendarFolder ?? ""
        try FileManager.default.createDirectory(atPath: folder + "/Shop", withIntermediateDirectories: true)
        func move(_ title: String) throws -> Value {
            let found = try box.run(
                "filter.reminders", #"{"conditions": [{"property": "Title", "condition": "is", "value": "\#(title)"}]}"#)
            return try box.run("setters.reminders", #"{"property": "List", "value": "Shop"}"#, input: found)
        }
        guard case .item(let milk) = try move("Buy milk") else { return XCTFail("not an item") }
        XCTAssertEqual(milk.detail("List"), "Shop")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/Todo/milk.ics"))
        XCTAssertTrue(CalendarFixture.file(box, "Shop/milk.ics").contains("\r\nUID:milk\r\n"))
        _ = try move("Oats")
        XCTAssertTrue(CalendarFixture.file(box, "Shop/oats.ics").contains("SUMMARY:Oats"))
        let left = CalendarFixture.file(box, "Todo/oats.ics")
        XCTAssertTrue(left.contains("SUMMARY:Taxes") && !left.contains("SUMMARY:Oats"), left)
        let taxes = try box.run(
            "filter.reminders", #"{"conditions": [{"property": "Title", "condition": "is", "value": "Taxes"}]}"#)
        XCTAssertEqual(
            box.failure("setters.reminders", #"{"property": "List", "value": "Errands"}"#, input: taxes),
            "t.json:1:104: error: action 1 'Edit Reminder' (setters.reminders), parameter 'value': there is no reminder list named 'Errands' (the folder has: 'Home', 'Shop', 'Todo', 'Work')\nhint: make a subfolder with that name, or choose one of the names above"
        )
    }

    /// Edit Event's Attendees: contacts and addresses become ATTENDEE lines; Add skips one already
    /// invited, Remove takes them by address or name, Remove All clears them.
    func testAttendeesTakeEveryMode() throws {
        let box = try CalendarFixture.sandbox()
        let dentist = #"{"conditions": [{"property": "Title", "condition": "is", "value": "Dentist"}]}"#
        func edit(_ parameters: String) throws -> String {
            let edited = try box.run("setters.calendarevents", parameters, input: try box.run("filter.calendarevents", dentist))
            guard case .item(let item) = edited else { return "not an item" }
            return Coercion().text(item.details["Attendees"] ?? .nothing)
        }
        let kim = "BEGIN:VCARD\nVERSION:3.0\nFN:Kim Lee\nEMAIL:kim@example.com\nEND:VCARD"
        XCTAssertEqual(
            try edit(
                #"{"property": "Attendees", "mode": "Add", "value": ["\#(kim.replacingOccurrences(of: "\n", with: "\\n"))", "Dee Park <dee@example.com>"]}"#
            ),
            "Kim Lee\nDee Park")
        XCTAssertTrue(
            CalendarFixture.file(box, "Home/dentist.ics").replacingOccurrences(of: "\r\n ", with: "").contains(
                "ATTENDEE;CN=Kim Lee;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:kim@example.com\r\n"))
        XCTAssertEqual(
            try edit(#"{"property": "Attendees", "mode": "Add", "value": "KIM@example.com", "required": false}"#),
            "Kim Lee\nDee Park")
        XCTAssertEqual(
            try edit(#"{"property": "Attendees", "mode": "Add", "value": "ed@example.com", "required": false}"#),
            "Kim Lee\nDee Park\ned@example.com")
        XCTAssertTrue(
            CalendarFixture.file(box, "Home/dentist.ics").replacingOccurrences(of: "\r\n ", with: "").contains(
                "ROLE=OPT-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ed@example.com"))
        XCTAssertEqual(
            try edit(#"{"property": "Attendees", "mode": "Remove", "removing": ["dee park", "ed@example.com"]}"#), "Kim Lee")
        XCTAssertEqual(try edit(#"{"property": "Attendees", "mode": "Remove All"}"#), "")
        XCTAssertEqual(
            box.failure(
                "setters.calendarevents", #"{"property": "Attendees", "value": "Ann"}"#,
                input: try box.run("filter.calendarevents", dentist)),
            "t.json:1:114: error: action 1 'Edit Event' (setters.calendarevents), parameter 'value': 'Ann' has no email address to invite\nhint: give an email address (ann@example.com, or Ann Lee <ann@example.com>) or a contact that has one"
        )
    }
}
