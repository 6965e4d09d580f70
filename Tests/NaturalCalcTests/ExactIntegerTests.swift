import Foundation
import XCTest

@testable import NaturalCalc

/// Issue 13: whole-number arithmetic prints all its digits (docs/calculator.md "Number limits").
final class ExactIntegerTests: XCTestCase {
    func testTheReproducersPrintEveryDigit() {
        XCTAssertEqual(calc("2^100"), "1,267,650,600,228,229,401,496,703,205,376")
        XCTAssertEqual(
            calc("100!"),
            "93,326,215,443,944,152,681,699,238,856,266,700,490,715,968,264,381,621,468,592,963,895,217,599,993,229,915,608,941,"
                + "463,976,156,518,286,253,697,920,827,223,758,251,185,210,916,864,000,000,000,000,000,000,000,000")
        XCTAssertEqual(
            calc("12345678901234567890 * 98765432109876543210"), "1,219,326,311,370,217,952,237,463,801,111,263,526,900")
        XCTAssertEqual(calc("12345678901234567890123456"), "12,345,678,901,234,567,890,123,456")
    }

    func testPlainDropsOnlyTheSeparators() {
        var plain = CalcOptions.test
        plain.plain = true
        XCTAssertEqual(calc("2^100", plain), "1267650600228229401496703205376")
        XCTAssertEqual(calc("(2^64)^2 - 1", plain), "340282366920938463463374607431768211455")
        XCTAssertEqual(calc("-(3^80)", plain), "-147808829414345923316083210206383297601")
        XCTAssertEqual(calc("factorial(30)", plain), "265252859812191058636308480000000")
        XCTAssertEqual(calc("2^127 + 2^127 - 1", plain), "340282366920938463463374607431768211455")
    }

    /// Anything that is not whole-number arithmetic keeps Decimal's answer, in exponent form.
    func testOtherAnswersKeepTheExponentForm() {
        XCTAssertEqual(calc("2^100 + 0.5"), "1.2676506002e+30")
        XCTAssertEqual(calc("1e30/3"), "3.3333333333e+29")
        XCTAssertEqual(calc("sqrt(2)*1e30"), "1.4142135624e+30")
        XCTAssertEqual(calc("2^500"), "error: the number is too large")
    }

    func testTheDigitLimit() {
        let small = ExactInteger(UInt64(2))
        XCTAssertEqual(ExactInteger.power(small, 3000)?.digits(separator: nil).count, 904)
        XCTAssertNil(ExactInteger.power(small, 3400), "2^3400 has 1,024 digits, over the limit of \(ExactInteger.maxDigits)")
        XCTAssertEqual((ExactInteger(UInt64(5)) - ExactInteger(UInt64(7))).digits(separator: nil), "-2")
        XCTAssertEqual(ExactInteger(Decimal(string: "-123456789012345678901234567890") ?? 0)?.digits(separator: ","),
                       "-123,456,789,012,345,678,901,234,567,890")
        XCTAssertNil(ExactInteger(Decimal(string: "1.5") ?? 0))
    }
}
