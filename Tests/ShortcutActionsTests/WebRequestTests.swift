import Foundation
import ShortcutActions
import TestHTTPServer
import XCTest

@testable import ShortcutEngine

/// The web actions through the engine alone, as a program that embeds it runs them (no CLI): real
/// requests over a loopback socket to the `TestHTTPServer` the CLI tests share, through the
/// `shortcut-net` helper built beside the test bundle; the network permission comes from
/// `RunOptions.network`, and its refusal is asserted by its full message.
final class WebRequestTests: IsolatedTestCase {
    /// One server for the class; nil only when no loopback socket could be opened.
    static let server = try? TestHTTPServer()

    private var base: String { Self.server?.baseURL ?? "http://127.0.0.1:1" }

    override func setUp() {
        super.setUp()
        XCTAssertNotNil(Self.server, "the test server could not open a loopback socket")
    }

    /// `action` with `parameters` (a JSON object text) under `network`; returns the output.
    private func run(_ action: String, _ parameters: String, network: NetworkPolicy) throws -> Value {
        let json = "{\"version\": 1, \"actions\": [{\"action\": \"\(action)\", \"parameters\": \(parameters)}]}"
        let document = try DocumentReader.read(Data(json.utf8), file: "web.json")
        let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "web.json")
        var options = RunOptions()
        options.network = network
        return try Runner(registry: BuiltinActions.registry, host: QuietHost(), options: options).run(program).output
    }

    func testGetContentsOfURLReturnsTheBody() throws {
        let output = try run("downloadurl", "{\"url\": \"\(base)/text\"}", network: .hosts(["127.0.0.1"]))
        XCTAssertEqual(Coercion().text(output), "hello from the test server\n")
    }

    func testAJSONResponseKeepsItsValues() throws {
        let output = try run("downloadurl", "{\"url\": \"\(base)/json\"}", network: .anyHost)
        let text = Coercion().text(output)
        XCTAssertTrue(text.contains("Ada") && text.contains("1843"), text)
    }

    func testGetHeadersOfURLGivesTheResponseHeaders() throws {
        let output = try run("url.getheaders", "{\"url\": \"\(base)/text\"}", network: .hosts(["127.0.0.1"]))
        XCTAssertTrue(Coercion().text(output).contains("text/plain; charset=utf-8"), Coercion().text(output))
    }

    func testTheNetworkIsOffUnlessTheRunAllowsIt() {
        XCTAssertThrowsError(try run("downloadurl", "{\"url\": \"\(base)/text\"}", network: .off)) { error in
            XCTAssertEqual(
                "\(error)",
                "web.json:1:76: error: action 1 'Get Contents of URL' (downloadurl), parameter 'url': network access is off; this action would connect to '127.0.0.1'\n"
                    + "hint: add '127.0.0.1' to RunOptions.network (.hosts), or set it to .anyHost, to allow it")
        }
    }
}
