import Foundation
import SafeFiles
import ShortcutActions
import XCTest

@testable import ShortcutEngine

/// Log Message and Get Logged Messages (Console's actions import to them).
final class ConsoleLogTests: IsolatedTestCase {
    func testLogMessageRecordsAndOutputGivesTheLogBack() throws {
        XCTAssertEqual(
            try runAction("console.log", #"{"message": "hi", "category": "info", "tag": "T"}"#, input: ["a", "b"]), ["a", "b"],
            "the flow passes by untouched")
        let json = """
            {"version": 1, "actions": [
              {"action": "console.log", "parameters": {"message": "one", "title": "Run"}},
              {"action": "console.log", "parameters": {"items": ["x", 2], "category": "error"}},
              {"action": "console.messages"}]}
            """
        let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
        let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
        let host = LoggingHost()
        let output = try Runner(registry: BuiltinActions.registry, host: host).run(program).output
        XCTAssertEqual(output, "Run — one\nERROR:\n  x\n  2")
    }
}

/// A quiet host that keeps a message log.
final class LoggingHost: QuietHost, MessageLogHost {
    private(set) var loggedMessages: [String] = []
    func log(_ message: String) throws(ActionFailure) { loggedMessages.append(message) }
    func clearLoggedMessages() { loggedMessages.removeAll() }
}
