import Foundation
import XCTest

@testable import ShortcutCLI

/// The option declarations agree with the help, the parser and docs/cli.md.
final class OptionTableTests: XCTestCase {
    func testCommittedOptionTablesMatchTheDeclarations() throws {
        let path = GoldenWorkflowTests.packageRoot.appendingPathComponent("docs/cli.md").path
        let committed = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        XCTAssertEqual(
            committed, OptionDocs.regenerated(committed),
            "docs/cli.md's option tables drifted: regenerate with `swift run shortcut help --markdown < docs/cli.md > /tmp/cli.md && mv /tmp/cli.md docs/cli.md`"
        )
        XCTAssertEqual(Set(OptionDocs.markedTitles(committed)), Set(OptionDocs.sections().map(\.title)))
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
                    XCTAssertNotNil(OptionTable.declaration(entry, for: command.name), "\(command.name) lists \(entry)")
                }
            }
        }
    }

    func testOptionsAreRejectedFromTheDeclarations() {
        let console = Console.captured()
        XCTAssertEqual(ShortcutCLI.main(["view", "x.json", "--seed", "1"], console: console), 64)
        XCTAssertTrue(console.errorText.hasPrefix("error: unknown option --seed"), console.errorText)
        XCTAssertTrue(console.errorText.hasSuffix("usage: shortcut view FILE|NAME [--fold DEPTH] [--max-nesting N]\n"), console.errorText)
    }
}
