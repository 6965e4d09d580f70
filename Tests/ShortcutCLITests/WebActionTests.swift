import Foundation
import TestHTTPServer
import XCTest

@testable import ShortcutCLI
@testable import ShortcutEngine

/// The web actions end to end through `shortcut do`, against the local `TestHTTPServer`: real
/// requests over a real socket, every refusal and failure asserted by its full message.
final class WebActionTests: CLITestCase {
    /// The server's base URL.
    var base: String { WebTestServer.shared?.baseURL ?? "http://127.0.0.1:1" }
    /// Lets the run reach the test server only.
    let allow = "--allow-network=127.0.0.1"

    override func setUp() {
        super.setUp()
        XCTAssertNotNil(WebTestServer.shared, "the test server could not open a loopback socket")
    }

    /// `shortcut do ACTION PARAMETERS… OPTIONS --no-input`.
    func fetch(_ action: String, _ parameters: [String], _ options: [String] = []) -> (code: Int32, out: String, err: String) {
        run(["do", action] + parameters + options + ["--no-input"])
    }

    // MARK: permission

    func testNetworkIsOffUnlessAllowed() {
        let result = fetch("downloadurl", ["url=\(base)/json"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Get Contents of URL' (downloadurl), parameter 'url': network access is off; this action would connect to '127.0.0.1'\n"
                + "hint: pass --allow-network=127.0.0.1 to allow this host, or --allow-network for every host\n")
    }

    func testAHostOutsideTheAllowedListIsRefused() {
        let result = fetch("url.getheaders", ["url=\(base)/json"], ["--allow-network=example.com,api.example.com"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Get Headers of URL' (url.getheaders), parameter 'url': network access to '127.0.0.1' is not allowed (allowed: 'example.com', 'api.example.com')\n"
                + "hint: pass --allow-network=127.0.0.1 to allow this host, or --allow-network for every host\n")
    }

    func testARedirectToAHostNotAllowedIsRefused() {
        let result = fetch("downloadurl", ["url=\(base)/redirect-away"], [allow])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Get Contents of URL' (downloadurl), parameter 'url': '127.0.0.1' redirected to 'localhost', a host network access is not allowed to reach (allowed: '127.0.0.1')\n"
                + "hint: pass --allow-network=localhost to allow this host, or --allow-network for every host\n")
    }

    func testEveryHostIsAllowedWithTheBareFlag() {
        let result = fetch("downloadurl", ["url=\(base)/redirect-away"], ["--allow-network"])
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "hello from the test server\n")
    }

    func testTheLibraryWordsTheRemediesWithRunOptions() {
        XCTAssertEqual(
            LibraryRemedyWording().hint(for: .allowNetwork(host: "example.com"), after: nil),
            "add 'example.com' to RunOptions.network (.hosts), or set it to .anyHost, to allow it")
        XCTAssertEqual(LibraryRemedyWording().hint(for: .allowShell, after: nil), "set RunOptions.allowShell to let scripts run")
        XCTAssertEqual(
            LibraryRemedyWording().hint(for: .raiseLimit(.responseBytes), after: nil),
            "raise RunOptions.limits.maxResponseBytes if this is intended")
    }

    func testBadPermissionOptionsAreUsageErrors() {
        let hosts = fetch("downloadurl", ["url=\(base)/json"], ["--allow-network=a.com,,b.com"])
        XCTAssertEqual(hosts.code, 64)
        XCTAssertTrue(
            hosts.err.hasPrefix("error: --allow-network= needs host names separated by commas (HOST,HOST), got 'a.com,,b.com'\n"),
            hosts.err)
        let timeout = fetch("downloadurl", ["url=\(base)/json"], [allow, "--network-timeout", "soon"])
        XCTAssertEqual(timeout.code, 64)
        XCTAssertTrue(timeout.err.hasPrefix("error: --network-timeout needs a number of seconds, got 'soon'\n"), timeout.err)
    }

    // MARK: Get Contents of URL

    func testJSONBecomesADictionary() {
        let result = run(["do", "downloadurl", "url=\(base)/json", allow, "--no-input", "--json"])
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(
            result.out, "{\n  \"name\": \"Ada\",\n  \"languages\": [\n    \"Swift\",\n    \"C\"\n  ],\n  \"year\": 1843\n}\n")
    }

