import Foundation
import ListOrdering
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

final class ListToolTests: IsolatedTestCase {
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
            t.json:1:74: error: action 1 'Sort List' (list.sort), parameter 'key': item 2: key path 'name': 'the value' is text, not a dictionary
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
            t.json:1:76: error: action 1 'Split List into Chunks' (list.chunk), parameter 'size': must be at least 1, got 0
            """)
    }

    /// A host streams lines through `Runner.streamLines`; it must agree with `perform`.
    func testStreamingOrderMatchesTheGeneralPath() throws {
        let lines = ["b", "a10", "", "A2", "a2", "é", "e", "3", "-1", "x y", "a10", "B"]
        let bytes = Array((lines.joined(separator: "\r\n") + "\n").utf8)
        XCTAssertEqual(try OrderedLines(bytes: bytes).strings, lines)
        let cases: [(String, String)] = [
            ("list.sort", "{\"order\": \"Alphabetical\"}"),
            ("list.sort", "{\"order\": \"Natural\"}"),
            ("list.sort", "{\"order\": \"Numeric\", \"direction\": \"Descending\"}"),
            ("list.sort", "{\"order\": \"Byte Order\"}"),
            ("list.sort", "{\"order\": \"Length\"}"),
            ("list.sort", "{\"caseSensitive\": true, \"accentSensitive\": true}"),
            ("list.dedupe", "{\"caseInsensitive\": true, \"accentInsensitive\": true}"),
            ("list.reverse", "{}"), ("list.shuffle", "{}"),
        ]
        var options = RunOptions()
        options.seed = 5
        let runner = Runner(registry: BuiltinActions.registry, host: QuietHost(), options: options)
        for (identifier, parameters) in cases {
            let general = try runAction(identifier, parameters, input: .list(lines.map(Value.text)), seed: 5)
            let streamed = try XCTUnwrap(try runner.streamLines(bytes, through: program(identifier, parameters)))
            let text = String(decoding: streamed.data, as: UTF8.self)
            XCTAssertEqual(
                text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { Value.text(String($0)) },
                general.items, "\(identifier) \(parameters)")
        }
        // Date reads each line as a date, which only the general path does; a key path needs values.
        XCTAssertNil(try runner.streamLines(bytes, through: program("list.sort", "{\"order\": \"Date\"}")))
        XCTAssertNil(try runner.streamLines(bytes, through: program("list.sort", "{\"key\": \"a\"}")))
        XCTAssertNil(try runner.streamLines(bytes, through: program("count", "{}")))
    }

    private func program(_ identifier: String, _ parameters: String) throws -> Program {
        let json = "{\"version\": 1, \"actions\": [{\"action\": \"\(identifier)\", \"parameters\": \(parameters)}]}"
        return try Compiler.compile(try DocumentReader.read(Data(json.utf8)), registry: BuiltinActions.registry)
    }
}
