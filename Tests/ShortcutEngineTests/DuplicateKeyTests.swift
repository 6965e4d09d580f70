import Foundation
import XCTest

@testable import ShortcutEngine

/// Issue 16: duplicate keys used to be accepted (the first won at the top of a document, the last
/// inside parameters); now they are an error naming the key and both places.
final class DuplicateKeyTests: IsolatedTestCase {
    private func read(_ json: String) -> String {
        do { _ = try DocumentReader.read(Data(json.utf8), file: "doc.json"); return "ok" } catch { return error.description }
    }

    func testDuplicateTopLevelKeyIsADocumentError() {
        XCTAssertEqual(
            read("{\n  \"version\": 1,\n  \"actions\": [],\n  \"version\": 2\n}"),
            "doc.json:4:3: error: duplicate key \"version\" (first at line 2, column 3)\nhint: keep one of the two: keys of a JSON object must be unique"
        )
    }

    func testDuplicateParameterIsADocumentError() {
        XCTAssertEqual(
            read(#"{"version": 1, "actions": [{"action": "gettext", "parameters": {"text": "a", "text": "b"}}]}"#),
            "doc.json:1:78: error: duplicate key \"text\" (first at line 1, column 65)\nhint: keep one of the two: keys of a JSON object must be unique"
        )
    }

    func testEscapedSpellingOfTheSameKeyIsADuplicate() {
        XCTAssertThrowsError(try JSONParser.parse(#"{"a": 1, "\u0061": 2}"#)) { error in
            XCTAssertEqual("\(error)", "duplicate key \"a\" (first at line 1, column 2) at line 1, column 10")
            XCTAssertEqual((error as? JSONSyntaxError)?.duplicateKey?.key, "a")
        }
    }

    func testTheSameKeyInDifferentObjectsIsFine() throws {
        XCTAssertEqual(
            try JSONParser.parse(#"[{"a": 1}, {"a": 2, "b": {"a": 3}}]"#),
            .array([.object([("a", .number("1"))]), .object([("a", .number("2")), ("b", .object([("a", .number("3"))]))])]))
    }
}
