import Foundation
import XCTest

@testable import ShortcutCLI
@testable import ShortcutEngine

/// `view` and `graph` abbreviate large values (issue 25, item 7): a dictionary of hundreds of keys
/// is its count and size, a long text is cut with its length; `--full` writes them out.
final class LargeValueViewTests: CLITestCase {
    func document() throws -> String {
        var keys: [String] = []
        for number in 0..<312 { keys.append("\"key\(number)\": \"\(String(repeating: "x", count: 40))\"") }
        let text = "iVBOR" + String(repeating: "A", count: 5000)
        return write(
            "big.json",
            #"{"version": 1, "actions": [{"action": "dictionary", "parameters": {"items": {"# + keys.joined(separator: ", ")
                + #"}}}, {"action": "gettext", "parameters": {"text": ""# + text
                + #""}}, {"action": "list", "parameters": {"items": [1, 2, 3]}}]}"#)
    }

    func testViewAbbreviatesLargeValuesAndFullWritesThemOut() throws {
        let path = try document()
        let view = run(["view", path])
        XCTAssertEqual(view.code, 0, view.err)
        XCTAssertEqual(
            view.out,
            """
            Untitled
            1   Dictionary  items: {312 keys, 16 KB}
            2   Text  text: "iVBOR\(String(repeating: "A", count: 54))…" (5,005 characters)
            3   List  items: [1, 2, 3]

            """)
        let full = run(["view", path, "--full"])
        XCTAssertEqual(full.code, 0)
        XCTAssertTrue(full.out.contains("key311: \"" + String(repeating: "x", count: 40) + "\"}"), String(full.out.prefix(200)))
        XCTAssertTrue(full.out.contains("iVBOR" + String(repeating: "A", count: 5000) + "\""))
        XCTAssertLessThan(view.out.utf8.count, 300)
    }

    func testGraphTextAbbreviatesARunsOutputs() throws {
        let result = run(["graph", try document(), "--run"])
        XCTAssertEqual(result.code, 0, result.err)
        let outputs = result.out.split(separator: "\n").filter { $0.contains("; output ") }.map {
            String($0[$0.range(of: "; output ")!.upperBound...])
        }
        XCTAssertEqual(
            outputs,
            [
                "{312 keys, 16 KB} (dictionary)", "\"iVBOR\(String(repeating: "A", count: 54))…\" (5,005 characters) (text)",
                "[1,2,3] (list)",
            ])
        XCTAssertTrue(run(["graph", try document(), "--run", "--full"]).out.contains(String(repeating: "A", count: 5000)))
    }

    /// `check` quotes a huge wrong value cut, with its length, not whole.
    func testCheckQuotesALongWrongValueCut() {
        let path = write(
            "bad.json",
            #"{"version": 1, "actions": [{"action": "text.split", "parameters": {"separator": ""#
                + String(repeating: "X", count: 3000) + #""}}]}"#)
        let result = run(["check", path])
        XCTAssertEqual(result.code, 65)
        XCTAssertEqual(
            result.err,
            "\(path):1:81: error: action 1 'Split Text' (text.split), parameter 'separator': unknown value '\(String(repeating: "X", count: 59))…' (3,000 characters)\nhint: use one of 'New Lines', 'Spaces', 'Every Character', 'Custom'\n"
        )
    }

    func testSizesAndCounts() {
        XCTAssertEqual(ValueSummary.size(1023), "1023 bytes")
        XCTAssertEqual(ValueSummary.size(41 * 1024), "41 KB")
        XCTAssertEqual(ValueSummary.size(2_200_000), "2.1 MB")
        XCTAssertEqual(
            ValueSummary.describe(.list(Array(repeating: .text("abcdefghij"), count: 820)), coercion: Coercion()),
            "[820 items, 10 KB]")
        XCTAssertEqual(ValueSummary.describe(.text("short"), coercion: Coercion()), "\"short\"")
    }
}
