import Foundation
import ICalendar
import XCTest

/// Every example of RFC 5545 section 3.8.5.3, each rule of it expanded as the master of a VEVENT.
final class RFCExampleTests: IsolatedTestCase {
    let newYork = "America/New_York"

    func testEveryExampleOfSection3853() throws {
        XCTAssertGreaterThanOrEqual(rfcExamples.count, 40)
        let zones = CalendarZones(fallback: try XCTUnwrap(TimeZone(identifier: "UTC")))
        for example in rfcExamples {
            for rule in example.rules {
                XCTAssertEqual(try instances(example, rule: rule, zones: zones), example.expected, "\(example.name): \(rule)")
            }
        }
    }

    /// The New York wall-clock times of the example's occurrences: from DTSTART on, to 2030 for a
    /// finite example, to just after the last listed instance for an infinite one.
    func instances(_ example: RFCExample, rule: String, zones: CalendarZones) throws -> [String] {
        let text =
            (["BEGIN:VEVENT", "UID:rfc", "DTSTART;TZID=\(newYork):\(example.start)", "RRULE:\(rule)"] + example.extra
            + ["END:VEVENT"]).joined(separator: "\r\n")
        let event = try XCTUnwrap(try ICalendarReader.read(text).first)
        let first = try zoned(example.start, zones)
        let last = try zoned(try XCTUnwrap(example.expected.last), zones)
        let end = example.finite ? Date(timeIntervalSince1970: 1_900_000_000) : last.addingTimeInterval(1)
        let occurrences = try Recurrence.occurrences(of: event, overrides: [], zones: zones, from: first, to: end)
        return occurrences.map { occurrence in
            let local = zones.local(occurrence.start, like: .zoned(CivilDateTime(year: 2000, month: 1, day: 1), zone: newYork))
            return String(
                format: "%04d%02d%02dT%02d%02d%02d", local.year, local.month, local.day, local.hour, local.minute, local.second)
        }
    }

    func zoned(_ text: String, _ zones: CalendarZones) throws -> Date {
        zones.date(
            try CalendarTime(CalendarProperty(name: "DTSTART", value: text, parameters: [.init(name: "TZID", value: newYork)])))
    }

    func testEachExampleStartsAtNineInTheMorningEasternTimeAcrossTheChange() throws {
        // "Weekly for 10 occurrences": 9:00 EDT (13:00 UTC) until October 21, 9:00 EST (14:00 UTC) after.
        let zones = CalendarZones(fallback: try XCTUnwrap(TimeZone(identifier: "UTC")))
        let example = rfcExamplesDaily[5]
        let text = "BEGIN:VEVENT\nDTSTART;TZID=\(newYork):\(example.start)\nRRULE:\(example.rules[0])\nEND:VEVENT\n"
        let event = try XCTUnwrap(try ICalendarReader.read(text).first)
        let all = try Recurrence.occurrences(
            of: event, overrides: [], zones: zones, from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 2e9))
        let hours = all.map { Int($0.start.timeIntervalSince1970) % 86_400 / 3600 }
        XCTAssertEqual(hours, [13, 13, 13, 13, 13, 13, 13, 13, 14, 14])
    }
}
