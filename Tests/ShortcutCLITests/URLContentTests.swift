import Foundation
import XCTest

/// Issue 24, item 7: a URL given where a dictionary (or a file) is expected is fetched when the
/// network is allowed, as Apple's content graph downloads it, and otherwise stops with the
/// network-off failure, not "couldn't convert".
final class URLContentTests: CLITestCase {
    var base: String { WebTestServer.shared?.baseURL ?? "http://127.0.0.1:1" }

    func document() -> String {
        write(
            "url.json",
            """
            {"version": 1, "actions": [
              {"action": "url", "parameters": {"url": "\(base)/json"}},
              {"action": "getvalueforkey", "parameters": {"key": "name"}}
            ]}
            """)
    }

    func testAURLWhereADictionaryIsExpectedIsFetched() {
        let result = run(["run", document(), "--allow-network=127.0.0.1"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "Ada\n")
    }

    func testWithTheNetworkOffItStopsWithTheNetworkOffFailure() {
        let path = document()
        let result = run(["run", path])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(path):3:14: error: action 2 'Get Dictionary Value' (getvalueforkey), parameter 'dictionary': network access is off; this action would connect to '127.0.0.1'\nhint: pass --allow-network=127.0.0.1 to allow this host, or --allow-network for every host\n"
        )
    }

    func testGetDictionaryFromInputFetchesAURL() {
        let path = write(
            "detect.json",
            """
            {"version": 1, "actions": [
              {"action": "url", "parameters": {"url": "\(base)/json"}},
              {"action": "detect.dictionary"},
              {"action": "getvalueforkey", "parameters": {"key": "year"}}
            ]}
            """)
        let result = run(["run", path, "--allow-network=127.0.0.1"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "1843\n")
        XCTAssertEqual(run(["run", path]).code, 70)
    }
}
