import XCTest

@testable import ShortcutEngine

/// Runtime errors of a document read from JSON text name the line and column of what they are
/// about, as compile errors do (issue 15, item 5); a document with no text (an imported
/// `.shortcut` file) has none to name.
final class RuntimePositionTests: IsolatedTestCase {
    let json = """
        {"version": 1, "actions": [
          {"action": "test.echo", "parameters": {"input": "x"}},
          {"action": "test.echo",
           "parameters": {"times": "{{Shortcut Input}}"}}
        ]}
        """

    func run(_ document: WorkflowDocument, input: Value) -> String {
        do {
            let program = try Compiler.compile(document, registry: testRegistry, file: "test.json")
            _ = try Runner(registry: testRegistry, host: TestHost(), options: RunOptions()).run(program, input: input)
            return "no error"
        } catch { return "\(error)" }
    }

    func testARuntimeErrorNamesTheLineAndColumnOfItsParameter() throws {
        let document = try DocumentReader.read(Data(json.utf8), file: "test.json")
        XCTAssertEqual(
            run(document, input: "0"),
            "test.json:4:28: error: action 2 'Echo' (test.echo), parameter 'times': must be at least 1, got 0")
    }

    func testADocumentWithoutItsTextHasNoPosition() throws {
        var document = try DocumentReader.read(Data(json.utf8), file: "test.json")
        document.source = nil  // as an imported .shortcut file is
        XCTAssertEqual(
            run(document, input: "0"),
            "error: test.json: action 2 'Echo' (test.echo), parameter 'times': must be at least 1, got 0")
    }

    /// A message with a place of its own (another file's line) keeps it; the document's comes first, as `FILE:LINE:COL:`.
    func testAMessageWithAPlaceOfItsOwnKeepsItAfterTheDocumentsPosition() {
        struct OtherFile: FailureFacts {
            var message: String { "the store is not a store document: unexpected end at line 1, column 12" }
        }
        var error = WorkflowError(
            OtherFile(), file: "w.json", location: ActionLocation(index: 1, identifier: "store.get", name: nil))
        error.sourcePosition = SourcePosition(line: 3, column: 14)
        XCTAssertEqual(
            error.description,
            "w.json:3:14: error: action 1 (store.get): the store is not a store document: unexpected end at line 1, column 12"
        )
    }
}
