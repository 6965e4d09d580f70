import Foundation
import XCTest

@testable import ShortcutCLI

/// The option declarations agree with the help, the parser and docs/cli.md.
final class OptionTableTests: IsolatedTestCase {
    func testCommittedOptionTablesMatchTheDeclarations() throws {
        let path = GoldenWorkflowTests.packageRoot.appendingPathComponent("docs/cli.md").path
        let committed = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        XCTAssertEqual(
            committed, OptionDocs.regenerated(committed),
            "docs/cli.md's option tables drifted: regenerate with `swift run shortcut help --markdown < docs/cli.md > /tmp/cli.md && mv /tmp/cli.md docs/cli.md`"
        )
        XCTAssertEqual(
            Set(OptionDocs.markedTitles(committed)),
            Set(
                OptionDocs.sections().map(\.title) + ["global"]
                    + ShortcutCLI.commands.filter { !$0.usage.sections.contains { $0.title != nil && $0.title != "run options" } }
                    .map { "command " + $0.name }))
    }

    /// docs/cli.md covers every command and flag: each command has a table of its own options (or a
    /// titled one), and every option line its `--help` prints is in the document.
    func testDocsCoverEveryCommandAndEveryFlagItsHelpLists() throws {
        let path = GoldenWorkflowTests.packageRoot.appendingPathComponent("docs/cli.md").path
        let doc = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        let titles = Set(OptionDocs.markedTitles(doc))
        XCTAssertTrue(titles.contains("global"), "docs/cli.md has no table of the global options")
        for command in ShortcutCLI.commands {
            let titled = command.usage.sections.contains { $0.title.map(titles.contains) == true }
            XCTAssertTrue(
                titles.contains("command \(command.name)") || titled,
                "docs/cli.md has no `<!-- options: command \(command.name) -->` table")
            let declared = OptionTable.declarations(for: command.name)
            for line in command.help.split(separator: "\n").dropFirst() where line.hasPrefix("  ") {
                // An option line of --help is a declaration's label and help; notes are not checked.
                guard let declaration = declared.first(where: { line.hasPrefix("  " + $0.label + " ") }) else {
                    XCTAssertFalse(line.hasPrefix("  -"), "\(command.name): an option line no declaration prints: \(line)")
                    continue
                }
                let row = "| " + declaration.markdownLabel.replacingOccurrences(of: "|", with: "\\|") + " |"
                XCTAssertTrue(doc.contains(row), "\(command.name): docs/cli.md lacks \(row)")
            }
        }
        for global in OptionTable.globalOptions {
            XCTAssertTrue(ShortcutCLI.help().contains(global.name), "shortcut --help names \(global.name)")
        }
    }

    func testEveryListedEntryIsDeclaredAndNoCommandDeclaresANameTwice() {
        let names = Set(ShortcutCLI.commands.map { $0.name })
        for declaration in OptionTable.all {
            XCTAssertTrue(Set(declaration.commands).isSubset(of: names), "\(declaration.name): \(declaration.commands)")
        }
        for command in ShortcutCLI.commands {
            let declared = OptionTable.declarations(for: command.name).map(\.name)
            XCTAssertEqual(declared.count, Set(declared).count, "\(command.name) declares a name twice")
            for section in command.usage.sections {
                for entry in section.entries where section.title != "run options" {
                    XCTAssertNotNil(OptionTable.declaration(entry.name, for: command.name), "\(command.name) lists \(entry.name)")
                }
            }
        }
    }

    /// Parsing reads one command's usage (start-up builds no other command's keys); that must be
    /// exactly what the whole table gives the command (in its own usage's order, as `--help` shows it).
    func testEachCommandsDeclarationsComeFromItsUsageAlone() {
        for command in ShortcutCLI.commands {
            let own = OptionTable.declarations(for: command.name).map(\.name)
            XCTAssertEqual(own.count, Set(own).count, command.name)
            XCTAssertEqual(
                Set(own), Set(OptionTable.all.filter { $0.commands.contains(command.name) }.map(\.name)), command.name)
        }
    }

    func testOptionsAreRejectedFromTheDeclarations() {
        let console = Console.captured()
        XCTAssertEqual(ShortcutCLI.main(["view", "x.json", "--seed", "1"], console: console), 64)
        XCTAssertTrue(console.errorText.hasPrefix("error: unknown option --seed"), console.errorText)
        XCTAssertTrue(
            console.errorText.hasSuffix(
                "usage: shortcut view FILE|NAME|- [--fold DEPTH] [--full] [--folder DIR] [--max-nesting N]\n"), console.errorText)
    }
}
