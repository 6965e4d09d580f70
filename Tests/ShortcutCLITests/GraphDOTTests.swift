import Foundation
import XCTest

/// `shortcut graph --format dot`: escaped labels, blocks as clusters, markers and comments hidden
/// unless `--all-nodes`. scripts/dot-check.sh checks that Graphviz parses the output.
final class GraphDOTTests: CLITestCase {
    func blocks() -> String {
        write(
            "blocks.json",
            """
            {"version": 1, "actions": [
              {"action": "comment", "parameters": {"text": "a note"}},
              {"action": "conditional", "mode": "start", "parameters": {"input": 1, "condition": "is", "value": 1}},
              {"action": "gettext", "parameters": {"text": "yes"}},
              {"action": "conditional", "mode": "middle"},
              {"action": "gettext", "parameters": {"text": "no"}},
              {"action": "conditional", "mode": "end", "output": "Answer"},
              {"action": "text.changecase", "parameters": {"text": "{{Answer}}", "case": "UPPERCASE"}}
            ]}
            """)
    }

    func testBlocksAreClustersAndMarkersAndCommentsAreHidden() {
        let result = run(["graph", blocks(), "--format", "dot"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(
            result.out,
            """
            digraph workflow {
              rankdir=TB;
              compound=true;
              newrank=true;
              node [shape=box, style="rounded,filled", fillcolor=white, fontname="Helvetica", fontsize=11];
              edge [fontname="Helvetica", fontsize=9];
              subgraph "cluster_2" {
                label="2. If";
                style=rounded; color=gray60; fontname="Helvetica"; fontsize=10;
                "action:2" [label="2. If\\naction:2", fillcolor=gray92];
                "action:3" [label="3. Text\\naction:3"];
                subgraph "cluster_4" {
                  label="Otherwise"; style=dashed; color=gray70;
                  "action:5" [label="5. Text\\naction:5"];
                }
              }
              "action:7" [label="7. Change Case\\naction:7\\n→ Updated Text (text)"];
              "action:2" -> "action:7" [color=black, ltail="cluster_2", label="text"];
              "action:2" -> "action:3" [style=invis, weight=4];
              "action:3" -> "action:5" [style=invis, weight=4];
              "action:5" -> "action:7" [style=invis, weight=4];
            }

            """)
    }

    /// `--left-to-right` turns the same graph a quarter turn and changes nothing else.
    func testLeftToRightChangesOnlyTheDirection() {
        let down = run(["graph", blocks(), "--format", "dot"])
        let right = run(["graph", blocks(), "--format", "dot", "--left-to-right"])
        XCTAssertEqual(right.code, 0, right.err)
        XCTAssertTrue(right.out.contains("\n  rankdir=LR;\n"), right.out)
        XCTAssertEqual(right.out.replacingOccurrences(of: "rankdir=LR;", with: "rankdir=TB;"), down.out)
    }

    func testAllNodesShowsMarkersCommentsAndBlockResults() {
        let out = run(["graph", blocks(), "--format", "dot", "--all-nodes"]).out
        XCTAssertTrue(out.contains("  \"action:1\" [label=\"1. Comment\\naction:1\"];\n"), out)
        XCTAssertTrue(out.contains("      \"action:4\" [label=\"4. Otherwise\\naction:4\", fillcolor=gray92];\n"), out)
        XCTAssertTrue(
            out.contains("    \"action:6\" [label=\"6. End If\\naction:6\\n→ Answer (any)\", fillcolor=gray92];\n"), out)
        XCTAssertTrue(out.contains("  \"action:5\" -> \"action:6\" [style=dotted];\n"), out)
        XCTAssertTrue(out.contains("  \"action:6\" -> \"action:7\" [color=black, label=\"text\"];\n"), out)
        XCTAssertTrue(
            out.contains("  \"input\" [label=\"Shortcut Input\", shape=ellipse, style=filled, fillcolor=gray95];\n"), out)
    }

    func testMenuCasesAreClustersNamedByTheirTitles() {
        let path = write(
            "menu.json",
            #"""
            {"version": 1, "actions": [
              {"action": "choosefrommenu", "mode": "start", "parameters": {"prompt": "Which?", "items": ["A \"q\" \\ b", "B"]}},
              {"action": "choosefrommenu", "mode": "middle", "parameters": {"title": "A \"q\" \\ b"}},
              {"action": "gettext", "parameters": {"text": "a"}},
              {"action": "choosefrommenu", "mode": "middle", "parameters": {"title": "B"}},
              {"action": "gettext", "parameters": {"text": "b"}},
              {"action": "choosefrommenu", "mode": "end"}
            ]}
            """#)
        let out = run(["graph", path, "--format", "dot"]).out
        XCTAssertTrue(out.contains("  subgraph \"cluster_1\" {\n"), out)
        XCTAssertTrue(
            out.contains(
                #"    subgraph "cluster_2" {"# + "\n" + #"      label="Menu Case: A \"q\" \\ b"; style=dashed; color=gray70;"#),
            out)
        XCTAssertTrue(
            out.contains(#"    subgraph "cluster_4" {"# + "\n" + #"      label="Menu Case: B"; style=dashed; color=gray70;"#), out
        )
    }

    func testLabelsAreEscapedAndLinesBreakForReal() {
        let path = write(
            "names.json",
            #"""
            {"version": 1, "actions": [
              {"action": "gettext", "id": "say \"hi\"\\now", "parameters": {"text": "line one\nline \"two\" \\ end"}},
              {"action": "setvariable", "parameters": {"name": "a\"b\\c\nd"}}
            ]}
            """#)
        let out = run(["graph", path, "--format", "dot", "--run"]).out
        XCTAssertTrue(
            out.contains(
                #"  "action:1" [label="1. Text\naction:1 · id say \"hi\"\\now\n"#
                    + #"ran 1× in "#), out)
        XCTAssertTrue(out.contains(#"µs\n= \"line one⏎line \"two\" \\ end\" (text)"];"#), out)
        XCTAssertTrue(out.contains(#"  "variable:a\"b\\c"#), out)
        XCTAssertTrue(out.contains(#"[label="a\"b\\c\nd", shape=ellipse"#), out)
        XCTAssertFalse(out.contains("\\\\n×"), "no literal backslash-n before the run count")
        for line in out.split(separator: "\n") {
            // Outside the escapes every quote pairs up: no label runs onto the next line.
            let unescaped = line.replacingOccurrences(of: "\\\\", with: "").replacingOccurrences(of: "\\\"", with: "")
            XCTAssertEqual(unescaped.filter { $0 == "\"" }.count % 2, 0, String(line))
        }
    }
}
