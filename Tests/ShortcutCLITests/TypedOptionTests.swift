import Foundation
import XCTest

@testable import ShortcutCLI

/// Options are typed keys: each reads its value as its type, refuses what the type refuses with the
/// one usage error for it, and shows its default, ceiling and allowed values in `--help` from the
/// declaration itself.
final class TypedOptionTests: IsolatedTestCase {
    private func run(_ arguments: [String]) -> (code: Int32, errors: String) {
        let console = Console.captured()
        let code = ShortcutCLI.main(arguments, console: console)
        return (code, console.errorText)
    }

    private let viewUsage = "usage: shortcut view FILE|NAME|- [--fold DEPTH] [--full] [--folder DIR] [--max-nesting N]\n"

    func testAFlagGivenAValueIsAUsageError() {
        let result = run(["view", "x.json", "--full=yes"])
        XCTAssertEqual(result.code, 64)
        XCTAssertEqual(result.errors, "error: --full takes no value\n" + viewUsage)
    }

    func testAChoiceListsItsValuesFromItsType() {
        let result = run(["graph", "x.json", "--format", "svg"])
        XCTAssertEqual(result.code, 64)
        XCTAssertTrue(
            result.errors.hasPrefix(
                "error: --format must be text, json, dot or html, got 'svg'\nusage: shortcut graph FILE|NAME|- [--format text|json|dot|html]"
            ),
            result.errors)
        let trace = run(["run", "x.json", "--trace=xml"])
        XCTAssertEqual(trace.code, 64)
        XCTAssertTrue(trace.errors.hasPrefix("error: --trace must be text or json, got 'xml'\n"), trace.errors)
    }

    func testACountPastItsCeilingNamesTheCeilingAndWhy() {
        let result = run(["view", "x.json", "--max-nesting", "3001"])
        XCTAssertEqual(result.code, 64)
        XCTAssertEqual(
            result.errors,
            "error: --max-nesting is at most 3000, got 3001\nhint: deeper nesting would overflow the stack; split the workflow instead\n"
                + viewUsage)
        let notANumber = run(["view", "x.json", "--fold", "two"])
        XCTAssertEqual(notANumber.errors, "error: --fold needs a whole number, got 'two'\n" + viewUsage)
    }

    func testSecondsMustBePositive() {
        let result = run(["run", "x.json", "--network-timeout", "-1"])
        XCTAssertEqual(result.code, 64)
        XCTAssertTrue(result.errors.hasPrefix("error: --network-timeout needs a number of seconds, got '-1'\n"), result.errors)
    }

    /// The defaults `--help` shows come from the typed declaration, which reads them from the engine.
    func testHelpShowsDefaultsAndCeilingsFromTheDeclarations() {
        let help = RunCommand.help
        XCTAssertTrue(help.contains("stop after N actions (default 10,000,000)\n"), help)
        XCTAssertTrue(help.contains("Run Workflow nesting limit (default 16, at most 256)\n"), help)
        XCTAssertTrue(help.contains("most bytes of values a run holds (default 536,870,912 = 512 MiB)\n"), help)
        XCTAssertTrue(help.contains("wall-clock limit (default 3600)\n"), help)
        XCTAssertTrue(ImportCommand.help.contains("0: DIR alone (default 16, at most 64)"), ImportCommand.help)
        XCTAssertEqual(try Arguments([], command: "run").valueOrDefault(.maxSteps), 10_000_000)
    }

    /// `--allow-network` alone allows every host; with hosts, only those; `=*` is every host too.
    func testBareAndValuedAllowNetwork() throws {
        let console = Console.captured()
        let every = try RunSettings(Arguments(["--allow-network"], command: "run"), console: console)
        XCTAssertEqual("\(every.options.network)", "anyHost")
        let some = try RunSettings(Arguments(["--allow-network=a.example,b.example"], command: "run"), console: console)
        XCTAssertEqual("\(some.options.network)", "hosts([\"a.example\", \"b.example\"])")
        let none = try RunSettings(Arguments([], command: "run"), console: console)
        XCTAssertEqual("\(none.options.network)", "off")
    }

    /// `list --names`: the names alone, one a line, as `run NAME` takes them.
    func testListNamesPrintsOnlyTheNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Beta Steps", "Alpha Steps"] {
            let document = #"{"version": 1, "name": "\#(name)", "actions": [{"action": "gettext", "parameters": {"text": "x"}}]}"#
            try Data(document.utf8).write(to: folder.appendingPathComponent(name + ".json"))
        }
        let console = Console.captured()
        XCTAssertEqual(ShortcutCLI.main(["list", "--folder", folder.path, "--names"], console: console), 0)
        XCTAssertEqual(console.outputText, "Alpha Steps\nBeta Steps\n")
    }
}
