import Foundation
import XCTest

@testable import ShortcutCLI

/// Issue 26, item 4 on the command line: `--timeout` stops work inside one action that would go on
/// for ever, with the time limit's error and exit code 70.
final class RegexTimeoutTests: CLITestCase {
    /// Runs the one action `action` (with `parameters`, JSON text) under `--timeout 1` and checks
    /// the time limit's error; the seconds it took.
    private func stoppedSeconds(_ action: String, name: String, parameters: String) -> Double {
        let path = write(
            "timeout.json", #"{"version": 1, "actions": [{"action": ""# + action + #"", "parameters": "# + parameters + "}]}")
        let started = Date()
        let result = run(["run", path, "--timeout", "1"])
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(path):1:39: error: action 1 '\(name)' (\(action)): stopped after 1 second (the time limit)\nhint: raise it with --timeout SECONDS\n"
        )
        return seconds
    }

    func testTimeoutStopsACatastrophicMatch() {
        let text = String(repeating: "a", count: 100) + "b"
        let seconds = stoppedSeconds(
            "text.match", name: "Match Text", parameters: #"{"text": ""# + text + #"", "pattern": "(a+)+$"}"#)
        XCTAssertLessThan(seconds, 1.5)
        print(String(format: "shortcut run --timeout 1 on (a+)+$: stopped after %.2f s", seconds))
    }

    /// Correct Spelling on a long text of unknown words, each searched two edits away, stops
    /// before the next word.
    func testTimeoutStopsALongTextOfUnknownWords() {
        // 20,000 different nonsense words of ten letters q, r, s and t (the numbers 0 to 19,999
        // written in base 4 with those digits): none is within two edits of a word.
        let words = (0..<20_000).map { number in
            String((0..<10).map { place in Character(Unicode.Scalar(UInt8(ascii: "q") + UInt8(number >> (2 * place) & 3))) })
        }
        let seconds = stoppedSeconds(
            "correctspelling", name: "Correct Spelling", parameters: #"{"text": ""# + words.joined(separator: " ") + #""}"#)
        // Without the stop it would search for minutes; the bound leaves room for reading the
        // dictionary on first use in a debug build on a loaded machine.
        XCTAssertLessThan(seconds, 6)
    }
}
