import ContentGraphRendering
import Foundation
import ShortcutEngine
import XCTest

/// The line the HTML graph shows on each row: the editor's phrasing for variables, If, Repeat
/// and menus, `key: value` for the rest, every value cut short.
final class ActionSummaryTests: IsolatedTestCase {
    /// The summary of the first action of a one-action document written in JSON.
    func summary(_ action: String) throws -> String? {
        let json = #"{"format": "shortcut-engine-workflow", "version": 1, "name": "T", "actions": ["# + action + "]}"
        let document = try DocumentReader.read(Data(json.utf8))
        let invocation = try XCTUnwrap(document.actions.first)
        let identifier =
            invocation.identifier.contains(".") && !invocation.identifier.hasPrefix("text.")
            ? invocation.identifier : "is.workflow.actions." + invocation.identifier
        return ActionSummary.line(identifier: identifier, mode: invocation.mode, parameters: invocation.parameters)
    }

    func testTheEditorsPhrasing() throws {
        let cases: [(action: String, expected: String?)] = [
            (#"{"action": "setvariable", "parameters": {"name": "total"}}"#, "total"),
            (#"{"action": "setvariable", "parameters": {"name": "total", "input": "{{Result}}"}}"#, "total to {{Result}}"),
            (#"{"action": "appendvariable", "parameters": {"name": "names", "input": "{{Name}}"}}"#, "{{Name}} to names"),
            (#"{"action": "getvariable", "parameters": {"name": "names"}}"#, "names"),
            (
                #"{"action": "conditional", "mode": "start", "parameters": {"input": "{{Score}}", "condition": "is greater than", "number": 10}}"#,
                "{{Score}} is greater than 10"
            ),
            (
                #"{"action": "conditional", "mode": "start", "parameters": {"input": "{{Age}}", "condition": "is between", "number": 13, "upper": 19}}"#,
                "{{Age}} is between 13 and 19"
            ),
            (#"{"action": "conditional", "mode": "start", "parameters": {"condition": "has any value"}}"#, "input has any value"),
            (#"{"action": "conditional", "mode": "end"}"#, nil),
            (#"{"action": "repeat.count", "mode": "start", "parameters": {"count": 3}}"#, "3 times"),
            (#"{"action": "repeat.each", "mode": "start", "parameters": {"input": "{{Names}}"}}"#, "each item in {{Names}}"),
            (
                #"{"action": "choosefrommenu", "mode": "start", "parameters": {"prompt": "Drink?", "items": ["Tea", "Coffee"]}}"#,
                #""Drink?" · 2 items: "Tea", "Coffee""#
            ),
            (#"{"action": "choosefrommenu", "mode": "middle", "parameters": {"title": "Tea"}}"#, #""Tea""#),
            (#"{"action": "comment", "parameters": {"text": "Tidy the list first"}}"#, "Tidy the list first"),
            (#"{"action": "gettext", "parameters": {"text": "Hello, {{name}}!"}}"#, #"text: "Hello, {{name}}!""#),
            (#"{"action": "math", "parameters": {"operation": "+", "operand": 1}}"#, #"operation: "+", operand: 1"#),
            (#"{"action": "list"}"#, nil),
        ]
        for (action, expected) in cases {
            XCTAssertEqual(try summary(action), expected, action)
        }
    }

    func testLargeValuesAreCutToOneShortLine() throws {
        let keys = (0..<312).map { #""key\#($0)": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB""# }.joined(separator: ", ")
        XCTAssertEqual(try summary(#"{"action": "dictionary", "parameters": {"items": {"# + keys + "}}}"), "items: {312 keys}")
        let items = (1...9).map { #""item \#($0)""# }.joined(separator: ", ")
        XCTAssertEqual(
            try summary(#"{"action": "list", "parameters": {"items": ["# + items + "]}}"),
            #"items: ["item 1", "item 2", "item 3", "item 4", … 5 more]"#)
        let long = String(repeating: "word ", count: 100)
        XCTAssertEqual(
            try summary(#"{"action": "gettext", "parameters": {"text": ""# + long + #""}}"#),
            #"text: "word word word word word word word word…""#)
        let many = (1...40).map { #""p\#($0)": "a value of some length""# }.joined(separator: ", ")
        let line = try XCTUnwrap(try summary(#"{"action": "url.getcontents", "parameters": {"# + many + "}}"))
        XCTAssertEqual(line.count, 160, "a line is cut at 160 characters")
        XCTAssertTrue(line.hasSuffix("…"))
    }
}
