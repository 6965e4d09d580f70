import CheckedDecimal
import Foundation
import SeededRandom
import TestBudget
import XCTest

@testable import ShortcutEngine

/// The engine's `Number` on the guarded decimal arithmetic (CheckedDecimalTests): no operation
/// traps, none shows NaN or an infinity, tiny results are 0 and huge ones are `.overflow` (issue 16).
final class NumberArithmeticTests: IsolatedTestCase {
    /// A decimal with up to 38 random digits and a power of ten anywhere from -130 to 130.
    static func randomDecimal(_ random: inout SplitMix64) -> Decimal {
        let digits = Int.random(in: 1...38, using: &random)
        var text = String(Int.random(in: 1...9, using: &random))
        for _ in 1..<digits { text.append(String(Int.random(in: 0...9, using: &random))) }
        let exponent = Int.random(in: -130...130, using: &random) - (digits - 1)
        let sign = Bool.random(using: &random) ? "-" : ""
        return Decimal(string: "\(sign)\(text)e\(exponent)", locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }

    func testNumberArithmeticNeverShowsNaNOrInfinity() throws {
        let rounds = TestBudget.count(small: 1_000, medium: 10_000, large: 100_000)
        var random = SplitMix64(seed: 61)
        func randomNumber() -> Number {
            switch Int.random(in: 0...3, using: &random) {
            case 0: return .integer(Int.random(in: Int.min...Int.max, using: &random))
            case 1:
                return .double(
                    Double.random(in: -1...1, using: &random) * pow(10, Double(Int.random(in: -125...125, using: &random))))
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
        XCTAssertThrowsError(try Number.integer(0).power(.integer(-1))) {
            XCTAssertEqual($0 as? ArithmeticError, .divisionByZero)
        }
        XCTAssertThrowsError(try Number.double(1e300) * .double(1e300)) { XCTAssertEqual($0 as? ArithmeticError, .overflow) }
    }

    func testLiteralsBelowTheRangeReadAsZero() {
        XCTAssertEqual(Number(parsing: "1e-200"), 0)
        XCTAssertEqual(Number(parsing: "-2.5E-300"), 0)
        XCTAssertNil(Number(parsing: "1e200"), "too large is not a number")
        XCTAssertEqual(Number(parsing: "1e-5")?.description, "0.00001")
    }
}
