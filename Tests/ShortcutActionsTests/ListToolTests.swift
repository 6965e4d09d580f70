import Foundation
import ListOrdering
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

final class ListToolTests: XCTestCase {
    let people: Value = [["name": "Cy", "age": 40], ["name": "ada", "age": 9], ["name": "Bo", "age": 40], ["name": "Al"]]

    func testSortOrders() throws {
        XCTAssertEqual(
            try runAction("list.sort", "{\"order\": \"Natural\"}", input: ["file10", "file2", "File1"]),
            ["File1", "file2", "file10"])
        XCTAssertEqual(
            try runAction("list.sort", "{\"order\": \"Numeric\"}", input: ["10", "n/a", "-2", 3.5, "1,000"]),
            ["-2", 3.5, "10", "1,000", "n/a"])
        XCTAssertEqual(
            try runAction("list.sort", input: ["Éclair", "apple", "Banana", "éclair"]), ["apple", "Banana", "Éclair", "éclair"])
        XCTAssertEqual(
            try runAction(
                "list.sort", "{\"order\": \"Length\", \"direction\": \"Descending\"}", input: ["bb", "a", "cc", "ddd"]),
            ["ddd", "bb", "cc", "a"])
        XCTAssertEqual(
            try runAction("list.sort", "{\"order\": \"Date\"}", input: ["2026-03-01", "not a date", "2025-12-31"]),
            ["2025-12-31", "2026-03-01", "not a date"])
    }

    func testSortByKeyPathIsStableAndPutsMissingLast() throws {
        let sorted = try runAction(
            "list.sort", "{\"order\": \"Numeric\", \"key\": \"age\", \"direction\": \"Descending\"}", input: people)
        XCTAssertEqual(sorted.items.map { try? KeyPath(parsing: "name").lookup(in: $0) }, ["Cy", "Bo", "ada", "Al"])
    }

    func testSortByKeyPathIntoNonDictionaries() {
        XCTAssertEqual(
            failure("list.sort", "{\"key\": \"name\"}", input: [["name": "x"], "plain"]),
            """
            error: t.json: action 1 'Sort List' (list.sort), parameter 'key': item 2: key path 'name': 'the value' is text, not a dictionary
            hint: 'key' applies to lists of dictionaries
            """.replacingOccurrences(of: "is text,", with: "is a text,"))
    }

    func testDedupeShuffleReverseTakeChunk() throws {
        XCTAssertEqual(
            try runAction("list.dedupe", "{\"caseInsensitive\": true}", input: ["b", "A", "a", "B", "c"]), ["b", "A", "c"])
        XCTAssertEqual(try runAction("list.dedupe", "{\"key\": \"age\"}", input: people).items.count, 3)
        let shuffled = try runAction("list.shuffle", input: .list((1...20).map { .number(.integer($0)) }), seed: 7)
        XCTAssertEqual(
            shuffled, try runAction("list.shuffle", input: .list((1...20).map { .number(.integer($0)) }), seed: 7),
            "same seed, same order")
        XCTAssertEqual(Set(shuffled.items), Set((1...20).map { Value.number(.integer($0)) }))
        XCTAssertEqual(try runAction("list.reverse", input: [1, 2, 3]), [3, 2, 1])
        XCTAssertEqual(try runAction("list.take", "{\"from\": \"End\", \"count\": 2}", input: [1, 2, 3]), [2, 3])
        XCTAssertEqual(try runAction("list.chunk", "{\"size\": 2}", input: [1, 2, 3]), [[1, 2], [3]])
        XCTAssertEqual(
            failure("list.chunk", "{\"size\": 0}"),
            """
            error: t.json: action 1 'Split List into Chunks' (list.chunk), parameter 'size': must be at least 1, got 0
            """)
    }

    /// `shortcut do … --lines` streams lines through `reorder`; it must agree with `perform`.
    func testStreamingOrderMatchesTheGeneralPath() throws {
        let lines = ["b", "a10", "", "A2", "a2", "é", "e", "3", "-1", "x y", "a10", "B"]
        let input = try OrderedLines(bytes: Array((lines.joined(separator: "\r\n") + "\n").utf8))
        XCTAssertEqual(input.strings, lines)
        let cases: [(any LineStreamingAction.Type, String, String)] = [
            (SortListAction.self, "list.sort", "{\"order\": \"Alphabetical\"}"),
            (SortListAction.self, "list.sort", "{\"order\": \"Natural\"}"),
            (SortListAction.self, "list.sort", "{\"order\": \"Numeric\", \"direction\": \"Descending\"}"),
            (SortListAction.self, "list.sort", "{\"order\": \"Byte Order\"}"),
            (SortListAction.self, "list.sort", "{\"order\": \"Length\"}"),
            (SortListAction.self, "list.sort", "{\"caseSensitive\": true, \"accentSensitive\": true}"),
            (RemoveDuplicatesAction.self, "list.dedupe", "{\"caseInsensitive\": true, \"accentInsensitive\": true}"),
            (ReverseListAction.self, "list.reverse", "{}"), (ShuffleListAction.self, "list.shuffle", "{}"),
        ]
        for (type, identifier, parameters) in cases {
            let general = try runAction(identifier, parameters, input: .list(lines.map(Value.text)), seed: 5)
            let json = "{\"version\": 1, \"actions\": [{\"action\": \"\(identifier)\", \"parameters\": \(parameters)}]}"
            let program = try Compiler.compile(try DocumentReader.read(Data(json.utf8)), registry: BuiltinActions.registry)
            var options = RunOptions()
            options.seed = 5
            let resolved = try Runner(registry: BuiltinActions.registry, host: QuietHost(), options: options).resolveParameters(
                of: program, actionAt: 0, input: .list([]))
            var random = SeededRandom(seed: 5)
            var streamed = input
            XCTAssertTrue(try type.reorder(&streamed, parameters: resolved, random: &random))
            XCTAssertEqual(streamed.strings.map(Value.text), general.items, "\(identifier) \(parameters)")
        }
    }
}
