import Foundation
import XCTest

@testable import ShortcutEngine

/// Issue 26, item 6: Spell Out Number is exact for every integer it spells, or refuses; Adjust
/// Date and numbers read as dates refuse results outside the calendar's range (years 1 to 9999).
final class ExactOrRefusedTests: IsolatedTestCase {
    func testSpellOutNumberIsExactPastTwoToTheFiftyFour() throws {
        // Every value from 10^17 used to come out as 18,014,398,509,481,984 (2^54).
        XCTAssertEqual(
            try runAction("org.shortcutengine.number.spellout", input: .number(Number(parsing: "100000000000000001") ?? 0)),
            "one hundred quadrillion one")
        XCTAssertEqual(
            try runAction("org.shortcutengine.number.spellout", input: .number(Number(parsing: "999999999999999999") ?? 0)),
            .text(
                "nine hundred ninety-nine quadrillion nine hundred ninety-nine trillion nine hundred ninety-nine billion "
                    + "nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine"))
        XCTAssertEqual(
            try runAction("org.shortcutengine.number.spellout", input: .number(Number(parsing: "-123456789012345678") ?? 0)),
            .text(
                "minus one hundred twenty-three quadrillion four hundred fifty-six trillion seven hundred eighty-nine billion "
                    + "twelve million three hundred forty-five thousand six hundred seventy-eight"))
        XCTAssertEqual(
            try runAction("org.shortcutengine.number.spellout", input: .number(Number(parsing: "2.5") ?? 0)), "two point five")
        XCTAssertEqual(try runAction("org.shortcutengine.number.spellout", input: 0), "zero")
    }

    func testSpellOutNumberRefusesWhatItCannotSpellExactly() {
        XCTAssertEqual(
            failure("org.shortcutengine.number.spellout", input: .number(Number(parsing: "1000000000000000000") ?? 0)),
            "t.json:1:39: error: action 1 'Spell Out Number' (org.shortcutengine.number.spellout), parameter 'number': 1000000000000000000 is too large to spell out exactly (whole numbers below 10^18 are spelled in words)\n"
                + "hint: use Format Number to write it in digits")
        XCTAssertEqual(
            failure("org.shortcutengine.number.spellout", input: .number(Number(parsing: "1e30") ?? 0)),
            "t.json:1:39: error: action 1 'Spell Out Number' (org.shortcutengine.number.spellout), parameter 'number': 1000000000000000000000000000000 is too large to spell out exactly (whole numbers below 10^18 are spelled in words)\n"
                + "hint: use Format Number to write it in digits")
        XCTAssertEqual(
            failure("org.shortcutengine.number.spellout", input: .number(Number(parsing: "0.1234567890123456789") ?? 0)),
            "t.json:1:39: error: action 1 'Spell Out Number' (org.shortcutengine.number.spellout), parameter 'number': 0.1234567890123456789 has more digits than spelling out keeps exactly (at most 15 significant digits)\n"
                + "hint: round it first (Round Number) to 15 significant digits or fewer")
    }

    private func adjust(_ amount: String, _ unit: String, operation: String = "Add") -> String {
        failure(
            "adjustdate",
            "{\"date\": \"2026-11-28T00:00:00Z\", \"operation\": \"\(operation)\", \"amount\": \(amount), \"unit\": \"\(unit)\"}")
    }

    private func outside(_ verb: String, _ amount: String, _ unit: String, column: Int = 130) -> String {
        "t.json:1:\(column): error: action 1 'Adjust Date' (adjustdate), parameter 'amount': \(verb) \(amount) \(unit) gives a date outside the years 1 to 9999, the calendar's range\n"
            + "hint: use a smaller amount"
    }

    func testAdjustDateRefusesResultsOutsideTheCalendar() {
        // Each of these answered with exit 0: the start date, a clamped year, year 5838270.
        XCTAssertEqual(adjust("9223372036854775807", "weeks"), outside("adding", "9223372036854775807", "weeks"))
        XCTAssertEqual(adjust("1e15", "days"), outside("adding", "1000000000000000", "days"))
        XCTAssertEqual(adjust("-1e12", "years"), outside("adding", "-1000000000000", "years"))
        XCTAssertEqual(adjust("8000", "years"), outside("adding", "8000", "years"))
        XCTAssertEqual(adjust("2026", "years", operation: "Subtract"), outside("subtracting", "2026", "years", column: 135))
        XCTAssertEqual(adjust("1e12", "seconds"), outside("adding", "1000000000000", "seconds"))
        XCTAssertEqual(adjust("-9223372036854775808", "months"), outside("adding", "-9223372036854775808", "months"))
    }

    func testAdjustDateStillReachesTheEdgesOfTheRange() throws {
        func date(_ amount: String, _ unit: String) throws -> Value {
            try runAction("adjustdate", "{\"date\": \"2026-11-28T00:00:00Z\", \"amount\": \(amount), \"unit\": \"\(unit)\"}")
        }
        let formatter = ISO8601DateFormatter()
        XCTAssertEqual(try date("7973", "years"), .date(formatter.date(from: "9999-11-28T00:00:00Z") ?? Date()))
        XCTAssertEqual(try date("-2025", "years"), .date(formatter.date(from: "0001-11-28T00:00:00Z") ?? Date()))
        XCTAssertEqual(try date("1.5", "days"), .date(formatter.date(from: "2026-11-29T12:00:00Z") ?? Date()))
        XCTAssertEqual(formatter.date(from: "0001-01-01T00:00:00Z"), CalendarRange.earliest)
        XCTAssertEqual(formatter.date(from: "9999-12-31T23:59:59Z"), CalendarRange.latest)
    }

    func testANumberReadAsADateOutsideTheCalendarIsRefused() {
        XCTAssertEqual(
            failure("adjustdate", "{\"date\": 1e20, \"amount\": 1, \"unit\": \"days\"}"),
            "t.json:1:76: error: action 1 'Adjust Date' (adjustdate), parameter 'date': 100000000000000000000 seconds since 1970 is a date outside the years 1 to 9999, the calendar's range\n"
                + "hint: a number becomes a date as seconds since 1970-01-01; give one between -62135769600 and 253402300799")
    }
}
