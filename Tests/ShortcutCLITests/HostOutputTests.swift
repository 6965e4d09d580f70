import Foundation
import XCTest

@testable import ShortcutCLI

/// Output through the host: presentations on standard error (passing their input through),
/// Open URLs / Open App printed unless `--allow-open`, and the `--skip-unsupported` summary and
/// `check`'s grouping of what cannot run.
final class HostOutputTests: CLITestCase {
    func testANotificationIsOneLineOnStandardErrorAndPassesItsInputThrough() {
        let result = run(["do", "notification", "title=Done", "body=line one\nline two"], input: "payload")
        XCTAssertEqual(result.out, "payload\n")
        XCTAssertEqual(result.err, "notification: Done — line one line two\n")
    }

    func testEachPresentationHasItsLine() {
        XCTAssertEqual(run(["do", "previewdocument"], input: "a\nb").err, "quick look: a\nb\n")
        XCTAssertEqual(run(["do", "speaktext"], input: "hi").err, "speak: hi\n")
        XCTAssertEqual(run(["do", "playsound", "--no-input"]).err, "play sound\n")
        XCTAssertEqual(run(["do", "vibrate"], input: "x").out, "x\n")
        XCTAssertEqual(run(["do", "showwebpage"], input: "https://example.com").err, "web page: https://example.com\n")
        XCTAssertEqual(
            run(["do", "waittoreturn"], input: "x").err, "wait to return: nothing to return from on a terminal; going on\n")
    }

    func testOpenURLsWithoutAllowOpenPrintsTheURLAndGoesOn() {
        let result = run(["do", "openurl"], input: "https://example.com/a")
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "https://example.com/a\n")
        XCTAssertEqual(result.err, "open: https://example.com/a (not opened; pass --allow-open to open it)\n")
    }

    func testOpenURLsOfTextThatIsNoURLFails() {
        XCTAssertEqual(
            run(["do", "openurl"], input: "not a url").err,
            "error: action 1 'Open URLs' (openurl), parameter 'urls': 'not a url' is not a URL\nhint: give a URL with a scheme, such as https://example.com\n"
        )
    }

    func testAllowOpenWithoutAnOpenerFailsClearly() throws {
        #if os(macOS)
            let opener = "/usr/bin/open"
        #else
            let opener = "/usr/bin/xdg-open"
        #endif
        try XCTSkipIf(FileManager.default.fileExists(atPath: opener), "\(opener) exists here; it would really open")
        XCTAssertEqual(
            run(["do", "openapp", "app=org.example.app", "--allow-open", "--no-input"]).err,
            "error: action 1 'Open App' (openapp): could not open 'org.example.app' with \(opener)\nhint: check that the opener is installed, or run without --allow-open to print what would open\n"
        )
    }

    /// A document with three kept-unsupported actions: two of one Apple-only identifier, one not built yet.
    func unsupportedDocument() -> String {
        let photos =
            #"{"action": "is.workflow.actions.getlatestphotos", "unsupported": {"reason": "Apple-only: Photos and images", "parameters": {}}}"#
        let later =
            #"{"action": "is.workflow.actions.getitemtype", "unsupported": {"reason": "no equivalent in this engine yet: getitemtype", "parameters": {}}}"#
        return write(
            "u.json",
            #"{"version": 1, "actions": [{"action": "gettext", "parameters": {"text": "ok"}}, "# + photos + ", " + later + ", "
                + photos
                + #", {"action": "com.example.app.DoIntent", "unsupported": {"reason": "third-party app action from com.example.app", "parameters": {}}}, {"action": "gettext", "parameters": {"text": "done"}}]}"#
        )
    }

    func testSkipUnsupportedPrintsOneSummaryOfWhatItSkipped() {
        let result = run(["run", unsupportedDocument(), "--skip-unsupported"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "done\n")
        XCTAssertEqual(
            result.err,
            "skipped 4 unsupported actions: is.workflow.actions.getlatestphotos ×2, is.workflow.actions.getitemtype ×1, com.example.app.DoIntent ×1\n"
        )
    }

    func testCheckGroupsWhatCannotRun() {
        let path = unsupportedDocument()
        let result = run(["check", path])
        XCTAssertEqual(result.code, 0)
        // Each action kept unsupported is this engine's gap, not Apple's (issue 24).
        XCTAssertEqual(
            result.err.components(separatedBy: "note: this engine's own: Apple's Shortcuts runs this part\n").count, 5, result.err
        )
        XCTAssertTrue(
            result.out.hasSuffix(
                "needs an Apple device or app: 3 actions\n  is.workflow.actions.getlatestphotos ×2\n  com.example.app.DoIntent ×1\nnot built yet: 1 action\n  is.workflow.actions.getitemtype ×1\n\(path): 6 actions, 4 warnings (0 as in Apple's Shortcuts, 4 this engine's own)\n"
            ), result.out)
    }
}
