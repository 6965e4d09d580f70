import CheckedDecimal
import Foundation
import SeededRandom
import TestBudget
import XCTest

/// The one guarded decimal arithmetic: no operation traps, none answers NaN or an infinity, tiny
/// results are 0 and huge ones are `.overflow` (issue 16). The engine's `Number` on it:
/// ShortcutEngineTests' `NumberArithmeticTests`.
final class CheckedDecimalTests: IsolatedTestCase {
    /// A decimal with up to 38 random digits and a power of ten anywhere from -130 to 130.
    static func randomDecimal(_ random: inout SplitMix64) -> Decimal {
        let digits = Int.random(in: 1...38, using: &random)
        var text = String(Int.random(in: 1...9, using: &random))
        for _ in 1..<digits { text.append(String(Int.random(in: 0...9, using: &random))) }
        let exponent = Int.random(in: -130...130, using: &random) - (digits - 1)
        let sign = Bool.random(using: &random) ? "-" : ""
        return Decimal(string: "\(sign)\(text)e\(exponent)", locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }

    /// The value as a double, for an order-of-magnitude comparison.
    static func double(_ value: Decimal) -> Double { NSDecimalNumber(decimal: value).doubleValue }

    func testTheReproducers() throws {
        func d(_ text: String) -> Decimal { Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan }
        XCTAssertEqual(try CheckedDecimal.multiply(d("1e-100"), d("1e-100")), 0)
        XCTAssertEqual(try CheckedDecimal.multiply(d("1.1e-100"), d("1e-29")), 0)
        XCTAssertEqual(try CheckedDecimal.multiply(d("1.1e-99"), d("1e-29")), d("1e-128"))  // rounded to the last place
        XCTAssertEqual(try CheckedDecimal.multiply(d("12345e-70"), d("1e-60")), d("1.23e-126"))
        XCTAssertThrowsError(try CheckedDecimal.multiply(d("1e100"), d("1e100"))) {
            XCTAssertEqual($0 as? DecimalRangeError, .overflow)
        }
        XCTAssertEqual(try CheckedDecimal.divide(d("1e-70"), d("1e70")), 0)
        XCTAssertEqual(try CheckedDecimal.divide(d("2e-128"), d("3")), d("1e-128"))
        XCTAssertEqual(try CheckedDecimal.divide(d("12345e-100"), d("1e31")), d("1.2e-127"))
        // Foundation alone: 300000000000030000000.000003 (the true quotient is 3.00…003e20).
        XCTAssertLessThan(abs(try CheckedDecimal.divide(d("1e20"), 1 / 3) - d("3e20")), d("1e-17"))
        XCTAssertEqual(try CheckedDecimal.divide(1, 3), d("0.33333333333333333333333333333333333333"))
        XCTAssertThrowsError(try CheckedDecimal.divide(d("1e100"), d("1e-100"))) {
            XCTAssertEqual($0 as? DecimalRangeError, .overflow)
        }
        XCTAssertThrowsError(try CheckedDecimal.divide(1, 0)) { XCTAssertEqual($0 as? DecimalRangeError, .divisionByZero) }
        let largest = Decimal(sign: .plus, exponent: 127, significand: d("99999999999999999999999999999999999999"))
        XCTAssertFalse(largest.isNaN)
        XCTAssertThrowsError(try CheckedDecimal.rounded(largest, places: -166, mode: .up)) {
            XCTAssertEqual($0 as? DecimalRangeError, .overflow)
        }
        XCTAssertEqual(try CheckedDecimal.rounded(largest, places: -166, mode: .down), 0)
        XCTAssertEqual(CheckedDecimal.leadingPlace(try CheckedDecimal.rounded(largest, places: -165, mode: .up)), 165)
        XCTAssertEqual(try CheckedDecimal.rounded(d("1234.5"), places: -2), 1200)
    }

    func testNoOperationTrapsOrAnswersNaN() throws {
        let rounds = TestBudget.count(small: 3_000, medium: 30_000, large: 300_000)
        print("CheckedDecimal campaign: \(rounds) pairs × 5 operations (\(TestBudget.current.rawValue) budget)")
        var random = SplitMix64(seed: 16)
        for _ in 0..<rounds {
            let a = Self.randomDecimal(&random), b = Self.randomDecimal(&random)
            let context = "\(a) and \(b)"
            let expected = (
                product: Self.double(a) * Self.double(b), quotient: Self.double(a) / Self.double(b)
            )
            for (name, operation) in [
                ("×", { () throws(DecimalRangeError) in try CheckedDecimal.multiply(a, b) }),
                ("÷", { () throws(DecimalRangeError) in try CheckedDecimal.divide(a, b) }),
                ("+", { () throws(DecimalRangeError) in try CheckedDecimal.add(a, b) }),
                ("-", { () throws(DecimalRangeError) in try CheckedDecimal.subtract(a, b) }),
                (
                    "round",
                    { () throws(DecimalRangeError) in try CheckedDecimal.rounded(a, places: Int(b.exponent) % 140, mode: .up) }
                ),
            ] as [(String, () throws(DecimalRangeError) -> Decimal)] {
                do {
                    let result = try operation()
                    XCTAssertFalse(result.isNaN, "\(context) \(name)")
                    let approximate = name == "×" ? expected.product : (name == "÷" ? expected.quotient : .nan)
                    guard approximate.isFinite, approximate != 0 else { continue }
                    let magnitude = log10(abs(approximate))
                    if magnitude < -129 {
                        XCTAssertEqual(result, 0, "\(context) \(name): below 1e-128 saturates to 0")
                    } else if magnitude > -90, magnitude < 120,
                        min(CheckedDecimal.leadingPlace(a), CheckedDecimal.leadingPlace(b)) > -90
                    {
                        // Near 10^-128, the last place a Decimal keeps, fewer digits are left: checked above it.
                        // Foundation's quotient alone could keep as few as 1 correct digit; refined, it keeps them all.
                        XCTAssertEqual(Self.double(result) / approximate, 1, accuracy: 1e-9, "\(context) \(name)")
                    }
                } catch .overflow {
                    let approximate = name == "×" ? expected.product : (name == "÷" ? expected.quotient : .infinity)
                    XCTAssertGreaterThan(abs(approximate), 1e127, "\(context) \(name): overflow only for huge results")
                } catch .divisionByZero {
                    XCTAssertTrue(name == "÷" && b.isZero, "\(context) \(name)")
                } catch {
                    XCTFail("\(context) \(name): \(error)")
                }
            }
        }
    }
}
