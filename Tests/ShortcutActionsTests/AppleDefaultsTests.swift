import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Parameters Apple leaves optional take Apple's default instead of "needs a value" (issue 11; research §3).
final class AppleDefaultsTests: IsolatedTestCase {
    /// Get Item from List, Items in Range without an end: to the last item.
    func testRangeWithoutAnEndRunsToTheLastItem() throws {
        XCTAssertEqual(
            try runAction("getitemfromlist", "{\"get\": \"Items in Range\", \"start\": 2}", input: ["a", "b", "c"]), ["b", "c"])
        XCTAssertEqual(try runAction("getitemfromlist", "{\"get\": \"Items in Range\"}", input: ["a", "b"]), ["a", "b"])
        XCTAssertEqual(try runAction("getitemfromlist", "{\"get\": \"Items in Range\", \"start\": 5}", input: ["a"]), [])
        XCTAssertEqual(
            failure("getitemfromlist", "{\"get\": \"Items in Range\", \"start\": 3, \"end\": 2}", input: ["a", "b", "c"]),
            "t.json:1:117: error: action 1 'Get Item from List' (getitemfromlist), parameter 'end': the range ends before it starts\nhint: make 'end' at least 'start'"
        )
    }

    /// Format Date, Custom without a format string: Apple's default style (Short date, Short time).
    func testCustomFormatWithoutAPatternUsesTheDefaultStyle() throws {
        let date = Value.date(Date(timeIntervalSince1970: 1_795_255_200))
        XCTAssertEqual(
            try runAction("format.date", "{\"style\": \"Custom\", \"date\": \"{{Shortcut Input}}\"}", input: date),
            "11/21/26, 10:00 AM")
        XCTAssertEqual(try runAction("format.date", "{\"date\": \"{{Shortcut Input}}\"}", input: date), "11/21/26, 10:00 AM")
    }

    /// Get Time Between Dates without a start: from the current date (iOS 12's default "Right Now").
    func testTimeBetweenDatesWithoutAStartCountsFromNow() throws {
        let later = Value.date(Date(timeIntervalSince1970: 1_795_255_200 + 3_600))
        XCTAssertEqual(try runAction("gettimebetweendates", "{\"unit\": \"Minutes\"}", input: later), 60)
    }

    /// Nothing is 0 in arithmetic: an empty input, and an empty variable as the operand (issue 11).
    func testNothingIsZeroInCalculate() throws {
        XCTAssertEqual(try runAction("math", "{\"operation\": \"+\", \"operand\": 5}"), 5)
        XCTAssertEqual(try runAction("math", "{\"operation\": \"×\", \"operand\": \"{{var:unset}}\"}", input: 7), 0)
    }

    /// The output of an If (condition, optional value) on `input` that yields "yes" or "no".
    func ifResult(_ parameters: String, input: Value) throws -> Value {
        let json = """
            {"version": 1, "actions": [
              {"action": "conditional", "mode": "start", "parameters": \(parameters)},
              {"action": "gettext", "parameters": {"text": "yes"}},
              {"action": "conditional", "mode": "middle"},
              {"action": "gettext", "parameters": {"text": "no"}},
              {"action": "conditional", "mode": "end"}]}
            """
        let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
        let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
        return try Runner(registry: BuiltinActions.registry, host: QuietHost(), options: RunOptions()).run(program, input: input)
            .output
    }

    /// If with a comparing condition and no value compares with empty: text for 'is'/'contains', 0 for ordering (issue 11).
    func testIfWithoutAValueComparesWithEmpty() throws {
        let isEmpty = "{\"input\": \"{{Shortcut Input}}\", \"condition\": \"is\"}"
        XCTAssertEqual(try ifResult(isEmpty, input: ""), "yes")
        XCTAssertEqual(try ifResult(isEmpty, input: .nothing), "yes")
        XCTAssertEqual(try ifResult(isEmpty, input: "text"), "no")
        XCTAssertEqual(try ifResult(isEmpty, input: 0), "no")
        let isNot = "{\"input\": \"{{Shortcut Input}}\", \"condition\": \"is not\"}"
        XCTAssertEqual(try ifResult(isNot, input: "text"), "yes")
        let contains = "{\"input\": \"{{Shortcut Input}}\", \"condition\": \"contains\"}"
        XCTAssertEqual(try ifResult(contains, input: "anything"), "yes")
        let greater = "{\"input\": \"{{Shortcut Input}}\", \"condition\": \"is greater than\"}"
        XCTAssertEqual(try ifResult(greater, input: 3), "yes")
        XCTAssertEqual(try ifResult(greater, input: -3), "no")
        XCTAssertEqual(try ifResult(greater, input: .nothing), "no")
    }
}
