import Foundation
import ICalendar
import XCTest

/// TZID resolution and VTIMEZONE evaluation: Outlook's Windows-named zone against the IANA zone,
/// gaps and overlaps (RFC 5545 section 3.3.5), observances ending by UNTIL, RDATE observances.
final class ZoneTests: IsolatedTestCase {
    static let westernEurope = """
        BEGIN:VCALENDAR
        BEGIN:VTIMEZONE
        TZID:W. Europe Standard Time
        BEGIN:STANDARD
        DTSTART:16010101T030000
        TZOFFSETFROM:+0200
        TZOFFSETTO:+0100
        RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10
        END:STANDARD
        BEGIN:DAYLIGHT
        DTSTART:16010101T020000
        TZOFFSETFROM:+0100
        TZOFFSETTO:+0200
        RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3
        END:DAYLIGHT
        END:VTIMEZONE
        END:VCALENDAR

        """

    /// The US Eastern rules since 1987 as RFC 5545 section 3.6.5 writes them, under a name that is no IANA zone.
    static let usEastern = """
        BEGIN:VCALENDAR
        BEGIN:VTIMEZONE
        TZID:US-Eastern-Test
        BEGIN:DAYLIGHT
        DTSTART:19870405T020000
        RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU;UNTIL=20060402T070000Z
        TZOFFSETFROM:-0500
        TZOFFSETTO:-0400
        END:DAYLIGHT
        BEGIN:DAYLIGHT
        DTSTART:20070311T020000
        RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
        TZOFFSETFROM:-0500
        TZOFFSETTO:-0400
        END:DAYLIGHT
        BEGIN:STANDARD
        DTSTART:19671029T020000
        RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;UNTIL=20061029T060000Z
        TZOFFSETFROM:-0400
        TZOFFSETTO:-0500
        END:STANDARD
        BEGIN:STANDARD
        DTSTART:20071104T020000
        RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
        TZOFFSETFROM:-0400
        TZOFFSETTO:-0500
        END:STANDARD
        END:VTIMEZONE
        END:VCALENDAR

        """

    func utc() throws -> TimeZone { try XCTUnwrap(TimeZone(identifier: "UTC")) }

    func zones(_ text: String, fallback: TimeZone? = nil) throws -> CalendarZones {
        let calendar = try XCTUnwrap(try ICalendarReader.read(text).first)
        return CalendarZones(calendar, fallback: try fallback ?? utc())
    }

    func civil(_ text: String) throws -> CivilDateTime {
        try CalendarTime(CalendarProperty(name: "DTSTART", value: text)).civil
    }

    /// The UTC date-time text of an instant.
    func utcText(_ date: Date) throws -> String {
        let zones = CalendarZones(fallback: try utc())
        return zones.time(date, allDay: false, zone: nil).valueText
    }

    func testOutlookZoneGivesTheInstantsOfEuropeBerlin() throws {
        let file = try zones(Self.westernEurope)
        let iana = CalendarZones(fallback: try utc())
        for year in [1996, 2007, 2024, 2025, 2031] {
            for month in 1...12 {
                for (day, hour) in [(1, 0), (15, 12), (28, 23), (25, 2), (31, 3)] {
                    let local = CivilDateTime(year: year, month: month, day: day, hour: hour, minute: 30)
                    guard local.isValid else { continue }
                    XCTAssertEqual(
                        file.date(.zoned(local, zone: "W. Europe Standard Time")),
                        iana.date(.zoned(local, zone: "Europe/Berlin")),
                        "\(local)")
                }
            }
        }
        XCTAssertEqual(
            try utcText(file.date(.zoned(try civil("20240715T120000"), zone: "W. Europe Standard Time"))), "20240715T100000Z")
        XCTAssertEqual(
            try utcText(file.date(.zoned(try civil("20240115T120000"), zone: "W. Europe Standard Time"))), "20240115T110000Z")
    }

    func testGapTakesTheOffsetBeforeItAndOverlapTheFirstOccurrence() throws {
        let file = try zones(Self.westernEurope)
        let iana = CalendarZones(fallback: try utc())
        for zone in ["W. Europe Standard Time", "Europe/Berlin"] {
            let zones = zone == "Europe/Berlin" ? iana : file
            // 02:30 on 31 March 2024 does not exist: read at +01:00, it is 03:30 CEST.
            XCTAssertEqual(try utcText(zones.date(.zoned(try civil("20240331T023000"), zone: zone))), "20240331T013000Z", zone)
            // 02:30 on 27 October 2024 happens twice: the first, at +02:00.
            XCTAssertEqual(try utcText(zones.date(.zoned(try civil("20241027T023000"), zone: zone))), "20241027T003000Z", zone)
            XCTAssertEqual(try utcText(zones.date(.zoned(try civil("20241027T033000"), zone: zone))), "20241027T023000Z", zone)
        }
        // RFC 5545 section 3.3.5's own examples.
        XCTAssertEqual(try utcText(iana.date(.zoned(try civil("20071104T013000"), zone: "America/New_York"))), "20071104T053000Z")
        XCTAssertEqual(try utcText(iana.date(.zoned(try civil("20070311T023000"), zone: "America/New_York"))), "20070311T073000Z")
    }

