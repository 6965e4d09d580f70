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

    /// The Islamic holidays by the Umm al-Qura calendar, as Saudi Arabia announced them for 1446 AH:
    /// Ramadan began on 1 March 2025 (so its first night was 28 February), Eid al-Fitr was 30 March,
    /// Eid al-Adha 6 June.
    func testIslamicHolidaysByTheUmmAlQuraCalendar() throws {
        XCTAssertEqual(try holiday("First Night of Ramadan", year: 2025), day("2025-02-28"))
        XCTAssertEqual(try holiday("Eid al-Fitr", year: 2025), day("2025-03-30"))
        XCTAssertEqual(try holiday("Eid al-Adha", year: 2025), day("2025-06-06"))
    }

    /// A Hijri year is about eleven days shorter than a Gregorian one: Eid al-Fitr fell twice in
    /// 2000. The specified year gives the first; the next occurrence after the first is the second.
    func testAnIslamicHolidayCanFallTwiceInOneYear() throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC") ?? .current
        let dates = Holidays.dates(of: .eidAlFitr, in: 2000, calendar: utc).map(Value.date)
        XCTAssertEqual(dates, [day("2000-01-08"), day("2000-12-27")])
        guard case .date(let january)? = dates.first, let after = utc.date(byAdding: .day, value: 1, to: january) else {
            return XCTFail("no date")
        }
        XCTAssertEqual(Holidays.next(.eidAlFitr, onOrAfter: after, calendar: utc).map(Value.date), day("2000-12-27"))
    }

    /// Inauguration Day: 20 January every fourth year since 1937, 4 March before, the Monday after
    /// when it is a Sunday; no date in the other years; the next one looks four years ahead.
    func testInaugurationDayByItsRules() throws {
        let expected: [(Int, String)] = [
            (2025, "2025-01-20"), (2013, "2013-01-21"), (1985, "1985-01-21"), (1937, "1937-01-20"),
            (1933, "1933-03-04"), (1917, "1917-03-05"), (1793, "1793-03-04"), (1789, "1789-04-30"),
        ]
        for (year, date) in expected { XCTAssertEqual(try holiday("Inauguration Day", year: year), day(date), "\(year)") }
        XCTAssertEqual(try holiday("Inauguration Day", year: 2026), .nothing)
        XCTAssertEqual(try holiday("Inauguration Day"), day("2029-01-20"))
    }

    /// Tax Day: 15 April, or the next day that is not a weekend day or the District of Columbia's
    /// Emancipation Day (16 April, kept on the 15th or the 17th when it falls on a weekend).
    func testTaxDayMovesPastWeekendsAndEmancipationDay() throws {
        let expected: [(Int, String)] = [
            (2024, "2024-04-15"), (2022, "2022-04-18"), (2023, "2023-04-18"), (2007, "2007-04-17"),
            (2011, "2011-04-18"), (2028, "2028-04-18"), (2001, "2001-04-16"), (1950, "1950-03-15"),
        ]
        for (year, date) in expected { XCTAssertEqual(try holiday("Tax Day", year: year), day(date), "\(year)") }
        XCTAssertEqual(try holiday("Tax Day", year: 1918), .nothing)
        XCTAssertEqual(try holiday("Tax Day"), day("2027-04-15"))
    }
}
