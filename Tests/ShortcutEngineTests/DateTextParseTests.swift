import Foundation
import XCTest

@testable import ShortcutEngine

/// `DateText.parse` reads the date forms Shortcuts writes, the same on every machine (issue 11).
final class DateTextParseTests: IsolatedTestCase {
    let utc = TimeZone(identifier: "UTC") ?? .current

    /// Seconds since 1970 for `text` read in UTC, or nil.
    func seconds(_ text: String) -> Double? { DateText.parse(text, timeZone: utc)?.timeIntervalSince1970 }

    func testAppleStylesWithAndWithoutTimes() {
        XCTAssertEqual(seconds("January 1, 1970, 00:00"), 0)
        XCTAssertEqual(seconds("January 1, 1970 at 12:00 AM"), 0)
        XCTAssertEqual(seconds("January 1, 1970 at 12:00\u{202F}AM"), 0)
        XCTAssertEqual(seconds("Jan 1, 1970, 1:30 PM"), 48_600)
        XCTAssertEqual(seconds("Jan 1, 1970 13:30:15"), 48_615)
        XCTAssertEqual(seconds("Thursday, January 1, 1970"), 0)
        XCTAssertEqual(seconds("Thursday, January 1, 1970 at 1:00:00 AM"), 3_600)
        XCTAssertEqual(seconds("1 January 1970 00:01"), 60)
        XCTAssertEqual(seconds("Thu, 01 Jan 1970 01:00:00 +0100"), 0)
    }

    func testNumericDatesAndTwoDigitYears() {
        XCTAssertEqual(seconds("1/2/1970"), 86_400)
        XCTAssertEqual(seconds("1/2/70, 12:00 AM"), 86_400)
        XCTAssertEqual(seconds("3/1/24"), seconds("2024-03-01"))
        XCTAssertEqual(seconds("3/1/2024"), seconds("2024-03-01"))
        XCTAssertEqual(seconds("1970/01/02"), 86_400)
        XCTAssertEqual(seconds("2026-11-21 10:00"), 1_795_255_200)
        XCTAssertEqual(seconds("2026-11-21T10:00:00Z"), 1_795_255_200)
    }

    func testNotDates() {
        for text in ["", "tomorrow", "January", "12 apples", "1970", "31/31/1970", "January 32, 1970"] {
            XCTAssertNil(seconds(text), text)
        }
    }

    func testTheZoneIsTheRunsZone() throws {
        let berlin = try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))
        XCTAssertEqual(DateText.parse("January 1, 1970, 01:00", timeZone: berlin)?.timeIntervalSince1970, 0)
    }
}

/// Date forms Apple's date detection reads in text and real shortcuts write as literals (issue 11:
/// `January 1 1970 12am` in convertTimeZones, `1970-01-01 00:00:00Z` in hiresTweet).
final class DateTextDetectedFormsTests: IsolatedTestCase {
    let utc = TimeZone(identifier: "UTC") ?? .current

    func seconds(_ text: String) -> Double? { DateText.parse(text, timeZone: utc)?.timeIntervalSince1970 }

    func testMonthNameWithoutCommaAndHourAlone() {
        XCTAssertEqual(seconds("January 1 1970 12am"), 0)
        XCTAssertEqual(seconds("January 1 1970"), 0)
        XCTAssertEqual(seconds("Jan 1 1970 1 PM"), 46_800)
        XCTAssertEqual(seconds("Jan 1 1970 at 5pm"), 61_200)
        XCTAssertEqual(seconds("January 1, 1970 3am"), 10_800)
    }

    func testSpaceSeparatedTimeWithAZone() {
        XCTAssertEqual(seconds("1970-01-01 00:00:00Z"), 0)
        XCTAssertEqual(seconds("1970-01-01 01:00:00+01:00"), 0)
        XCTAssertEqual(seconds("1970-01-01 01:00+0100"), 0)
        XCTAssertEqual(seconds("1970-01-01 00:00-05:00"), 18_000)
        XCTAssertNil(seconds("1970-01-01 00:00:00Q"))
    }
}
