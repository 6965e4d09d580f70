import Foundation
import XCTest

@testable import NaturalCalc

/// The everyday lines issue 13 found refused, each as a family with its own cases. Values are
/// worked out by hand (the clock is `CalcOptions.test`: 21 November 2026, 10:00 UTC).
final class EverydayPhraseTests: IsolatedTestCase {
    private func check(_ cases: [(String, String)], file: StaticString = #filePath, line: UInt = #line) {
        for (expression, expected) in cases {
            XCTAssertEqual(calc(expression), expected, expression, file: file, line: line)
        }
    }

    func testUnknownWordsAreComments() {
        check([
            ("$10 for lunch + 15% tip", "$11.50"), ("I spent $128 + $45 on clothes", "$173.00"),
            ("5 times 3 apples", "15"), ("20% off $80 shoes", "$64.00"), ("lunch: $12 + $8 (with Sam)", "$20.00"),
        ])
        let result = try? Calculator(options: .test).evaluate("$10 for lunch + 15% tip")
        XCTAssertEqual(
            result?.ignoredWords,
            [IgnoredWord(word: "for", column: 5), IgnoredWord(word: "lunch", column: 9), IgnoredWord(word: "tip", column: 21)])
        XCTAssertEqual(try? Calculator(options: .test).evaluate("2 + 2").ignoredWords, [])
    }

    func testALineWithNoNumberLeftHasNoAnswer() {
        XCTAssertEqual(
            calc("lunch with friends"),
            "error: nothing to calculate: no number is left once 'lunch', 'friends' are read as a comment")
        XCTAssertEqual(calc("the km"), "error: nothing to calculate: no number is left once 'the' is read as a comment")
        XCTAssertEqual(calc("  "), "error: nothing to calculate")
    }

    func testStrictNamesTheWordAndColumn() {
        var strict = CalcOptions.test
        strict.strict = true
        XCTAssertEqual(calc("$10 for lunch + 15% tip", strict), "error: cannot understand 'lunch' at column 9")
        XCTAssertEqual(calc("I spent $128", strict), "error: cannot understand 'I' at column 1")
        XCTAssertEqual(calc("$10 for 3 days", strict), "$30.00", "known words still work in strict mode")
        let sheet = Calculator(options: strict).evaluateSheet("rent = $1,200\ngroceries $20 + $5\n# Heading\n// note")
        XCTAssertEqual(sheet[1].error?.description, "cannot understand 'groceries' at column 1")
        XCTAssertNil(sheet[2].error)
        XCTAssertNil(sheet[3].error)
    }

    func testTaxTipAndDiscountWords() {
        check([
            ("$80 + 7.5% tax", "$86.00"), ("$200 + 10% sales tax", "$220.00"), ("$50 - 20% discount", "$40.00"),
            ("20% discount off $500", "$400.00"), ("5% gratuity on $95", "$99.75"), ("40% piece of 90", "36"),
        ])
    }

    func testWhatIsQuestions() {
        check([("what is 15% of 80", "12"), ("what's 20% of 50", "10"), ("how much is 10% of $250", "$25.00")])
    }

    func testSpecialDays() {
        check([
            ("days until Christmas", "34 days"), ("days till christmas", "34 days"), ("days until New Year's Eve", "40 days"),
            ("days since Halloween", "21 days"), ("days until Thanksgiving", "5 days"), ("Easter 2027", "28 March 2027"),
            ("Good Friday 2024", "29 March 2024"), ("Thanksgiving 2026", "26 November"),
            ("Christmas Eve 2030", "24 December 2030"),
            ("valentine’s day", "14 February 2027"),
        ])
    }

    func testInterestPhrases() {
        check([
            ("5% interest on $10,000 for 3 years", "$1,576.25"),
            ("5% interest on $10,000 for 3 years compounding monthly", "$1,614.72"),
            ("5% interest on $10,000 for 3 years compounding quarterly", "$1,607.55"),
            ("interest on $1,000 at 7% for 3 years", "$225.04"),
            ("4% interest on $2,000 over 2 years", "$163.20"),
        ])
    }

    func testRateTimesHours() {
        check([
            ("$25/hour * 14 hours of work", "$350.00"), ("$30 per hour × 8 hours of tutoring", "$240.00"),
            ("14 hours of work at $25/hour", "$350.00"),
        ])
    }

    func testTimeZonesBothWays() {
        check([
            ("3pm London in New York", "10:00 am"), ("noon EST in IST", "10:30 pm"), ("9am Tokyo in London", "12:00 am"),
            ("New York time", "5:00 am"), ("Tokyo time", "7:00 pm"), ("midnight PST in UTC", "8:00 am"),
        ])
    }

    func testDataOverRateIsADuration() {
        check([
            ("1 TB / 100 Mbps", "22 hours 13 minutes 20 seconds"), ("1 GB / 10 MBps", "1 min 40 s"),
            ("100 km / 50 km/h", "2 hours"), ("500 MB / 8 Mbps", "8 min 20 s"),
        ])
        XCTAssertEqual(calc("$500 at $20/hour"), "25 hours", "money over a money rate keeps Soulver's hours")
    }

