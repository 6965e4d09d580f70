import Foundation
import XCTest

@testable import ShortcutCLI

/// Each command's own table in docs/cli.md (`<!-- options: command NAME -->`) lists every option
/// line its `--help` prints, apart from the run options when the help shows their shared table;
/// "takes no options of its own" only when it prints none (it used to say so of `store`, whose
/// help lists `--store PATH`).
final class CommandTablesDocTests: IsolatedTestCase {
    func testEachCommandsTableListsEveryOptionItsHelpPrints() throws {
        let path = GoldenWorkflowTests.packageRoot.appendingPathComponent("docs/cli.md").path
        let doc = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        for command in ShortcutCLI.commands {
            let marker = "<!-- options: command \(command.name) -->\n"
            guard let start = doc.range(of: marker), let end = doc.range(of: "<!-- end options -->", range: start.upperBound..<doc.endIndex)
            else { continue }
            let table = doc[start.upperBound..<end.lowerBound]
            let showsRunOptions = command.usage.sections.contains { $0.title == Usage.runOptions.title }
            let shared = Set((showsRunOptions ? OptionTable.runOptions : []).map(\.name))
            let declared = OptionTable.declarations(for: command.name).filter { !shared.contains($0.name) }
            var listed: [String] = []
            for line in command.help.split(separator: "\n").dropFirst() where line.hasPrefix("  ") {
                guard let declaration = declared.first(where: { line.hasPrefix("  " + $0.label + " ") }) else { continue }
                let row = "| " + declaration.markdownLabel.replacingOccurrences(of: "|", with: "\\|") + " |"
                XCTAssertTrue(table.contains(row), "\(command.name): its table in docs/cli.md lacks \(row)")
                listed.append(declaration.name)
            }
            if table.contains("takes no options of its own") {
                XCTAssertEqual(listed, [], "\(command.name): the doc says it takes no options, its --help lists \(listed)")
            }
        }
    }

    func testTheStoreTableNamesStore() throws {
        XCTAssertTrue(OptionDocs.commandTable("store").contains("| `--store PATH` |"), OptionDocs.commandTable("store"))
        XCTAssertTrue(OptionDocs.commandTable("check").contains("| `--folder DIR` |"), OptionDocs.commandTable("check"))
        XCTAssertFalse(OptionDocs.commandTable("run").contains("--store"), "run shows --store in the run options' table")
    }

    /// Every flag a command's `--help` synopsis names is in a synopsis of that command in
    /// docs/cli.md (a code-block line starting `shortcut NAME`, with its indented continuation).
    func testTheDocsSynopsesNameEveryFlagOfTheHelpSynopses() throws {
        let path = GoldenWorkflowTests.packageRoot.appendingPathComponent("docs/cli.md").path
        let doc = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        var blocks: [String: String] = [:]
        var inBlock = false, current: String?
        for line in doc.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inBlock.toggle()
                current = nil
                continue
            }
            guard inBlock else { continue }
            if let command = ShortcutCLI.commands.first(where: { line.hasPrefix("shortcut \($0.name) ") }) {
                current = command.name
                blocks[command.name, default: ""] += line + "\n"
            } else if let name = current, line.hasPrefix("   ") {
                blocks[name, default: ""] += line + "\n"
            } else {
                current = nil
            }
        }
        for command in ShortcutCLI.commands {
            let synopsis = command.help.split(separator: "\n").first.map(String.init) ?? ""
            let flags = synopsis.split(whereSeparator: { " []|…=".contains($0) }).filter { $0.hasPrefix("-") && $0.count > 1 }
            for flag in flags where flag != "-" {
                XCTAssertTrue(
                    blocks[command.name]?.contains(flag) == true, "docs/cli.md's synopsis of \(command.name) lacks \(flag) (--help: \(synopsis))")
            }
        }
    }
}
