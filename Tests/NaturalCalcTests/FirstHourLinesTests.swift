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
