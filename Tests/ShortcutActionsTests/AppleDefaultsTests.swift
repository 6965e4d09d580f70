import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Parameters Apple leaves optional take Apple's default instead of "needs a value" (issue 11; research §3).
final class AppleDefaultsTests: XCTestCase {
    /// Get Item from List, Items in Range without an end: to the last item.
    func testRangeWithoutAnEndRunsToTheLastItem() throws {
        XCTAssertEqual(
            try runAction("getitemfromlist", "{\"get\": \"Items in Range\", \"start\": 2}", input: ["a", "b", "c"]), ["b", "c"])
        XCTAssertEqual(try runAction("getitemfromlist", "{\"get\": \"Items in Range\"}", input: ["a", "b"]), ["a", "b"])
        XCTAssertEqual(try runAction("getitemfromlist", "{\"get\": \"Items in Range\", \"start\": 5}", input: ["a"]), [])
        XCTAssertEqual(
            failure("getitemfromlist", "{\"get\": \"Items in Range\", \"start\": 3, \"end\": 2}", input: ["a", "b", "c"]),
            "error: t.json: action 1 'Get Item from List' (getitemfromlist), parameter 'end': the range ends before it starts\nhint: make 'end' at least 'start'"
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
}
