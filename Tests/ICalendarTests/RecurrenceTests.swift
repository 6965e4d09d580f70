import Foundation
import ICalendar
import XCTest

/// Occurrences of events and to-dos: local time kept across daylight-saving changes, EXDATE, RDATE,
/// overrides, all-day events, COUNT and UNTIL, ends, the window, and the limits.
final class RecurrenceTests: IsolatedTestCase {
    let berlin = "Europe/Berlin"

    func zones() throws -> CalendarZones { CalendarZones(fallback: try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))) }

    func component(_ lines: [String], name: String = "VEVENT") throws -> CalendarComponent {
        let uid = lines.contains { $0.hasPrefix("UID:") } ? [] : ["UID:u1"]
        let text = (["BEGIN:\(name)"] + uid + lines + ["END:\(name)"]).joined(separator: "\n")
        return try XCTUnwrap(try ICalendarReader.read(text).first)
    }

    func instant(_ text: String) throws -> Date {
        try zones().date(try CalendarTime(CalendarProperty(name: "X", value: text)))
    }

    /// Starts (and ends) as UTC texts.
    func starts(_ occurrences: [Occurrence]) throws -> [String] {
        let zones = try zones()
        return occurrences.map { zones.time($0.start, allDay: false, zone: nil).valueText }
    }

    func ends(_ occurrences: [Occurrence]) throws -> [String] {
        let zones = try zones()
        return occurrences.map { $0.end.map { zones.time($0, allDay: false, zone: nil).valueText } ?? "-" }
    }

    func occurrences(
        _ master: CalendarComponent, _ overrides: [CalendarComponent] = [], from: String = "20000101T000000Z",
        to: String = "20300101T000000Z", limits: ICalendarLimits = .init()
    ) throws -> [Occurrence] {
        try Recurrence.occurrences(
            of: master, overrides: overrides, zones: try zones(), from: try instant(from), to: try instant(to), limits: limits)
    }

    func testWeeklyMeetingKeepsItsLocalTimeAcrossTheChange() throws {
        let event = try component([
            "DTSTART;TZID=Europe/Berlin:20240318T090000", "DTEND;TZID=Europe/Berlin:20240318T100000", "RRULE:FREQ=WEEKLY;COUNT=3",
        ])
        let all = try occurrences(event)
        // Summer time begins on 31 March 2024: 09:00 is 08:00 UTC before, 07:00 UTC after.
        XCTAssertEqual(try starts(all), ["20240318T080000Z", "20240325T080000Z", "20240401T070000Z"])
        XCTAssertEqual(try ends(all), ["20240318T090000Z", "20240325T090000Z", "20240401T080000Z"])
        XCTAssertEqual(
            all.map(\.recurrenceID),
            [18, 25].map { .zoned(CivilDateTime(year: 2024, month: 3, day: $0, hour: 9), zone: berlin) } + [
                .zoned(CivilDateTime(year: 2024, month: 4, day: 1, hour: 9), zone: berlin)
            ])
    }

    func testExDateRDateAndDuplicates() throws {
        let event = try component([
            "DTSTART;TZID=Europe/Berlin:20240101T090000", "RRULE:FREQ=DAILY;COUNT=4",
            "EXDATE;TZID=Europe/Berlin:20240102T090000,20240103T090000", "RDATE:20240110T120000Z",
            "RDATE;VALUE=PERIOD:20240112T120000Z/PT1H,20240101T080000Z/20240101T090000Z",
        ])
        XCTAssertEqual(
            try starts(try occurrences(event)), ["20240101T080000Z", "20240104T080000Z", "20240110T120000Z", "20240112T120000Z"])
        let allDayExclusion = try component([
            "DTSTART;TZID=Europe/Berlin:20240101T090000", "RRULE:FREQ=DAILY;COUNT=3", "EXDATE;VALUE=DATE:20240102",
        ])
        XCTAssertEqual(try starts(try occurrences(allDayExclusion)), ["20240101T080000Z", "20240103T080000Z"])
    }

    func testOverrideMovesOneInstanceEvenIntoTheWindowFromOutside() throws {
        let master = try component([
            "DTSTART;TZID=Europe/Berlin:20240101T090000", "DTEND;TZID=Europe/Berlin:20240101T093000", "RRULE:FREQ=DAILY;COUNT=5",
            "SUMMARY:Stand-up",
        ])
        let moved = try component([
            "RECURRENCE-ID;TZID=Europe/Berlin:20240102T090000", "DTSTART;TZID=Europe/Berlin:20240102T150000",
            "DTEND;TZID=Europe/Berlin:20240102T160000", "SUMMARY:Stand-up (late)",
        ])
        let other = try component([
            "UID:someone-else", "RECURRENCE-ID;TZID=Europe/Berlin:20240103T090000", "DTSTART:20240103T000000Z",
        ])
        let all = try occurrences(master, [moved, other])
        XCTAssertEqual(
            try starts(all), ["20240101T080000Z", "20240102T140000Z", "20240103T080000Z", "20240104T080000Z", "20240105T080000Z"])
        XCTAssertEqual(all[1].component.property("SUMMARY")?.text, "Stand-up (late)")
        XCTAssertEqual(all[1].recurrenceID, .zoned(CivilDateTime(year: 2024, month: 1, day: 2, hour: 9), zone: berlin))
        XCTAssertEqual(try ends(all)[1], "20240102T150000Z")
        // The instance of 5 January moved to 10 January: found by a window holding only the 10th.
        let later = try component([
            "RECURRENCE-ID;TZID=Europe/Berlin:20240105T090000", "DTSTART;TZID=Europe/Berlin:20240110T090000",
        ])
        let window = try occurrences(master, [later], from: "20240109T000000Z", to: "20240111T000000Z")
        XCTAssertEqual(try starts(window), ["20240110T080000Z"])
        XCTAssertEqual(try ends(window), ["20240110T083000Z"], "the master's 30 minutes")
        XCTAssertEqual(try starts(try occurrences(master, [later], from: "20240105T000000Z", to: "20240106T000000Z")), [])
    }

    func testWholeCalendarGroupsOverridesByUID() throws {
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            UID:a
            DTSTART:20240101T090000Z
            RRULE:FREQ=DAILY;COUNT=3
            END:VEVENT
            BEGIN:VEVENT
            UID:a
            RECURRENCE-ID:20240102T090000Z
            DTSTART:20240102T110000Z
            SEQUENCE:1
            SUMMARY:first edit
            END:VEVENT
            BEGIN:VEVENT
            UID:a
            RECURRENCE-ID:20240102T090000Z
            DTSTART:20240102T120000Z
            SEQUENCE:2
            SUMMARY:second edit
            END:VEVENT
            BEGIN:VTODO
            UID:t
            DUE:20240101T100000Z
            END:VTODO
            BEGIN:VEVENT
            UID:orphan
            RECURRENCE-ID:20240101T070000Z
            DTSTART:20240101T080000Z
            END:VEVENT
            END:VCALENDAR
            """
        let calendar = try XCTUnwrap(try ICalendarReader.read(text).first)
        let all = try Recurrence.occurrences(
            in: calendar, zones: try zones(), from: try instant("20240101T000000Z"), to: try instant("20240201T000000Z"))
        XCTAssertEqual(
            try starts(all), ["20240101T080000Z", "20240101T090000Z", "20240101T100000Z", "20240102T120000Z", "20240103T090000Z"])
        XCTAssertEqual(all[3].component.property("SUMMARY")?.text, "second edit")
    }

    func testAllDayWeeklyEvent() throws {
        let event = try component(["DTSTART;VALUE=DATE:20240325", "RRULE:FREQ=WEEKLY;UNTIL=20240408"])
        let all = try occurrences(event)
        // Midnight in Berlin: 23:00 UTC in winter, 22:00 in summer; each lasts one calendar day.
        XCTAssertEqual(try starts(all), ["20240324T230000Z", "20240331T220000Z", "20240407T220000Z"])
        XCTAssertEqual(try ends(all), ["20240325T230000Z", "20240401T220000Z", "20240408T220000Z"])
        XCTAssertEqual(
            all.map(\.recurrenceID),
            [.date(year: 2024, month: 3, day: 25), .date(year: 2024, month: 4, day: 1), .date(year: 2024, month: 4, day: 8)])
        let twoDays = try component(["DTSTART;VALUE=DATE:20240330", "DTEND;VALUE=DATE:20240401"])
        XCTAssertEqual(try ends(try occurrences(twoDays)), ["20240331T220000Z"])
    }

    func testCountCountsDTStartAndUntilIsInclusive() throws {
        // DTSTART on a Wednesday, the rule on Mondays: DTSTART is still the first of the three.
        let counted = try component(["DTSTART:20240103T100000Z", "RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=3"])
        XCTAssertEqual(try starts(try occurrences(counted)), ["20240103T100000Z", "20240108T100000Z", "20240115T100000Z"])
        let until = try component(["DTSTART:20240101T100000Z", "RRULE:FREQ=DAILY;UNTIL=20240103T100000Z"])
        XCTAssertEqual(try starts(try occurrences(until)), ["20240101T100000Z", "20240102T100000Z", "20240103T100000Z"])
        let floating = try component(["DTSTART:20240101T100000", "RRULE:FREQ=DAILY;UNTIL=20240102T100000"])
        XCTAssertEqual(try starts(try occurrences(floating)), ["20240101T090000Z", "20240102T090000Z"])
    }

    func testEndsByDurationAndWindowOverlap() throws {
        // One nominal day across the change to summer time lasts 23 hours.
        let nominal = try component(["DTSTART;TZID=Europe/Berlin:20240330T120000", "DURATION:P1D"])
        XCTAssertEqual(try ends(try occurrences(nominal)), ["20240331T100000Z"])
        let exact = try component(["DTSTART;TZID=Europe/Berlin:20240330T120000", "DURATION:PT24H"])
        XCTAssertEqual(try ends(try occurrences(exact)), ["20240331T110000Z"])
        // Started before the window, still running in it: included; ended at its start: not.
        let long = try component(["DTSTART:20240101T080000Z", "DTEND:20240101T120000Z"])
        XCTAssertEqual(try starts(try occurrences(long, from: "20240101T110000Z", to: "20240101T130000Z")), ["20240101T080000Z"])
        XCTAssertEqual(try starts(try occurrences(long, from: "20240101T120000Z", to: "20240101T130000Z")), [])
        // No end: a point in time, inside [from, to) or not.
        let point = try component(["DTSTART:20240101T080000Z"])
        XCTAssertEqual(try ends(try occurrences(point, from: "20240101T080000Z", to: "20240101T080001Z")), ["20240101T080000Z"])
        XCTAssertEqual(try starts(try occurrences(point, from: "20240101T070000Z", to: "20240101T080000Z")), [])
    }

    func testToDos() throws {
        let dueOnly = try component(["DUE:20240105T170000Z", "SUMMARY:Report"], name: "VTODO")
        let all = try occurrences(dueOnly)
        XCTAssertEqual(try starts(all), ["20240105T170000Z"])
        XCTAssertEqual(try ends(all), ["-"])
        let recurring = try component(
            ["DTSTART:20240101T090000Z", "DUE:20240101T170000Z", "RRULE:FREQ=MONTHLY;COUNT=2"], name: "VTODO")
        XCTAssertEqual(try ends(try occurrences(recurring)), ["20240101T170000Z", "20240201T170000Z"])
        let noDates = try component(["SUMMARY:Someday"], name: "VTODO")
        XCTAssertEqual(try occurrences(noDates), [])
    }

    func testLongRunningRuleIsExpandedFromTheWindowNotFromDTStart() throws {
        let hourly = try component(["DTSTART:19700101T000000Z", "RRULE:FREQ=MINUTELY;INTERVAL=30"])
        XCTAssertEqual(
            try starts(try occurrences(hourly, from: "20240101T000000Z", to: "20240101T013000Z")),
            ["20240101T000000Z", "20240101T003000Z", "20240101T010000Z"])
    }

    func testLimits() throws {
        func message(_ body: () throws -> [Occurrence]) -> String? {
            do {
                _ = try body()
                return nil
            } catch let error as ICalendarError {
                return error.description
            } catch {
                return "\(error)"
            }
        }
        let never = try component(["DTSTART:20240131T090000Z", "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=31"])
        XCTAssertEqual(try occurrences(never, from: "20250101T000000Z").count, 0, "a bounded window just ends")
        let far = Date(timeIntervalSince1970: 1e13)
        XCTAssertEqual(
            message { try Recurrence.occurrences(of: never, overrides: [], zones: try self.zones(), from: Date(), to: far) },
            "recurrence stopped after 1000000 candidate iterations (ICalendarLimits.recurrenceIterations)")
        let seconds = try component(["DTSTART:20240101T000000Z", "RRULE:FREQ=SECONDLY"])
        XCTAssertEqual(
            message { try self.occurrences(seconds, from: "20240101T000000Z", to: "20250101T000000Z") },
            "more than 10000 occurrences in the range (ICalendarLimits.recurrenceInstances)")
        XCTAssertEqual(
            message {
                try self.occurrences(
                    seconds, from: "20240101T000000Z", to: "20250101T000000Z",
                    limits: ICalendarLimits(recurrenceInstances: 100_000_000, recurrenceIterations: 5000))
            }, "recurrence stopped after 5000 candidate iterations (ICalendarLimits.recurrenceIterations)")
        XCTAssertEqual(
            try occurrences(
                seconds, from: "20240101T000000Z", to: "20240101T000010Z", limits: ICalendarLimits(recurrenceInstances: 10)
            ).count,
            10)
    }
}
