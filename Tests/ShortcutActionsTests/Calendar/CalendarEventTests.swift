import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// The calendar actions on a folder of iCalendar files (docs/calendar.md): upcoming events with a
/// recurring series (an excluded date, a moved occurrence, a time zone), finding by details,
/// details, adding and removing events. The clock says Saturday 2026-11-21 10:00 UTC.
final class CalendarEventTests: IsolatedTestCase {
    func testUpcomingEventsExpandTheSeries() throws {
        let box = try CalendarFixture.sandbox()
        // 9:30 in Berlin is 8:30 UTC; Wednesday 25 is excluded; Monday 30 moved to 11:00 (10:00 UTC).
        XCTAssertEqual(
            CalendarFixture.listed(try box.run("getupcomingevents", #"{"count": 5}"#)),
            [
                "Stand-up@2026-11-23T08:30:00Z", "Dentist@2026-11-24T15:00:00Z", "Stand-up@2026-11-30T10:00:00Z",
                "Stand-up@2026-12-02T08:30:00Z", "Stand-up@2026-12-07T08:30:00Z",
            ])
        XCTAssertEqual(
            CalendarFixture.listed(try box.run("getupcomingevents", #"{"count": 9, "calendar": "Home"}"#)),
            ["Dentist@2026-11-24T15:00:00Z", "Holiday@2026-12-24T00:00:00Z"])
        XCTAssertEqual(
            CalendarFixture.listed(
                try box.run("getupcomingevents", #"{"count": 9, "day": "Specified Day", "date": "2026-12-25"}"#)),
            ["Holiday@2026-12-24T00:00:00Z"])
        XCTAssertEqual(CalendarFixture.listed(try box.run("getupcomingevents", #"{"count": 9, "day": "Tomorrow"}"#)), [])
        // Apple's calendar descriptor names the calendar by its Title.
        XCTAssertEqual(
            CalendarFixture.listed(try box.run("getupcomingevents", #"{"count": 1, "calendar": {"Title": "Work"}}"#)),
            ["Stand-up@2026-11-23T08:30:00Z"])
    }

    func testFindCalendarEventsByTheirDetails() throws {
        let box = try CalendarFixture.sandbox()
        XCTAssertEqual(
            CalendarFixture.listed(
                try box.run(
                    "filter.calendarevents",
                    #"{"conditions": [{"property": "Calendar", "condition": "is", "value": "Home"}], "sortBy": "Start Date", "order": "Latest First"}"#
                )), ["Holiday@2026-12-24T00:00:00Z", "Dentist@2026-11-24T15:00:00Z"])
        XCTAssertEqual(
            CalendarFixture.listed(
                try box.run(
                    "filter.calendarevents",
                    #"{"conditions": [{"property": "Location", "condition": "is", "value": "Room 9"}]}"#)),
            ["Stand-up@2026-11-30T10:00:00Z"])
        // Occurrences within two years of now: the 108 Mondays and 107 Wednesdays from 2 November 2026 to
        // 21 November 2028, less the excluded one.
        let all = try box.run(
            "filter.calendarevents", #"{"conditions": [{"property": "Title", "condition": "is", "value": "stand-up"}]}"#)
        XCTAssertEqual(all.items.count, 214)
        XCTAssertEqual(CalendarFixture.listed(all).first, "Stand-up@2026-11-02T08:30:00Z")
    }

    func testDetailsOfAnEvent() throws {
        let box = try CalendarFixture.sandbox()
        func detail(_ name: String, _ count: Int = 1, calendar: String = "Work") throws -> Value {
            let json = #"{"count": \#(count), "calendar": "\#(calendar)"}"#
            let events = try box.run("getupcomingevents", json)
            guard case .item(let event)? = events.items.last else { return "none" }
            return event.detail(name) ?? "no such detail"
        }
        XCTAssertEqual(try detail("Location"), "Room 4")
        XCTAssertEqual(try detail("Location", 2), "Room 9")
        XCTAssertEqual(Coercion().text(try detail("Attendees")), "Bob\ncy@example.com")
        XCTAssertEqual(try detail("Number of Attendees"), 2)
        XCTAssertEqual(Coercion().text(try detail("Organizer")), "Ann Lee")
        XCTAssertEqual(try detail("Duration"), .duration(900))
        XCTAssertEqual(try detail("Calendar"), "Work")
        XCTAssertEqual(try detail("Has Alarms"), false)
        XCTAssertEqual(try detail("Notes", calendar: "Home"), "Bring the card, please")
        XCTAssertEqual(try detail("Has Alarms", calendar: "Home"), true)
        XCTAssertEqual(try detail("Is All Day", 2, calendar: "Home"), true)
        XCTAssertEqual(try detail("End Date", 2, calendar: "Home"), .date(Date(timeIntervalSince1970: 1_798_329_600)))
        XCTAssertEqual(try detail("File Extension"), "ics")
    }

    func testGetDetailsAndPropertiesReadTheEvent() throws {
        let box = try CalendarFixture.sandbox()
        let events = try box.run("getupcomingevents", #"{"count": 2}"#)
        XCTAssertEqual(
            try box.run("properties.calendarevents", #"{"property": "Title"}"#, input: events), ["Stand-up", "Dentist"])
        // An event reads as its title, converts to its start date and to the dictionary of its details.
        let coercion = Coercion()
        XCTAssertEqual(coercion.text(events), "Stand-up\nDentist")
        XCTAssertEqual(try coercion.coerce(events.items[1], to: .date), .date(Date(timeIntervalSince1970: 1_795_532_400)))
        guard case .dictionary(let dictionary) = try coercion.coerce(events.items[1], to: .dictionary) else {
            return XCTFail("no dictionary")
        }
        XCTAssertEqual(dictionary["Title"], "Dentist")
        XCTAssertEqual(
            box.failure("properties.calendarevents", #"{"events": "Lunch", "property": "Title"}"#),
            "t.json:1:93: error: action 1 'Get Details of Calendar Events' (properties.calendarevents), parameter 'events': a text 'Lunch' is not an event of the calendars folder\nhint: pass what Find Calendar Events, Get Upcoming Events, Find Reminders or Add New … gave"
        )
    }

    func testAddNewEventWritesItsOwnFile() throws {
        let box = try CalendarFixture.sandbox()
        let event = try box.run(
            "addnewevent",
            #"{"title": "Lunch, with Ann", "start": "2026-11-26T12:00:00Z", "calendar": "Home", "alert": "15 minutes before", "location": "Café"}"#
        )
        guard case .item(let added) = event else { return XCTFail("not an item: \(event)") }
        XCTAssertEqual(added.title, "Lunch, with Ann")
        XCTAssertEqual(added.detail("End Date"), .date(Date(timeIntervalSince1970: 1_795_698_000)))
        let name = (added.source as NSString).lastPathComponent
        XCTAssertEqual(
            CalendarFixture.file(box, "Home/" + name),
            [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ShortcutEngine//Calendar//EN", "BEGIN:VEVENT",
                "UID:" + (name as NSString).deletingPathExtension, "DTSTAMP:20261121T100000Z", "CREATED:20261121T100000Z",
                "DTSTART:20261126T120000Z", "DTEND:20261126T130000Z", "SUMMARY:Lunch\\, with Ann", "LOCATION:Café",
                "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "DESCRIPTION:Lunch\\, with Ann", "END:VALARM", "END:VEVENT",
                "END:VCALENDAR", "",
            ].joined(separator: "\r\n"))
        XCTAssertEqual(
            CalendarFixture.listed(try box.run("getupcomingevents", #"{"count": 1, "calendar": "Home"}"#)),
            ["Dentist@2026-11-24T15:00:00Z"])
        XCTAssertEqual(
            CalendarFixture.listed(try box.run("getupcomingevents", #"{"count": 2, "calendar": "Home"}"#)).last,
            "Lunch, with Ann@2026-11-26T12:00:00Z")
        // All day: the start's day to the end's, DTEND the day after.
        let holiday = try box.run(
            "addnewevent", #"{"title": "Trip", "start": "2026-12-28T15:00:00Z", "end": "2026-12-29", "allDay": true}"#)
        guard case .item(let trip) = holiday else { return XCTFail("not an item") }
        let written = CalendarFixture.file(box, trip.source.split(separator: "/").suffix(2).joined(separator: "/"))
        XCTAssertTrue(written.contains("DTSTART;VALUE=DATE:20261228\r\nDTEND;VALUE=DATE:20261230\r\n"), written)
    }

    /// An end before the start moves to the start's day, at its own time (Apple's
    /// `endDateByCorrectingDate:withStartDate:`): "3 pm" today with a start on Thursday at 2 pm.
    func testAnEndBeforeTheStartMovesToTheStartsDay() throws {
        let box = try CalendarFixture.sandbox()
        let event = try box.run(
            "addnewevent",
            #"{"title": "Call", "calendar": "Home", "start": "2026-11-26T14:00:00Z", "end": "2026-11-21T15:30:00Z"}"#)
        XCTAssertEqual(CalendarItems.detail("End Date", of: event), .date(Date(timeIntervalSince1970: 1_795_707_000)))
        XCTAssertEqual(CalendarItems.detail("Duration", of: event), .duration(5400))
    }

    func testAddNewEventRefusals() throws {
        let box = try CalendarFixture.sandbox()
        XCTAssertEqual(
            box.failure("addnewevent", #"{"title": "x"}"#),
            "t.json:1:39: error: action 1 'Add New Event' (addnewevent), parameter 'start': the start date is missing\nhint: give the start date a date, such as 'tomorrow at 9:00'"
        )
        XCTAssertEqual(
            box.failure("addnewevent", #"{"start": "2026-11-26T12:00:00Z", "end": "2026-11-26T11:00:00Z"}"#),
            "t.json:1:109: error: action 1 'Add New Event' (addnewevent), parameter 'end': the event ends before it starts\nhint: give an end date after the start date"
        )
        XCTAssertEqual(
            box.failure("addnewevent", #"{"start": "2026-11-26T12:00:00Z", "calendar": "Gym"}"#),
            "t.json:1:114: error: action 1 'Add New Event' (addnewevent), parameter 'calendar': there is no calendar named 'Gym' (the folder has: 'Home', 'Todo', 'Work')\nhint: make a subfolder with that name, or choose one of the names above"
        )
        let none = Sandbox()
        XCTAssertEqual(
            none.failure("getupcomingevents"),
            "t.json:1:39: error: action 1 'Get Upcoming Events' (getupcomingevents), parameter 'calendar': no calendars folder is set\nhint: set RunOptions.calendarFolder to the folder whose subfolders hold the iCalendar files"
        )
    }

    func testRemoveOneOccurrenceOrTheRestOfTheSeries() throws {
        let box = try CalendarFixture.sandbox()
        box.host.answers = ["Remove", "Remove", "Remove"]
        let upcoming = try box.run("getupcomingevents", #"{"count": 3, "calendar": "Work"}"#)
        // Monday 23: an EXDATE; the moved Monday 30 with the rest: an UNTIL, its override gone.
        _ = try box.run("removeevents", "{}", input: upcoming.items[0])
        XCTAssertEqual(box.host.asked.last?.prompt, "Remove the event 'Stand-up'?")
        XCTAssertTrue(CalendarFixture.file(box, "Work/standup.ics").contains("EXDATE:20261123T083000Z\r\n"))
        XCTAssertEqual(
            CalendarFixture.listed(try box.run("getupcomingevents", #"{"count": 2, "calendar": "Work"}"#)),
            ["Stand-up@2026-11-30T10:00:00Z", "Stand-up@2026-12-02T08:30:00Z"])
        _ = try box.run("removeevents", #"{"includeFuture": true}"#, input: upcoming.items[1])
        let file = CalendarFixture.file(box, "Work/standup.ics")
        XCTAssertTrue(file.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20261130T082959Z\r\n"), file)
        XCTAssertFalse(file.contains("RECURRENCE-ID"))
        XCTAssertEqual(CalendarFixture.listed(try box.run("getupcomingevents", #"{"count": 2, "calendar": "Work"}"#)), [])
        // A single event: its file goes to the trash.
        let dentist = try box.run("getupcomingevents", #"{"count": 1, "calendar": "Home"}"#)
        _ = try box.run("removeevents", "{}", input: dentist)
        XCTAssertFalse(FileManager.default.fileExists(atPath: (box.calendarFolder ?? "") + "/Home/dentist.ics"))
        XCTAssertEqual(box.journals().count, 3)
    }

    /// From the first occurrence on, with the future ones: the whole series goes, its file too.
    func testRemovingFromTheFirstOccurrenceOnRemovesTheSeries() throws {
        let box = try CalendarFixture.sandbox()
        box.host.answers = ["Remove"]
        _ = try box.runActions(
            #"{"action": "filter.calendarevents", "id": "first", "parameters": {"conditions": [{"property": "Calendar", "condition": "is", "value": "Work"}], "sortBy": "Start Date", "order": "Oldest First", "limitEnabled": true, "limit": 1}}, "#
                + #"{"action": "removeevents", "parameters": {"events": "{{first}}", "includeFuture": true}}"#)
        XCTAssertFalse(FileManager.default.fileExists(atPath: (box.calendarFolder ?? "") + "/Work/standup.ics"))
        XCTAssertEqual(CalendarFixture.listed(try box.run("getupcomingevents", #"{"count": 1, "calendar": "Work"}"#)), [])
    }

    /// Add New Calendar makes the folder Add New Event writes to; a calendar already there is kept.
    func testAddNewCalendarMakesAFolder() throws {
        let box = try CalendarFixture.sandbox()
        _ = try box.runActions(
            #"{"action": "addnewcalendar", "parameters": {"name": "Trips"}}, "#
                + #"{"action": "addnewcalendar", "parameters": {"name": "Trips"}}, "#
                + #"{"action": "addnewevent", "parameters": {"title": "Flight", "calendar": "Trips", "start": "2026-12-01T08:00:00Z", "end": "2026-12-01T10:00:00Z"}}"#
        )
        let trips = (box.calendarFolder ?? "") + "/Trips"
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: trips).count, 1)
        XCTAssertEqual(
            box.failure("addnewcalendar", #"{"name": "a/b"}"#),
            "t.json:1:80: error: action 1 'Add New Calendar' (addnewcalendar), parameter 'name': 'a/b' cannot be a calendar's name: it must be one folder name\nhint: name the calendar without '/' and not starting with '.'"
        )
    }

    /// Get Upcoming Events looks a month ahead first and further while it has too few: the first
    /// events are the same as over the whole four years — a daily series, an event years away, and
    /// one already under way when the search starts.
    func testUpcomingEventsReachBeyondTheFirstMonth() throws {
        let box = try CalendarFixture.sandbox()
        let far = CalendarFixture.calendar(
            "BEGIN:VEVENT", "UID:far", "DTSTAMP:20261101T000000Z", "DTSTART:20290601T100000Z", "DTEND:20290601T110000Z",
            "SUMMARY:Far", "END:VEVENT",
            "BEGIN:VEVENT", "UID:daily", "DTSTAMP:20261101T000000Z", "DTSTART:20261001T093000Z", "DTEND:20261001T103000Z",
            "RRULE:FREQ=DAILY;COUNT=70", "SUMMARY:Daily", "END:VEVENT",
            "BEGIN:VEVENT", "UID:long", "DTSTAMP:20261101T000000Z", "DTSTART:20261120T000000Z", "DTEND:20261122T000000Z",
            "SUMMARY:Retreat", "END:VEVENT")
        try FileManager.default.createDirectory(atPath: (box.calendarFolder ?? "") + "/Trips", withIntermediateDirectories: true)
        XCTAssertTrue(
            FileManager.default.createFile(atPath: (box.calendarFolder ?? "") + "/Trips/far.ics", contents: Data(far.utf8)))
        let listed = CalendarFixture.listed(try box.run("getupcomingevents", #"{"count": 3, "calendar": "Trips"}"#))
        XCTAssertEqual(listed, ["Retreat@2026-11-20T00:00:00Z", "Daily@2026-11-21T09:30:00Z", "Daily@2026-11-22T09:30:00Z"])
        // The daily series ends on 9 December; the event years away comes next.
        let all = CalendarFixture.listed(try box.run("getupcomingevents", #"{"count": 100, "calendar": "Trips"}"#))
        XCTAssertEqual(all.count, 21)
        XCTAssertEqual(all.suffix(2), ["Daily@2026-12-09T09:30:00Z", "Far@2029-06-01T10:00:00Z"])
    }
}
