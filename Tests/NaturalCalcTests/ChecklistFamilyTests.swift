import Foundation
import XCTest

@testable import NaturalCalc

/// Checklist items of Soulver's documented language built in round 3, each a family with its own
/// cases. Values are worked out by hand (the clock is `CalcOptions.test`: 21 November 2026,
/// 10:00 UTC, when London is on GMT and New York on EST).
final class ChecklistFamilyTests: IsolatedTestCase {
    private func check(
        _ cases: [(String, String)], _ options: CalcOptions = .test, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (expression, expected) in cases {
            XCTAssertEqual(calc(expression, options), expected, expression, file: file, line: line)
        }
    }

    func testBitwiseAnd() {
        // 0101 & 0011 = 0001; 1100 & 1010 = 1000; 0xF0 & 0x3C = 0x30.
        check([("5 & 3", "1"), ("12 & 10", "8"), ("0xF0 & 0x3C", "48"), ("255 & 0", "0")])
    }

    func testBitwiseOr() {
        // 0101 | 0011 = 0111; 1000 | 0001 = 1001; 1100 | 1010 = 1110.
        check([("5 | 3", "7"), ("8 | 1", "9"), ("12 | 10", "14")])
    }

    func testBitwiseXor() {
        // 0101 ^ 0011 = 0110; 1100 ^ 1010 = 0110; 11111111 ^ 00001111 = 11110000.
        check([("5 xor 3", "6"), ("12 xor 10", "6"), ("255 XOR 15", "240")])
    }

    func testShifts() {
        check([
            ("1 << 4", "16"), ("3 << 2", "12"), ("256 >> 2", "64"), ("1000 >> 3", "125"),
            // Two's complement: -8 >> 1 is -4 (arithmetic shift), as in C and fend.
            ("-8 >> 1", "-4"),
        ])
    }

    func testBitwisePrecedenceIsLooserThanArithmeticAndTighterThanComparisons() {
        // (1 + 1) << 2; (6 & 3) | 8 = 2 | 8; 2 < (1 << 2).
        check([("1 + 1 << 2", "8"), ("6 & 3 | 8", "10"), ("2 < 1 << 2", "true"), ("5 xor 3 + 1", "1")])
    }

    func testBitwiseErrorsNameTheLimit() {
        check([
            ("5.5 & 3", "error: bitwise operators need whole numbers of at most 19 digits"),
            ("1 << 63", "error: a shift can be 0 to 62 bits, got 63"),
            ("4611686018427387904 << 1", "error: the number is too large"),
            ("$5 & 3", "error: cannot combine money with a number"),
        ])
    }

    func testTimeDifferenceBetweenPlaces() {
        check([
            // Tokyo is UTC+9 and London on GMT in November; New York UTC-5; India UTC+5:30; Kathmandu UTC+5:45.
            ("time difference between London and Tokyo", "9 hours"),
            ("time difference between London and New York", "-5 hours"),
            ("time difference between London and India", "5 hours 30 min"),
            ("time difference from UTC to Kathmandu", "5 hours 45 min"),
            ("time difference between New York and Tokyo", "14 hours"),
        ])
    }

    func testTimeDifferenceFromHereAndInSummer() {
        // From the local zone (UTC): Paris is UTC+1 in November.
        check([("time difference Paris", "1 hour"), ("time diff Tokyo", "9 hours")])
        // On 1 July London is on BST (UTC+1), so Tokyo is 8 hours ahead; New York (EDT) is 5 behind.
        var july = CalcOptions.test
        july.now = Date(timeIntervalSince1970: 1_782_900_000)  // 2026-07-01T10:00:00Z
        check(
            [
                ("time difference between London and Tokyo", "8 hours"),
                ("time difference between London and New York", "-5 hours"),
            ], july)
    }
}

/// Date forms and dates in their own zone.
final class ChecklistDateTests: IsolatedTestCase {
    func testDaysInAMonth() {
        // 2020 is a leap year, 2026 (the test clock's year) and 1900 are not; April has 30 days.
        XCTAssertEqual(calc("days in February 2020"), "29 days")
        XCTAssertEqual(calc("days in February 1900"), "28 days")
        XCTAssertEqual(calc("days in February"), "28 days")
        XCTAssertEqual(calc("days in April 2021"), "30 days")
        XCTAssertEqual(calc("hours in February 2020"), "696 hours")
        XCTAssertEqual(calc("days in 3 weeks"), "21 days", "a duration after `in` is still a conversion")
    }

