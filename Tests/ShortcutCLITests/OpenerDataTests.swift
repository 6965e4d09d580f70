import Foundation
import TestHTTPServer
import XCTest

@testable import ShortcutCLI

/// Issue 26, item 7: what reaches the system's opener is data, never an option; only http, https
/// and mailto URLs go as they are, file: URLs through the path policy; redirects to other schemes
/// are refused.
final class OpenerDataTests: CLITestCase {
    private func open(_ url: String, _ options: [String] = []) -> (code: Int32, out: String, err: String) {
        let started = Date()
        defer { XCTAssertLessThan(Date().timeIntervalSince(started), 2, url) }
        return run(["do", "openurl"] + options, input: url)
    }

    func testAURLThatLooksLikeAnOptionNeverReachesTheOpener() {
        for text in ["--help", "-a", "--"] {
            let result = open(text, ["--allow-open"])
            XCTAssertEqual(result.code, 70)
            XCTAssertEqual(
                result.err,
                "error: action 1 'Open URLs' (openurl), parameter 'urls': '\(text)' is not a URL\nhint: give a URL with a scheme, such as https://example.com\n"
            )
        }
        // Open App's name goes to the opener too: the host refuses an option-like one.
        let app = run(["do", "openapp", "app=--help", "--allow-open", "--no-input"])
        XCTAssertEqual(app.code, 70)
        XCTAssertEqual(
            app.err,
            "error: action 1 'Open App' (openapp): '--help' starts with '-', which the opener would read as an option; it is not opened\n"
        )
    }

    func testOnlyHTTPHTTPSAndMailtoGoToTheOpener() {
        XCTAssertEqual(
            open("https://example.com/a").err, "open: https://example.com/a (not opened; pass --allow-open to open it)\n")
        XCTAssertEqual(
            open("mailto:someone@example.com").err,
            "open: mailto:someone@example.com (not opened; pass --allow-open to open it)\n")
        for (url, scheme) in [("javascript:alert(1)", "javascript"), ("ftp://example.com/x", "ftp"), ("smb://host/share", "smb")]
        {
            let result = open(url, ["--allow-open"])
            XCTAssertEqual(result.code, 70)
            XCTAssertEqual(
                result.err,
                "error: action 1 'Open URLs' (openurl): '\(url)' is a '\(scheme):' URL; --allow-open opens only http, https and mailto URLs, files inside the allowed folders and apps\n"
            )
            // Without --allow-open nothing is opened, so it is printed as before (real shortcuts
            // open app URLs such as tweetbot://).
            XCTAssertEqual(open(url).err, "open: \(url) (not opened; pass --allow-open to open it)\n")
        }
    }

    func testFileURLsGoThroughThePathPolicy() {
        let refused = open("file:///etc/passwd", ["--allow-open", "--allow-path", folder.path])
        XCTAssertEqual(refused.code, 70)
        XCTAssertEqual(
            refused.err,
            "error: action 1 'Open URLs' (openurl), parameter 'urls': '/etc/passwd' is outside the folders file actions may touch; allowed: '\(folder.path)'\nhint: pass --allow-path /etc to allow it\n"
        )
        let inside = write("note.txt", "hi")
        XCTAssertEqual(
            open("file://" + inside, ["--allow-path", folder.path]).err,
            "open: \(inside) (not opened; pass --allow-open to open it)\n")
        let gone = folder.appendingPathComponent("gone.txt").path
        let missing = open("file://" + gone, ["--allow-path", folder.path])
        XCTAssertEqual(missing.code, 66)
        XCTAssertEqual(
            missing.err,
            "error: action 1 'Open URLs' (openurl), parameter 'urls': no such file or folder '\(gone)'\nhint: check the path; relative paths start at the current folder\n"
        )
    }

    func testARedirectToAFileURLIsRefused() throws {
        let base = try XCTUnwrap(WebTestServer.shared?.baseURL)
        let started = Date()
        let result = run(["do", "downloadurl", "url=\(base)/redirect-file", "--allow-network=127.0.0.1", "--no-input"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Get Contents of URL' (downloadurl), parameter 'url': '\(base)/redirect-file' redirected to 'file:///etc/passwd'; only redirects to http and https are followed\n"
        )
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }
}
