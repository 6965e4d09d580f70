import Foundation
import ICalendar
import XCTest

/// DATE and DATE-TIME values, DURATION values and RRULE parsing, each error by its full message.
final class ValueTests: IsolatedTestCase {
    func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as ICalendarError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    func testDurations() throws {
        let week = try CalendarDuration("P1W")
        XCTAssertEqual(week, CalendarDuration(weeks: 1))
        XCTAssertEqual(week.text, "P1W")
        let long = try CalendarDuration("P15DT5H0M20S")
        XCTAssertEqual(long, CalendarDuration(days: 15, seconds: 5 * 3600 + 20))
        XCTAssertEqual(long.text, "P15DT5H0M20S")
        let before = try CalendarDuration("-PT15M")
        XCTAssertEqual(before, CalendarDuration(negative: true, seconds: 900))
        XCTAssertEqual(before.text, "-PT15M")
        XCTAssertEqual(try CalendarDuration("PT0S"), CalendarDuration())
        XCTAssertEqual(CalendarDuration().text, "PT0S")
        XCTAssertEqual(try CalendarDuration("+P2DT1H").text, "P2DT1H")
        XCTAssertEqual(try CalendarDuration("pt1h30m").text, "PT1H30M")
        for bad in ["", "P", "PT", "1D", "P1H", "PT1D", "P1D2W", "PT1S2M", "P1.5D", "P-1D", "PTT1H", "P1DT"] {
            XCTAssertEqual(message { _ = try CalendarDuration(bad) }, "'\(bad)' is not a duration", bad)
        }
    }

