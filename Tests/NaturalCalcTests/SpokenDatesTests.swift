import XCTest

@testable import NaturalCalc

/// Dates with ordinal days, money rates re-expressed per another period, and constants by their
/// names in words. Each gave a wrong answer or an error before (`1st of January`: `st` read as stone).
final class SpokenDatesAndRatesTests: IsolatedTestCase {
    func testOrdinalDays() {
        XCTAssertEqual(calc("3rd of March 2025"), "3 March 2025")
        XCTAssertEqual(calc("1st of January 2027"), "1 January 2027")
        XCTAssertEqual(calc("the 21st of June 2024"), "21 June 2024")
        XCTAssertEqual(calc("the third of March 2025"), "3 March 2025")
        XCTAssertEqual(calc("March third 2025"), "3 March 2025")
        XCTAssertEqual(calc("5th of November 2025 + 2 days"), "7 November 2025")
        XCTAssertEqual(calc("1 second"), "1 s")  // `second` next to no month is the unit
        XCTAssertEqual(calc("a fifth of 10"), "2")  // and `fifth` before `of` and no month is a fraction
    }

    func testMoneyRatesPerAnotherPeriod() {
        XCTAssertEqual(calc("$120,000 a year per month"), "$10,000.00/month")
        XCTAssertEqual(calc("$2,500 a month in a year"), "$30,000.00/year")
        XCTAssertEqual(calc("$10/hour per day"), "$240.00/day")
        XCTAssertEqual(calc("5 m/s per second"), "5 m/s²")  // not money: an acceleration, as written
        XCTAssertEqual(calc("50% as a %"), "50%")
    }

    func testAPlaceTimeBeforeAConversion() {
        // zone offsets on the tests' fixed date: the result does not depend on the machine's zone
        XCTAssertEqual(calc("9am Tokyo time in UTC"), calc("9am Tokyo in UTC"))
        XCTAssertEqual(calc("9am Tokyo time in UTC"), "12:00 am")  // Tokyo is UTC+9 all year
        XCTAssertEqual(calc("3pm UTC time to Tokyo"), calc("3pm UTC to Tokyo"))
    }

    func testConstantsByNameInWords() {
        XCTAssertEqual(calc("speed of light in mph"), "670,616,629.3843951324 mph")
        XCTAssertEqual(calc("planck constant"), "6.62607015e-34 J·s")
        XCTAssertEqual(calc("gravitational constant"), "6.6743e-11 m³/(kg·s²)")
    }
}

/// Soulver's `in <datespan>` and `left in` for years, months and weeks, business days, and
/// workdays counted on the calendar. The tests' clock is fixed (`CalcOptions.test`); values by
/// hand from a calendar: March 2024 has 21 weekdays, 2024 is a leap year.
final class DateSpanWordingTests: IsolatedTestCase {
    func testAYearAsASpan() {
        XCTAssertEqual(calc("days in 2024"), "366 days")  // was 2,024 days
        XCTAssertEqual(calc("days in 2023"), "365 days")
        XCTAssertEqual(calc("weeks in 2024"), "52.2857142857 weeks")
        XCTAssertEqual(calc("days in February 2020"), "29 days")
    }

    func testLeftInAPeriodCountsToItsEnd() throws {
        // from the tests' fixed now to the first day of the next period, today included
        let now = CalcOptions.test.now
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = CalcOptions.test.timeZone
        let year = cal.component(.year, from: now)
        let today = cal.startOfDay(for: now)
        let nextYear = try XCTUnwrap(cal.date(from: DateComponents(year: year + 1, month: 1, day: 1)))
        let days = try XCTUnwrap(cal.dateComponents([.day], from: today, to: nextYear).day)
        XCTAssertEqual(calc("days left in the year"), "\(days) days")
        XCTAssertEqual(calc("days remaining in \(year)"), "\(days) days")
        XCTAssertEqual(
            calc("days left in \(year + 1)"), "\(days + (cal.range(of: .day, in: .year, for: nextYear)?.count ?? 0)) days")
    }

    func testBusinessDaysAndWorkdaysOnTheCalendar() {
        XCTAssertEqual(calc("10 business days after March 1 2024"), "15 March 2024")
        XCTAssertEqual(calc("workdays between March 1 2024 and March 31 2024"), "21 workdays")  // was 21.43, 5/7 of 30 days
        XCTAssertEqual(calc("business days between March 1 2024 and March 31 2024"), "21 workdays")
        XCTAssertEqual(calc("workdays from March 2 2024 to March 4 2024"), "0 workdays")  // a weekend
        XCTAssertEqual(calc("10 March to 17 March in workdays"), "5 workdays")
        XCTAssertEqual(calc("workdays in 3 weeks"), "15 workdays")
    }
}

/// Special days of other calendars (Soulver's SpecialDays list names them): `Chinese New Year 2025`
/// read as New Year. Dates from published calendars: Chinese New Year fell on 10 February 2024 and
/// 29 January 2025; Ramadan (Umm al-Qura) began 1 March 2025 and Eid al-Fitr was 30 March 2025.
final class OtherCalendarDayTests: IsolatedTestCase {
    func testChineseNewYearAndRamadan() {
        XCTAssertEqual(calc("Chinese New Year 2025"), "29 January 2025")
        XCTAssertEqual(calc("lunar new year 2024"), "10 February 2024")
        XCTAssertEqual(calc("Ramadan start 2025"), "1 March 2025")
        XCTAssertEqual(calc("end of Ramadan 2025"), "29 March 2025")
        XCTAssertEqual(calc("Eid al Fitr 2025"), "30 March 2025")
        XCTAssertEqual(calc("New Year 2025"), "1 January 2025")  // still the Gregorian one
    }
}

/// Halfway between two days counts calendar days (in a zone that changes its clocks between them,
/// the instant halfway fell at 23:30 the day before) and between two clock times gives a clock time.
final class HalfwayTests: IsolatedTestCase {
    func testHalfwayAcrossAClockChange() {
        var london = CalcOptions.test
        london.timeZone = TimeZone(identifier: "Europe/London") ?? london.timeZone
        // clocks change on 29 March; this year, so no year shown
        XCTAssertEqual(calc("halfway between March 1 2026 and March 31 2026", london), "16 March")
        XCTAssertEqual(calc("halfway between March 1 2025 and March 4 2025", london), "2 March 2025 at 12:00")
    }

    func testHalfwayBetweenClockTimes() {
        XCTAssertEqual(calc("midpoint between 9am and 5pm"), "1:00 pm")
        XCTAssertEqual(calc("halfway between 10:00 and 11:30"), "10:45 am")
    }
}
