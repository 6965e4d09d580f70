import Foundation
import WebTransport
import XCTest

@testable import ShortcutActions

/// The `shortcut-net` helper seam: the frames both sides exchange, and every way the helper can
/// fail to answer, asserted by its full message (the requests themselves: `WebActionTests`).
final class WebHelperTests: CLITestCase {
    let request = TransferRequest(
        method: "POST", url: "http://127.0.0.1:1/echo", headers: [["Accept", "*/*"]], hasBody: true, timeout: 5,
        maxBytes: 1000, maxRedirects: 16, allowedHosts: ["127.0.0.1"])

    func testFramesReadBackAsWrittenWhateverTheChunks() throws {
        let result = TransferResult(status: 404, finalURL: "http://127.0.0.1:1/e", headers: ["A": "b"], errorCode: nil)
        let frames: [Frame] = [
            .request(request, body: Data("body\n bytes".utf8)), .progress(received: 10, expected: nil),
            .progress(received: 20, expected: 40), .result(result, body: Data([0, 10, 255])),
        ]
        let stream = try frames.reduce(Data()) { $0 + (try $1.encoded()) }
        for chunk in [1, 7, stream.count] {
            var reader = Frame.Reader()
            var read: [Frame] = []
            var offset = 0
            while offset < stream.count {
                reader.append(stream[offset..<min(offset + chunk, stream.count)])
                offset += chunk
                while let frame = try reader.next() { read.append(frame) }
            }
            XCTAssertEqual(read, frames, "chunks of \(chunk) bytes")
        }
    }

    func testAMalformedFrameIsAnError() {
        for (bytes, message) in [
            ("hello\n", "malformed helper frame: the header line 'hello'"),
            ("result 2 -1\n{}", "malformed helper frame: a negative length in 'result 2 -1'"),
            ("result 2 0\n[]", "malformed helper frame: the JSON of a 'result' frame"),
            ("answer 2 0\n{}", "malformed helper frame: an unknown frame kind 'answer'"),
            ("result 60 41\n{}", "malformed helper frame: 'result 60 41' declares more than 100 bytes"),
            (String(repeating: "x", count: 65), "malformed helper frame: a header line longer than 64 bytes"),
        ] {
            var reader = Frame.Reader(maxPayload: 100)
            reader.append(Data(bytes.utf8))
            XCTAssertThrowsError(try reader.next(), bytes) { XCTAssertEqual("\($0)", message) }
        }
    }

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
