import Foundation
import XCTest

@testable import ShortcutCLI

/// Input as users give it: piped standard input is `run`'s Shortcut Input, and several
/// `--input-path`s make a list of files (issue 15, item 4).
final class PipedInputTests: CLITestCase {
    /// A workflow whose output describes its Shortcut Input: its type, then its text.
    func describingWorkflow() -> String {
        write(
            "describe.json",
            """
            {"version": 1, "actions": [
              {"action": "gettext", "parameters": {"text": "{{Shortcut Input | property: Type}}|{{Shortcut Input}}"}}
            ]}
            """)
    }

    func testPipedStandardInputIsTheShortcutInput() {
        // echo hi | shortcut run describe.json
        let result = run(["run", describingWorkflow()], input: "hi\n")
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "text|hi\n")
    }

    func testOnlyOneFinalNewlineIsDropped() {
        let result = run(["run", describingWorkflow()], input: "a\nb\n\n")
        // "a\nb\n" is the input; the output, already ending in a newline, gets none added.
        XCTAssertEqual(result.out, "text|a\nb\n")
    }

    func testEmptyStandardInputIsNoInput() {
        let result = run(["run", describingWorkflow()], input: "")
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "nothing|\n")
    }

    func testInputFlagsAndNoInputWinOverStandardInput() {
        let workflow = describingWorkflow()
        XCTAssertEqual(run(["run", workflow, "--input", "given"], input: "piped\n").out, "text|given\n")
        XCTAssertEqual(
            run(["run", workflow, "--input-path", write("in.txt", "from file\n")], input: "piped\n").out, "text|from file\n")
        XCTAssertEqual(run(["run", workflow, "--no-input"], input: "piped\n").out, "nothing|\n")
    }

    func testSeveralInputPathsAreAListOfFiles() {
        let workflow = write(
            "names.json",
            """
            {"version": 1, "actions": [
              {"action": "count", "id": "n", "parameters": {"input": "{{Shortcut Input}}", "type": "Items"}},
              {"action": "gettext", "parameters": {"text": "{{n}}: {{Shortcut Input | item: 1 | property: Type}} {{Shortcut Input | item: 1 | property: Name}}, {{Shortcut Input | item: 2 | property: Name}}"}}
            ]}
            """)
        let first = write("b.txt", "beta")
        let second = write("a.txt", "alpha")
        let result = run(["run", workflow, "--input-path", first, "-i", second], input: "ignored\n")
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "2: file b.txt, a.txt\n")
    }

    func testAMissingFileAmongSeveralInputPathsExits66() {
        let result = run(["run", describingWorkflow(), "-i", write("a.txt", "alpha"), "-i", "/no/such/b.txt"], input: "")
        XCTAssertEqual(result.code, 66)
        XCTAssertEqual(result.err, "error: no such input file '/no/such/b.txt'\nhint: check the --input-path\n")
    }

    func testStandardInputCannotBeOneOfSeveralInputPaths() {
        let result = run(["run", describingWorkflow(), "-i", write("a.txt", "alpha"), "-i", "-"], input: "")
        XCTAssertEqual(result.code, 64)
        XCTAssertEqual(
            result.err,
            "error: --input-path - (standard input) cannot be one of several input paths (got 2)\n"
                + "hint: pipe standard input with no --input-path, or name only files\n"
                + "usage: \(RunCommand.usage.firstLine)\n")
    }

    /// A quoted pattern adds the files it matches, sorted, and always makes a list (even of one);
    /// one that matches nothing is an error naming it.
    func testAnInputPathPatternIsTheFilesItMatches() {
        let workflow = write(
            "count.json",
            """
            {"version": 1, "actions": [
              {"action": "count", "id": "n", "parameters": {"input": "{{Shortcut Input}}", "type": "Items"}},
              {"action": "gettext", "parameters": {"text": "{{n}}: {{Shortcut Input | item: 1 | property: Name}}, {{Shortcut Input | item: -1 | property: Name}}"}}
            ]}
            """)
        try? FileManager.default.createDirectory(at: folder.appendingPathComponent("logs"), withIntermediateDirectories: true)
        _ = write("logs/b.log", "beta")
        _ = write("logs/a.log", "alpha")
        _ = write("logs/c.txt", "other")
        let result = run(["run", workflow, "-i", folder.path + "/logs/*.log"], input: "")
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "2: a.log, b.log\n")
        let one = run(["run", workflow, "-i", folder.path + "/logs/?.txt"], input: "")
        XCTAssertEqual(one.out, "1: c.txt, c.txt\n")
        let none = run(["run", workflow, "-i", folder.path + "/logs/*.md"], input: "")
        XCTAssertEqual(none.code, 66)
        XCTAssertEqual(
            none.err,
            "error: no file matches the input pattern '\(folder.path)/logs/*.md'\n"
                + "hint: check the --input-path pattern; it is matched against the current folder (*, ? and [abc] as in the shell)\n"
        )
    }
}
