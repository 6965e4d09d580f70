import Foundation
import WebTransport
import XCTest

@testable import ShortcutActions

/// The `shortcut-net` helper seam: every way the helper can fail to answer, asserted by its full
/// message (the frames alone: `FrameTests` in WebTransportTests; the requests: `WebActionTests`).
final class WebHelperTests: CLITestCase {
    /// Runs Get Contents of URL with `$SHORTCUT_NET` set to `helper`.
    func fetch(helper: String) -> (code: Int32, out: String, err: String) {
        setenv("SHORTCUT_NET", helper, 1)
        defer { unsetenv("SHORTCUT_NET") }
        return run(["do", "downloadurl", "url=http://127.0.0.1:1/json", "--allow-network=127.0.0.1", "--no-input"])
    }

    func testAMissingHelperSaysWhereItWasLookedFor() {
        let missing = folder.appendingPathComponent("shortcut-net").path
        let result = fetch(helper: missing)
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Get Contents of URL' (downloadurl), parameter 'url': the web actions need their helper, and there is none at \(missing)\n"
                + "hint: install shortcut-net beside shortcut (swift build builds both), or set SHORTCUT_NET to its path\n")
    }

    func testAHelperThatAnswersNothingOrNonsenseIsNamed() throws {
        let silent = try script("silent", "#!/bin/sh\nhead -c 1 >/dev/null\nexit 3\n")
        let quiet = fetch(helper: silent)
        XCTAssertEqual(quiet.code, 70)
        XCTAssertEqual(
            quiet.err,
            "error: action 1 'Get Contents of URL' (downloadurl), parameter 'url': the web helper \(silent) failed: it ended (status 3) without a result\n"
        )
        let chatty = try script("chatty", "#!/bin/sh\nhead -c 1 >/dev/null\necho 'bonjour 1 2'\n")
        let nonsense = fetch(helper: chatty)
        XCTAssertEqual(nonsense.code, 70)
        XCTAssertEqual(
            nonsense.err,
            "error: action 1 'Get Contents of URL' (downloadurl), parameter 'url': the web helper \(chatty) failed: malformed helper frame: an unknown frame kind 'bonjour'\n"
        )
    }

    func testTheHelperRefusesAnInputThatIsNoRequest() throws {
        let helper = NetHelper.path()
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: helper), "shortcut-net is not built beside the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: helper)
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data("GET / HTTP/1.1\n".utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 64)
        XCTAssertEqual(
            String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            "shortcut-net: standard input holds no request frame; this helper is started by shortcut\n")
    }

    /// An executable shell script in the test folder; its path.
    func script(_ name: String, _ text: String) throws -> String {
        let path = write(name, text)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }
}
