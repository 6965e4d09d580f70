import Foundation
import XCTest

/// Issue 24, item 7: every Get … from Input action that reads content out of its input fetches a
/// web URL it is given when the network is allowed, and stops with the network-off failure when it
/// is not (`WebInput`, the one rule); Get Text from Input and Get URLs from Input keep the URL.
final class WebInputTests: CLITestCase {
    var base: String { WebTestServer.shared?.baseURL ?? "http://127.0.0.1:1" }

    /// A URL to the test server's contact card, then `action`.
    func document(_ action: String, path: String = "/contact.txt") -> String {
        write(
            "\(action).json",
            """
            {"version": 1, "actions": [
              {"action": "url", "parameters": {"url": "\(base)\(path)"}},
              {"action": "\(action)"}
            ]}
            """)
    }

    func testEachActionReadsTheFetchedContent() {
        let expected = [
            "detect.number": "12\n44\n20\n7946\n958\n19\n2026\n",
            "detect.phonenumber": "+44 20 7946 0958\n",
            "detect.emailaddress": "ada@example.com\n",
        ]
        for (action, output) in expected.sorted(by: { $0.key < $1.key }) {
            let result = run(["run", document(action), "--allow-network=127.0.0.1"])
            XCTAssertEqual(result.code, 0, "\(action): \(result.err)")
            XCTAssertEqual(result.out, output, action)
        }
    }

    func testGetDatesFromInputReadsTheFetchedDate() {
        let result = run(["run", document("detect.date", path: "/date.txt"), "--allow-network=127.0.0.1", "--tz", "UTC"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "2026-11-19T00:00:00Z\n")
    }

    func testWithTheNetworkOffEachStopsWithTheNetworkOffFailure() {
        let names = [
            "detect.number": "Get Numbers from Input", "detect.date": "Get Dates from Input",
            "detect.dictionary": "Get Dictionary from Input", "detect.phonenumber": "Get Phone Numbers from Input",
            "detect.emailaddress": "Get Email Addresses from Input",
        ]
        for (action, name) in names.sorted(by: { $0.key < $1.key }) {
            let path = document(action)
            let result = run(["run", path])
            XCTAssertEqual(result.code, 70, action)
            XCTAssertEqual(
                result.err,
                "\(path):3:14: error: action 2 '\(name)' (\(action)), parameter 'input': network access is off; this action would connect to '127.0.0.1'\nhint: pass --allow-network=127.0.0.1 to allow this host, or --allow-network for every host\n",
                action)
        }
    }

    func testEveryWebURLOfAListIsFetchedAndOtherURLsAreKept() {
        let path = write(
            "list.json",
            """
            {"version": 1, "actions": [
              {"action": "list", "parameters": {"items": ["\(base)/contact.txt", "mailto:grace@example.org"]}},
              {"action": "detect.link"},
              {"action": "detect.emailaddress"}
            ]}
            """)
        let result = run(["run", path, "--allow-network=127.0.0.1"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "ada@example.com\ngrace@example.org\n")
    }

    func testGetTextAndGetURLsKeepTheURLEvenWithTheNetworkOff() {
        for action in ["detect.text", "detect.link"] {
            let result = run(["run", document(action)])
            XCTAssertEqual(result.code, 0, "\(action): \(result.err)")
            XCTAssertEqual(result.out, "\(base)/contact.txt\n", action)
        }
    }
}
