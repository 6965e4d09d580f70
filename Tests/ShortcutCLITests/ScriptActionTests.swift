import Foundation
import XCTest

@testable import ShortcutCLI

/// Run Shell Script and the osascript actions end to end through `shortcut do`: the permission,
/// both input modes, exit statuses, the run's time limit and the output limit, by full message.
final class ScriptActionTests: CLITestCase {
    func testScriptsAreOffUnlessAllowed() {
        let result = run(["do", "runshellscript", "script=echo hi", "shell=sh", "--no-input"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Run Shell Script' (runshellscript), parameter 'script': running scripts is off; this action would run /bin/sh\n"
                + "hint: pass --allow-shell to let scripts run\n")
    }

    func testInputGoesToStandardInput() {
        let result = run(
            ["do", "runshellscript", "script=tr a-z A-Z", "shell=/bin/sh", "--allow-shell"], input: "hello\nworld\n")
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "HELLO\nWORLD\n")
    }

    func testInputItemsBecomeArguments() {
        let result = run(
            [
                "do", "runshellscript", "script=printf '%s|' \"$@\"; echo \"$#\"", "shell=bash", "inputMode=as arguments",
                "--allow-shell", "--lines",
            ],
            input: "a b\nc\n")
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "a b|c|2\n")
    }

    func testPythonIsOneOfTheShells() throws {
        guard ScriptProcessProbe.has("python3") else { throw XCTSkip("python3 is not installed") }
        let result = run(
            ["do", "runshellscript", "script=import sys; print(sys.stdin.read()[::-1])", "shell=python3", "--allow-shell"],
            input: "abc")
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "cba\n")
    }

    func testANonZeroExitStopsTheRunWithStandardError() {
        let result = run(["do", "runshellscript", "script=echo oops >&2; exit 3", "shell=sh", "--allow-shell", "--no-input"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Run Shell Script' (runshellscript), parameter 'script': the script exited with status 3: oops\n"
                + "hint: fix the script or its input (the message is the start of its standard error)\n")
    }

    func testTheRunsTimeLimitEndsAScript() {
        let started = Date()
        let result = run([
            "do", "runshellscript", "script=sleep 5", "shell=sh", "--allow-shell", "--no-input", "--timeout", "0.5",
        ])
        XCTAssertLessThan(Date().timeIntervalSince(started), 4)
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Run Shell Script' (runshellscript): stopped after 0.5 seconds (the time limit)\n"
                + "hint: raise it with --timeout SECONDS\n")
    }

    func testOutputIsHeldToTheTextLengthLimit() {
        let result = run(
            ["do", "runshellscript", "script=yes", "shell=sh", "--allow-shell", "--no-input", "--max-text-length", "1000"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Run Shell Script' (runshellscript), parameter 'script': the script's output grew past 1000 bytes (the text length limit)\n"
                + "hint: raise it with --max-text-length BYTES\n")
    }

    func testAnUnknownShellIsAChoiceError() {
        let result = run(["do", "runshellscript", "script=echo", "shell=fish", "--allow-shell", "--no-input"])
        XCTAssertEqual(result.code, 65)
        XCTAssertTrue(result.err.contains("parameter 'shell': unknown value 'fish'"), result.err)
    }

    func testOSAScriptRunsOnlyOnAMac() throws {
        #if os(macOS)
            throw XCTSkip("osascript exists here")
        #else
            let result = run(["do", "runapplescript", "script=return 1", "--allow-shell", "--no-input"])
            XCTAssertEqual(result.code, 70)
            XCTAssertEqual(
                result.err,
                "error: action 1 'Run AppleScript' (runapplescript): cannot run here: AppleScript runs only on macOS (through osascript)\n"
                    + "hint: pass --skip-unsupported to treat unsupported actions as Nothing\n")
            let skipped = run(["do", "runjavascriptforautomation", "script=1", "--skip-unsupported", "--no-input"])
            XCTAssertEqual(skipped.code, 0)
            XCTAssertEqual(skipped.err, "")
        #endif
    }
}

/// Whether an interpreter is on `PATH`, for tests that need one.
enum ScriptProcessProbe {
    static func has(_ name: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }
}
