import Foundation
import XCTest

@testable import ShortcutCLI

/// With a machine format on standard output, standard output holds exactly that one document;
/// what the workflow shows goes to standard error (issue 25, item 2). Each format is read back by
/// a real parser (JSONSerialization, PropertyListSerialization) or checked for its structure.
final class MachineOutputTests: CLITestCase {
    var demo: String { GoldenWorkflowTests.packageRoot.appendingPathComponent("Workflows/Demo/trip-budget.json").path }
    let shown = FirstHourCrashTests.tripText + "\n"

    /// Shows "shown", then outputs a dictionary.
    static let showsThenOutputs = """
        {"version": 1, "actions": [
          {"action": "gettext", "parameters": {"text": "shown"}}, {"action": "showresult"},
          {"action": "dictionary", "parameters": {"items": {"a": 1, "b": "two"}}}]}
        """

    func testRunOutputTypeJSONIsOneJSONDocument() throws {
        let result = run(["run", write("w.json", Self.showsThenOutputs), "--output-type", "json"])
        XCTAssertEqual(result.code, 0, result.err)
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        XCTAssertEqual(parsed["a"] as? Int, 1)
        XCTAssertEqual(parsed["b"] as? String, "two")
        XCTAssertEqual(result.err, "shown\n")
        // The demo, whose last action is Show Result: its output is nothing, JSON null, alone.
        let demoRun = run(["run", demo, "--output-type", "json"])
        XCTAssertTrue(try JSONSerialization.jsonObject(with: Data(demoRun.out.utf8), options: .fragmentsAllowed) is NSNull)
        XCTAssertEqual(demoRun.err, shown)
    }

    func testRunToStandardOutputWithDashHoldsTheOutputOnly() throws {
        let result = run(["run", write("w.json", Self.showsThenOutputs), "-o", "-"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.err, "shown\n")
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        XCTAssertEqual(parsed.count, 2)
    }

    func testGraphJSONWithRunIsOneJSONDocument() throws {
        let result = run(["graph", demo, "--format", "json", "--run"])
        XCTAssertEqual(result.code, 0, result.err)
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        XCTAssertEqual((parsed["nodes"] as? [Any])?.isEmpty, false)
        XCTAssertEqual(result.err, shown)
    }

    func testGraphDOTWithRunIsOneDigraph() {
        let result = run(["graph", demo, "--format", "dot", "--run"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.hasPrefix("digraph "), String(result.out.prefix(80)))
        XCTAssertTrue(result.out.hasSuffix("}\n"))
        XCTAssertEqual(Self.depths(result.out, open: "{", close: "}").final, 0)
        XCTAssertGreaterThanOrEqual(Self.depths(result.out, open: "{", close: "}").lowest, 0)
        // One graph: the outermost brace closes only at the very end.
        XCTAssertEqual(Self.depths(String(result.out.dropLast(2)), open: "{", close: "}").lowestAfterFirst, 1)
        XCTAssertEqual(result.err, shown)
    }

    func testGraphHTMLWithRunIsOnePage() {
        let result = run(["graph", demo, "--format", "html", "--run"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.lowercased().hasPrefix("<!doctype html>"), String(result.out.prefix(80)))
        XCTAssertTrue(result.out.hasSuffix("</html>\n"))
        XCTAssertEqual(result.out.components(separatedBy: "</html>").count, 2)
        XCTAssertEqual(result.out.components(separatedBy: "<body").count, 2)
        XCTAssertEqual(result.err, shown)
    }

    func testGraphTextWithRunLeavesShowResultToStandardError() {
        let result = run(["graph", demo, "--run"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertFalse(result.out.contains("Lisbon for 4 days\nTotal"))
        XCTAssertEqual(result.err, shown)
    }

    func testDoJSONIsOneJSONDocument() throws {
        let result = run(["do", "showresult", "--json", "--input", "hi"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(try JSONSerialization.jsonObject(with: Data(result.out.utf8), options: .fragmentsAllowed) is NSNull)
        XCTAssertEqual(result.err, "hi\n")
    }

    func testTraceJSONLinesAreEachJSONOnStandardError() throws {
        let result = run(["run", demo, "--output-type", "json", "--trace=json"])
        XCTAssertEqual(result.code, 0, result.err)
        _ = try JSONSerialization.jsonObject(with: Data(result.out.utf8), options: .fragmentsAllowed)
        let lines = result.err.split(separator: "\n").filter { $0.hasPrefix("{") }
        XCTAssertGreaterThan(lines.count, 10)
        for line in lines { XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)), String(line)) }
    }

    func testImportToStandardOutputIsOneJSONDocument() throws {
        let shortcut = folder.appendingPathComponent("t.shortcut").path
        XCTAssertEqual(run(["export", demo, "-o", shortcut]).code, 0)
        let result = run(["import", shortcut, "-o", "-"])
        XCTAssertEqual(result.code, 0, result.err)
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        XCTAssertEqual(parsed["name"] as? String, "Trip Budget")
    }

    /// The brace depth at the end, the lowest it reached, and the lowest after the first opening.
    static func depths(_ text: String, open: Character, close: Character) -> (final: Int, lowest: Int, lowestAfterFirst: Int) {
        var depth = 0
        var lowest = 0
        var lowestAfterFirst = Int.max
        var opened = false
        var inString = false
        var previous: Character = " "
        for character in text {
            if character == "\"" && previous != "\\" { inString.toggle() }
            previous = character
            guard !inString else { continue }
            if character == open { depth += 1; opened = true }
            if character == close { depth -= 1 }
            lowest = min(lowest, depth)
            if opened { lowestAfterFirst = min(lowestAfterFirst, depth) }
        }
        return (depth, lowest, lowestAfterFirst)
    }
}
