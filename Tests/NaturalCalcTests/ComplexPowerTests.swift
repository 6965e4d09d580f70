import XCTest

@testable import NaturalCalc

/// Issue 26 item 6: complex powers are exact or refused. Whole powers of ±1 and ±i follow their
/// period for any exponent Decimal holds; other whole powers are repeated squaring up to the
/// exponent budget; other powers go through polar form only while its angle keeps its digits.
final class ComplexPowerTests: IsolatedTestCase {
    func testPowersOfTheUnitsFollowTheirPeriod() {
        XCTAssertEqual(calc("sqrt(-1)^1e30"), "1")  // the probe's line: 0.61 + 0.79i before
        XCTAssertEqual(calc("i^1e30"), "1")
        XCTAssertEqual(calc("i^(10^20+1)"), "i")
        XCTAssertEqual(calc("i^(10^20+2)"), "-1")
        XCTAssertEqual(calc("i^(10^20+3)"), "-i")
        XCTAssertEqual(calc("(-i)^3"), "i")
        XCTAssertEqual(calc("i^-1e30"), "1")
        XCTAssertEqual(calc("i^-(10^20+1)"), "-i")
    }

    func testWholePowersAreRepeatedSquaringInDecimal() {
        // (1+i)^100 = (2i)^50 = -2^50 exactly; polar form gave -1,125,899,906,842,630.
        XCTAssertEqual(calc("(1+i)^100"), "-1,125,899,906,842,624")
        XCTAssertEqual(calc("(3+4i)^2"), "-7 + 24i")
        XCTAssertEqual(calc("(1+i)^-2"), "-0.5i")
        XCTAssertEqual(calc("(2+i)^7"), "-278 - 29i")
        // a product below Decimal's range is 0, not a trap
        XCTAssertEqual(calc("(0.001i)^10000"), "0")
    }

    func testPowersThatCannotBeExactAreRefused() {
        XCTAssertEqual(calc("(0.6+0.8i)^1000000"), "error: the exponent 1000000 is over the limit of 10000 for a complex number")
        XCTAssertEqual(calc("(2+i)^1e30"), "error: the exponent 1e+30 is over the limit of 10000 for a complex number")
        XCTAssertEqual(
            calc("i^(1e7+0.5)"), "error: this complex power turns through too many revolutions to compute accurately")
        XCTAssertEqual(calc("(2+i)^5000"), "error: the result is out of range")
    }

    func testOtherPowersArePrincipalValues() {
        XCTAssertEqual(calc("i^0.5"), "0.7071067812 + 0.7071067812i")
        XCTAssertEqual(calc("(1+i)^0.5"), "1.0986841135 + 0.4550898606i")
        XCTAssertEqual(calc("i^(1000.5)"), "0.7071067812 + 0.7071067812i")
    }
}