    func testDurationAddsCalendarDaysAndExactSeconds() throws {
        let berlin = try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))
        let zones = CalendarZones(fallback: berlin)
        let start = zones.date(.zoned(CivilDateTime(year: 2024, month: 3, day: 30, hour: 12), zone: "Europe/Berlin"))
        XCTAssertEqual(try CalendarDuration("P1D").added(to: start, in: berlin).timeIntervalSince(start), 23 * 3600)
        XCTAssertEqual(try CalendarDuration("PT24H").added(to: start, in: berlin).timeIntervalSince(start), 24 * 3600)
        XCTAssertEqual(try CalendarDuration("-P1W").added(to: start, in: berlin).timeIntervalSince(start), -7 * 86_400)
        XCTAssertEqual(try CalendarDuration("P1DT1H").added(to: start, in: berlin).timeIntervalSince(start), 24 * 3600)
    }

    func testDateAndDateTimeValues() throws {
        let nine = CivilDateTime(year: 1997, month: 9, day: 2, hour: 9)
        XCTAssertEqual(try CalendarTime(CalendarProperty(name: "DTSTART", value: "19970902T090000")), .floating(nine))
        XCTAssertEqual(try CalendarTime(CalendarProperty(name: "DTSTART", value: "19970902T090000Z")), .utc(nine))
        let zoned = CalendarProperty(
            name: "DTSTART", value: "19970902T090000", parameters: [CalendarParameter(name: "TZID", value: "America/New_York")])
        XCTAssertEqual(try CalendarTime(zoned), .zoned(nine, zone: "America/New_York"))
        let date = CalendarProperty(
            name: "DTSTART", value: "19970902", parameters: [CalendarParameter(name: "VALUE", value: "DATE")])
        XCTAssertEqual(try CalendarTime(date), .date(year: 1997, month: 9, day: 2))
        XCTAssertTrue(try CalendarTime(date).isDate)
        XCTAssertEqual(try CalendarTime(CalendarProperty(name: "DUE", value: "19970902")), .date(year: 1997, month: 9, day: 2))
        // Written back.
        XCTAssertEqual(CalendarTime.date(year: 1997, month: 9, day: 2).property(named: "DTSTART"), date)
        XCTAssertEqual(CalendarTime.zoned(nine, zone: "America/New_York").property(named: "DTSTART"), zoned)
        XCTAssertEqual(
            CalendarTime.utc(nine).property(named: "DTEND"), CalendarProperty(name: "DTEND", value: "19970902T090000Z"))
        XCTAssertEqual(CalendarTime.floating(nine).property(named: "DUE").value, "19970902T090000")
    }

    func testLists() throws {
        let exdate = CalendarProperty(
            name: "EXDATE", value: "19970902T090000,19970903T090000", parameters: [CalendarParameter(name: "TZID", value: "X")])
        XCTAssertEqual(
            try CalendarTime.list(exdate),
            [
                .zoned(CivilDateTime(year: 1997, month: 9, day: 2, hour: 9), zone: "X"),
                .zoned(CivilDateTime(year: 1997, month: 9, day: 3, hour: 9), zone: "X"),
            ])
        let period = CalendarProperty(
            name: "RDATE", value: "19960403T020000Z/19960403T040000Z,19960404T010000Z/PT3H",
            parameters: [CalendarParameter(name: "VALUE", value: "PERIOD")])
        XCTAssertEqual(
            try CalendarTime.list(period),
            [
                .utc(CivilDateTime(year: 1996, month: 4, day: 3, hour: 2)),
                .utc(CivilDateTime(year: 1996, month: 4, day: 4, hour: 1)),
            ])
    }

    func testDateErrors() {
        XCTAssertEqual(
            message { _ = try CalendarTime(CalendarProperty(name: "DTSTART", value: "2024-01-01")) },
            "DTSTART value '2024-01-01' is not a date or date-time")
        XCTAssertEqual(
            message { _ = try CalendarTime(CalendarProperty(name: "DUE", value: "20240230")) },
            "DUE value '20240230' is not a date or date-time")
        XCTAssertEqual(
            message { _ = try CalendarTime(CalendarProperty(name: "DTEND", value: "20240101T250000")) },
            "DTEND value '20240101T250000' is not a date or date-time")
        XCTAssertEqual(message { _ = try CalendarTime(CalendarProperty(name: "DTSTART", value: "")) }, "DTSTART has no value")
        XCTAssertEqual(
            message { _ = try CalendarTime.list(CalendarProperty(name: "EXDATE", value: "20240101T000000,x")) },
            "EXDATE value 'x' is not a date or date-time")
    }

    func testRuleParts() throws {
        let rule = try RecurrenceRule("RRULE:freq=monthly;interval=2;count=10;byday=1SU,-1SU,+2mo;wkst=su;x-name=1;")
        XCTAssertEqual(rule.frequency, .monthly)
        XCTAssertEqual(rule.interval, 2)
        XCTAssertEqual(rule.count, 10)
        XCTAssertEqual(
            rule.byDay,
            [.init(ordinal: 1, weekday: .sunday), .init(ordinal: -1, weekday: .sunday), .init(ordinal: 2, weekday: .monday)])
        XCTAssertEqual(rule.weekStart, .sunday)
        XCTAssertEqual(rule.text, "FREQ=MONTHLY;COUNT=10;INTERVAL=2;BYDAY=1SU,-1SU,2MO;WKST=SU")
        let until = try RecurrenceRule("FREQ=DAILY;UNTIL=19971224T000000Z;BYMONTH=1,2;BYSETPOS=-1;BYMONTHDAY=-3")
        XCTAssertEqual(until.until, .utc(CivilDateTime(year: 1997, month: 12, day: 24)))
        XCTAssertEqual(until.text, "FREQ=DAILY;UNTIL=19971224T000000Z;BYMONTHDAY=-3;BYMONTH=1,2;BYSETPOS=-1")
        XCTAssertEqual(try RecurrenceRule(until.text), until)
        XCTAssertEqual(try RecurrenceRule("FREQ=YEARLY;UNTIL=20000131").until, .date(year: 2000, month: 1, day: 31))
    }

    func testRuleErrors() {
        let cases = [
            ("COUNT=5", "RRULE 'COUNT=5' has no FREQ"), ("FREQ=FORTNIGHTLY", "RRULE part 'FREQ=FORTNIGHTLY' names no frequency"),
            ("FREQ=DAILY;BYMONTH=13", "RRULE part 'BYMONTH=13' is not valid"),
            ("FREQ=DAILY;INTERVAL=0", "RRULE part 'INTERVAL=0' is not valid"),
            ("FREQ=DAILY;COUNT=-1", "RRULE part 'COUNT=-1' is not valid"),
            ("FREQ=MONTHLY;BYDAY=1XX", "RRULE part 'BYDAY=1XX' is not valid"),
            ("FREQ=MONTHLY;BYDAY=0MO", "RRULE part 'BYDAY=0MO' is not valid"),
            ("FREQ=MONTHLY;BYMONTHDAY=0", "RRULE part 'BYMONTHDAY=0' is not valid"),
            ("FREQ=YEARLY;BYYEARDAY=367", "RRULE part 'BYYEARDAY=367' is not valid"),
            ("FREQ=DAILY;UNTIL=tomorrow", "RRULE part 'UNTIL=tomorrow' is not valid"),
            ("FREQ=WEEKLY;WKST=XX", "RRULE part 'WKST=XX' is not valid"),
            ("FREQ=DAILY;BYHOUR=24", "RRULE part 'BYHOUR=24' is not valid"),
        ]
        for (text, expected) in cases { XCTAssertEqual(message { _ = try RecurrenceRule(text) }, expected, text) }
    }
}
