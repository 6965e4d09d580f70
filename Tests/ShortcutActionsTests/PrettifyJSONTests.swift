import Foundation
import ShortcutActions
import XCTest

@testable import ShortcutEngine

/// Prettify JSON: dictionaries, lists and JSON5 text written as indented JSON; bad text in full.
final class PrettifyJSONTests: IsolatedTestCase {
    func testValuesAndTextBecomeIndentedJSONInKeyOrder() throws {
        XCTAssertEqual(
            try runAction("json.prettify", #"{"input": {"z": 1, "a": [true, null]}}"#),
            .text("{\n  \"z\": 1,\n  \"a\": [\n    true,\n    null\n  ]\n}"))
        XCTAssertEqual(
            try runAction("json.prettify", #"{"input": "{b: 'x', // note\n a: 0x10,}"}"#),
            .text("{\n  \"b\": \"x\",\n  \"a\": 16\n}"))
        XCTAssertEqual(try runAction("json.prettify", #"{"input": "[]"}"#), .text("[]"))
        XCTAssertEqual(try runAction("json.prettify", #"{"input": null}"#), .nothing)
    }

    func testTextThatIsNotJSONStopsTheRunInFull() {
        XCTAssertEqual(
            failure("json.prettify", #"{"input": "nope"}"#),
            "t.json:1:80: error: action 1 'Prettify JSON' (json.prettify), parameter 'input': not JSON5: unexpected 'n', expected a value\nhint: JSON5 is JSON plus comments, trailing commas, unquoted keys, single quotes and hex numbers (json5.org)"
        )
    }
}
