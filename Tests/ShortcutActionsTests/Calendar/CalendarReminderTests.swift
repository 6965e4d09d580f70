import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// The reminder actions on the calendars folder's lists (docs/calendar.md): finding, upcoming,
/// details (priority, tags, subtasks), adding with an alert, removing; a file that does not read.
final class CalendarReminderTests: IsolatedTestCase {
    func testFindRemindersByTheirDetails() throws {
        let box = try CalendarFixture.sandbox()
        XCTAssertEqual(
            CalendarFixture.listed(try box.run("filter.reminders")),
            ["Buy milk@2026-11-22T17:00:00Z", "Oats@2026-11-23T09:00:00Z", "Taxes@2026-12-01T09:00:00Z"])
        XCTAssertEqual(
            CalendarFixture.listed(
                try box.run(
                    "filter.reminders",
                    #"{"conditions": [{"property": "Is Completed", "condition": "is", "value": false}, {"property": "List", "condition": "is", "value": "Todo"}], "sortBy": "Due Date", "order": "Latest First"}"#
                )), ["Oats@2026-11-23T09:00:00Z", "Buy milk@2026-11-22T17:00:00Z"])
        XCTAssertEqual(
            CalendarFixture.listed(
                try box.run("filter.reminders", #"{"conditions": [{"property": "Tags", "condition": "is", "value": "food"}]}"#)),
            ["Buy milk@2026-11-22T17:00:00Z"])
        // Reminders given are filtered instead of the lists.
        let upcoming = try box.run("getupcomingreminders", #"{"count": 9}"#)
        XCTAssertEqual(
            CalendarFixture.listed(
                try box.run(
                    "filter.reminders", #"{"conditions": [{"property": "Priority", "condition": "is", "value": "Medium"}]}"#,
                    input: upcoming)), ["Oats@2026-11-23T09:00:00Z"])
    }

    func testUpcomingRemindersAreDueAndNotCompleted() throws {
        let box = try CalendarFixture.sandbox()
        XCTAssertEqual(
            CalendarFixture.listed(try box.run("getupcomingreminders", #"{"count": 9, "list": "Todo"}"#)),
            ["Buy milk@2026-11-22T17:00:00Z", "Oats@2026-11-23T09:00:00Z"])
        XCTAssertEqual(CalendarFixture.listed(try box.run("getupcomingreminders")), ["Buy milk@2026-11-22T17:00:00Z"])
    }

    func testDetailsOfAReminder() throws {
        let box = try CalendarFixture.sandbox()
        let all = try box.run("filter.reminders")
        func detail(_ name: String, _ index: Int) -> Value {
            guard case .item(let reminder) = all.items[index] else { return "none" }
            return reminder.detail(name) ?? "no such detail"
        }
        XCTAssertEqual(detail("Priority", 0), "High")
        XCTAssertEqual(detail("Priority", 1), "Medium")
        XCTAssertEqual(detail("Priority", 2), "None")
        XCTAssertEqual(detail("Tags", 0), ["shop", "food"])
        XCTAssertEqual(detail("Has Subtasks", 0), true)
        XCTAssertEqual(detail("Parent Reminder", 1), "Buy milk")
        XCTAssertEqual(detail("Is Completed", 2), true)
        XCTAssertEqual(detail("Completion Date", 2), .date(Date(timeIntervalSince1970: 1_794_297_600)))
        XCTAssertEqual(detail("List", 0), "Todo")
        XCTAssertEqual(try box.run("properties.reminders", #"{"property": "Title"}"#, input: all), ["Buy milk", "Oats", "Taxes"])
        XCTAssertEqual(
            box.failure("properties.reminders", #"{"property": "When Messaging Person"}"#, input: all),
            "t.json:1:90: error: action 1 'Get Details of Reminders' (properties.reminders), parameter 'property': the detail 'When Messaging Person' is not built for reminders here\nhint: choose another detail (docs/calendar.md lists them)"
        )
    }

    func testAddNewReminderWithAnAlertAndAParent() throws {
        let box = try CalendarFixture.sandbox()
        let added = try box.runActions(
            #"{"action": "filter.reminders", "id": "milk", "parameters": {"conditions": [{"property": "Title", "condition": "is", "value": "Buy milk"}]}}, "#
                + #"{"action": "addnewreminder", "parameters": {"title": "Cheese", "alert": "Alert", "alertTime": "2026-11-22T08:00:00Z", "priority": "High", "tags": ["shop"], "notes": "Gouda", "flagged": true, "parent": "{{milk}}"}}"#
        )
        guard case .item(let cheese) = added else { return XCTFail("not an item: \(added)") }
        XCTAssertEqual(cheese.detail("Parent Reminder"), "Buy milk")
        XCTAssertEqual(cheese.detail("List"), "Todo")
        XCTAssertEqual(cheese.detail("Is Flagged"), true)
        XCTAssertEqual(cheese.detail("Due Date"), .date(Date(timeIntervalSince1970: 1_795_334_400)))
        let file = CalendarFixture.file(box, "Todo/" + (cheese.source as NSString).lastPathComponent)
        for line in [
            "SUMMARY:Cheese", "STATUS:NEEDS-ACTION", "DESCRIPTION:Gouda", "PRIORITY:1", "X-SHORTCUT-FLAGGED:TRUE",
            "CATEGORIES:shop", "RELATED-TO:milk", "DUE:20261122T080000Z", "TRIGGER;VALUE=DATE-TIME:20261122T080000Z",
        ] {
            XCTAssertTrue(file.contains("\r\n" + line + "\r\n"), line + " in\n" + file)
        }
        XCTAssertEqual(
            box.failure("addnewreminder", #"{"title": "x", "alert": "Alert", "trigger": "When I Arrive"}"#),
            "t.json:1:39: error: action 1 'Add New Reminder' (addnewreminder), parameter 'place': a location alert needs a location\nhint: give the alert a location, or choose At Time"
        )
    }

    func testRemoveRemindersAsksAndKeepsTheOthersOfTheFile() throws {
        let box = try CalendarFixture.sandbox()
        box.host.answers = ["Remove", "Cancel"]
        let taxes = try box.run(
            "filter.reminders", #"{"conditions": [{"property": "Title", "condition": "is", "value": "Taxes"}]}"#)
        _ = try box.run("removereminders", "{}", input: taxes)
        XCTAssertEqual(box.host.asked.last?.prompt, "Remove the reminder 'Taxes'?")
        let file = CalendarFixture.file(box, "Todo/oats.ics")
        XCTAssertTrue(file.contains("SUMMARY:Oats"))
        XCTAssertFalse(file.contains("Taxes"))
        // Cancel stops the run; nothing is removed.
        _ = try box.run("removereminders", "{}", input: try box.run("filter.reminders"))
        XCTAssertEqual(box.host.asked.last?.prompt, "Remove 2 reminders?")
        XCTAssertEqual(CalendarFixture.listed(try box.run("filter.reminders")).count, 2)
        XCTAssertEqual(
            box.failure("removereminders", "{}", input: "Oats"),
            "t.json:1:39: error: action 1 'Remove Reminders' (removereminders), parameter 'reminders': a text 'Oats' is not a reminder of the calendars folder\nhint: pass what Find Calendar Events, Get Upcoming Events, Find Reminders or Add New … gave"
        )
    }

    func testAFileThatDoesNotReadIsPassedOverWithAWarning() throws {
        let box = try CalendarFixture.sandbox()
        let folder = box.calendarFolder ?? ""
        XCTAssertTrue(
            FileManager.default.createFile(
                atPath: folder + "/Todo/broken.ics", contents: Data("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nEND:VCALENDAR\r\n".utf8)))
        XCTAssertEqual(try box.run("filter.reminders").items.count, 3)
        box.strict = true
        XCTAssertEqual(
            box.failure("filter.reminders"),
            "t.json:1:39: error: action 1 'Find Reminders' (filter.reminders), parameter 'conditions': the iCalendar file '\(folder)/Todo/broken.ics' does not read: line 3: 'END:VCALENDAR' closes 'VTODO'\nhint: it is passed over; fix or remove it"
        )
        let missing = Sandbox()
        missing.calendarFolder = missing.root + "/none"
        XCTAssertEqual(try missing.run("getupcomingreminders").items.count, 0)
    }

    /// A location alert: RFC 9074's PROXIMITY, the place as the reminder's LOCATION, the radius in metres.
    func testALocationAlertKeepsItsPlaceAndRadius() throws {
        let box = try CalendarFixture.sandbox()
        for (radius, metres) in [
            (#""radiusLength": "2 km""#, "2000"), (#""radius": 300"#, "300"), (#""radius": 1, "radiusUnit": "mi""#, "1609"),
        ] {
            let added = try box.run(
                "addnewreminder",
                #"{"title": "Post", "list": "Todo", "alert": "Alert", "trigger": "When I Leave", "place": "Office", \#(radius)}"#
            )
            guard case .item(let post) = added else { return XCTFail("not an item") }
            let file = CalendarFixture.file(box, "Todo/" + (post.source as NSString).lastPathComponent)
            for line in ["LOCATION:Office", "PROXIMITY:DEPART", "X-SHORTCUT-RADIUS:" + metres] {
                XCTAssertTrue(file.contains("\r\n" + line + "\r\n"), line + " in\n" + file)
            }
        }
        XCTAssertEqual(
            box.failure(
                "addnewreminder", #"{"alert": "Alert", "trigger": "When I Arrive", "place": "Home", "radiusLength": "near"}"#),
            "t.json:1:151: error: action 1 'Add New Reminder' (addnewreminder), parameter 'radiusLength': 'near' is not a radius\nhint: give a number of metres, or a length such as '2 km' (m, km, ft, yd, mi)"
        )
    }
}
