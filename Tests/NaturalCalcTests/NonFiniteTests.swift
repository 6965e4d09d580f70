import XCTest

@testable import NaturalCalc

/// numbat's `NaN` and `inf`: IEEE 754 rules for arithmetic and ordering, the `is_…` tests, and
/// the display. Values worked out by hand.
final class NonFiniteTests: IsolatedTestCase {
    func testLiteralsAndDisplay() {
        XCTAssertEqual(calc("NaN"), "NaN")
        XCTAssertEqual(calc("inf"), "inf")
        XCTAssertEqual(calc("-inf"), "-inf")
        XCTAssertEqual(calc("∞"), "inf")
        XCTAssertEqual(value("inf"), .text("inf"))
    }

    func testArithmeticFollowsIEEE() {
        XCTAssertEqual(calc("inf + 5"), "inf")
        XCTAssertEqual(calc("inf - inf"), "NaN")
        XCTAssertEqual(calc("1 / inf"), "0")
        XCTAssertEqual(calc("inf * 0"), "NaN")
        XCTAssertEqual(calc("-2 * inf"), "-inf")
        XCTAssertEqual(calc("NaN + 1"), "NaN")
        XCTAssertEqual(calc("1 / 0"), "error: division by zero")  // a finite division stays an error
    }

    func testEveryOrderingWithNaNIsFalse() {
        XCTAssertEqual(calc("NaN < NaN"), "false")
        XCTAssertEqual(calc("NaN <= 0"), "false")
        XCTAssertEqual(calc("0m > NaN"), "false")
        XCTAssertEqual(calc("NaN >= 0m"), "false")
        XCTAssertEqual(calc("NaN == NaN"), "false")
        XCTAssertEqual(calc("NaN != NaN"), "true")
        XCTAssertEqual(calc("inf > 1000000"), "true")
        XCTAssertEqual(calc("-inf < -1000000"), "true")
    }

    func testChecks() {
        XCTAssertEqual(calc("is_nan(NaN)"), "true")
        XCTAssertEqual(calc("is_nan(NaN cm)"), "true")
        XCTAssertEqual(calc("is_nan(5)"), "false")
        XCTAssertEqual(calc("is_infinite(-inf)"), "true")
        XCTAssertEqual(calc("is_finite(inf)"), "false")
        XCTAssertEqual(calc("is_finite(5 m)"), "true")
        XCTAssertEqual(calc("sqrt(inf)"), "error: expected a number, not an infinity")
    }
}
