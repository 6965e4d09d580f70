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

/// Every problem of a compile is placed, from one reading of the document's text (issue 29: the
/// text was read again for each problem, and only the first 200 were placed).
final class ProblemPlacementTests: IsolatedTestCase {
    func testEveryProblemOfALargeDocumentIsPlacedAtItsOwnLine() throws {
        let count = 300
        let lines = (0..<count).map { index in
            "  {\"action\": \"test.echo\", \"parameters\": {\"input\": \"\(index)\", \"nope\(index)\": 1}}"
        }
        let json = "{\"version\": 1, \"actions\": [\n" + lines.joined(separator: ",\n") + "\n]}"
        let document = try DocumentReader.read(Data(json.utf8), file: "big.json")
        let result = Result { () throws(CompileErrors) in try Compiler.compile(document, registry: testRegistry, file: "big.json")
        }
        guard case .failure(let failure) = result else { return XCTFail("compiled a document with unknown parameters") }
        XCTAssertEqual(failure.errors.count, count)
        for (offset, error) in failure.errors.enumerated() {
            // Placed at the unknown key: line 2 holds the first action.
            XCTAssertEqual(error.sourcePosition?.line, offset + 2, error.description)
            XCTAssertEqual(error.sourcePosition?.column, 55 + String(offset).count, error.description)
        }
    }

    /// One reading finds each path as a reading of its own does, keys and values alike.
    func testPlacesFromOneReadingAreThoseOfOneReadingEach() throws {
        let json = "{\"a\": [1, {\"b\": \"x\",\n \"c\": [true, null]}], \"d\": {}}"
        let data = Data(json.utf8)
        let paths = [
            JSONPath(steps: [.key("a"), .index(1), .key("c"), .index(1)]), JSONPath(steps: [.key("a"), .index(1)]).key("c"),
            JSONPath(steps: [.key("d")]), JSONPath(steps: [.key("nope")]), JSONPath(steps: []),
            JSONPath(steps: [.key("a"), .index(1), .key("c")]),
        ]
        let together = JSONParser.positions(of: paths, in: data)
        XCTAssertEqual(together, paths.map { JSONParser.position(of: $0, in: data) })
        XCTAssertEqual(together.map { $0.map { "\($0.line):\($0.column)" } ?? "-" }, ["2:14", "2:2", "2:28", "-", "1:1", "2:7"])
    }
}
