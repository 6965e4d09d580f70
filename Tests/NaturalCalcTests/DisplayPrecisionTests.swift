import XCTest

@testable import NaturalCalc

/// Soulver's display rounding (issue 25 item 8): answers show at most `precision` decimal places
/// (two by default, as Soulver's pages show: `44.44%`, `1.32 cup`, `45.36 kg`), trailing zeros
/// trimmed; the value, later lines and totals keep every digit.
final class DisplayPrecisionTests: IsolatedTestCase {
    func testTheDefaultIsTwoPlaces() {
        XCTAssertEqual(CalcOptions().precision, 2)
        XCTAssertEqual(calc("5 km in miles", .display), "3.11 mi")
        XCTAssertEqual(calc("100 pounds in kg", .display), "45.36 kg")
        XCTAssertEqual(calc("1/3", .display), "0.33")
        XCTAssertEqual(calc("2/3", .display), "0.67")
        XCTAssertEqual(calc("1.5 + 1.5", .display), "3")
        XCTAssertEqual(calc("40 is what % of 90", .display), "44.44%")
        XCTAssertEqual(calc("20/6 as multiplier", .display), "3.33x")
        XCTAssertEqual(calc("$10 / 3", .display), "$3.33")
    }

    func testASmallAnswerKeepsItsFigures() {
        XCTAssertEqual(calc("0.000123", .display), "0.00012")
        XCTAssertEqual(calc("1/300", .display), "0.0033")
        XCTAssertEqual(calc("-0.004", .display), "-0.004")
        XCTAssertEqual(calc("1/7000000", .display), "1.43e-7")
        XCTAssertEqual(calc("1e-12", .display), "1e-12")
    }

    func testPrecisionChangesTheDisplayOnly() {
        var o = CalcOptions.display
        o.precision = 4
        XCTAssertEqual(calc("5 km in miles", o), "3.1069 mi")
        XCTAssertEqual(calc("pi", o), "3.1416")
        o.precision = 0
        XCTAssertEqual(calc("5 km in miles", o), "3 mi")
        XCTAssertEqual(calc("0.3", o), "0.3")
        XCTAssertEqual(value("5 km in miles", .display), value("5 km in miles", o))
        XCTAssertEqual(value("1/3", .display), .number(Decimal(1) / Decimal(3)))
    }

    func testExplicitRoundingWinsOverPrecision() {
        XCTAssertEqual(calc("pi to 5 dp", .display), "3.14159")
        XCTAssertEqual(calc("1/7 to 6 sf", .display), "0.142857")
        XCTAssertEqual(calc("0.00123456 to 4 sf", .display), "0.001235")
        XCTAssertEqual(calc("round(5 km in miles, 2)", .display), "3.11 mi")
        XCTAssertEqual(calc("round(5 km in miles, 3)", .display), "3.107 mi")
        var o = CalcOptions.display
        o.decimalPlaces = 4
        XCTAssertEqual(calc("1/3", o), "0.3333")
    }

    func testLaterLinesUseTheExactValue() {
        let lines = Calculator(options: .display).evaluateSheet("a = 1/3\na * 3\n5 km in miles\nline3 * 1000")
        XCTAssertEqual(lines.map { $0.result?.text }, ["0.33", "1", "3.11 mi", "3,106.86 mi"])
    }
}
