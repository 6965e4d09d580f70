import XCTest

@testable import NaturalCalc

/// `to N sf` shows the figures asked for, even past the usual 10 decimal places; plain answers
/// keep the 10-place default.
final class SignificantFigureTests: IsolatedTestCase {
    func testFiguresPastTenPlaces() {
        XCTAssertEqual(calc("1/7 to 12 sf"), "0.142857142857")
        XCTAssertEqual(calc("e / 1000 to 9 sf"), "0.00271828183")
        XCTAssertEqual(calc("1/3 / 1000000 to 6 sf"), "0.000000333333")
    }

    func testFewFiguresAndWholeNumbers() {
        XCTAssertEqual(calc("1/7 to 3 sf"), "0.143")
        XCTAssertEqual(calc("98765 to 2 sf"), "99,000")
        XCTAssertEqual(calc("2 to 5 sf"), "2")
    }

    func testDefaultPrecisionIsUnchanged() {
        XCTAssertEqual(calc("1/7"), "0.1428571429")
        // Below a millionth, figures ten places would cut show in exponent form (was 0.0000003333).
        XCTAssertEqual(calc("1/3 / 1000000"), "3.3333333333e-7")
        XCTAssertEqual(calc("pi to 4 dp"), "3.1416")
    }

    func testFendFibonacciWithoutParentheses() {
        XCTAssertEqual(calc("fib 12"), "144")
        XCTAssertEqual(calc("fib 1 + fib 2"), "2")
        XCTAssertEqual(calc("fib(7)"), "13")
    }
}

/// fend's recurring decimals: the digits in parentheses repeat.
final class RecurringDecimalTests: IsolatedTestCase {
    func testRecurringDigits() {
        XCTAssertEqual(calc("0.(6)"), "0.6666666667")
        XCTAssertEqual(calc("0.0(6) * 15"), "1")
        XCTAssertEqual(calc("2.(09)"), "2.0909090909")
        XCTAssertEqual(calc("0.(3) to fraction"), "1/3")
    }

    func testRecurringOnlyAfterAPoint() {
        XCTAssertEqual(calc("0.5(2)"), "0.5222222222")  // fend's notation: 0.5222…
        XCTAssertEqual(calc("0.12(34) to fraction"), "611/4950")  // 0.123434… = 1222/9900, as `to float` prints it back
        XCTAssertEqual(calc("0.5 (2)"), "1")  // with a space, a product
        XCTAssertEqual(calc("3(2)"), "6")
    }
}
