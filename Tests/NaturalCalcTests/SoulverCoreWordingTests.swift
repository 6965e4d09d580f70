import Foundation
import XCTest

@testable import NaturalCalc

/// Wordings from SoulverCore's FunctionDescriptions built in round 5, each family with cases of
/// our own; values worked out by hand.
final class SoulverCoreWordingTests: IsolatedTestCase {
    private func check(
        _ cases: [(String, String)], _ options: CalcOptions = .test, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (expression, expected) in cases {
            XCTAssertEqual(calc(expression, options), expected, expression, file: file, line: line)
        }
    }

    func testDecayShrinksByTheRateEachYear() {
        // 20 × 0.9³ = 14.58; 1000 × 0.95¹⁰ = 598.7369392384; $500 × 0.5² = $125.
        check([
            ("20 after 3 years at 10% decay every year", "14.58"), ("1000 at 5% decay yearly for 10 years", "598.7369392384"),
            ("$500 after 2 years at 50% decay", "$125.00"), ("80 over 1 year at 25% decay per year", "60"),
        ])
        // Without 'decay' the same wording still grows.
        check([("20 after 3 years at 10%", "26.62")])
    }

    func testGrowthRatePerYear() {
        // (30/20)^(1/3) − 1 = 14.47 %; (200/100)^(1/5) − 1 = 14.87 %; (121/100)^(1/2) − 1 = 10 %.
        check(
            [
                ("growth per year from 20 to 30 over 3 years", "14.47%"),
                ("growth rate per year from 100 to 200 over 5 years", "14.87%"),
                ("growth per year from 100 to 121 over 2 years", "10%"),
            ], .display)
    }

    func testConvertIntroducesAConversion() {
        // 1 km = 1,000 m; 5 km = 5,000 m; 2 h = 120 min.
        check([("convert km into m", "1,000 m"), ("convert 5 km to m", "5,000 m"), ("convert 2 hours into minutes", "120 min")])
    }

    func testPerBeforeAUnitDivides() {
        // Was read as a comment: `3 per second` gave 3 s and `10 per minute * 2 minutes` 20 min².
        check([
            ("3 per second", "3/s"), ("10 per minute * 2 minutes", "20"), ("5 per hour", "5/hour"),
            ("$10 per hour", "$10.00/hour"),
        ])
    }

    func testAPerTargetKeepsTheAmountsUnit() {
        // $10/hour × 24 = $240/day; $10/hour × 168 = $1,680/week; 60 km/h ÷ 60 = 1 km/min.
        check([
            ("$10/hour as per day", "$240.00/day"), ("$10 per hour in per week", "$1,680.00/week"),
            ("60 km/h in per minute", "1 km/min"),
        ])
    }

    func testDifferenceBetween() {
        // 1 → 15 March is 14 days = 2 weeks; |3 − 10| = 7 either way; 9am → 5pm is 8 hours; London (GMT) → Tokyo (+9).
        check([
            ("difference between 1 March 2026 and 15 March 2026", "2 weeks"), ("difference between 3 and 10", "7"),
            ("difference between 10 and 3", "7"), ("difference between 9am and 5pm", "8 hours"),
            ("time difference between London & Tokyo", "9 hours"),
        ])
    }

    func testLightDistances() {
        // c = 299,792,458 m/s: a light second is 299,792.458 km, 5 light minutes 89,937,737.4 km; 1 ly = 9,460,730,472,580.8 km; 1 au ≈ 8.317 light minutes.
        check([
            ("1 light second in km", "299,792.458 km"), ("5 light minutes in km", "89,937,737.4 km"),
            ("1 light year in km", "9,460,730,472,580.8 km"),
            ("1 au in light minutes", "8.3167463973 light minute"), ("1 light day in light hours", "24 light hour"),
        ])
    }

    func testRevolutionsAndFuelEconomy() {
        // 3000 rpm = 50 Hz; 60 rpm = 1 Hz; 30 mpg = 30 × 1.609344 km / 3.785411784 L = 12.7543112229 km/L.
        check([("3000 rpm in Hz", "50 Hz"), ("60 RPM in Hz", "1 Hz"), ("30 mpg in km/l", "12.7543112229 km/L")])
    }

