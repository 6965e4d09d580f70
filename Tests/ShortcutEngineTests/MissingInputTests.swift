import Foundation
import XCTest

@testable import ShortcutEngine

/// A workflow run without input does what its `input.whenMissing` says (Apple's "If there's no
/// input"): takes the clipboard, stops with a response, or runs an asking action first.
final class MissingInputTests: IsolatedTestCase {
    func doc(
        _ whenMissing: String, _ actions: String = #"{"action": "test.echo", "parameters": {"input": "got {{Shortcut Input}}"}}"#
    )
        -> String
    {
        #"{"version": 1, "input": {"whenMissing": \#(whenMissing)}, "actions": [\#(actions)]}"#
    }

    func failure(_ json: String, host: TestHost = TestHost()) -> (text: String, code: ExitCode?) {
        do {
            _ = try runDocument(json, host: host)
            return ("no error", nil)
        } catch let error as WorkflowError {
            return (error.description, error.exitCode)
        } catch let errors as CompileErrors {
            return (errors.errors.map(\.description).joined(separator: "\n"), errors.errors.first?.exitCode)
        } catch {
            return ("\(error)", nil)
        }
    }

    func testTheClipboardIsTheInputOnlyWhenNoneIsGiven() throws {
        let host = TestHost()
        host.clipboard = "copied"
        XCTAssertEqual(try runDocument(doc(#""clipboard""#), host: host).output, "got copied")
        XCTAssertEqual(try runDocument(doc(#""clipboard""#), input: "given", host: host).output, "got given")
        XCTAssertEqual(try runDocument(doc(#""continue""#), host: host).output, "got ")
    }

    func testStopAndRespondExitsAsMissingInput() throws {
        let stopped = failure(doc(#"{"stop": "No photo given"}"#))
        XCTAssertEqual(
            stopped.text,
            """
            error: test.json: run without input, the workflow stops: No photo given
            hint: pass the input to Runner.run(_:input:)
            """)
        XCTAssertEqual(stopped.code, .missingInput)
        XCTAssertEqual(try runDocument(doc(#"{"stop": "No photo given"}"#), input: "a photo").output, "got a photo")
    }

    func testTheAskingActionRunsFirstAndItsAnswerIsTheInputAndTheFlow() throws {
        let host = TestHost()
        host.answers["Which file?"] = "notes.txt"
        let asking = #"{"action": "test.ask", "parameters": {"prompt": "Which file?"}}"#
        XCTAssertEqual(try runDocument(doc(asking), host: host).output, "got notes.txt")
        XCTAssertEqual(
            try runDocument(doc(asking, #"{"action": "test.echo", "parameters": {"mode": "Loud"}}"#), host: host).output,
            "NOTES.TXT")
        XCTAssertEqual(try runDocument(doc(asking), input: "given", host: host).output, "got given", "no question with input")
    }

    func testAFailedQuestionNamesTheAskingAction() {
        let failed = failure(doc(#"{"action": "test.ask", "parameters": {"prompt": "Which file?"}}"#))
        XCTAssertEqual(
            failed.text,
            "error: test.json: run without input, the workflow asks for it with Ask (test.ask): no answer for 'Which file?'")
        XCTAssertEqual(failed.code, .actionFailed)
    }

    func testEveryFormReadsBackAsWritten() throws {
        for missing: MissingInput in [
            .clipboard, .stop("No input"),
            .action(ActionInvocation("test.ask", parameters: [.init(key: "prompt", value: .text([.literal("Which?")]))])),
        ] {
            var document = WorkflowDocument(name: "w", inputTypes: [.text], actions: [ActionInvocation("test.echo")])
            document.whenInputMissing = missing
            let text = DocumentWriter.write(document)
            XCTAssertEqual(try DocumentReader.read(Data(text.utf8), file: "w.json"), document, text)
        }
        let document = try DocumentReader.read(Data(doc(#""continue""#).utf8), file: "w.json")
        XCTAssertNil(document.whenInputMissing)
    }

    func testBadFormsAreDocumentErrors() {
        XCTAssertEqual(
            failure(doc("5")).text,
            """
            test.json:1:41: error: "whenMissing" cannot be 5
            hint: use "continue", "clipboard", {"stop": "TEXT"} or {"action": "file.select", "parameters": {…}}
            """)
        XCTAssertEqual(
            failure(doc(#"{"action": "test.ask", "prompt": "x"}"#)).text,
            """
            test.json:1:64: error: unknown whenMissing key "prompt"
            hint: allowed keys: action, parameters
            """)
        XCTAssertEqual(
            failure(#"{"version": 1, "input": {}, "actions": []}"#).text,
            #"test.json:1:25: error: "input" must be an object such as {"types": ["text"]}"#)
        // The asking action compiles as actions do; its problems are placed at `input.whenMissing`.
        let unknown = failure(doc(#"{"action": "test.nope"}"#))
        XCTAssertEqual(
            unknown.text,
            """
            test.json:1:41: error: unknown action 'test.nope'
            hint: the registry (ActionRegistry.definitions) lists the known actions
            """)
        XCTAssertEqual(unknown.code, .badDocument)
        XCTAssertEqual(
            failure(doc(#"{"action": "test.ask", "parameters": {"colour": "red"}}"#)).text,
            """
            test.json:1:79: error: unknown parameter 'colour'
            hint: use one of 'prompt'
            """)
    }
}
