import Foundation
import XCTest

@testable import NaturalCalc

/// Issue 13: temperatures convert with their zero points, and sums and differences follow the
/// rule in docs/calculator.md "Temperatures".
final class TemperatureTests: IsolatedTestCase {
    /// The reproducers: `-2.223e-32 °C` before.
    func testFreezingPointConvertsToExactlyZero() {
        XCTAssertEqual(calc("32 F in C"), "0 °C")
        XCTAssertEqual(calc("32 °F in °C"), "0 °C")
        XCTAssertEqual(calc("32 fahrenheit to celsius"), "0 °C")
        var plain = CalcOptions.test
        plain.plain = true
        XCTAssertEqual(calc("32 F in C", plain), "0 °C")
    }

    /// Every pair of K, °C, °F, °R both ways, at fixed points worked out by hand.
    func testEveryPairBothWays() {
        let cases: [(String, String)] = [
            ("0 °C in °F", "32 °F"), ("100 °C in °F", "212 °F"), ("-40 °C in °F", "-40 °F"), ("37 °C in F", "98.6 °F"),
            ("212 °F in °C", "100 °C"), ("-40 F in C", "-40 °C"), ("98.6 F in C", "37 °C"),
            ("0 K in °C", "-273.15 °C"), ("273.15 K in °C", "0 °C"), ("0 °C in K", "273.15 K"), ("-273.15 °C in K", "0 K"),
            ("0 K in °F", "-459.67 °F"), ("212 °F in K", "373.15 K"), ("32 °F in K", "273.15 K"), ("373.15 K in °F", "212 °F"),
            ("0 °C in °R", "491.67 °R"), ("100 °C in °R", "671.67 °R"), ("671.67 °R in °C", "100 °C"),
            ("491.67 °R in °F", "32 °F"), ("0 °F in °R", "459.67 °R"), ("300 K in °R", "540 °R"),
            ("540 rankine in kelvin", "300 K"),
            ("1/3 °C in °F", "32.6 °F"),
        ]
        for (expression, expected) in cases {
            XCTAssertEqual(calc(expression), expected, expression)
        }
    }

    /// `a + b` adds `b` as a difference; `a - b` is the gap between two temperatures.
    func testSumsAndDifferences() {
        XCTAssertEqual(calc("20 °C + 9 °F"), "25 °C")
        XCTAssertEqual(calc("20 °C + 5 °C"), "25 °C")
        XCTAssertEqual(calc("300 K + 10 °C"), "310 K")
        XCTAssertEqual(calc("50 °F + 10 °C"), "68 °F")
        XCTAssertEqual(calc("10 °C + 5"), "15 °C")
        XCTAssertEqual(calc("30 °C - 50 °F"), "20 °C")
        XCTAssertEqual(calc("300 K - 10 °C"), "16.85 K")
        XCTAssertEqual(calc("100 °F - 0 °C"), "68 °F")
        XCTAssertEqual(calc("30 °C - 5 °C"), "25 °C")
        XCTAssertEqual(calc("20 °C * 2"), "40 °C")
    }
}
