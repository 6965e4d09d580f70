import Foundation
import TestHTTPServer
import XCTest

@testable import ShortcutCLI

/// Get File of Type to a Web Archive (`com.apple.webarchive`) through `shortcut do`: a URL is
/// fetched from the local test server behind the network permission; HTML text is archived as it is.
final class WebArchiveTests: CLITestCase {
    var base: String { WebTestServer.shared?.baseURL ?? "http://127.0.0.1:1" }

    /// The main resource of the archive at `path`, read as Safari's reader would.
    func mainResource(_ path: String) throws -> [String: Any] {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: path))
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        return try XCTUnwrap(plist?["WebMainResource"] as? [String: Any])
    }

    func testAURLIsFetchedIntoAnArchive() throws {
        let result = run([
            "do", "gettypeaction", "input=\(base)/page.html", "type=com.apple.webarchive", "--allow-network=127.0.0.1",
            "--no-input",
        ])
        XCTAssertEqual(result.err, "")
        let path = result.out.trimmingCharacters(in: .newlines)
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertTrue((path as NSString).lastPathComponent.hasPrefix("127.0.0.1") && path.hasSuffix(".webarchive"), path)
        let resource = try mainResource(path)
        XCTAssertEqual(resource["WebResourceURL"] as? String, base + "/page.html")
        XCTAssertEqual(resource["WebResourceMIMEType"] as? String, "text/html")
        XCTAssertEqual(resource["WebResourceTextEncodingName"] as? String, "UTF-8")
        XCTAssertEqual(
            (resource["WebResourceData"] as? Data).map { String(decoding: $0, as: UTF8.self) },
            "<html><head><title>Test</title></head><body><p>Hi</p></body></html>")
    }

    func testTheNetworkPermissionIsAsked() {
        let result = run(["do", "gettypeaction", "input=\(base)/page.html", "type=com.apple.webarchive", "--no-input"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Get File of Type' (gettypeaction), parameter 'input': network access is off; this action would connect to '127.0.0.1'\n"
                + "hint: pass --allow-network=127.0.0.1 to allow this host, or --allow-network for every host\n")
    }

    /// A data: URL carries its page (RFC 2397): percent-encoded or base64, no network needed.
    func testADataURLIsArchivedWithoutAFetch() throws {
        for (input, page, charset) in [
            ("data:text/html;charset=utf-8,<p>Hi%20there</p>", "<p>Hi there</p>", "utf-8"),
            ("data:text/html;base64,PHA+b2s8L3A+", "<p>ok</p>", "US-ASCII"),
        ] {
            let result = run(["do", "gettypeaction", "input=\(input)", "type=com.apple.webarchive", "--no-input"])
            XCTAssertEqual(result.err, "")
            let path = result.out.trimmingCharacters(in: .newlines)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let resource = try mainResource(path)
            XCTAssertEqual((resource["WebResourceData"] as? Data).map { String(decoding: $0, as: UTF8.self) }, page)
            XCTAssertEqual(resource["WebResourceMIMEType"] as? String, "text/html")
            XCTAssertEqual(resource["WebResourceTextEncodingName"] as? String, charset)
            XCTAssertEqual(resource["WebResourceURL"] as? String, input)
        }
    }

    func testHTMLTextIsArchivedAsItIs() throws {
        let result = run(["do", "gettypeaction", "input=<p>Offline</p>", "type=com.apple.webarchive", "--no-input"])
        XCTAssertEqual(result.err, "")
        let path = result.out.trimmingCharacters(in: .newlines)
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertTrue((path as NSString).lastPathComponent.hasPrefix("Web Page") && path.hasSuffix(".webarchive"), path)
        let resource = try mainResource(path)
        XCTAssertEqual(resource["WebResourceURL"] as? String, "about:blank")
        XCTAssertEqual((resource["WebResourceData"] as? Data).map { String(decoding: $0, as: UTF8.self) }, "<p>Offline</p>")
    }
}
