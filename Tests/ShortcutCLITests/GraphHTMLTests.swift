import ContentGraphRendering
import Foundation
import ShortcutEngine
import XCTest

/// `shortcut graph --format html`: one self-contained page whose names and values stay text.
/// The page's behaviour in a browser is checked by scripts/browser-check.py (docs/testing.md).
final class GraphHTMLTests: CLITestCase {
    /// Markup in every place a user names something: the document's name, an id, an output
    /// name, a variable, a text value.
    static let markup = "</script><script>alert(1)</script><img src=x onerror=alert(2)>"

    func hostileWorkflow() -> String {
        let markup = GraphHTMLTests.markup.replacingOccurrences(of: "\"", with: "\\\"")
        return write(
            "hostile.json",
            """
            {"format": "shortcut-engine-workflow", "version": 1, "name": "<b>\(markup)", "actions": [
              {"action": "gettext", "id": "<i>t</i>", "output": "\(markup)", "parameters": {"text": "\(markup)"}},
              {"action": "setvariable", "parameters": {"name": "\(markup)"}},
              {"action": "gettext", "parameters": {"text": "{{var:\(markup)}} & {{<i>t</i>}}"}}
            ]}
            """)
    }

    /// The golden with nested blocks: Repeat > Repeat with Each > If/Otherwise.
    static let choreRota = GoldenWorkflowTests.packageRoot.appendingPathComponent("Workflows/Lists/chore-rota.json").path

