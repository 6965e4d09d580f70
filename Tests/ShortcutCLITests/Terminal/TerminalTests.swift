import Foundation
import SafeFiles
import XCTest

@testable import ShortcutCLI

/// Colour and the progress line, through a pseudo-terminal and through a pipe (issue 15, items 5 and 6).
final class TerminalTests: IsolatedTestCase {
    var sandbox: (base: String, root: String) = ("", "")

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: UndoCommandTests.binary()) else {
            throw XCTSkip("no shortcut binary; run swift build first")
        }
        sandbox = try FileTree.makeSandbox()
        // A workflow with an unknown parameter (an error with a hint) and a glob matching nothing (a warning).
        try Data(#"{"version": 1, "actions": [{"action": "gettext", "parameters": {"textt": "nope"}}]}"#.utf8).write(
            to: URL(fileURLWithPath: sandbox.root + "/bad.json"))
        try Data(#"{"version": 1, "actions": [{"action": "files.glob", "parameters": {"pattern": "*.none"}}]}"#.utf8).write(
            to: URL(fileURLWithPath: sandbox.root + "/glob.json"))
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: sandbox.base) }

    func shortcut(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = true) throws -> (
        code: Int32, errors: String
    ) {
        try PseudoTerminal.run(
            UndoCommandTests.binary(), arguments, in: sandbox.root,
            environment: ["SHORTCUT_PROGRESS_AFTER": "0", "XDG_STATE_HOME": sandbox.base + "/state"].merging(environment) { $1 },
            terminal: terminal)
    }

    static let error = """
        bad.json:1:65: \u{1B}[1;31merror:\u{1B}[0m action 1 'Text' (gettext): unknown parameter 'textt'\r
        \u{1B}[36mhint: use one of 'text'; did you mean 'text'?\u{1B}[0m\r

        """
    static let plainError = """
        bad.json:1:65: error: action 1 'Text' (gettext): unknown parameter 'textt'
        hint: use one of 'text'; did you mean 'text'?

        """

    func testErrorsAreRedAndHintsCyanOnATerminal() throws {
        let result = try shortcut(["run", "bad.json"])
        XCTAssertEqual(result.code, 65)
        XCTAssertEqual(result.errors, Self.error)
        let warning = try shortcut(["run", "glob.json"])
        XCTAssertTrue(
            warning.errors.hasPrefix("\u{1B}[1;33mwarning:\u{1B}[0m glob.json: action 1 'Get Files Matching' (files.glob)"),
            warning.errors)
    }

    func testNoColourWithNoColorOrNeverOrWhenNotATerminal() throws {
        XCTAssertEqual(
            try shortcut(["run", "bad.json"], environment: ["NO_COLOR": ""]).errors,
            Self.plainError.replacingOccurrences(of: "\n", with: "\r\n"))
        XCTAssertEqual(
            try shortcut(["run", "bad.json", "--color=never"]).errors,
            Self.plainError.replacingOccurrences(of: "\n", with: "\r\n"))
        XCTAssertEqual(try shortcut(["run", "bad.json"], terminal: false).errors, Self.plainError)
        // --color=always colours into a pipe too, and wins over NO_COLOR; it may come before the command.
        XCTAssertEqual(
            try shortcut(["--color", "always", "run", "bad.json"], environment: ["NO_COLOR": "1"], terminal: false).errors,
            Self.error.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    func testABadColorValueIsAUsageError() {
        let console = Console.captured()
        XCTAssertEqual(ShortcutCLI.main(["run", "x.json", "--color=sometimes"], console: console), 64)
        XCTAssertEqual(console.errorText, "error: --color must be auto, always or never, got 'sometimes'\n")
    }

    /// A rename batch shows one updating line on a terminal (`\r`, counts of the total, rate), cleared
    /// at the end; piped, nothing but the summary.
    func testARenameBatchShowsProgressOnATerminalOnly() throws {
        let folder = sandbox.root + "/many"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for number in 1...600 { _ = FileManager.default.createFile(atPath: folder + "/f\(number).txt", contents: Data()) }
        let workflow = """
            {"version": 1, "actions": [{"action": "file.getfoldercontents", "parameters": {"folder": "many"}},
              {"action": "files.rename", "parameters": {"mode": "Add Text", "text": "x_", "textPosition": "Before Name"}}]}
            """
        try Data(workflow.utf8).write(to: URL(fileURLWithPath: sandbox.root + "/many.json"))
        let shown = try shortcut(["run", "many.json"])
        XCTAssertEqual(shown.code, 0)
        let pattern =
            #"^\rrenamed [0-9,]+ of 600 \([0-9]+%\)(, [0-9,]+/s)?\x{1B}\[K(.|\r)*\r\x{1B}\[2Krenamed 600 — undo with: shortcut undo\r\n$"#
        XCTAssertNotNil(shown.errors.range(of: pattern, options: .regularExpression), shown.errors.debugDescription)
        try Data(workflow.replacingOccurrences(of: "x_", with: "y_").utf8).write(
            to: URL(fileURLWithPath: sandbox.root + "/many.json"))
        let piped = try shortcut(["run", "many.json"], terminal: false)
        XCTAssertEqual(piped.errors, "renamed 600 — undo with: shortcut undo\n")
    }

    /// A long repeat reports too; a short one does not.
    func testALongRepeatShowsProgressAndAShortOneDoesNot() throws {
        let workflow =
            #"{"version": 1, "actions": [{"action": "repeat.count", "mode": "start", "parameters": {"count": COUNT}}, {"action": "repeat.count", "mode": "end"}]}"#
        try Data(workflow.replacingOccurrences(of: "COUNT", with: "3000").utf8).write(
            to: URL(fileURLWithPath: sandbox.root + "/long.json"))
        try Data(workflow.replacingOccurrences(of: "COUNT", with: "100").utf8).write(
            to: URL(fileURLWithPath: sandbox.root + "/short.json"))
        let long = try shortcut(["run", "long.json"])
        XCTAssertTrue(long.errors.hasPrefix("\rrepeated 0 of 3,000 (0%)"), long.errors.debugDescription)
        XCTAssertTrue(long.errors.hasSuffix("\r\u{1B}[2K"), long.errors.debugDescription)
        XCTAssertEqual(try shortcut(["run", "short.json"]).errors, "")
    }
}
