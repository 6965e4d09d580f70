import Foundation
import XCTest

/// Issue 11 (campaign family "couldn't convert from text to number: ''", "unknown value ''"): a
/// field whose variables come out empty is an empty field, as in Apple's editor — the parameter's
/// default, else Nothing — for every type but text, rich text, lists and any value.
final class EmptyFieldRunTests: CLITestCase {
    func document(_ actions: String) -> String {
        write(
            "empty.json", #"{"format": "shortcut-engine-workflow", "version": 1, "name": "empty", "actions": ["# + actions + "]}")
    }

    /// An empty variable in a choice field takes the choice's default.
    func testEmptyChoiceTakesTheDefault() {
        let path = document(
            #"{"action": "gettext", "id": "Blank", "parameters": {"text": ""}}, {"action": "hash", "parameters": {"input": "abc", "type": "{{Blank}}"}}"#
        )
        let result = run(["run", path, "--no-input"])
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "900150983cd24fb0d6963f7d28e17f72\n")  // MD5, the default
    }

    /// Nothing in a choice field (a variable never set) takes the default too.
    func testNothingInAChoiceTakesTheDefault() {
        let path = document(#"{"action": "hash", "parameters": {"input": "abc", "type": "{{var:Never Set}}"}}"#)
        let result = run(["run", path, "--no-input"])
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "900150983cd24fb0d6963f7d28e17f72\n")
    }

    /// Empty text in a number field is Nothing: 0 in arithmetic.
    func testEmptyNumberFieldIsNothing() {
        let path = document(
            #"{"action": "gettext", "id": "Blank", "parameters": {"text": ""}}, {"action": "number", "parameters": {"number": "{{Blank}}"}}"#
        )
        let result = run(["run", path, "--no-input"])
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "0\n")
    }

    /// A required URL field left empty stops with the "needs a value" message, not a conversion error.
    func testEmptyRequiredURLNeedsAValue() {
        let path = document(
            #"{"action": "gettext", "id": "Blank", "parameters": {"text": ""}}, {"action": "downloadurl", "parameters": {"url": "{{Blank}}"}}"#
        )
        let result = run(["run", path, "--no-input"])
        XCTAssertEqual(result.code, 70)
        XCTAssertTrue(
            result.err.hasPrefix(
                "\(path):1:197: error: action 2 'Get Contents of URL' (downloadurl), parameter 'url': needs a value, got nothing"),
            result.err)
    }

    /// Empty text stays empty text where text is wanted.
    func testEmptyTextFieldStaysText() {
        let path = document(
            #"{"action": "gettext", "id": "Blank", "parameters": {"text": ""}}, {"action": "gettext", "parameters": {"text": "[{{Blank}}]"}}"#
        )
        XCTAssertEqual(run(["run", path, "--no-input"]).out, "[]\n")
    }
}
