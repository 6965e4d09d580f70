import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Date's holiday modes (Apple's Date action since iOS 16, the holidays as Cherri's definitions list
/// them): each rule in a specified year, the next occurrence from the run's clock (2026-11-21 10:00
/// UTC here), Easter by the Gregorian computus, and the daylight-saving changes of the time zone.
final class HolidayDateTests: IsolatedTestCase {
    func day(_ text: String) -> Value {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = text.split(separator: "-").compactMap { Int($0) }
        return .date(calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])) ?? Date())
    }

    func holiday(_ name: String, year: Int? = nil) throws -> Value {
        let occurrence = year.map { #", "occurrence": "Specified Year", "year": \#($0)"# } ?? ""
        return try runAction("date", #"{"mode": "\#(name)"\#(occurrence)}"#)
    }

    func testEachKindOfRuleInASpecifiedYear() throws {
        let expected: [(String, String)] = [
            ("Thanksgiving", "2025-11-27"), ("Easter Sunday", "2025-04-20"), ("Good Friday", "2025-04-18"),
            ("Ash Wednesday", "2025-03-05"), ("Palm Sunday", "2025-04-13"), ("Martin Luther King Jr. Day", "2025-01-20"),
            ("Presidents' Day", "2025-02-17"), ("Memorial Day", "2025-05-26"), ("Mother's Day", "2025-05-11"),
            ("Father's Day", "2025-06-15"), ("Columbus Day", "2025-10-13"), ("Indigenous Peoples' Day", "2025-10-13"),
            ("Election Day", "2025-11-04"), ("Juneteenth", "2025-06-19"), ("Workers' Day", "2025-05-01"),
            ("Valentine's Day", "2025-02-14"), ("New Year's Eve", "2025-12-31"),
        ]
        for (name, date) in expected { XCTAssertEqual(try holiday(name, year: 2025), day(date), name) }
    }

    /// Easter Sunday at the computus's edges: its earliest (22 March) and latest (25 April) dates.
    func testEasterAcrossCenturies() throws {
        for (year, date) in [(1818, "1818-03-22"), (2000, "2000-04-23"), (2038, "2038-04-25"), (2285, "2285-03-22")] {
            XCTAssertEqual(try holiday("Easter Sunday", year: year), day(date), "\(year)")
        }
    }

    /// The next occurrence is this year's when it is still ahead (or today), else next year's.
    func testNextOccurrenceFromTheRunsClock() throws {
        XCTAssertEqual(try holiday("Thanksgiving"), day("2026-11-26"))
        XCTAssertEqual(try holiday("Christmas Day"), day("2026-12-25"))
        XCTAssertEqual(try holiday("Halloween"), day("2027-10-31"))
        XCTAssertEqual(try holiday("Valentine\u{2019}s Day"), day("2027-02-14"), "the typographic apostrophe")
    }

    /// Daylight saving changes follow the time zone; a zone without them (UTC) has no such day.
    func testDaylightSavingFollowsTheTimeZone() throws {
        var newYork = Calendar(identifier: .gregorian)
        newYork.timeZone = TimeZone(identifier: "America/New_York") ?? .current
        XCTAssertEqual(
            Holidays.date(of: .daylightSavingTime, in: 2027, calendar: newYork),
            newYork.date(from: DateComponents(year: 2027, month: 3, day: 14)))
        XCTAssertEqual(
            Holidays.date(of: .daylightSavingTimeEnd, in: 2026, calendar: newYork),
            newYork.date(from: DateComponents(year: 2026, month: 11, day: 1)))
        XCTAssertEqual(try holiday("Daylight Saving Time"), .nothing)
    }
}
