import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Remove from List: each removal on lists of our own, the 1-based bounds, and bad positions.
final class RemoveFromListTests: IsolatedTestCase {
    let five: Value = ["mon", "tue", "wed", "thu", "fri"]

    func testFirstAndLast() throws {
        XCTAssertEqual(try runAction("list.remove", input: five), ["tue", "wed", "thu", "fri"])
        XCTAssertEqual(try runAction("list.remove", #"{"remove": "Last Item"}"#, input: five), ["mon", "tue", "wed", "thu"])
        XCTAssertEqual(try runAction("list.remove", #"{"remove": "Last Item"}"#, input: ["only"]), [])
        XCTAssertEqual(try runAction("list.remove", #"{"remove": "First Item"}"#, input: []), [])
    }

    func testIndexAndRange() throws {
        XCTAssertEqual(
            try runAction("list.remove", #"{"remove": "Item at Index", "index": 5}"#, input: five), ["mon", "tue", "wed", "thu"])
        XCTAssertEqual(
            try runAction("list.remove", #"{"remove": "Item at Index", "index": 1}"#, input: five), ["tue", "wed", "thu", "fri"])
        XCTAssertEqual(
            try runAction("list.remove", #"{"remove": "Items in Range", "start": 2, "end": 4}"#, input: five), ["mon", "fri"])
        XCTAssertEqual(try runAction("list.remove", #"{"remove": "Items in Range", "start": 5, "end": 1}"#, input: five), [])
        XCTAssertEqual(
            try runAction("list.remove", #"{"remove": "range", "start": 3, "end": 3}"#, input: five),
            ["mon", "tue", "thu", "fri"])
    }

    func testRandomItemsAreSeededAndDistinct() throws {
        let kept = try runAction("list.remove", #"{"remove": "Random Items", "count": 2}"#, input: five, seed: 7)
        XCTAssertEqual(kept.items.count, 3)
        XCTAssertEqual(try runAction("list.remove", #"{"remove": "Random Items", "count": 2}"#, input: five, seed: 7), kept)
        let order = ["mon", "tue", "wed", "thu", "fri"]
        let positions = kept.items.compactMap { item -> Int? in
            if case .text(let t) = item { return order.firstIndex(of: t) } else { return nil }
        }
        XCTAssertEqual(positions, positions.sorted(), "the kept items keep their order")
        XCTAssertEqual(try runAction("list.remove", #"{"remove": "Random Items", "count": 9}"#, input: five), [])
        XCTAssertEqual(try runAction("list.remove", #"{"remove": "Random Items", "count": 0}"#, input: five), five)
    }

    func testAPositionOutsideTheListIsNamed() {
        XCTAssertEqual(
            failure("list.remove", #"{"remove": "Item at Index", "index": 6}"#, input: five),
            "t.json:1:105: error: action 1 'Remove from List' (list.remove), parameter 'index': there is no item 6 in a list of 5\nhint: use 1…5"
        )
        XCTAssertEqual(
            failure("list.remove", #"{"remove": "Items in Range", "start": 2, "end": 9}"#, input: five),
            "t.json:1:116: error: action 1 'Remove from List' (list.remove), parameter 'end': there is no item 9 in a list of 5\nhint: use 1…5"
        )
    }
}
