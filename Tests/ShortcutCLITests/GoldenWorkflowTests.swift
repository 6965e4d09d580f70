import Foundation
import GoldenSupport
import TestHTTPServer
import XCTest

@testable import ShortcutCLI

/// Runs every `Workflows/**/NAME.json` that has a `NAME.expected` beside it through the same
/// code path as the binary and compares the full output. `NAME.args` (optional) holds extra
/// arguments, one per line; `NAME.stdin` (optional) is piped to standard input, as `… | shortcut run`
/// would. The default arguments pin the clock, zone and seed. `{{TEST_SERVER}}` in `.args` is the
/// local test server's base URL (`TestHTTPServer`, started once), and the server's URL in the output
/// is written back as `{{TEST_SERVER}}`, so the web goldens do not depend on its random port.
/// New goldens start as an empty NAME.expected. Re-record with `RECORD_GOLDENS=1 swift test --filter GoldenWorkflowTests` (the run then fails).
final class GoldenWorkflowTests: IsolatedTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let defaultArguments = ["--seed", "42", "--now", "2026-11-21T10:00:00Z", "--tz", "UTC"]

    func testEveryGoldenWorkflowProducesItsExpectedOutput() throws {
        _ = FileManager.default.changeCurrentDirectoryPath(Self.packageRoot.path)
        let goldens = Self.goldenFiles()
        XCTAssertGreaterThanOrEqual(goldens.count, 15, "expected at least 15 golden workflows")
        for golden in goldens {
            let expectedPath = String(golden.dropLast(5)) + ".expected"
            if let failure = try goldenFailure(Self.run(golden), expectedPath: expectedPath, subject: golden) { XCTFail(failure) }
        }
    }

    /// Relative paths of golden workflows (those with an .expected file), sorted.
    static func goldenFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent("Workflows").path) else {
            return []
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".json") else { continue }
            let path = "Workflows/" + relative
            if FileManager.default.fileExists(
                atPath: packageRoot.appendingPathComponent(String(path.dropLast(5)) + ".expected").path)
            {
                files.append(path)
            }
        }
        return files.sorted()
    }

    /// stdout, then stderr and the exit code when either is notable.
    static func run(_ path: String) -> String {
        var arguments = ["run", path] + defaultArguments
        let argsPath = packageRoot.appendingPathComponent(String(path.dropLast(5)) + ".args").path
        if let data = FileManager.default.contents(atPath: argsPath) {
            let server = String(decoding: data, as: UTF8.self).contains("{{TEST_SERVER}}") ? WebTestServer.shared : nil
            arguments += String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
                .map { line in server.map { line.replacingOccurrences(of: "{{TEST_SERVER}}", with: $0.baseURL) } ?? line }
        }
        let stdinPath = packageRoot.appendingPathComponent(String(path.dropLast(5)) + ".stdin").path
        let console = Console.captured(input: FileManager.default.contents(atPath: stdinPath) ?? Data())
        let code = ShortcutCLI.main(arguments, console: console)
        var text = console.outputText
        if code != 0 || !console.errorText.isEmpty {
            text += "--- stderr ---\n" + console.errorText + "--- exit \(code) ---\n"
        }
        if let server = WebTestServer.started { text = text.replacingOccurrences(of: server.baseURL, with: "{{TEST_SERVER}}") }
        return text
    }
}
