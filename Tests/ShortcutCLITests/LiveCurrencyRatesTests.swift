import Foundation
import ShortcutEngine
import TestHTTPServer
import XCTest

@testable import ShortcutActions

/// Calculate Expression's Live Currency Rates end to end through `shortcut`, against the local
/// `TestHTTPServer`'s Frankfurter-shaped answer (one dollar is 0.5 euros there, 0.88 in the
/// built-in table): the service's rates when the run may reach it, the built-in table and one
/// warning when it may not or the service fails, the error under `--strict`.
final class LiveCurrencyRatesTests: CLITestCase {
    /// The server's base URL.
    var base: String { WebTestServer.shared?.baseURL ?? "http://127.0.0.1:1" }

    override func setUp() {
        super.setUp()
        XCTAssertNotNil(WebTestServer.shared, "the test server could not open a loopback socket")
    }

    func testTheServicesRatesConvert() {
        let result = run([
            "do", "calculateexpression", "expression=10 USD in EUR", "liveRates=true", "--allow-network=127.0.0.1",
            "--rates-url", base + "/rates",
        ])
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "€5.00\n")
        XCTAssertEqual(result.code, 0)
    }

    func testOfflineTheBuiltInTableIsUsedWithOneWarning() {
        let workflow = write(
            "two.json",
            """
            {"format": "shortcut-engine-workflow", "version": 1, "actions": [
              {"action": "calculateexpression", "id": "a", "parameters": {"expression": "10 USD in EUR", "liveRates": true}},
              {"action": "calculateexpression", "id": "b", "parameters": {"expression": "10 USD in GBP", "liveRates": true}},
              {"action": "gettext", "parameters": {"text": "{{a}} {{b}}"}}
            ]}
            """)
        let result = run(["run", workflow, "--rates-url", base + "/rates"])
        XCTAssertEqual(result.out, "€8.79 £7.54\n")
        XCTAssertEqual(
            result.err,
            """
            warning: \(workflow): action 1 'Calculate Expression' (calculateexpression), parameter 'liveRates': live currency rates are not available (network access is off; this action would connect to '127.0.0.1'); the built-in rates of 2025-08-12 are used
            hint: pass --allow-network=127.0.0.1 to allow this host, or --allow-network for every host

            """)
        XCTAssertEqual(result.code, 0)
    }

    func testAServiceThatFailsIsNamedAndStrictStops() {
        let arguments = [
            "do", "calculateexpression", "expression=10 USD in EUR", "liveRates=true", "--allow-network=127.0.0.1",
            "--rates-url", base + "/nowhere",
        ]
        let lenient = run(arguments)
        XCTAssertEqual(lenient.out, "€8.79\n")
        XCTAssertEqual(
            lenient.err,
            "warning: action 1 'Calculate Expression' (calculateexpression), parameter 'liveRates': live currency rates are not available (the currency rates are not usable: the rate service answered 404: no such page: /nowhere/v2/rates?base=USD); the built-in rates of 2025-08-12 are used\n"
        )
        let strict = run(arguments + ["--strict"])
        XCTAssertEqual(strict.out, "")
        XCTAssertEqual(strict.code, 70)
        XCTAssertTrue(strict.err.hasPrefix("error: action 1 'Calculate Expression'"), strict.err)
    }

    func testTheServicesAnswerIsRead() throws {
        let rows = try LiveCurrencyRates.table(Data(TestHTTPServer.rateRows.utf8))
        XCTAssertEqual(rows.date, "2026-11-27")
        XCTAssertEqual(rows.perUSD, ["USD": 1, "EUR": 0.5, "GBP": 0.25])
        let file = try LiveCurrencyRates.table(Data(#"{"date": "2026-01-02", "rates": {"EUR": 0.9}}"#.utf8))
        XCTAssertEqual(file.perUSD["EUR"], 0.9)
        XCTAssertThrowsError(try LiveCurrencyRates.table(Data("[]".utf8))) { error in
            XCTAssertEqual(
                (error as? ActionFailure)?.facts.message,
                "the currency rates are not usable: the rate service gave no rates per US dollar")
        }
    }
}
