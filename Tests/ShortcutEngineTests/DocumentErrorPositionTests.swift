import Foundation
import XCTest

@testable import ShortcutEngine

/// Document-shape errors carry the line and column of the offending value or key (issue 15, item 5).
final class DocumentErrorPositionTests: XCTestCase {
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
            "error: doc.json: action 2 (gettext): unknown action key \"paramters\" at line 4, column 5\n"
                + "hint: allowed keys: action, id, output, mode, group, parameters, comment, unsupported, defaulted; did you mean 'parameters'?")
    }

    func testWrongTypeBadModeAndUnknownInputTypeArePlacedAtTheValue() {
        XCTAssertEqual(
            read("{\"version\": 1, \"actions\": [{\"action\": \"echo\", \"id\": 3}]}"),
            "error: doc.json: action 1 (echo): \"id\" must be a non-empty string, not a number at line 1, column 53")
        XCTAssertEqual(
            read("{\"version\": 1, \"actions\": [\n{\"action\": \"conditional\", \"mode\": \"begin\"}]}"),
            "error: doc.json: action 1 (conditional): unknown \"mode\" \"begin\" at line 2, column 35\n"
                + "hint: use \"start\", \"middle\" or \"end\"")
        XCTAssertEqual(
            read("{\"version\": 1, \"input\": {\"types\": [\"text\", \"txet\"]}, \"actions\": []}"),
            "error: doc.json: unknown input type \"txet\" at line 1, column 44\n"
                + "hint: use any of \(ValueType.allCases.map(\.rawValue).joined(separator: ", "))")
    }

    func testShapeErrorsOfTheDocumentAndItsActions() {
        XCTAssertEqual(
            read("{\"version\": 1, \"actions\": {}}"),
            "error: doc.json: \"actions\" must be a list, not an object at line 1, column 27")
        XCTAssertEqual(
            read("{\"version\": 1, \"actions\": [1, \"x\"]}"),
            "error: doc.json: action 1 must be a JSON object, not a number at line 1, column 28")
        XCTAssertEqual(
            read("{\"version\": 1, \"actions\": [{\"action\": \"echo\", \"parameters\": []}]}"),
            "error: doc.json: action 1 (echo): \"parameters\" must be an object, not an array at line 1, column 61")
        XCTAssertEqual(
            read("[1]"),
            "error: doc.json: the document must be a JSON object, not an array at line 1, column 1\n"
                + "hint: start with {\"version\": 1, \"actions\": [...]}")
        XCTAssertEqual(
            read("{\"version\": \"1\", \"actions\": []}"),
            "error: doc.json: \"version\" must be a whole number, not a string at line 1, column 13\nhint: use \"version\": 1")
    }

    func testMissingThingsHaveNoPosition() {
        XCTAssertEqual(read("{\"version\": 1}"), "error: doc.json: the document has no \"actions\" list\nhint: add \"actions\": []")
    }

    /// The byte-order mark is no column (it counted as one before); é and ☕ are one each.
    func testColumnsCountCharactersAfterABOMAndNonASCII() {
        let json = "\u{FEFF}{\"name\": \"Café ☕\", \"version\": 1, \"actions\": [], \"extra\": 1}"
        XCTAssertEqual(
            read(json).components(separatedBy: "\n").first,
            "error: doc.json: unknown document key \"extra\" at line 1, column 49")
    }

    func testDocumentsBuiltFromJSONValuesHaveNoPosition() {
        XCTAssertThrowsError(try DocumentReader.document(from: .object([("version", .number("1")), ("actions", .number("2"))]))) {
            let error = $0 as? WorkflowError
            XCTAssertNil(error?.sourcePosition)
            XCTAssertEqual(error?.message, "\"actions\" must be a list, not a number")
        }
    }
}