    func testNumberWordsBothWays() {
        check([
            ("154 to words", "one hundred fifty-four"), ("-3.25 to words", "minus three point two five"),
            ("1000001 in words", "one million one"), ("0 as words", "zero"),
            ("one hundred fifty-four", "154"), ("two thousand and five", "2,005"), ("forty two + 1", "43"),
            ("one million two hundred thousand", "1,200,000"), ("three million", "3M"), ("twenty - 4", "16"),
        ])
        XCTAssertEqual(calc("1e20 to words"), "one hundred quintillion")
        XCTAssertEqual(calc("1000000000000000000000000 to words"), "one septillion")
        XCTAssertEqual(
            calc("1234567890123456 to words"),
            "one quadrillion two hundred thirty-four trillion five hundred sixty-seven billion eight hundred ninety million one hundred twenty-three thousand four hundred fifty-six"
        )
        XCTAssertEqual(calc("one quadrillion two hundred trillion"), "1,200,000,000,000,000")  // and back
        XCTAssertEqual(
            calc("1e39 to words"), "error: cannot convert a number to words (a number below a thousand undecillion, 10^39)")
    }

    func testLogarithmWithABase() {
        check([
            ("logarithm 20 base 4", "2.1609640474"), ("log 20 base 4", "2.1609640474"), ("log base 2 of 8", "3"),
            ("log of 81 base 3", "4"), ("log 1000 base 10", "3"),
        ])
    }

    func testProportions() {
        check([
            ("6 is to 600 as what is to 8", "0.08"), ("what is to 8 as 6 is to 600", "0.08"),
            ("6 is to what as 8 is to 800", "600"), ("3 is to 9 as what is to 12", "4"), ("6 is to 60 as 8 is to what", "80"),
        ])
    }

    func testWeekdayOfADate() {
        check([
            ("weekday on March 9, 2024", "Saturday"), ("weekday of 1 January 2000", "Saturday"),
            ("weekday on July 4, 1776", "Thursday"), ("day of the week on January 24, 1984", "Tuesday"),
        ])
    }

    func testComparisons() {
        check([
            ("5 > 3", "true"), ("5 >= 5", "true"), ("5 => 6", "false"), ("3 =< 2", "false"), ("2 ≠ 3", "true"),
            ("5 is greater than 3", "true"), ("2 is less than or equal to 1", "false"), ("20 km equals 20,000 m", "true"),
            ("3 is at least 3", "true"),
        ])
    }

    func testIfThenElse() {
        check([
            ("if 5 > 3 then 10 else 20", "10"), ("if 2 > 3 then 10 else 20", "20"), ("if 1 km > 900 m then $5 else $6", "$5.00"),
            ("if 2 > 3 then 1/0 else 7", "7"),
            // numbat: quoted texts are the branches' answers on an `if … then` line
            ("if 4 > 3 then \"four is larger!\" else \"four is not larger!\"", "four is larger!"),
            ("if 2 > 3 then \"yes\" else \"no\"", "no"),
        ])
        XCTAssertEqual(calc("if 2 > 3 then 1"), "error: the condition is false and there is no 'else'")
        XCTAssertEqual(calc("if 5 then 1 else 2"), "error: 'if' needs a comparison, such as 'if 5 > 3 then …'")
    }
}

/// The anchors walk's additions and their error messages.
final class AnchorAdditionsTests: IsolatedTestCase {
    func testAdditionsAndTheirErrors() {
        XCTAssertEqual(calc("annual return on $1,000 invested $2,500 returned after 7 years", .display), "13.99%")
        XCTAssertEqual(
            calc("annual return on $1,000 invested $2,500 returned after 0 years"),
            "error: an annual return needs positive amounts and years")
        XCTAssertEqual(
            calc("annual return on $1,000 invested $2,500 returned after 5 km"), "error: expected a number of years, not a length"
        )
        XCTAssertEqual(calc("standard deviation of 2, 4, 4, 4, 5, 5, 7, 9"), "2.1380899353")
        XCTAssertEqual(calc("std dev of 1, 2, 3"), "1")
        XCTAssertEqual(calc("standard deviation of 5"), "error: a standard deviation needs at least two values")
        XCTAssertEqual(calc("calendar_add(2024-01-31, 1 month)"), "29 February 2024")
        XCTAssertEqual(calc("calendar_add(2024-01-31)"), "error: calendar_add takes a date and a duration")
        XCTAssertEqual(calc("foo(3)"), "error: cannot understand 'foo' at column 1", "a call is never a comment")
        XCTAssertEqual(calc("cot(1)"), "0.6420926159")
        XCTAssertEqual(calc("cscd(30)"), "2")
        XCTAssertEqual(calc("3 to the 9"), "19,683")
        XCTAssertEqual(calc("seconds in a day"), "86,400 s")
        XCTAssertEqual(calc("meters in 10 km"), "10,000 m")
        let sheet = Calculator(options: .test).evaluateSheet("x = 5\nx += 2\nbudget = $100\nbudget -= $40\nbudget + x")
        XCTAssertEqual(sheet.map { $0.result?.text ?? "" }, ["5", "7", "$100.00", "$60.00", "$67.00"])
    }
}

/// Other engines' quoted date notations (numbat's `date("…")`, `datetime("…")`, `tz("…")`, fend's `'…'`).
final class QuotedDateTests: IsolatedTestCase {
    func testQuotedDates() {
        XCTAssertEqual(calc("date(\"2024-08-01\") -> weekday"), "Thursday")
        XCTAssertEqual(calc("datetime(\"Wed, 20 Jul 2022 21:52:05 +0200\") -> unixtime_s"), "1658346725")
        XCTAssertEqual(calc("month of ('2020-03-04' to date)"), "March")
        XCTAssertEqual(calc("datetime(\"2024-01-02T13:24:56.789Z\") -> tz(\"Asia/Kathmandu\")"), "7:09:56 pm")
        XCTAssertEqual(calc("(5 km in m) * 2"), "10,000 m", "a conversion may end at a bracket")
    }
}
