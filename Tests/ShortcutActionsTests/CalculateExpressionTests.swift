import XCTest

@testable import ShortcutEngine

final class CalculateExpressionTests: IsolatedTestCase {
    func testAutomaticResultTypes() throws {
        XCTAssertEqual(try runAction("calculateexpression", input: "(1500*15)/10"), 2250)
        XCTAssertEqual(try runAction("calculateexpression", input: "30 hours at $30/hour"), "$900.00")
        XCTAssertEqual(
            try runAction("calculateexpression", input: "4.54 hours as timespan"),
            .duration(Number(Decimal(string: "16344") ?? 0)))
        guard case .date(let date) = try runAction("calculateexpression", input: "120 days from now") else {
            return XCTFail("expected a date")
        }
        XCTAssertEqual(Coercion().text(.date(date)), "2027-03-21T10:00:00Z")
    }

    func testForcedResultTypes() throws {
        XCTAssertEqual(try runAction("calculateexpression", "{\"result\": \"Number\"}", input: "30 hours at $30/hour"), 900)
        XCTAssertEqual(try runAction("calculateexpression", "{\"result\": \"Text\"}", input: "1500*15"), "22,500")
        XCTAssertEqual(try runAction("calculateexpression", "{\"result\": \"Text\", \"plain\": true}", input: "1500*15"), "22500")
        XCTAssertEqual(
            failure("calculateexpression", "{\"result\": \"Date\"}", input: "2 + 2"),
            """
            t.json:1:87: error: action 1 'Calculate Expression' (calculateexpression), parameter 'result': the answer '4' is not a date
            hint: use the result type Automatic or Text
            """)
    }

    func testPrecisionParameterRoundsTheTextOnly() throws {
        XCTAssertEqual(try runAction("calculateexpression", input: "5 km in miles"), "3.11 mi")
        XCTAssertEqual(try runAction("calculateexpression", "{\"precision\": 4}", input: "5 km in miles"), "3.1069 mi")
        XCTAssertEqual(try runAction("calculateexpression", "{\"result\": \"Text\"}", input: "1/3"), "0.3333333333")
        XCTAssertEqual(try runAction("calculateexpression", "{\"result\": \"Text\", \"precision\": 2}", input: "1/3"), "0.33")
        // a number stays exact
        XCTAssertEqual(try runAction("calculateexpression", input: "1/3"), .number(Number(Decimal(1) / Decimal(3))))
        XCTAssertEqual(
            failure("calculateexpression", "{\"precision\": 49}", input: "1/3"),
            """
            t.json:1:90: error: action 1 'Calculate Expression' (calculateexpression), parameter 'precision': decimal places can be at most 48, got 49
            hint: a number carries 38 significant digits; answers below 1e-10 are shown as 1.5e-11
            """)
    }

    func testUnknownWordsAreCommentsUnlessStrict() throws {
        XCTAssertEqual(try runAction("calculateexpression", input: "$10 for lunch + 15% tip"), "$11.50")
        XCTAssertEqual(
            failure("calculateexpression", "{\"strict\": true}", input: "$10 for lunch + 15% tip"),
            """
            t.json:1:39: error: action 1 'Calculate Expression' (calculateexpression), parameter 'expression': cannot understand 'lunch' at column 9
            hint: see docs/calculator.md for what the calculator understands
            """)
        // `lenient` stays accepted for older workflows; it changes nothing.
        XCTAssertEqual(try runAction("calculateexpression", "{\"lenient\": false}", input: "$10 for lunch + 15% tip"), "$11.50")
        XCTAssertEqual(
            failure("calculateexpression", input: "lunch with friends"),
            """
            t.json:1:39: error: action 1 'Calculate Expression' (calculateexpression), parameter 'expression': nothing to calculate: no number is left once 'lunch', 'friends' are read as a comment
            hint: see docs/calculator.md for what the calculator understands
            """)
    }

    func testCurrencyRatesOverride() throws {
        let rates = "{\"rates\": {\"date\": \"2026-11-01\", \"rates\": {\"EUR\": 0.5}}}"
        XCTAssertEqual(try runAction("calculateexpression", rates, input: "$10 in EUR"), "€5.00")
        XCTAssertEqual(
            failure(
                "calculateexpression", "{\"rates\": {\"date\": \"2026-11-01\", \"rates\": {\"EUR\": -1}}}", input: "$1 in EUR"),
            """
            t.json:1:86: error: action 1 'Calculate Expression' (calculateexpression), parameter 'rates': the currency rates are not usable: currency rates: the rate for 'EUR' must be a positive number
            hint: give {"date": "2026-11-01", "rates": {"EUR": 0.92}}
            """)
    }
}
