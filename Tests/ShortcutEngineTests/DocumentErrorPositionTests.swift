import Foundation
import XCTest

@testable import ShortcutEngine

/// Document-shape errors carry the line and column of the offending value or key (issue 15, item 5).
final class DocumentErrorPositionTests: IsolatedTestCase {
    func read(_ json: String) -> String {
        do { _ = try DocumentReader.read(Data(json.utf8), file: "doc.json"); return "ok" } catch { return error.description }
    }

    func testUnknownActionKeyIsPlacedAtTheKey() {
        let json = """
            {"version": 1, "actions": [
              {"action": "comment", "parameters": {"text": "a"}},
              {"action": "gettext",
                "paramters": {"text": "b"}}
            ]}
            """
        XCTAssertEqual(
            read(json),
            "doc.json:4:5: error: action 2 (gettext): unknown action key \"paramters\"\n"
                + "hint: allowed keys: action, id, output, mode, group, parameters, comment, unsupported, defaulted; did you mean 'parameters'?"
        )
    }

    func testWrongTypeBadModeAndUnknownInputTypeArePlacedAtTheValue() {
        XCTAssertEqual(
            read("{\"version\": 1, \"actions\": [{\"action\": \"echo\", \"id\": 3}]}"),
            "doc.json:1:53: error: action 1 (echo): \"id\" must be a non-empty string, not a number")
        XCTAssertEqual(
            read("{\"version\": 1, \"actions\": [\n{\"action\": \"conditional\", \"mode\": \"begin\"}]}"),
            "doc.json:2:35: error: action 1 (conditional): unknown \"mode\" \"begin\"\n"
                + "hint: use \"start\", \"middle\" or \"end\"")
        XCTAssertEqual(
            read("{\"version\": 1, \"input\": {\"types\": [\"text\", \"txet\"]}, \"actions\": []}"),
            "doc.json:1:44: error: unknown input type \"txet\"\n"
                + "hint: use any of \(ValueType.allCases.map(\.rawValue).joined(separator: ", "))")
    }

    func testShapeErrorsOfTheDocumentAndItsActions() {
        XCTAssertEqual(
            read("{\"version\": 1, \"actions\": {}}"),
            "doc.json:1:27: error: \"actions\" must be a list, not an object")
        XCTAssertEqual(
            read("{\"version\": 1, \"actions\": [1, \"x\"]}"),
            "doc.json:1:28: error: action 1 must be a JSON object, not a number")
        XCTAssertEqual(
            read("{\"version\": 1, \"actions\": [{\"action\": \"echo\", \"parameters\": []}]}"),
            "doc.json:1:61: error: action 1 (echo): \"parameters\" must be an object, not an array")
        XCTAssertEqual(
            read("[1]"),
            "doc.json:1:1: error: the document must be a JSON object, not an array\n"
                + "hint: start with {\"version\": 1, \"actions\": [...]}")
        XCTAssertEqual(
            read("{\"version\": \"1\", \"actions\": []}"),
            "doc.json:1:13: error: \"version\" must be a whole number, not a string\nhint: use \"version\": 1")
    }

    func testMissingThingsHaveNoPosition() {
        XCTAssertEqual(
            read("{\"version\": 1}"), "error: doc.json: the document has no \"actions\" list\nhint: add \"actions\": []")
    }

    /// The byte-order mark is no column (it counted as one before); é and ☕ are one each.
    func testColumnsCountCharactersAfterABOMAndNonASCII() {
        let json = "\u{FEFF}{\"name\": \"Café ☕\", \"version\": 1, \"actions\": [], \"extra\": 1}"
        XCTAssertEqual(
            read(json).components(separatedBy: "\n").first,
            "doc.json:1:49: error: unknown document key \"extra\"")
    }

    func testDocumentsBuiltFromJSONValuesHaveNoPosition() {
        XCTAssertThrowsError(try DocumentReader.document(from: .object([("version", .number("1")), ("actions", .number("2"))]))) {
            let error = $0 as? WorkflowError
            XCTAssertNil(error?.sourcePosition)
            XCTAssertEqual(error?.message, "\"actions\" must be a list, not a number")
        }
    }
}