    func testCalendarArithmeticKeepsTheDatesOwnZone() {
        // 12:00 in Berlin on 30 March 2024 is CET (11:00 UTC); three months later it is CEST, so
        // 12:00 in Berlin is 10:00 UTC. The answer prints in the options' zone (UTC).
        XCTAssertEqual(calc(#"calendar_add(datetime("2024-03-30 12:00:00 Europe/Berlin"), 3 months)"#), "30 June 2024 at 10:00")
        XCTAssertEqual(calc(#"calendar_sub(datetime("2024-06-30 12:00:00 Europe/Berlin"), 3 months)"#), "30 March 2024 at 11:00")
        // Across the autumn change in New York (3 November 2024): noon EDT (16:00 UTC), a calendar day
        // later noon EST (17:00 UTC); `+` keeps numbat's rule, 24 hours later (a calc-dev.tsv row).
        XCTAssertEqual(
            calc(#"calendar_add(datetime("2024-11-02 12:00:00 America/New_York"), 1 day)"#), "3 November 2024 at 17:00")
        XCTAssertEqual(calc(#"datetime("2024-11-02 12:00:00 America/New_York") + 1 day"#), "3 November 2024 at 16:00")
    }
}

/// `week number on …` and `day of year on …`.
final class ChecklistCalendarNumberTests: IsolatedTestCase {
    func testWeekNumberIsTheISOWeek() {
        // 9 March 2024 is a Saturday in ISO week 10 (4–10 March); 1 January 2021 (a Friday) is in
        // week 53 of 2020; 30 December 2024 (a Monday) starts week 1 of 2025.
        XCTAssertEqual(calc("week number on March 9, 2024"), "10")
        XCTAssertEqual(calc("week number on January 1, 2021"), "53")
        XCTAssertEqual(calc("week number of 30 December 2024"), "1")
    }

    func testDayOfYear() {
        // 31 + 29 + 9 = 69 in leap 2024; 31 December of a leap year is day 366, of 2023 day 365.
        XCTAssertEqual(calc("day of year on March 9, 2024"), "69")
        XCTAssertEqual(calc("day of the year on December 31, 2024"), "366")
        XCTAssertEqual(calc("day of year on 31 December 2023"), "365")
        XCTAssertEqual(calc("day of the week on January 24, 1984"), "Tuesday", "day of the week is unchanged")
        XCTAssertEqual(calc("week of year"), "47", "the week now (21 November 2026) is unchanged")
    }
}

/// Round 4: families found failing when Soulver's documentation pages were run as a test set,
/// each with cases worked out by hand.
final class ChecklistDocumentedFamilyTests: IsolatedTestCase {
    private func check(
        _ cases: [(String, String)], _ options: CalcOptions = .test, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (expression, expected) in cases {
            XCTAssertEqual(calc(expression, options), expected, expression, file: file, line: line)
        }
    }

    func testLoanRepaymentPerPeriod() {
        // $20,000 over 5 years at 6 %: 386.66 a month; the year's 4,639.94 shared out per day, week, quarter.
        check([
            ("monthly repayment on $20,000 over 5 years at 6%", "$386.66"),
            ("daily repayment on $20,000 over 5 years at 6%", "$12.71"),
            ("weekly repayment on $20,000 over 5 years at 6%", "$89.23"),
            ("quarterly repayment on $20,000 over 5 years at 6%", "$1,159.97"),
            // At 0 %: 500 a month, 6,000 a year, 16.44 a day.
            ("daily repayment on $12,000 over 2 years at 0%", "$16.44"),
        ])
    }

    func testLoanInterestPerPeriod() {
        // Total interest 386.66… × 60 − 20,000 = 3,199.36, over 5 years, 60 months, 1,826.25 days.
        check([
            ("total interest on $20,000 over 5 years at 6%", "$3,199.36"),
            ("annual interest on $20,000 over 5 years at 6%", "$639.87"),
            ("monthly interest on $20,000 over 5 years at 6%", "$53.32"),
            ("daily interest on $20,000 over 5 years at 6%", "$1.75"),
            ("total interest on $12,000 over 2 years at 0%", "$0.00"),
        ])
    }

    func testSpanOfYears() {
        // Soulver's dates page: `1978 to 2021` → 42 years, the whole years between the end of the first and the start of the last.
        check([
            ("1978 to 2021", "42 years"), ("2000 to 2010", "9 years"), ("2021 to 1978", "42 years"), ("2020 to 2021", "0 years"),
            ("5 to 10", "error: cannot measure from a number to a number"),
        ])
    }

    func testDayThenTimeOfDay() {
        // Saturday 21 November 2026: tomorrow is the 22nd, next Friday the 27th, yesterday the 20th.
        check([
            ("tomorrow 9am", "22 November 2026 at 09:00"), ("tomorrow at 17:45", "22 November 2026 at 17:45"),
            ("next friday at 3pm", "27 November 2026 at 15:00"), ("yesterday at noon", "20 November 2026 at 12:00"),
            ("tomorrow 9am + 2 hours", "22 November 2026 at 11:00"),
        ])
    }

    func testHalfwayBetween() {
        // Numbers: the mean of the two; dates: the instant halfway (1 Jan + 182.5 days = 2 July, noon).
        check([
            ("halfway between 10 and 20", "15"), ("halfway between -4 and 10", "3"),
            ("halfway between 10 June and 20 June", "15 June"), ("halfway between March 1 and March 31", "16 March"),
            ("halfway between 1 January 2026 and 1 January 2027", "2 July 2026 at 12:00"),
        ])
    }

    func testRandomNumberBetweenIsSeeded() {
        var seen = Set<String>()
        for seed in UInt64(1)...40 {
            var options = CalcOptions.test
            options.randomSeed = seed
            let first = calc("random number between 1 and 5", options)
            XCTAssertEqual(calc("random number between 1 and 5", options), first, "seed \(seed) repeats")
            XCTAssertTrue(["1", "2", "3", "4", "5"].contains(first), first)
            seen.insert(first)
            let reversed = calc("random number between 20 and 10", options)
            XCTAssertTrue((10...20).contains(Int(reversed) ?? 0), reversed)
        }
        XCTAssertEqual(seen.count, 5, "forty seeds reach every value from 1 to 5")
        XCTAssertEqual(
            calc("random number between 1.5 and 3"), "error: a random number needs whole-number bounds below 10^15, got 1.5 and 3"
        )
    }

    func testVideoTimecode() {
        // Frames at the named rate: 01:00:00:00 at 25 fps is 90,000 frames; 59 s 20 f at 24 fps is 1,436 frames.
        check([
            ("01:00:00:00 at 25 fps + 30 frames", "01:00:01:05"), ("00:00:59:20 at 24 fps + 10 frames", "00:01:00:06"),
            ("00:01:00:00 @ 30 fps in frames", "1,800 frames"), ("1,800 frames @ 30 fps", "00:01:00:00"),
            ("00:00:01:00 in frames", "24 frames"), ("00:00:00:12 at 24 fps in seconds", "0.5 s"),
            ("2 hours at 24 fps in frames", "172,800 frames"), ("00:00:10:00 - 00:00:20:00", "-00:00:10:00"),
            ("00:00:01:00 + 00:00:00:10 @ 10 fps", "00:00:02:00"), ("1 min 2 s 3 frames at 30 fps", "00:01:02:03"),
        ])
    }

    func testFramesAndFrameRates() {
        check([
            ("25 fps × 2 minutes", "3,000 frames"), ("720 frames / 24 fps", "30 s"), ("48 frames / 2 s", "24 fps"),
            (
                "20,000,000,000,000 frames @ 24 fps",
                "error: a timecode prints up to 1,000,000,000,000 frames at 1 fps or more; convert it to hours or frames instead"
            ),
        ])
    }

    func testAsBaseN() {
        // 255 = 0xFF = 0b11111111; 64 = 8²  = 0o100; 0o777 = 7·64 + 7·8 + 7 = 511.
        check([
            ("255 as base 16", "0xFF"), ("0xFF in base 2", "0b11111111"), ("64 to base 8", "0o100"),
            ("0o777 as base 10", "511"), ("0b101101 as base 8", "0o55"),
        ])
    }

    func testLoanAndInvestmentWordings() {
        // Soulver's loans pay monthly: $10,000 over 6 years at 6 % is 165.73 a month, 12 × that a year (1,988.75);
        // $1,000 over 1 year at 10 % is 87.92 a month, 1,054.99 in all, 54.99 of it interest.
        // $200 at 5 % for 2 years: 200·1.05² = 220.50; compounded monthly 200·(1 + 0.05/12)²⁴ = 220.99.
        check([
            ("annual payment on $10,000 for 6 years at 6%", "$1,988.75"),
            ("yearly repayment on $10,000 after 6 years at 6%", "$1,988.75"),
            ("monthly payment on $10,000 over 6 years at 6%", "$165.73"),
            ("total payment on $1,000 for 1 year at 10%", "$1,054.99"),
            ("total interest on $1,000 after 1 year at 10%", "$54.99"),
            ("$200 at 5% for 2 years", "$220.50"), ("$200 at 5% over 2 years compounded monthly", "$220.99"),
            ("present value of $1,210 over 2 years at 10%", "$1,000.00"),
            ("yearly return on $100 invested $400 returned over 2 years", "100%"),
        ])
    }

    func testArithmeticWordings() {
        // 3 : 30 = 5 : x → x = 50; 3 : 30 = x : 5 → x = 0.5; log₂ 32 = 5; 2⁵ = 32; ∛27 = 3; ⁴√81 = 3.
        check([
            ("3 to 30 as 5 to what", "50"), ("3 to 30 is what to 5", "0.5"), ("log of 32 to base 2", "5"), ("log 2 of 32", "5"),
            ("2 to what power is 32", "5"), ("logarithm of 1000 to base 10", "3"), ("4 root of 81", "3"),
            ("cubed root of 27", "3"),
            ("squared root 49", "7"), ("greatest common divisor of 12 and 18", "6"), ("gcf of 12 and 18", "6"),
            ("least common multiple of 4 and 6", "12"),
        ])
    }

    func testDateRangeAndNumberWordings() {
        // 2 to 12 March: 10 days, 11 counted inclusively; 1 April 2026 is a Wednesday, day 91, ISO week 14;
        // today (21 November 2026) is day 325; 25 December is 34 days away.
        check([
            ("days from 2 March 2026 to 12 March 2026", "10 days"), ("days in 2 March 2026 to 12 March 2026", "10 days"),
            ("days between 2 March 2026 to 12 March 2026", "10 days"), ("days between 2 March 2026 - 12 March 2026", "10 days"),
            ("days from 2 March 2026 through 12 March 2026", "11 days"), ("days before December 25", "34 days"),
            ("day of week on 1 April 2026", "Wednesday"), ("day number on 1 April 2026", "91"),
            ("week of year on 1 April 2026", "14"),
            ("day of year", "325"),
        ])
    }

    func testMultiplierAndPercentWordings() {
        // 12 is 3 × 4; 8 → 20 is 2.5 ×, +150 %; 30 off 40 is 25 %; 50 on 40 is 25 %; 9 of 36 is 25 %.
        check([
            ("12 is what multiple of 4", "3x"), ("12 as a multiplier of 4", "3x"), ("8 to 20 as a multiple", "2.5x"),
            ("8 to 20 is what multiplier", "2.5x"), ("8 to 20 as a percentage", "150%"),
            ("what percent change is 8 to 20", "150%"),
            ("30 as a % off 40", "25%"), ("50 as percent on 40", "25%"), ("9 is % of 36", "25%"),
        ])
    }

    func testFramesBetweenTimecodes() {
        // At the default 24 fps one second is 24 frames; at 30 fps 00:00:02:10 − 00:00:01:20 is 20 frames.
        check([
            ("frames between 00:00:01:00 and 00:00:03:00", "48 frames"), ("frames from 00:00:01:00 to 00:00:01:12", "12 frames"),
            ("frames in 00:00:01:20 at 30 fps to 00:00:02:10", "20 frames"), ("00:00:01:00 to 00:00:02:12", "00:00:01:12"),
            ("00:00:01:20 @ 30 fps to 00:00:02:10", "00:00:00:20"),
        ])
    }
}
