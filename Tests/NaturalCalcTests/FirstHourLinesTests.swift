import XCTest

@testable import NaturalCalc

/// The calculator lines a new user tried in issue 25 (item 8), each with cases of its own. The
/// clock is pinned: 28 November 2026 10:00 UTC, so `age of 1990-05-17` is 36 years.
final class FirstHourLinesTests: IsolatedTestCase {
    private var options: CalcOptions {
        var o = CalcOptions.display
        o.now = Date(timeIntervalSince1970: 1_795_860_000)  // 2026-11-28T10:00:00Z
        return o
    }

    private func check(_ cases: [(String, String)], file: StaticString = #filePath, line: UInt = #line) {
        for (expression, expected) in cases {
            XCTAssertEqual(calc(expression, options), expected, expression, file: file, line: line)
        }
    }

    func testRoundTakesAConversion() {
        check([
            ("round(5 km in miles, 2)", "3.11 mi"), ("round(5 km in miles)", "3 mi"), ("floor(10 kg in lb, 1)", "22 lb"),
            ("ceil(1 mile in km, 1)", "1.7 km"), ("max(5 km in m, 300 m)", "5,000 m"),
        ])
    }

    func testAgeOfADate() {
        check([
            ("age of 1990-05-17", "36 years"), ("age of 17 May 1990", "36 years"), ("age of 28 November 2000", "26 years"),
            ("age of 29 November 2000", "25 years"), ("age of 1990", "36 years"),
            ("age of 2030-01-01", "error: an age needs a date in the past"),
        ])
    }

    func testInASpanIsThatLongFromNow() {
        check([
            ("in 90 days", "26 February 2027 at 10:00"), ("in 2 weeks", "12 December 2026 at 10:00"),
            ("in 3 hours", "28 November 2026 at 13:00"), ("in 1 year", "28 November 2027 at 10:00"),
            ("3 days in the past", "25 November 2026 at 10:00"),
        ])
    }

    func testWhatDayIsADate() {
        check([
            ("what day is 1 jan 2027", "Friday"), ("what day was 1 jan 2000", "Saturday"),
            ("what day of the week was July 4, 1776", "Thursday"), ("what day is christmas", "Friday"),
            ("what day will 1 jan 2030 be", "Tuesday"),
        ])
    }

    func testSpansOfTimeStayDurations() {
        check([
            ("half an hour + 20 min", "50 min"), ("1 hour - 20 min", "40 min"), ("(half an hour + 20 min) * 2", "1 hour 40 min"),
            ("1 hour + 30 min + 45 s", "1 hour 30 minutes 45 seconds"), ("1 day + 3 hours", "1 day 3 hours"),
            // the larger unit still wins when it holds the sum in two places
            ("2 min + 30 s", "2.5 min"), ("1 hour + 30 min", "1.5 hours"), ("30 min + 20 min", "50 min"),
            ("half an hour + 20 min in minutes", "50 min"),
        ])
    }

    func testAZoneConversionSaysWhenTheDayChanges() {
        var o = options
        o.timeZone = TimeZone(identifier: "Europe/London") ?? o.timeZone
        let cases = [
            ("3pm London in Tokyo", "12:00 am (next day)"), ("11pm in Tokyo", "8:00 am (next day)"),
            ("1am Tokyo in London", "4:00 pm (previous day)"), ("3pm London in New York", "10:00 am"),
            ("9am London in Sydney", "8:00 pm"),
        ]
        for (expression, expected) in cases { XCTAssertEqual(calc(expression, o), expected, expression) }
    }
}

/// SoulverCore's date prototypes not built before (FunctionDescriptions `timeAfterCalendarUnit`,
/// `weekOfMonthOnDate`, 3.4.0's 8-hour workday), each with cases of our own. Clock: 21 November
/// 2026 10:00 UTC, a Saturday.
final class SoulverDatePrototypeTests: IsolatedTestCase {
    private func check(_ cases: [(String, String)], file: StaticString = #filePath, line: UInt = #line) {
        for (expression, expected) in cases {
            XCTAssertEqual(calc(expression, .display), expected, expression, file: file, line: line)
        }
    }

    func testTimeInASpanIsTheClockThen() {
        check([
            ("time in 3 hours", "1:00 pm"), ("time after 90 min", "11:30 am"), ("time in 20 hours", "Tomorrow at 6:00 am"),
            ("time in 2 hours 30 minutes", "12:30 pm"), ("time in 3 hours in Tokyo", "10:00 pm"),
            ("time in Tokyo", "7:00 pm"),
            ("time in 3 kg", "error: 'time in' needs a duration, such as 'time in 3 hours', not a mass"),
        ])
    }

