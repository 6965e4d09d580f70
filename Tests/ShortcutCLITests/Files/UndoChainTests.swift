import Foundation
import SafeFiles
import XCTest

@testable import ShortcutCLI

/// `undo --dry-run` follows a chain of renames exactly as `undo` does (issue 25, item 5): a → b,
/// b → c, c → d in three steps used to read "missing" three times.
final class UndoChainTests: IsolatedTestCase {
    /// Runs the CLI in-process inside `root`, `root` shown as `$ROOT`.
    func cli(_ arguments: [String], in root: String) -> (code: Int32, output: String, errors: String) {
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(root)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let console = Console.captured()
        let code = ShortcutCLI.main(arguments, console: console)
        return (code, console.outputText.replacingOccurrences(of: root, with: "$ROOT"), console.errorText)
    }

    func testDryRunOfChainedRenamesSaysWhatUndoWillDo() throws {
        let sandbox = try FileTree.makeSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.base) }
        try FileTree.build("p/a.txt: A\np/x.txt: X\n", in: sandbox.root)
        let rename = { (from: String, to: String) in
            "{\"action\": \"file.rename\", \"parameters\": {\"file\": \"p/\(from)\", \"name\": \"\(to)\"}}"
        }
        let workflow =
            "{\"version\": 1, \"actions\": ["
            + [rename("a.txt", "b.txt"), rename("b.txt", "c.txt"), rename("c.txt", "d.txt"), rename("x.txt", "a.txt")].joined(
                separator: ", ") + "]}"
        try Data(workflow.utf8).write(to: URL(fileURLWithPath: sandbox.base + "/w.json"))
        let journal = ["--journal-dir", sandbox.base + "/journal"]
        let run = cli(["run", sandbox.base + "/w.json"] + journal, in: sandbox.root)
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertEqual(FileTree.describe(sandbox.root), "p/\np/a.txt: X\np/d.txt: A\n")
        let dry = cli(["undo", "--dry-run"] + journal, in: sandbox.root)
        XCTAssertEqual(dry.code, 0)
        XCTAssertEqual(
            dry.output,
            """
            dry run: put back $ROOT/p/a.txt → $ROOT/p/x.txt
            dry run: put back $ROOT/p/d.txt → $ROOT/p/c.txt
            dry run: put back $ROOT/p/c.txt → $ROOT/p/b.txt
            dry run: put back $ROOT/p/b.txt → $ROOT/p/a.txt

            """)
        // The dry run changed nothing; the undo then does what it said.
        XCTAssertEqual(FileTree.describe(sandbox.root), "p/\np/a.txt: X\np/d.txt: A\n")
        let undo = cli(["undo"] + journal, in: sandbox.root)
        XCTAssertEqual(undo.code, 0, undo.errors)
        XCTAssertTrue(undo.output.hasPrefix("put back 4 of 4 items from "), undo.output)
        XCTAssertEqual(FileTree.describe(sandbox.root), "p/\np/a.txt: A\np/x.txt: X\n")
    }
}
