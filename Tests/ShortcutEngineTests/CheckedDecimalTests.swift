import CheckedDecimal
import Foundation
import SeededRandom
import TestBudget
import XCTest

@testable import ShortcutEngine

/// The one guarded decimal arithmetic (`CheckedDecimal`) and the engine's `Number` on it: no operation
/// traps, none answers NaN or an infinity, tiny results are 0 and huge ones are `.overflow` (issue 16).
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
        XCTAssertThrowsError(try CheckedDecimal.multiply(d("1e100"), d("1e100"))) { XCTAssertEqual($0 as? DecimalRangeError, .overflow) }
        XCTAssertEqual(try CheckedDecimal.divide(d("1e-70"), d("1e70")), 0)
        XCTAssertEqual(try CheckedDecimal.divide(d("2e-128"), d("3")), d("1e-128"))
        XCTAssertEqual(try CheckedDecimal.divide(d("12345e-100"), d("1e31")), d("1.2e-127"))
        // Foundation alone: 300000000000030000000.000003 (the true quotient is 3.00…003e20).
        XCTAssertLessThan(abs(try CheckedDecimal.divide(d("1e20"), 1 / 3) - d("3e20")), d("1e-17"))
        XCTAssertEqual(try CheckedDecimal.divide(1, 3), d("0.33333333333333333333333333333333333333"))
        XCTAssertThrowsError(try CheckedDecimal.divide(d("1e100"), d("1e-100"))) { XCTAssertEqual($0 as? DecimalRangeError, .overflow) }
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
                ("round", { () throws(DecimalRangeError) in try CheckedDecimal.rounded(a, places: Int(b.exponent) % 140, mode: .up) }),
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

    func testNumberArithmeticNeverShowsNaNOrInfinity() throws {
        let rounds = TestBudget.count(small: 1_000, medium: 10_000, large: 100_000)
        var random = SplitMix64(seed: 61)
        func randomNumber() -> Number {
            switch Int.random(in: 0...3, using: &random) {
            case 0: return .integer(Int.random(in: Int.min...Int.max, using: &random))
            case 1: return .double(Double.random(in: -1...1, using: &random) * pow(10, Double(Int.random(in: -125...125, using: &random))))
            default: return Number(Self.randomDecimal(&random))
            }
        }
        for _ in 0..<rounds {
            let a = randomNumber(), b = randomNumber()
            let small = Number.integer(Int.random(in: -200...200, using: &random))
            let operations: [(String, () throws(ArithmeticError) -> Number)] = [
                ("+", { () throws(ArithmeticError) in try a + b }),
                ("-", { () throws(ArithmeticError) in try a - b }),
                ("×", { () throws(ArithmeticError) in try a * b }),
                ("÷", { () throws(ArithmeticError) in try a.divided(by: b) }),
                ("mod", { () throws(ArithmeticError) in try a.modulo(b) }),
                ("^", { () throws(ArithmeticError) in try a.power(small) }),
                ("round", { () throws(ArithmeticError) in try a.rounded(places: Int(small.int ?? 0) - 50, mode: .up) }),
            ]
            for (name, operation) in operations {
                do {
                    let result = try operation()
                    XCTAssertTrue(result.isFinite, "\(a) \(name) \(b)")
                    XCTAssertFalse(result.description.contains("NaN"), "\(a) \(name) \(b) = \(result)")
                    XCTAssertFalse(result.description.contains("∞"), "\(a) \(name) \(b) = \(result)")
                } catch {
                    // A clean failure (overflow, division by zero, undefined) is an answer too.
                }
            }
        }
    }

    func testPowersAtTheEdges() throws {
        XCTAssertEqual(try Number(Decimal(string: "0.1") ?? 0).power(.integer(129)), 0)
        XCTAssertEqual(try Number.integer(10).power(.integer(-200)), 0)
        XCTAssertThrowsError(try Number(Decimal(string: "0.1") ?? 0).power(.integer(-200))) {
            XCTAssertEqual($0 as? ArithmeticError, .overflow)
        }
        XCTAssertThrowsError(try Number.integer(0).power(.integer(-1))) { XCTAssertEqual($0 as? ArithmeticError, .divisionByZero) }
        XCTAssertThrowsError(try Number.double(1e300) * .double(1e300)) { XCTAssertEqual($0 as? ArithmeticError, .overflow) }
    }

    func testLiteralsBelowTheRangeReadAsZero() {
        XCTAssertEqual(Number(parsing: "1e-200"), 0)
        XCTAssertEqual(Number(parsing: "-2.5E-300"), 0)
        XCTAssertNil(Number(parsing: "1e200"), "too large is not a number")
        XCTAssertEqual(Number(parsing: "1e-5")?.description, "0.00001")
    }
}