    func testWeekOfTheMonth() {
        check([
            ("week of month on March 9, 2024", "2"), ("week of the month on 1 March 2024", "1"),
            ("week of month on 31 March 2024", "5"), ("week of month on 4 March 2024", "2"),
        ])
    }

    func testWorkdaysFromHoursAndOnTheCalendar() {
        check([
            ("55h in workdays", "6.88 workdays"), ("8 hours in workdays", "1 workday"), ("40 hours in workdays", "5 workdays"),
            ("3 weeks in workdays", "15 workdays"), ("workdays in 2024", "262 workdays"),
            ("workdays in February 2024", "21 workdays"),
            ("workdays in 2026", "261 workdays"), ("3 workdays in hours", "24 hours"),
        ])
    }

    func testWorkhours() {
        // 2023 has 260 weekdays; a workhour is an eighth of a workday, forty to the week.
        check([
            ("workhours in 2023", "2,080 workhours"), ("workhours in 3 weeks", "120 workhours"),
            ("workhours in February 2024", "168 workhours"), ("55h in workhours", "55 workhours"),
            ("2 workdays in workhours", "16 workhours"), ("16 workhours in minutes", "960 min"),
            ("$50/workhour * 40 workhours", "$2,000.00"),
        ])
    }

    func testShorthandsAndDiff() {
        check([
            ("midn + 3 hours", "3:00 am"), ("midd - 2 hours", "10:00 am"), ("tod + 2 days", "23 November"),
            ("diff Paris", "1 hour"), ("diff Tokyo", "9 hours"), ("the diff is 5 + 3", "8"),
        ])
    }
}

/// SoulverCore's percentage and growth prototypes not built before (FunctionDescriptions
/// `percentageRuleOfThree` in all 16 wordings, `isWhatPercentChangeAfterDelta`, `isWhatPercentWith`,
/// `timeRequiredForExponentialChange`, `timeRequiredForLinearChange`, `dayOfMonthOnDate`), each with
/// cases of our own worked by hand.
final class SoulverPercentPrototypeTests: IsolatedTestCase {
    private func check(_ cases: [(String, String)], file: StaticString = #filePath, line: UInt = #line) {
        for (expression, expected) in cases {
            XCTAssertEqual(calc(expression, .display), expected, expression, file: file, line: line)
        }
    }

    func testRuleOfThreeInEveryOrder() {
        // 30 is 10 %: 10 % of the whole is 30, so 20 % is 60, and 60 is 20 %.
        check([
            ("if 30 is 20%, what is 60%", "90"), ("if 30 is 10% what is 60", "20%"), ("if 10% is 30 what is 20%", "60"),
            ("if 10% is 30, what is 60", "20%"), ("30 is 10%, what is 60", "20%"), ("30 is 10% what is 10%", "30"),
            ("10% is 30, what is 45", "15%"), ("10% is 30 what is 100%", "300"), ("$30 is 10%, what is 20%", "$60.00"),
            ("if 30 is 20, what is 60", "error: a rule of three needs a percentage, as in 'if 30 is 20%, what is 60%'"),
        ])
    }

    func testPercentAfterAddingAndShareWith() {
        check([
            ("15 is what % after adding 3", "20%"), ("15 as % after 3", "20%"), ("15 is what % after -3", "-20%"),
            ("200 as % after adding 50", "25%"), ("10 is what % with 20", "33.33%"), ("10 as % with 30", "25%"),
            ("what % is 25 with 75", "25%"), ("$30 as a % with $90", "25%"),
        ])
    }

    func testTimeFromOneAmountToAnother() {
        // ln(1.5)/ln(1.05) = 8.31; ln(2/3)/ln(0.9) = 3.85; ln 2/ln 1.07 = 10.24.
        check([
            ("time from 20 to 30 at 5% every year", "8.31 years"), ("time from 20 to 30 at 5%", "8.31 years"),
            ("time from 30 to 20 at 10% decay every year", "3.85 years"),
            ("time from 100 to 200 at 7% every month", "10.24 months"),
            ("time from $1,000 to $2,000 at 7%", "10.24 years"), ("time from 20 to 30 at 2 every day", "5 days"),
            ("time from 20 to 30 at 2/day", "5 days"), ("time from 20 to 30 at 5% growth every 3 days", "24.93 days"),
            (
                "time from 20 to 30 at -10% every year",
                "error: growth at that rate never goes from the first amount to the second"
            ),
        ])
    }

    func testDayOfTheMonth() {
        check([("day of month on March 9, 2024", "9"), ("day of the month on 31 March 2024", "31")])
    }
}