    /// The JSON the page embeds, decoded.
    func embedded(_ page: String) throws -> JSON {
        let start = try XCTUnwrap(page.range(of: "<script type=\"application/json\" id=\"graph-data\">"))
        let end = try XCTUnwrap(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        return try JSONParser.parse(String(page[start.upperBound..<end.lowerBound]))
    }

    func testMarkupInNamesAndValuesStaysText() throws {
        let result = run(["graph", hostileWorkflow(), "--format", "html", "--run"])
        XCTAssertEqual(result.code, 0, result.err)
        let page = result.out
        XCTAssertEqual(page.components(separatedBy: "<script").count - 1, 2, "only the page's JSON and its own script")
        XCTAssertEqual(page.components(separatedBy: "</script>").count - 1, 2)
        XCTAssertFalse(page.contains("<img"))
        XCTAssertFalse(page.contains("<i>t</i>"))
        XCTAssertTrue(
            page.contains(
                "<title>&lt;b&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; · content graph</title>"
            ))
        XCTAssertTrue(page.contains("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"))
        let model = try embedded(page)
        XCTAssertEqual(model["title"], .string("<b>" + GraphHTMLTests.markup))
        guard case .array(let nodes)? = model["nodes"] else { return XCTFail("no nodes") }
        XCTAssertEqual(nodes[0]["actionId"], .string("<i>t</i>"))
        XCTAssertEqual(nodes[0]["run"]?["output"], .string(GraphHTMLTests.markup), "the value arrives whole, as data")
        XCTAssertTrue(nodes.contains { $0["id"] == .string("variable:" + GraphHTMLTests.markup) })
    }

    func testEveryNodeAndEdgeOfTheGraphIsInThePage() throws {
        let path = GraphHTMLTests.choreRota
        let page = run(["graph", path, "--format", "html", "--run"])
        let graph = run(["graph", path, "--format", "json", "--run"])
        XCTAssertEqual(page.code, 0, page.err)
        let model = try embedded(page.out)
        let json = try JSONParser.parse(graph.out)
        guard case .array(let pageNodes)? = model["nodes"], case .array(let nodes)? = json["nodes"] else {
            return XCTFail("no nodes")
        }
        XCTAssertEqual(pageNodes.map { $0["id"] }, nodes.map { $0["id"] })
        XCTAssertEqual(pageNodes.count, 18, "17 actions and Shortcut Input")
        XCTAssertEqual(model["edges"], json["edges"])
        XCTAssertEqual(model["ran"], .bool(true))
        // Action 5 runs once per person per week: nine runs, each kept with its own output.
        guard case .array(let samples)? = pageNodes[4]["run"]?["samples"] else { return XCTFail("no samples") }
        XCTAssertEqual(samples.count, 9)
        XCTAssertEqual(samples.map { $0["output"] }, ["2", "3", "4", "3", "4", "5", "4", "5", "6"].map { .number($0) })
        XCTAssertEqual(pageNodes[9]["written"]?["condition"], .string("is"))
    }

    func testThePageIsSelfContained() throws {
        let path = GraphHTMLTests.choreRota
        let page = run(["graph", path, "--format", "html", "--run"]).out
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>\n"))
        XCTAssertTrue(page.hasSuffix("</html>\n"))
        for reference in ["http://", "https://", "<link", "@import", " src=", "//cdn", "url(h", "fonts."] {
            XCTAssertFalse(page.contains(reference), reference)
        }
        XCTAssertEqual(page.components(separatedBy: "url(").count - 1, 1, "the one url() is the arrowhead marker, url(#…)")
        XCTAssertTrue(page.contains("<style>") && page.contains("function selfTest()"))
    }

    func testRunsBeyondTheSampleLimitAreCountedNotKept() throws {
        let path = write(
            "loop.json",
            """
            {"version": 1, "actions": [
              {"action": "repeat.count", "mode": "start", "parameters": {"count": 30}},
              {"action": "gettext", "parameters": {"text": "{{Repeat Index}}"}},
              {"action": "repeat.count", "mode": "end"}
            ]}
            """)
        let model = try embedded(run(["graph", path, "--format", "html", "--run"]).out)
        guard case .array(let nodes)? = model["nodes"], case .array(let samples)? = nodes[1]["run"]?["samples"] else {
            return XCTFail("no samples")
        }
        XCTAssertEqual(nodes[1]["run"]?["runs"], .number("30"))
        XCTAssertEqual(samples.count, ActionAnnotation.sampleLimit)
        XCTAssertEqual(model["sampleLimit"], .number("25"))
    }

    func testLongValuesAreShortenedInThePage() throws {
        let long = String(repeating: "ab", count: 1_500)
        let path = write(
            "long.json",
            """
            {"version": 1, "actions": [
              {"action": "gettext", "parameters": {"text": "\(long)"}},
              {"action": "text.split", "parameters": {"separator": "Every Character"}}
            ]}
            """)
        let model = try embedded(run(["graph", path, "--format", "html", "--run"]).out)
        guard case .array(let nodes)? = model["nodes"], case .array(let items)? = nodes[1]["run"]?["output"] else {
            return XCTFail("no list output")
        }
        XCTAssertEqual(nodes[0]["run"]?["output"], .string(String(long.prefix(2_000)) + "… 1000 more characters"))
        XCTAssertEqual(items.count, PageValues.itemLimit + 1)
        XCTAssertEqual(items.last, .string("… 2950 more items"))
    }

    func testAFailedRunIsShownOnTheActionThatFailed() throws {
        let path = write(
            "fails.json",
            """
            {"version": 1, "actions": [
              {"action": "gettext", "parameters": {"text": "x"}},
              {"action": "is.workflow.actions.sendmessage", "unsupported": {"reason": "Apple-only: Messages", "parameters": {}}}
            ]}
            """)
        let output = folder.appendingPathComponent("graph.html").path
        let result = run(["graph", path, "--format", "html", "--run", "-o", output])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(result.out, "", "the page goes to -o, not standard output")
        let page = try String(contentsOfFile: output, encoding: .utf8)
        let model = try embedded(page)
        XCTAssertEqual(model["failure"]?["node"], .string("action:2"))
        XCTAssertEqual(
            model["failure"]?["message"],
            .string(
                "\(path):3:14: error: action 2 'Unsupported Action' (is.workflow.actions.sendmessage): cannot run here: Apple-only: Messages\nhint: pass --skip-unsupported to treat unsupported actions as Nothing"
            ))
        guard case .array(let nodes)? = model["nodes"] else { return XCTFail("no nodes") }
        XCTAssertEqual(nodes[1]["unsupported"]?["identifier"], .string("is.workflow.actions.sendmessage"))
        XCTAssertEqual(nodes[1]["unsupported"]?["reason"], .string("Apple-only: Messages"))
    }

    func testUnknownFormatNamesTheFour() {
        let result = run(["graph", hostileWorkflow(), "--format", "svg"])
        XCTAssertEqual(result.code, 64)
        XCTAssertTrue(result.err.hasPrefix("error: --format must be text, json, dot or html, got 'svg'"), result.err)
    }
}
