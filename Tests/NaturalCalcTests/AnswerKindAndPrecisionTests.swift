import XCTest

@testable import NaturalCalc

/// Answers keep their kind and precision: a day converted to a date gains no midnight clock, a
/// date pushed past any calendar is an error, a plain number made an angle is read as radians,
/// numbat's temperature functions do not multiply units, tiny numbers keep their figures, and
/// sub-second durations are not shown as 0 s. Values worked out by hand.
final class AnswerKindAndPrecisionTests: IsolatedTestCase {
    func testADayStaysADay() {
        XCTAssertEqual(calc("'2020-05-04' to date"), "4 May 2020")
        XCTAssertEqual(calc("('2020-05-04' to date) + 500 days"), "16 September 2021")
        XCTAssertEqual(calc("2020-05-04 + 1 week"), "11 May 2020")
    }

    func testDatesPastAnyCalendarAreErrors() {
        XCTAssertEqual(calc("date(\"2000-01-01\") + 1e100 years"), "error: date out of range")
        XCTAssertEqual(calc("today + 1e100 days"), "error: date out of range")
        XCTAssertEqual(calc("2020-01-01 + 5000 years"), "1 January 7020")
    }

    func testAPlainNumberBecomingAnAngleIsInRadians() {
        XCTAssertEqual(calc("atan(1) in degrees"), "45°")
        XCTAssertEqual(calc("asin(0.5) to °"), "30°")
        XCTAssertEqual(calc("atan(30cm / 2m) -> deg"), "8.5307656099°")
        XCTAssertEqual(calc("pi to degrees"), "180°")
        XCTAssertEqual(calc("90° in rad"), "1.5707963268 rad")
    }

    func testTemperatureFunctions() {
        XCTAssertEqual(calc("fahrenheit(30 K)"), "-405.67 °F")
        XCTAssertEqual(calc("celsius(212 °F)"), "100 °C")
        XCTAssertEqual(calc("kelvin(0 °C)"), "273.15 K")
        XCTAssertEqual(calc("fahrenheit(5)"), "error: fahrenheit takes a temperature, not a number")
        XCTAssertEqual(calc("100 celsius in fahrenheit"), "212 °F")  // the words stay units
    }

    func testTinyNumbersKeepTheirFigures() {
        XCTAssertEqual(calc("5.670374419e-8"), "5.670374419e-8")
        XCTAssertEqual(calc("1/7000000"), "1.4285714286e-7")
        XCTAssertEqual(calc("0.0000005"), "0.0000005")  // nothing to cut: as written
        XCTAssertEqual(calc("0.00001 m"), "0.00001 m")
        XCTAssertEqual(calc("stefan_boltzmann_constant"), "5.670374419e-8 W/(m²·K^4)")
    }

    func testSubSecondDurations() {
        XCTAssertEqual(calc("1 ns -> human"), "0.000000001 s")
        XCTAssertEqual(calc("1234 ns -> human"), "0.000001234 s")
        XCTAssertEqual(calc("250 ms to timespan"), "0.25 s")
        XCTAssertEqual(calc("90 s to timespan"), "1 min 30 s")
    }
}
