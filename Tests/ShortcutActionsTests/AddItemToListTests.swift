import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Add Item to List (`additemtolist`, Shortcuts 10.0): at the beginning, the end (Apple's default)
/// or a position counted from 1; a position past the end stops with the positions there are.
final class AddItemToListTests: IsolatedTestCase {
    func testTheItemGoesWhereAsked() throws {
        XCTAssertEqual(try runAction("additemtolist", "{\"item\": \"z\"}", input: ["a", "b"]), ["a", "b", "z"])
        XCTAssertEqual(
            try runAction("additemtolist", "{\"item\": \"z\", \"position\": \"Beginning\"}", input: ["a", "b"]), ["z", "a", "b"])
        XCTAssertEqual(
            try runAction("additemtolist", "{\"item\": \"z\", \"position\": \"Index\", \"index\": 2}", input: ["a", "b"]),
            ["a", "z", "b"])
        XCTAssertEqual(
            try runAction("additemtolist", "{\"item\": \"z\", \"position\": \"Index\", \"index\": 3}", input: ["a", "b"]),
            ["a", "b", "z"])
        XCTAssertEqual(try runAction("additemtolist", "{\"item\": 5}"), [5], "no list: a list of the one item")
    }

    func testAPositionPastTheEndStops() {
        XCTAssertEqual(
            failure("additemtolist", "{\"item\": \"z\", \"position\": \"Index\", \"index\": 4}", input: ["a", "b"]),
            "t.json:1:114: error: action 1 'Add Item to List' (additemtolist), parameter 'index': there is no position 4 in a list of 2\nhint: use 1…3 (3 adds the item at the end)"
        )
    }
}
