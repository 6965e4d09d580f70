import Foundation
import XCTest

@testable import ShortcutCLI

/// Issue 26, item 4 on the command line: `--timeout` stops a regular expression that backtracks
/// for ever, with the time limit's error and exit code 70.
final class RegexTimeoutTests: CLITestCase {
    func testTimeoutStopsACatastrophicMatch() {
        let text = String(repeating: "a", count: 100) + "b"
        let path = write(
            "re.json",
            #"{"version": 1, "actions": [{"action": "text.match", "parameters": {"text": ""# + text
                + #"", "pattern": "(a+)+$"}}]}"#)
        let started = Date()
        let result = run(["run", path, "--timeout", "1"])
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(path):1:39: error: action 1 'Match Text' (text.match): stopped after 1 second (the time limit)\nhint: raise it with --timeout SECONDS\n"
        )
        XCTAssertLessThan(seconds, 1.5)
        print(String(format: "shortcut run --timeout 1 on (a+)+$: stopped after %.2f s", seconds))
    }
}
