import Foundation
import ShortcutActions
import XCTest

@testable import ShortcutCLI
@testable import ShortcutEngine

/// The run's wall clock and size limits, from the hardening issue's reproducers: each stops
/// with a clear error naming the limit and the flag that raises it.
final class LimitsTests: IsolatedTestCase {
    var folder: URL!

    override func setUp() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-limits-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// Writes a workflow of `actions` (JSON objects) and runs it with `options`; returns the exit code,
    /// output, errors and wall-clock seconds.
    func run(_ actions: [String], _ options: [String] = []) -> (
        code: Int32, out: String, err: String, seconds: Double, path: String
    ) {
        let path = folder.appendingPathComponent("w.json").path
        let json = "{\"version\": 1, \"actions\": [\(actions.joined(separator: ",\n"))]}"
        _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
        let console = Console.captured()
        let began = Date()
        let code = ShortcutCLI.main(["run", path] + options, console: console)
        return (code, console.outputText, console.errorText, Date().timeIntervalSince(began), path)
    }

    // MARK: The wall clock

    func testAWaitStopsAtTheTimeLimitNotAfterIt() {
        let result = run([#"{"action": "delay", "parameters": {"seconds": 10}}"#], ["--timeout", "0.3"])
        XCTAssertEqual(result.code, 70)
        XCTAssertLessThan(result.seconds, 0.5)
        XCTAssertGreaterThanOrEqual(result.seconds, 0.29)
        XCTAssertEqual(
            result.err,
            "\(result.path):1:39: error: action 1 'Wait' (delay): stopped after 0.3 seconds (the time limit)\nhint: raise it with --timeout SECONDS\n"
        )
    }

    /// Six one-second waits with a two-second limit ran six seconds when the clock was read every 4,096 steps
    /// (here scaled down: six 0.2 s waits, a 0.5 s limit).
    func testShortWaitsInARowStopAtTheTimeLimit() {
        let wait = #"{"action": "delay", "parameters": {"seconds": 0.2}}"#
        let result = run(Array(repeating: wait, count: 6), ["--timeout", "0.5"])
        XCTAssertEqual(result.code, 70)
        XCTAssertLessThan(result.seconds, 0.6)
        XCTAssertEqual(
            result.err,
            "\(result.path):3:12: error: action 3 'Wait' (delay): stopped after 0.5 seconds (the time limit)\nhint: raise it with --timeout SECONDS\n"
        )
    }

    func testATightLoopStopsWithinATenthOfASecondOfTheLimit() {
        let result = run(
            [
                #"{"action": "repeat.count", "mode": "start", "parameters": {"count": 10000000}}"#,
                #"{"action": "nothing"}"#,
                #"{"action": "repeat.count", "mode": "end"}"#,
            ], ["--timeout", "0.2"])
        XCTAssertEqual(result.code, 70)
        XCTAssertLessThan(result.seconds, 0.3)
        XCTAssertTrue(
            result.err.hasSuffix("stopped after 0.2 seconds (the time limit)\nhint: raise it with --timeout SECONDS\n"),
            result.err)
    }

    /// `Wait 1e12` never returned; now the seconds are capped before waiting.
    func testAWaitLongerThanADayIsRefused() {
        let result = run([#"{"action": "delay", "parameters": {"seconds": 1e12}}"#])
        XCTAssertEqual(result.code, 70)
        XCTAssertLessThan(result.seconds, 1)
        XCTAssertEqual(
            result.err,
            "\(result.path):1:74: error: action 1 'Wait' (delay), parameter 'seconds': must be at most 86400, got 1000000000000\n"
        )
        let negative = run([#"{"action": "delay", "parameters": {"seconds": -1}}"#])
        XCTAssertEqual(
            negative.err,
            "\(negative.path):1:74: error: action 1 'Wait' (delay), parameter 'seconds': must be at least 0, got -1\n")
    }

    func testATimeoutMustBeAFinitePositiveNumber() {
        for bad in ["nan", "inf", "0", "-1"] {
            let result = run([], ["--timeout", bad])
            XCTAssertEqual(result.code, 64)
            XCTAssertTrue(result.err.hasPrefix("error: --timeout needs a number of seconds, got '\(bad)'\n"), result.err)
        }
    }

    // MARK: Text length

    /// A text doubled 60 times passed 4 GB in about ten seconds; it now stops at 64 MiB.
    func testATextDoubledInALoopStopsAtTheTextLengthLimit() {
        let result = run([
            #"{"action": "gettext", "parameters": {"text": "ab"}}"#,
            #"{"action": "setvariable", "parameters": {"name": "Doubled"}}"#,
            #"{"action": "repeat.count", "mode": "start", "parameters": {"count": 60}}"#,
            #"{"action": "gettext", "parameters": {"text": "{{Doubled}}{{Doubled}}"}}"#,
            #"{"action": "setvariable", "parameters": {"name": "Doubled"}}"#,
            #"{"action": "repeat.count", "mode": "end"}"#,
        ])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(result.path):4:46: error: action 4 'Text' (gettext), parameter 'text': the text grew past 67108864 bytes (the text length limit)\nhint: raise it with --max-text-length BYTES\n"
        )
        let raised = run(
            [
                #"{"action": "gettext", "id": "four", "parameters": {"text": "abcd"}}"#,
                #"{"action": "gettext", "parameters": {"text": "{{four}}{{four}}"}}"#,
            ], ["--max-text-length", "8"])
        XCTAssertEqual(raised.out, "abcdabcd\n")
    }

    func testCombineTextStopsAtTheTextLengthLimit() {
        let result = run(
            [
                #"{"action": "list", "parameters": {"items": ["aaaa", "bbbb", "cccc"]}}"#,
                #"{"action": "text.combine", "parameters": {"separator": "Spaces"}}"#,
            ], ["--max-text-length", "10"])
        XCTAssertEqual(
            result.err,
            "\(result.path):2:12: error: action 2 'Combine Text' (text.combine): the text grew past 10 bytes (the text length limit)\nhint: raise it with --max-text-length BYTES\n"
        )
    }

    func testReplaceTextStopsAtTheTextLengthLimit() {
        for regex in [true, false] {
            let result = run(
                [
                    #"{"action": "gettext", "parameters": {"text": "abcabc"}}"#,
                    "{\"action\": \"text.replace\", \"parameters\": {\"find\": \"\(regex ? "x*" : "b")\", \"replace\": \"0123456789\", \"regex\": \(regex)}}",
                ], ["--max-text-length", "20"])
            XCTAssertEqual(
                result.err,
                "\(result.path):2:12: error: action 2 'Replace Text' (text.replace): the text grew past 20 bytes (the text length limit)\nhint: raise it with --max-text-length BYTES\n"
            )
        }
    }

    /// A list read as text (a lone `{{reference}}` in a text parameter) joins its items within the limit.
    func testAListReadAsTextStopsAtTheTextLengthLimit() {
        let result = run(
            [
                #"{"action": "list", "id": "parts", "parameters": {"items": ["aaaa", "bbbb", "cccc"]}}"#,
                #"{"action": "gettext", "parameters": {"text": "{{parts}}"}}"#,
            ], ["--max-text-length", "10"])
        XCTAssertEqual(
            result.err,
            "\(result.path):2:46: error: action 2 'Text' (gettext), parameter 'text': the text grew past 10 bytes (the text length limit)\nhint: raise it with --max-text-length BYTES\n"
        )
    }

    func testTheLibraryWordsTheTextLimitWithItsSetting() {
        let error = WorkflowError(RunFailure.textTooLong(limit: 10), file: "w.json")
        XCTAssertEqual(
            error.description,
            "error: w.json: the text grew past 10 bytes (the text length limit)\nhint: raise RunOptions.limits.maxTextLength if this is intended"
        )
    }

    // MARK: Items

    /// Split Text made 33.5 M items unchallenged; pieces are now counted against the item limit before they are made.
    func testSplitTextStopsAtTheItemLimit() {
        for separator in ["Every Character", "New Lines", "Spaces", "Custom"] {
            let text = String(repeating: "x \n,", count: 40)
            let result = run(
                [
                    "{\"action\": \"gettext\", \"parameters\": {\"text\": \(JSON.string(text).serialized(pretty: false))}}",
                    "{\"action\": \"text.split\", \"parameters\": {\"separator\": \"\(separator)\", \"custom\": \",\"}}",
                ], ["--max-items", "20"])
            XCTAssertEqual(
                result.err,
                "\(result.path):2:12: error: action 2 'Split Text' (text.split): the list grew past 20 items (the item limit)\nhint: raise it with --max-items N\n",
                separator)
        }
        let fits = run(
            [
                #"{"action": "gettext", "parameters": {"text": "a b c"}}"#,
                #"{"action": "text.split", "parameters": {"separator": "Spaces"}}"#,
            ], ["--max-items", "3"])
        XCTAssertEqual(fits.out, "a\nb\nc\n")
    }

    func testMatchTextStopsAtTheItemLimit() {
        let result = run(
            [
                #"{"action": "gettext", "parameters": {"text": "aaaaaaaaaaaaaaaaaaaaaaaaa"}}"#,
                #"{"action": "text.match", "parameters": {"pattern": "a"}}"#,
            ], ["--max-items", "20"])
        XCTAssertEqual(
            result.err,
            "\(result.path):2:12: error: action 2 'Match Text' (text.match): the list grew past 20 items (the item limit)\nhint: raise it with --max-items N\n"
        )
    }

    func testRepeatResultsStopAtTheItemLimit() {
        let result = run(
            [
                #"{"action": "repeat.count", "mode": "start", "parameters": {"count": 5}}"#,
                #"{"action": "list", "parameters": {"items": [1, 2, 3]}}"#,
                #"{"action": "repeat.count", "mode": "end"}"#,
            ], ["--max-items", "10"])
        XCTAssertEqual(
            result.err,
            "\(result.path):3:12: error: action 3 'Repeat' (repeat.count): the list grew past 10 items (the item limit)\nhint: raise it with --max-items N\n"
        )
    }

    func testAddToVariableStopsBeforePassingTheItemLimit() {
        let result = run(
            [
                #"{"action": "repeat.count", "mode": "start", "parameters": {"count": 4}}"#,
                #"{"action": "list", "parameters": {"items": [1, 2, 3]}}"#,
                #"{"action": "appendvariable", "parameters": {"name": "All"}}"#,
                #"{"action": "repeat.count", "mode": "end"}"#,
            ], ["--max-items", "10"])
        XCTAssertEqual(
            result.err,
            "\(result.path):3:12: error: action 3 'Add to Variable' (appendvariable): 'All' grew past 10 items\nhint: raise it with --max-items N\n"
        )
    }

    // MARK: Parameter caps

    /// `digits: 1e9` took 36 s and 3.9 GB before the name-length check.
    func testRenameDigitsAreCapped() {
        let result = run([
            #"{"action": "files.rename", "parameters": {"files": ["a.txt"], "mode": "Make Sequential", "digits": 1e9}}"#
        ])
        XCTAssertEqual(result.code, 70)
        XCTAssertLessThan(result.seconds, 1)
        XCTAssertEqual(
            result.err,
            "\(result.path):1:127: error: action 1 'Rename Files' (files.rename), parameter 'digits': must be at most 255, got 1000000000\n"
        )
    }

    /// Rename Files' Replace Text builds each new name within the text length limit (a long replacement at
    /// every position of a name would otherwise grow to gigabytes before the name-length check).
    func testRenameReplaceTextStopsAtTheTextLengthLimit() {
        let file = folder.appendingPathComponent("abc.txt").path
        _ = FileManager.default.createFile(atPath: file, contents: Data())
        let result = run(
            [
                "{\"action\": \"files.rename\", \"parameters\": {\"files\": [\"\(file)\"], \"mode\": \"Replace Text\", \"find\": \"x*\", \"replace\": \"0123456789\", \"regex\": true}}"
            ], ["--allow-path", folder.path, "--max-text-length", "20"])
        XCTAssertEqual(
            result.err,
            "\(result.path):1:39: error: action 1 'Rename Files' (files.rename): the text grew past 20 bytes (the text length limit)\nhint: raise it with --max-text-length BYTES\n"
        )
        XCTAssertTrue(FileManager.default.fileExists(atPath: file))
    }

    // MARK: The limits table

    func testCommittedLimitsTableMatchesTheCode() {
        let path = GoldenWorkflowTests.packageRoot.appendingPathComponent("docs/limits.md").path
        let committed = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        XCTAssertEqual(
            committed, LimitDocs.regenerated(committed, registry: BuiltinActions.registry),
            "docs/limits.md drifted from the code: regenerate with `swift run shortcut help --markdown < docs/limits.md > /tmp/limits.md && mv /tmp/limits.md docs/limits.md`"
        )
        for name in ["run", "parameters", "other"] {
            XCTAssertTrue(committed.contains("<!-- limits: \(name) -->\n"), name)
        }
        // Every run limit and every declared maximum has its row.
        for limit in RunLimit.allCases {
            XCTAssertTrue(committed.contains("`\(CommandLineRemedies.option(for: limit))`"), "\(limit)")
        }
        XCTAssertTrue(committed.contains("| `digits` | 1 | 255 |"))
    }
}