    func testTextStaysText() {
        let result = fetch("downloadurl", ["url=\(base)/text"], [allow])
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "hello from the test server\n")
    }

    func testAnHTTPErrorStatusGivesItsBodyAsShortcutsDoes() {
        let result = fetch("downloadurl", ["url=\(base)/status/500"], [allow])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "{\"error\":\"status 500\"}\n")
        let missing = fetch("downloadurl", ["url=\(base)/nowhere"], [allow])
        XCTAssertEqual(missing.code, 0)
        XCTAssertEqual(missing.out, "no such page: /nowhere\n")
    }

    func testPostSendsJSONWithHeaders() {
        let result = fetch(
            "downloadurl",
            ["url=\(base)/echo", "method=POST", "json:={\"a\": 1, \"b\": [true]}", "headers:={\"X-Token\": \"t0k\"}"],
            [allow])
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(
            result.out,
            "{\"method\":\"POST\",\"path\":\"/echo\",\"headers\":{\"content-type\":\"application/json\",\"x-token\":\"t0k\"},\"body\":\"{\\\"a\\\":1,\\\"b\\\":[true]}\"}\n"
        )
    }

    func testEveryMethodReachesTheServer() {
        for method in ["GET", "PUT", "PATCH", "DELETE"] {
            let result = fetch("downloadurl", ["url=\(base)/echo", "method=\(method)", "body=File", "file=x"], [allow])
            XCTAssertEqual(result.err, "", method)
            let body = method == "GET" ? "" : "x"
            let type = method == "GET" ? "" : "\"content-type\":\"application/octet-stream\""
            XCTAssertEqual(
                result.out, "{\"method\":\"\(method)\",\"path\":\"/echo\",\"headers\":{\(type)},\"body\":\"\(body)\"}\n", method)
        }
    }

    func testAFormIsURLEncoded() {
        let result = fetch(
            "downloadurl", ["url=\(base)/echo", "method=POST", "body=Form", "form:={\"q\": \"a b\", \"n\": \"1&2\"}"], [allow])
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(
            result.out,
            "{\"method\":\"POST\",\"path\":\"/echo\",\"headers\":{\"content-type\":\"application/x-www-form-urlencoded\"},\"body\":\"q=a+b&n=1%262\"}\n"
        )
    }

    func testAFormWithAFileIsMultipart() {
        let note = write("note.txt", "file body")
        let workflow = write(
            "upload.json",
            """
            {"version": 1, "actions": [
              {"action": "documentpicker.open", "id": "note", "parameters": {"path": "\(note)"}},
              {"action": "downloadurl", "id": "echo", "parameters": {"url": "\(base)/echo", "method": "POST", "body": "Form",
                "form": {"title": "A note", "attachment": "{{note}}"}}},
              {"action": "gettext", "parameters": {"text": "{{echo | key: headers.content-type}}\\n{{echo | key: body}}"}}
            ]}
            """)
        let result = run(["run", workflow, allow, "--allow-path", folder.path, "--seed", "7", "--no-input"])
        XCTAssertEqual(result.err, "")
        let lines = result.out.components(separatedBy: "\n")
        let boundary = lines.first.map { String($0.dropFirst("multipart/form-data; boundary=".count)) } ?? ""
        XCTAssertTrue(lines.first?.hasPrefix("multipart/form-data; boundary=ShortcutEngineBoundary") == true, result.out)
        XCTAssertEqual(
            lines.dropFirst().joined(separator: "\n"),
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nA note\r\n"
                + "--\(boundary)\r\nContent-Disposition: form-data; name=\"attachment\"; filename=\"note.txt\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\nfile body\r\n--\(boundary)--\r\n\n")
    }

    func testRedirectsAreFollowed() {
        let result = fetch("downloadurl", ["url=\(base)/redirect/3"], [allow])
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "arrived\n")
    }

    func testARedirectLoopStops() {
        let result = fetch("downloadurl", ["url=\(base)/loop"], [allow])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Get Contents of URL' (downloadurl), parameter 'url': \(base)/loop redirected more than 16 times\n"
                + "hint: the server may be redirecting in a loop\n")
    }

    func testASlowServerTimesOut() {
        let started = Date()
        let result = fetch("downloadurl", ["url=\(base)/slow"], [allow, "--network-timeout", "0.5"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 1.9)
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Get Contents of URL' (downloadurl), parameter 'url': '127.0.0.1' did not answer within 0.5 seconds (the network timeout)\n"
                + "hint: raise it with --network-timeout SECONDS\n")
    }

    func testTheRunsTimeLimitAlsoBoundsARequest() {
        let result = fetch("downloadurl", ["url=\(base)/slow"], [allow, "--timeout", "0.5"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Get Contents of URL' (downloadurl): stopped after 0.5 seconds (the time limit)\n"
                + "hint: raise it with --timeout SECONDS\n")
    }

    func testAResponsePastTheSizeLimitStops() {
        for path in ["/huge", "/huge-stream"] {
            let result = fetch("downloadurl", ["url=\(base)\(path)"], [allow, "--max-response-bytes", "100000"])
            XCTAssertEqual(result.code, 70, path)
            XCTAssertEqual(
                result.err,
                "error: action 1 'Get Contents of URL' (downloadurl), parameter 'url': the response from '127.0.0.1' is larger than 100000 bytes (the response size limit)\n"
                    + "hint: raise it with --max-response-bytes BYTES\n", path)
        }
    }

    func testABinaryResponseIsSavedAsAFileNamedFromTheResponse() throws {
        let result = fetch("downloadurl", ["url=\(base)/binary"], [allow])
        XCTAssertEqual(result.err, "")
        let path = result.out.trimmingCharacters(in: .newlines)
        XCTAssertTrue(path.hasSuffix(".bin") && (path as NSString).lastPathComponent.hasPrefix("blob"), path)
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data([0, 1, 2, 3, 255]))
        try? FileManager.default.removeItem(atPath: path)
    }

    func testAClosedPortIsRefused() throws {
        let closed = try TestHTTPServer()
        closed.stop()
        let host = closed.baseURL
        let result = fetch("downloadurl", ["url=\(host)/json"], [allow])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Get Contents of URL' (downloadurl), parameter 'url': '127.0.0.1' refused the connection\n"
                + "hint: check the URL's port and that the server is running\n")
    }

    func testOnlyHTTPIsFetched() {
        let result = fetch("downloadurl", ["url=ftp://127.0.0.1/file"], [allow])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Get Contents of URL' (downloadurl), parameter 'url': 'ftp' URLs cannot be fetched (only http and https)\n"
        )
    }

    // MARK: the other web actions

    func testHeadersComeFromAHeadRequest() {
        let result = fetch("url.getheaders", ["url=\(base)/text"], [allow])
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(
            result.out, "{\"Connection\":\"close\",\"Content-Length\":\"27\",\"Content-Type\":\"text/plain; charset=utf-8\"}\n")
    }

    func testStatusOfURLIsAnAnswerEvenForAnError() {
        XCTAssertEqual(fetch("url.status", ["url=\(base)/text"], [allow]).out, "200\n")
        XCTAssertEqual(fetch("url.status", ["url=\(base)/status/404", "detail=Is OK"], [allow]).out, "No\n")
        XCTAssertEqual(fetch("url.status", ["url=\(base)/status/404", "detail=Status Description"], [allow]).out, "Not Found\n")
        XCTAssertEqual(
            fetch("url.status", ["url=\(base)/text", "detail=Status Dictionary"], [allow]).out,
            "{\"code\":200,\"description\":\"OK\",\"ok\":true}\n")
        XCTAssertEqual(
            fetch("url.status", ["url=\(base)/text", "detail=Headers"], [allow]).out,
            "{\"Connection\":\"close\",\"Content-Length\":\"27\",\"Content-Type\":\"text/plain; charset=utf-8\"}\n")
        let off = fetch("url.status", ["url=\(base)/text"])
        XCTAssertEqual(off.code, 70)
        XCTAssertEqual(
            off.err,
            "error: action 1 'Get Status of URL' (url.status), parameter 'url': network access is off; this action would connect to '127.0.0.1'\n"
                + "hint: pass --allow-network=127.0.0.1 to allow this host, or --allow-network for every host\n")
    }

    func testIsReachableIsNoForAClosedPortAndYesForAnyAnswer() throws {
        XCTAssertEqual(fetch("url.reachable", ["host=\(base)/status/500"], [allow]).out, "Yes\n")
        let closed = try TestHTTPServer()
        closed.stop()
        XCTAssertEqual(fetch("url.reachable", ["host=\(closed.baseURL)"], [allow]).out, "No\n")
        let off = fetch("url.reachable", ["host=example.com"])
        XCTAssertEqual(off.code, 70)
        XCTAssertEqual(
            off.err,
            "error: action 1 'Is Reachable' (url.reachable), parameter 'host': network access is off; this action would connect to 'example.com'\n"
                + "hint: pass --allow-network=example.com to allow this host, or --allow-network for every host\n")
    }

    func testPartsOfAWebPage() {
        XCTAssertEqual(
            fetch("url.pageparts", ["url=\(base)/article.html", "part=Links"], [allow]).out, "\(base)/\n")
        XCTAssertEqual(fetch("url.pageparts", ["url=\(base)/blog.html", "part=Links"], [allow]).out, "\(base)/ada\n")
        XCTAssertEqual(
            fetch("url.pageparts", ["url=\(base)/blog.html", "part=Image Sources"], [allow]).out, "\(base)/table.png\n")
        XCTAssertEqual(fetch("url.pageparts", ["url=\(base)/feeds.html", "part=Text"], [allow]).out, "Hi\n")
        XCTAssertEqual(fetch("url.pageparts", ["url=\(base)/text"], [allow]).out, "hello from the test server\n")
    }

    func testExpandURLGivesTheLastRedirectsURL() {
        let result = fetch("url.expand", ["url=\(base)/redirect/2"], [allow])
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "\(base)/redirect/0\n")
        let plain = fetch("url.expand", ["url=\(base)/text"], [allow])
        XCTAssertEqual(plain.out, "\(base)/text\n")
        let tracked = fetch("url.expand", ["url=\(base)/text?utm_source=x&id=7&UTM_medium=y"], [allow])
        XCTAssertEqual(tracked.out, "\(base)/text?id=7\n")
        let onlyTracking = fetch("url.expand", ["url=\(base)/text?utm_source=x"], [allow])
        XCTAssertEqual(onlyTracking.out, "\(base)/text\n")
    }

    func testWebPageContentsAreItsHTML() {
        let result = fetch("getwebpagecontents", ["url=\(base)/page.html"], [allow])
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "<html><head><title>Test</title></head><body><p>Hi</p></body></html>\n")
    }

    func testRSSAndAtomItems() {
        let rss = run(["do", "rss", "url=\(base)/feed.rss", "count:=2", allow, "--no-input", "--json"])
        XCTAssertEqual(rss.err, "")
        XCTAssertEqual(
            rss.out,
            """
            [
              {
                "title": "First post",
                "link": "https://example.com/1",
                "published": "Sat, 21 Nov 2026 10:00:00 GMT",
                "summary": "<p>One</p>"
              },
              {
                "title": "Second post",
                "link": "https://example.com/2",
                "author": "ada@example.com",
                "summary": "Two & more"
              }
            ]

            """)
        let atom = run(["do", "rss", "url=\(base)/feed.atom", allow, "--no-input", "--json"])
        XCTAssertEqual(
            atom.out,
            """
            [
              {
                "title": "Atom entry",
                "link": "https://example.com/a",
                "published": "2026-11-21T10:00:00Z",
                "author": "Grace",
                "summary": "Short"
              }
            ]

            """)
    }

    func testRSSTextNeedsNoNetworkAndRefusesWhatIsNotAFeed() {
        let items = run(["do", "rss.items", "--lines"], input: "<rss><channel><item><title>One</title></item></channel></rss>\n")
        XCTAssertEqual(items.err, "")
        XCTAssertEqual(items.out, "{\"title\":\"One\"}\n")
        let html = run(["do", "rss.items"], input: "<html><body>hi</body></html>")
        XCTAssertEqual(html.code, 70)
        XCTAssertEqual(
            html.err,
            "error: action 1 'Get Items from RSS Text' (rss.items), parameter 'text': not an RSS or Atom feed: no <rss>, <rdf:RDF> or <feed> element\n"
                + "hint: RSS 2.0 has <rss><channel><item>; Atom has <feed><entry>\n")
        let broken = run(["do", "rss.items"], input: "<rss><channel><item>\n</channel>")
        XCTAssertEqual(broken.code, 70)
        XCTAssertEqual(
            broken.err,
            "error: action 1 'Get Items from RSS Text' (rss.items), parameter 'text': not an RSS or Atom feed: </channel> at line 2 closes <item>\n"
                + "hint: RSS 2.0 has <rss><channel><item>; Atom has <feed><entry>\n")
        let unfinished = run(["do", "rss.items"], input: "<rss><channel><item><title>x</title>")
        XCTAssertEqual(unfinished.code, 70)
        XCTAssertEqual(
            unfinished.err,
            "error: action 1 'Get Items from RSS Text' (rss.items), parameter 'text': not an RSS or Atom feed: the XML ends inside <item>\n"
                + "hint: RSS 2.0 has <rss><channel><item>; Atom has <feed><entry>\n")
    }
}
