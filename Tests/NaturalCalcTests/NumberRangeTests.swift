import Foundation
import SeededRandom
import TestBudget
import XCTest

@testable import NaturalCalc

/// Random operands from 1e-130 to 1e130 through every arithmetic operator: the calculator answers or
/// fails with a CalcError, never traps, and never shows NaN or an infinity (issue 16).
final class NumberRangeTests: IsolatedTestCase {
    func testEveryOperatorAcrossTheExponentRange() {
        let rounds = TestBudget.count(small: 1_500, medium: 15_000, large: 150_000)
        print("NumberRange campaign: \(rounds) expressions (\(TestBudget.current.rawValue) budget)")
        var random = SplitMix64(seed: 1_616)
        func operand() -> String {
            let digits = (0..<Int.random(in: 1...20, using: &random)).map { _ in String(Int.random(in: 0...9, using: &random)) }
            return "\(Int.random(in: 1...9, using: &random)).\(digits.joined())e\(Int.random(in: -130...130, using: &random))"
        }
        let operators = ["+", "-", "*", "/", "^", "mod", "% of", "to 5 dp", "to 3 sf", "as multiplier"]
        for _ in 0..<rounds {
            let op = operators[Int.random(in: 0..<operators.count, using: &random)]
            let left = operand()
            let expression: String
            switch op {
            case "^": expression = "\(left) ^ \(Int.random(in: -300...300, using: &random))"
            case "to 5 dp", "to 3 sf", "as multiplier": expression = "\(left) \(op)"
            default: expression = "\(left) \(op) \(operand())"
            }
            let answer = calc(expression)
            for bad in ["NaN", "nan", "inf", "∞"] {
                XCTAssertFalse(answer.contains(bad), "\(expression) → \(answer)")
            }
        }
    }
}
