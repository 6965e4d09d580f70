import XCTest

@testable import ShortcutEngine

/// Issue 16's reproducers for the Math actions: no trap, no NaN, a clear error naming the limit.
final class MathLimitsTests: IsolatedTestCase {
    func testCalculateNeverTrapsAndNeverAnswersNaN() throws {
        // Each of these trapped (SIGILL) in Decimal multiplication or printed NaN with exit 0.
        XCTAssertEqual(
            try runAction("math", "{\"operation\": \"Power\", \"operand\": 129}", input: .number(Number(parsing: "0.1") ?? 0)), 0)
        XCTAssertEqual(
            try runAction("math", "{\"operation\": \"×\", \"operand\": 1e-100}", input: .number(Number(parsing: "1e-100") ?? 0)),
            0)
        XCTAssertEqual(
            try runAction("math", "{\"operation\": \"÷\", \"operand\": 1e70}", input: .number(Number(parsing: "1e-70") ?? 0)), 0)
        XCTAssertEqual(try runAction("math", "{\"operation\": \"Power\", \"operand\": -200}", input: 10), 0)
        XCTAssertEqual(
            failure("math", "{\"operation\": \"×\", \"operand\": 1e100}", input: .number(Number(parsing: "1e100") ?? 0)),
            "t.json:1:91: error: action 1 'Calculate' (math), parameter 'operand': the result is too large to represent")
        XCTAssertEqual(
            failure("math", "{\"operation\": \"Power\", \"operand\": -200}", input: .number(Number(parsing: "0.1") ?? 0)),
            "t.json:1:95: error: action 1 'Calculate' (math), parameter 'operand': the result is too large to represent")
        XCTAssertEqual(
            failure("math", "{\"operation\": \"÷\", \"operand\": 1e-100}", input: .number(Number(parsing: "1e100") ?? 0)),
            "t.json:1:91: error: action 1 'Calculate' (math), parameter 'operand': the result is too large to represent")
    }

    func testRoundNumberStillRoundsThroughTheCheckedArithmetic() throws {
        XCTAssertEqual(
            try runAction("round", "{\"to\": \"Millions\", \"mode\": \"Always Round Up\"}", input: 1_500_001), 2_000_000)
    }

    func testCalculateExpressionPlacesHaveALimit() throws {
        // `places: 1e9` ran for minutes padding zeros.
        XCTAssertEqual(
            failure("calculateexpression", "{\"places\": 1e9}", input: "1/3"),
            """
            t.json:1:87: error: action 1 'Calculate Expression' (calculateexpression), parameter 'places': decimal places can be at most 48, got 1000000000
            hint: a number carries 38 significant digits; answers below 1e-10 are shown as 1.5e-11
            """)
        XCTAssertEqual(
            try runAction("calculateexpression", "{\"places\": 48, \"result\": \"Text\"}", input: "1/3"),
            .text("0." + String(repeating: "3", count: 38) + String(repeating: "0", count: 10)))
        XCTAssertEqual(
            failure("calculateexpression", input: "1e100 * 1e100"),
            """
            t.json:1:39: error: action 1 'Calculate Expression' (calculateexpression), parameter 'expression': the result is out of range
            hint: see docs/calculator.md for what the calculator understands
            """)
    }
}
