import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutCLI
@testable import ShortcutEngine

/// A name that is the last part of exactly one action's identifier is that action everywhere
/// (issue 25, item 7): `changecase` is `text.changecase`; a shared last part is listed, not guessed.
final class ActionNameTests: CLITestCase {
    func testAUniqueLastPartNamesTheAction() {
        XCTAssertEqual(BuiltinActions.registry.action(for: "changecase")?.definition.shortIdentifier, "text.changecase")
        XCTAssertEqual(BuiltinActions.registry.action(for: "ChangeCase")?.definition.shortIdentifier, "text.changecase")
        XCTAssertNil(BuiltinActions.registry.action(for: "sort"))
        XCTAssertNil(BuiltinActions.registry.action(for: "x.changecase"), "a dotted identifier stays exact")
        XCTAssertEqual(BuiltinActions.registry.ambiguous("sort"), ["files.sort", "list.sort"])
    }

    func testDoActionsAndDocumentsTakeIt() {
        XCTAssertEqual(run(["do", "changecase", "case=UPPERCASE"], input: "Hello World\n").out, "HELLO WORLD\n")
        XCTAssertTrue(run(["actions", "changecase"]).out.hasPrefix("Change Case (is.workflow.actions.text.changecase)\n"))
        let path = write(
            "w.json",
            #"{"version": 1, "actions": [{"action": "gettext", "parameters": {"text": "ab"}}, {"action": "changecase", "parameters": {"case": "UPPERCASE"}}]}"#
        )
        let traced = run(["run", path, "--trace"])
        XCTAssertEqual(traced.out, "AB\n")
        let lines = traced.err.split(separator: "\n")
        XCTAssertTrue(
            lines.count == 2 && lines[1].hasPrefix("[2] Change Case (text.changecase)  text=\"ab\" case=\"UPPERCASE\""),
            traced.err)
        let json = run(["run", path, "--trace=json"]).err.split(separator: "\n")
        XCTAssertTrue(
            json.count == 2 && json[1].hasPrefix(#"{"index":2,"action":"text.changecase","name":"Change Case""#), "\(json)")
    }

    func testASharedLastPartListsTheActions() {
        let result = run(["do", "sort"])
        XCTAssertEqual(result.code, 64)
        XCTAssertEqual(
            result.err.components(separatedBy: "\n").prefix(2).joined(separator: "\n"),
            "error: unknown action 'sort'\nhint: see `shortcut actions`; did you mean 'files.sort' or 'list.sort'?")
    }
}

/// Counts in words agree with their number through our pluraliser (issue 25, item 7): "1 action", "2 errors".
final class CountedWordsTests: CLITestCase {
    func testCountsAgreeWithTheirNouns() {
        let one = write("one.json", #"{"version": 1, "actions": [{"action": "gettext", "parameters": {"text": "a"}}]}"#)
        XCTAssertEqual(run(["check", one]).out, "\(one): 1 action, no problems\n")
        XCTAssertEqual(Counted.phrase(1, "action"), "1 action")
        XCTAssertEqual(Counted.phrase(2, "unsupported action"), "2 unsupported actions")
        XCTAssertEqual(Counted.phrase(0, "file"), "0 files")
        XCTAssertEqual(UndoListing.items(1), "1 item")
        let two = write("two.json", #"{"version": 1, "actions": [{"action": "nope1"}, {"action": "nope2"}]}"#)
        XCTAssertTrue(run(["check", two]).out.hasSuffix("\(two): 2 errors, 0 warnings\n"))
    }
}