    func testObservancesEndedByUntilAgreeWithAmericaNewYork() throws {
        let file = try zones(Self.usEastern)
        let iana = CalendarZones(fallback: try utc())
        for text in [
            "19900401T120000", "19900408T120000", "20000402T013000", "20000402T033000", "20061029T013000", "20061029T030000",
            "20070310T120000", "20070311T033000", "20071101T120000", "20071105T120000", "20240310T030000", "20241103T013000",
            "20241103T023000", "20300715T090000",
        ] {
            let local = try civil(text)
            XCTAssertEqual(
                file.date(.zoned(local, zone: "US-Eastern-Test")), iana.date(.zoned(local, zone: "America/New_York")), text)
        }
    }

    func testObservancesByRDate() throws {
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VTIMEZONE
            TZID:Custom
            BEGIN:STANDARD
            DTSTART:20000101T000000
            TZOFFSETFROM:+0300
            TZOFFSETTO:+0300
            RDATE:20201101T020000
            END:STANDARD
            BEGIN:DAYLIGHT
            DTSTART:20200401T020000
            TZOFFSETFROM:+0300
            TZOFFSETTO:+0400
            END:DAYLIGHT
            END:VTIMEZONE
            END:VCALENDAR
            """
        let file = try zones(text)
        XCTAssertEqual(try utcText(file.date(.zoned(try civil("20200301T120000"), zone: "Custom"))), "20200301T090000Z")
        XCTAssertEqual(try utcText(file.date(.zoned(try civil("20200601T120000"), zone: "Custom"))), "20200601T080000Z")
        XCTAssertEqual(try utcText(file.date(.zoned(try civil("20201201T120000"), zone: "Custom"))), "20201201T090000Z")
        XCTAssertEqual(try utcText(file.date(.zoned(try civil("19990601T120000"), zone: "Custom"))), "19990601T090000Z")
    }

    func testPrefixedIANANamesUnknownNamesFloatingAndDates() throws {
        let tokyo = try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))
        let zones = CalendarZones(fallback: tokyo)
        let noon = try civil("20240115T120000")
        for name in ["/mozilla.org/20050126_1/Europe/Berlin", "/citadel.org/20190914_1/Europe/Berlin", "Europe/Berlin"] {
            XCTAssertEqual(try utcText(zones.date(.zoned(noon, zone: name))), "20240115T110000Z", name)
        }
        XCTAssertEqual(try utcText(zones.date(.zoned(noon, zone: "Nowhere Standard Time"))), "20240115T030000Z")
        XCTAssertEqual(try utcText(zones.date(.floating(noon))), "20240115T030000Z")
        XCTAssertEqual(try utcText(zones.date(.utc(noon))), "20240115T120000Z")
        XCTAssertEqual(try utcText(zones.date(.date(year: 2024, month: 1, day: 15))), "20240114T150000Z")
    }

    func testInstantsWrittenBack() throws {
        let tokyo = try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))
        let berlin = try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))
        let zones = CalendarZones(fallback: tokyo)
        let instant = zones.date(.utc(try civil("20240714T200000")))
        XCTAssertEqual(zones.time(instant, allDay: false, zone: nil), .utc(try civil("20240714T200000")))
        XCTAssertEqual(
            zones.time(instant, allDay: false, zone: berlin), .zoned(try civil("20240714T220000"), zone: "Europe/Berlin"))
        XCTAssertEqual(zones.time(instant, allDay: true, zone: berlin), .date(year: 2024, month: 7, day: 15))
    }

    func testOutlookFixtureRecursAtNineLocalAcrossTheChange() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/outlook-weekly.ics")
        let calendar = try XCTUnwrap(try ICalendarReader.read(String(contentsOf: url, encoding: .utf8)).first)
        let zones = CalendarZones(calendar, fallback: try utc())
        let event = try XCTUnwrap(calendar.components(named: "VEVENT").first)
        XCTAssertEqual(event.property("UID")?.value.count, 112)
        XCTAssertEqual(event.property("ATTENDEE")?.value, "mailto:john@example.com")
        let all = try Recurrence.occurrences(
            of: event, overrides: [], zones: zones, from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 2e9))
        // 11 and 18 March at 09:00 CET, 25 March excluded, 1, 8 and 15 April at 09:00 CEST (UNTIL is 09:00 CEST on the 15th).
        XCTAssertEqual(
            try all.map { try utcText($0.start) },
            ["20240311T080000Z", "20240318T080000Z", "20240401T070000Z", "20240408T070000Z", "20240415T070000Z"])
        XCTAssertEqual(try all.compactMap { $0.end }.map { try utcText($0) }.first, "20240311T083000Z")
        XCTAssertEqual(try ICalendarReader.read(ICalendarWriter.text([calendar])), [calendar])
    }
}