    func testPrefixedKelvinsAndTheLargestBinaryPrefixes() {
        // 1 mK = 0.001 K; 1 kK = 1,000 K = 726.85 °C; 300 °K = 26.85 °C; 2⁸⁰ / 2⁷⁰ = 1,024; 2⁷⁰ / 2⁶⁰ = 1,024; a kilobit is 1,000 bits.
        check([
            ("1 mK in K", "0.001 K"), ("1 kK in °C", "726.85 °C"), ("300 °K in °C", "26.85 °C"), ("1 YiB in ZiB", "1,024 ZiB"),
            ("1 ZiB in EiB", "1,024 EiB"), ("1 Kb in bits", "1,000 bit"),
        ])
    }

    func testTemperatureNamesThePeersWrite() {
        // 20 °C = 293.15 K; 68 °F = 20 °C; 5 °F = −15 °C (numbat's degree_* names, insect's oC / oF).
        check([
            ("20 degree_celsius in K", "293.15 K"), ("68 degree_fahrenheit in °C", "20 °C"), ("5 oF in oC", "-15 °C"),
            ("5 oC", "5 °C"),
        ])
    }

    func testQuantumConstantsAndTheGoldenRatio() {
        // CODATA 2018: R_K = 25,812.80745 Ω, Φ0 = 2.067833848e-15 Wb, 1/R_K = 3.874e-5 S; φ = (1 + √5)/2; φ² = φ + 1.
        check([
            ("von_klitzing_constant", "25,812.80745 Ω"), ("magnetic_flux_quantum", "2.067833848e-15 Wb"),
            ("1/von_klitzing_constant in S", "0.0000387405 S"), ("phi", "1.6180339887"), ("phi * phi - phi", "1"),
            ("planck", "6.62607015e-34 J·s"),
        ])
        // A number before a named constant multiplies it, as before pi (was read as the number alone).
        check([
            ("2 speed_of_light", "599,584,916 m/s"), ("2 phi", "3.2360679775"),
            ("0.5 speed_of_light in km/s", "149,896.229 km/s"),
        ])
    }

    func testAListRightAfterAStatisticWord() {
        // (2 + 4 + 6) / 3 = 4; 1 + 2 + 3 = 6; the middle of 1, 5, 9, 100 is (5 + 9) / 2 = 7.
        check([("average 2, 4 and 6", "4"), ("sum 1, 2, 3", "6"), ("median 1, 5, 9, 100", "7"), ("max 3 and 9", "9")])
    }

    func testPowerOfWhatRatePerAndDurationFromADate() {
        XCTAssertEqual(calc("20 is 4 to the power of what"), "2.1609640474")  // log 20 / log 4
        XCTAssertEqual(calc("1000 is 10 to the power of what"), "3")
        XCTAssertEqual(calc("what power of 2 is 8"), "3")
        XCTAssertEqual(calc("$10/hour is what per day"), "$240.00/day")
        XCTAssertEqual(calc("$2,000/month is what per year"), "$24,000.00/year")
        XCTAssertEqual(calc("5 is what per day"), "error: cannot convert a number to a rate per day")
        XCTAssertEqual(calc("3 days from March 1, 2024"), "4 March 2024")
        XCTAssertEqual(calc("1 month from 2024-01-31"), "29 February 2024")
        XCTAssertEqual(calc("20% from 50"), "10")  // a percentage from a value is still a part of it
    }

    func testDifferenceBetweenPlacesIsTheTimeDifference() {
        var o = CalcOptions.test
        o.timeZone = TimeZone(identifier: "Europe/London") ?? o.timeZone
        XCTAssertEqual(calc("difference between London and Tokyo", o), "9 hours")  // 21 November: GMT and JST
        XCTAssertEqual(calc("difference from Paris to New York", o), "-6 hours")
        XCTAssertEqual(calc("difference Tokyo", o), "9 hours")  // from here
        XCTAssertEqual(calc("time at Tokyo", o), calc("time in Tokyo", o))
        XCTAssertEqual(calc("time at Tokyo", o), "7:00 pm")  // 10:00 UTC is 19:00 JST
        XCTAssertEqual(calc("difference between 5 and 8", o), "3")  // numbers keep their reading
        XCTAssertEqual(calc("the difference is $5", o), "$5.00")
    }
}
