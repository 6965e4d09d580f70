import Foundation
import XCTest

@testable import ShortcutCLI

/// `shortcut` alone, and docs/cli.md's command list and trace example held to the code
/// (issue 15, item 7).
final class CommandListDocTests: IsolatedTestCase {
    static func cliDoc() -> String {
        let path = GoldenWorkflowTests.packageRoot.appendingPathComponent("docs/cli.md").path
        return String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    /// The fenced block that follows `marker` in docs/cli.md, as lines.
    static func block(after marker: String) -> [Substring] {
        let doc = cliDoc()
        guard let start = doc.range(of: marker), let end = doc.range(of: "```", range: start.upperBound..<doc.endIndex) else {
            return []
        }
        return doc[start.upperBound..<end.lowerBound].split(separator: "\n")
    }

    func testShortcutAlonePrintsUsageToStandardErrorAndExits64() {
        let console = Console.captured()
        XCTAssertEqual(ShortcutCLI.main([], console: console), 64)
        XCTAssertEqual(console.outputText, "")
        XCTAssertEqual(console.errorText, ShortcutCLI.help())
        XCTAssertTrue(console.errorText.hasPrefix("shortcut — run Shortcuts-style workflow documents\n\nusage: shortcut COMMAND"))
        // --help is asked for: standard output, exit 0.
        let help = Console.captured()
        XCTAssertEqual(ShortcutCLI.main(["--help"], console: help), 0)
        XCTAssertEqual(help.outputText, ShortcutCLI.help())
    }

    func testEveryCommandHasItsLineInTheDocsCommandList() {
        let listed = Self.block(after: "shortcut COMMAND [OPTIONS]\n").filter { !$0.isEmpty }
        let names = listed.compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertEqual(names, ShortcutCLI.commands.map { $0.name }, "docs/cli.md's command list")
        for command in ShortcutCLI.commands {
            let line = "  " + command.name.padding(toLength: 9, withPad: " ", startingAt: 0) + command.summary
            XCTAssertTrue(listed.contains(Substring(line)), "docs/cli.md's command list lacks `\(line)`")
        }
    }

    /// The text trace example (timings aside) is what `--trace` prints for chore-rota.
    func testTraceExampleMatchesARealTrace() {
        let example = Self.block(after: "$ shortcut run Workflows/Lists/chore-rota.json --trace >/dev/null\n")
            .filter { $0.hasPrefix("[") }.map(Self.withoutTiming)
        XCTAssertGreaterThanOrEqual(example.count, 5)
        _ = FileManager.default.changeCurrentDirectoryPath(GoldenWorkflowTests.packageRoot.path)
        let console = Console.captured()
        XCTAssertEqual(
            ShortcutCLI.main(["run", "Workflows/Lists/chore-rota.json", "--trace", "--no-input"], console: console), 0)
        let real = Set(console.errorText.split(separator: "\n").map(Self.withoutTiming))
        for line in example { XCTAssertTrue(real.contains(line), "not printed by --trace: \(line)") }
        // The JSON example's depth too.
        let json = Self.block(after: "keys in this order:\n\n```json\n").first.map(String.init) ?? ""
        let traced = Console.captured()
        _ = ShortcutCLI.main(["run", "Workflows/Lists/chore-rota.json", "--trace=json", "--no-input"], console: traced)
        let fifth = traced.errorText.split(separator: "\n").first { $0.hasPrefix("{\"index\":5,") }.map(String.init) ?? ""
        XCTAssertEqual(Self.withoutNanoseconds(json), Self.withoutNanoseconds(fifth))
    }

    static func withoutTiming(_ line: Substring) -> String {
        guard let range = line.range(of: "  (", options: .backwards) else { return String(line) }
        return String(line[..<range.lowerBound])
    }

    static func withoutNanoseconds(_ line: String) -> String {
        guard let range = line.range(of: "\"nanoseconds\":") else { return line }
        return String(line[..<range.lowerBound])
    }
}
