import XCTest

@testable import NaturalCalc

/// numbat's prelude functions, with values worked out by hand.
final class PreludeFunctionTests: IsolatedTestCase {
    func testRoundingToAUnitOrAStep() {
        XCTAssertEqual(calc("round_in(cm, 2.4567 m)"), "246 cm")
        XCTAssertEqual(calc("2.75 m |> floor_in(0.5 m)"), "2.5 m")
        XCTAssertEqual(calc("ceil_in(h, 90 min)"), "2 hours")
        XCTAssertEqual(calc("trunc_in(10, -57)"), "-50")
        XCTAssertEqual(calc("5678 |> round_in(100)"), "5,700")
    }

    func testPartsAndPredicates() {
        XCTAssertEqual(calc("value_of(42 km/h)"), "42")
        XCTAssertEqual(calc("unit_of(42 km/h)"), "1 km/h")
        XCTAssertEqual(calc("unit_of(7)"), "1")
        XCTAssertEqual(calc("from_unixtime_s(86400) to iso8601"), "1970-01-02T00:00:00Z")
        XCTAssertEqual(calc("from_unixtime_µs(86400000000) to iso8601"), "1970-01-02T00:00:00Z")
        XCTAssertEqual(calc("id(3 kg)"), "3 kg")
        XCTAssertEqual(calc("is_zero(0 m)"), "true")
        XCTAssertEqual(calc("is_integer(2.5)"), "false")
        XCTAssertEqual(calc("is_dimensionless(3 m / 2 m)"), "true")
        XCTAssertEqual(calc("has_unit(3 km, m)"), "false")
    }

    func testSequencesGeometryAndTrigonometry() {
        XCTAssertEqual(calc("fibonacci(10)"), "55")
        XCTAssertEqual(calc("lucas(4)"), "7")
        XCTAssertEqual(calc("catalan(4)"), "14")
        XCTAssertEqual(calc("gamma(5)"), "24")
        XCTAssertEqual(calc("hypot2(5 cm, 12 cm)"), "13 cm")
        XCTAssertEqual(calc("hypot3(1, 2, 2)"), "3")
        XCTAssertEqual(calc("circle_area(1 m)"), "3.1415926536 m²")
        XCTAssertEqual(calc("atan2(1, 1) * 4"), "3.1415926536")
        XCTAssertEqual(calc("sech(0)"), "1")
        XCTAssertEqual(calc("acot(1) * 4"), "3.1415926536")
    }

    func testTemperatureHelpers() {
        XCTAssertEqual(calc("fromCelsius(25)"), "298.15 K")
        XCTAssertEqual(calc("toFahrenheit(373.15 K)"), "212")
        XCTAssertEqual(calc("toCelsius(fromFahrenheit(212))"), "100")
    }

    func testLimitsAndArity() {
        XCTAssertEqual(calc("fibonacci(181)"), "error: fibonacci is limited to indexes up to 180: use a smaller number")
        XCTAssertEqual(calc("lucas(2.5)"), "error: lucas needs a whole number of at least 0")
        XCTAssertEqual(calc("hypot2(3)"), "error: hypot2 takes two values")
        XCTAssertEqual(calc("value_of(1, 2)"), "error: value_of takes one value")
    }
}

/// numbat's binom and falling_factorial of any n and a whole k.
final class GeneralBinomialTests: IsolatedTestCase {
    func testNonWholeN() {
        XCTAssertEqual(calc("binom(2.5, 2)"), "1.875")
        XCTAssertEqual(calc("falling_factorial(0.5, 3)"), "0.375")
        XCTAssertEqual(calc("binom(-2, 3)"), "-4")
    }

    func testNegativeKAndWholeForms() {
        XCTAssertEqual(calc("binom(7, -2)"), "0")
        XCTAssertEqual(calc("binom(6, 3)"), "20")
        XCTAssertEqual(calc("binom(3, 5)"), "0")
    }
}
