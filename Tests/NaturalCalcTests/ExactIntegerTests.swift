import Foundation
import XCTest

@testable import NaturalCalc

/// Issue 13: whole-number arithmetic prints all its digits (docs/calculator.md "Number limits").
final class ExactIntegerTests: IsolatedTestCase {
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
        XCTAssertEqual(
            ExactInteger(Decimal(string: "-123456789012345678901234567890") ?? 0)?.digits(separator: ","),
            "-123,456,789,012,345,678,901,234,567,890")
        XCTAssertNil(ExactInteger(Decimal(string: "1.5") ?? 0))
    }

    /// Literals longer than Decimal's 38 digits keep every digit, and whole division and `mod` stay exact.
    func testLongLiteralsDivisionAndRemainder() {
        XCTAssertEqual(calc("9283749283460298374027364928736492873469287354267354 mod 4"), "2")  // was 0
        XCTAssertEqual(
            calc("123456789012345678901234567890123456789012345678901234567890"),
            "123,456,789,012,345,678,901,234,567,890,123,456,789,012,345,678,901,234,567,890")
        XCTAssertEqual(
            calc("0+36#0123456789abcdefghijklmnopqrstuvwxyz"),
            "86,846,823,611,197,163,108,337,531,226,495,015,298,096,208,677,436,155")
        XCTAssertEqual(calc("184467440737095516160000000000000/2"), "92,233,720,368,547,758,080,000,000,000,000")
        XCTAssertEqual(calc("100! / 98!"), "9,900")
        XCTAssertEqual(calc("2^100 mod 7"), "2")  // 2³ ≡ 1, so 2^99 ≡ 1
        XCTAssertEqual(calc("-(2^100) mod 7"), "-2")  // the remainder takes the dividend's sign
        XCTAssertEqual(calc("2^200 / 3"), "5.3564601475e+59")  // not whole: Decimal's answer
        XCTAssertEqual(calc("2^100 / 0"), "error: division by zero")
    }

    func testDivisionAgainstSmallArithmetic() {
        // Property: for a spread of pairs, q·b + r = a and |r| < |b|, checked against Int arithmetic.
        for a in [0, 1, 7, 100, 12_345, -9_876, 2_147_483_647, -4_000_000_000] {
            for b in [1, 2, 3, -7, 10, 65_536, 4_294_967_296] {
                let x = ExactInteger(UInt64(abs(a)), negative: a < 0), y = ExactInteger(UInt64(abs(b)), negative: b < 0)
                guard let (q, r) = ExactInteger.divide(x, by: y) else { return XCTFail("\(a) / \(b)") }
                XCTAssertEqual(q.digits(separator: nil), String(a / b), "\(a) / \(b)")
                XCTAssertEqual(r.digits(separator: nil), String(a % b), "\(a) % \(b)")
            }
        }
        XCTAssertNil(ExactInteger.divide(ExactInteger(UInt64(5)), by: ExactInteger(UInt64(0))))
        XCTAssertEqual(ExactInteger(literal: "0xff")?.digits(separator: nil), "255")
        XCTAssertEqual(ExactInteger(literal: "1_000,000")?.digits(separator: nil), "1000000")
        XCTAssertNil(ExactInteger(literal: "12.5"))
    }
}
