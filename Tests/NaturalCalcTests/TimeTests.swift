import XCTest

@testable import NaturalCalc

final class TimeTests: IsolatedTestCase {
    func testClockArithmeticIn12And24Hour() {
        XCTAssertEqual(calc("16:00 + 3 hours 12 minutes"), "7:12 pm")
        XCTAssertEqual(calc("3:45pm + 4 hr 10 min"), "7:55 pm")
        XCTAssertEqual(calc("noon - 90 minutes"), "10:30 am")
        XCTAssertEqual(value("3:45pm"), .timeOfDay(hour: 15, minute: 45, second: 0))
    }

    func testClockIntervals() {
        XCTAssertEqual(calc("4pm to 3am"), "11 hours")
        XCTAssertEqual(calc("4pm - 3am"), "13 hours")
        XCTAssertEqual(calc("3am - 4pm"), "13 hours")
        XCTAssertEqual(value("17:30 to 20:45"), .duration(seconds: 11_700))
    }

    func testTimespansAndLaptimes() {
        XCTAssertEqual(calc("72 days as timespan"), "10 weeks 2 days")
        XCTAssertEqual(calc("5.5 minutes as timespan"), "5 min 30 s")
        XCTAssertEqual(calc("3h 5m 10s"), "3 hours 5 minutes 10 seconds")
        XCTAssertEqual(calc("5.5 minutes as laptime"), "00:05:30")
        XCTAssertEqual(calc("03:04:05 + 01:02:03"), "04:06:08")
        XCTAssertEqual(calc("1.4 weeks in hours and minutes"), "235 hours 12 min")
    }

    func testRelativeDates() {
        XCTAssertEqual(calc("today + 3 weeks"), "12 December")
        XCTAssertEqual(calc("3 weeks ago"), "31 October 2026 at 10:00")
        XCTAssertEqual(calc("next friday"), "27 November")
        XCTAssertEqual(calc("last monday"), "16 November")
        XCTAssertEqual(calc("tomorrow"), "22 November")
    }

    func testCalendarArithmetic() {
        XCTAssertEqual(calc("January 30 2020 + 3 months 2 weeks 5 days"), "19 May 2020")
        XCTAssertEqual(calc("3 weeks after March 14, 2019"), "4 April 2019")
        XCTAssertEqual(calc("28 days before March 12"), "12 February")
        XCTAssertEqual(calc("12/02/1988 + 32 years"), "12 February 2020")
    }

    func testDateSpans() {
        XCTAssertEqual(calc("days until 25 December"), "34 days")
        XCTAssertEqual(calc("days since July 15"), "129 days")
        XCTAssertEqual(calc("1 March 2027 - today"), "3 months 1 week 1 day")
        XCTAssertEqual(calc("March 20 to June 5 in days"), "77 days")
        XCTAssertEqual(calc("April 1 through April 30 in days"), "30 days")
        XCTAssertEqual(calc("3 March to 30 May"), "2 months 3 weeks 6 days")
    }

    func testTimeZones() {
        XCTAssertEqual(calc("9:35am in New York to Japan"), "11:35 pm")
        XCTAssertEqual(calc("3pm EST to London"), "8:00 pm")
        XCTAssertEqual(calc("time in Tokyo"), "7:00 pm")
    }

    func testInjectedZoneChangesLocalTime() {
        var options = CalcOptions.test
        options.timeZone = TimeZone(identifier: "Australia/Sydney") ?? .current
        XCTAssertEqual(calc("April 1, 2019 3:30pm as iso8601", options), "2019-04-01T15:30:00+11:00")
    }

    func testUnixTimestamps() {
        XCTAssertEqual(calc("current timestamp"), "1795255200")
        XCTAssertEqual(calc("1733823083000 to date"), "10 December 2024 at 9:31 am")
        XCTAssertEqual(calc("today to timestamp"), "1795219200")
    }

    func testWeekdaysAndWorkdays() {
        XCTAssertEqual(calc("day of the week on January 24, 1984"), "Tuesday")
        XCTAssertEqual(calc("workdays in 3 weeks"), "15 workdays")
        XCTAssertEqual(calc("$500/workday × 4 weeks"), "$10,000.00")
        XCTAssertEqual(calc("week of year"), "47")
    }

    func testBadDateIsAnError() {
        XCTAssertEqual(calc("31 February 2026"), "error: '31/2' is not a valid date")
    }
}

/// Clock arithmetic that crosses midnight says which day, as Soulver does.
final class ClockDayTests: IsolatedTestCase {
    func testCrossingMidnightNamesTheDay() {
        XCTAssertEqual(calc("9:45 am - 15 hours 10 minutes"), "Yesterday at 6:35 pm")
        XCTAssertEqual(calc("11pm + 3 hours"), "Tomorrow at 2:00 am")
        XCTAssertEqual(calc("11pm + 27 hours"), "23 November at 2:00 am", "further days print the date (now is 21 November)")
        XCTAssertEqual(calc("3:35 am + 7 hours 15 minutes"), "10:50 am")
    }
    func testTheDayCountsInLaterArithmetic() {
        XCTAssertEqual(calc("(11pm + 3 hours) - 11pm"), "3 hours")
        XCTAssertEqual(value("11pm + 3 hours"), .timeOfDay(hour: 2, minute: 0, second: 0))
    }
    func testAbsurdOffsetsFailCleanly() {
        XCTAssertEqual(calc("11pm + 1000000 years"), "error: the number is too large")
    }
}

/// `distance in time` is a pace.
final class PaceTests: IsolatedTestCase {
    func testPacePerUnitOfTheDistance() {
        XCTAssertEqual(calc("5 km in 25 min"), "05:00/km")
        XCTAssertEqual(calc("10 miles in 1 hour 20 minutes"), "08:00/mi")
        XCTAssertEqual(calc("1 km in 10 h"), "10:00:00/km")
        XCTAssertEqual(value("5 km in 25 min"), .duration(seconds: 300))
    }
    func testPaceNeedsADistance() {
        XCTAssertEqual(calc("2 hours in 30 min"), "error: a pace needs a distance and a time, as in '5 km in 25 min'")
    }

    /// Issue 13: `3pm in New York` converts the local 3pm to New York; with a further conversion
    /// (`9:35am in New York to Japan`) the `in` still says where the time is.
    func testATimeOfDayInAPlaceConvertsFromTheLocalZone() {
        var london = CalcOptions.test
        london.timeZone = TimeZone(identifier: "Europe/London") ?? .current
        XCTAssertEqual(calc("3pm in New York", london), "10:00 am")
        XCTAssertEqual(calc("3pm to New York", london), "10:00 am")
        XCTAssertEqual(calc("noon in Sydney", london), "11:00 pm")
        XCTAssertEqual(calc("3:30 pm in India", london), "9:00 pm")
        XCTAssertEqual(calc("3pm in London", london), "3:00 pm")
        XCTAssertEqual(calc("9:35am in New York to Japan", london), "11:35 pm")
        XCTAssertEqual(calc("3pm EST in London", london), "8:00 pm")
        var newYork = CalcOptions.test
        newYork.timeZone = TimeZone(identifier: "America/New_York") ?? .current
        XCTAssertEqual(calc("3pm in London", newYork), "8:00 pm")
        XCTAssertEqual(calc("3pm in New York", newYork), "3:00 pm")
    }
}
