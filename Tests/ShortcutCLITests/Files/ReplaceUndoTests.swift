import Foundation
import SafeFiles
import ShortcutEngine
import XCTest

@testable import ShortcutCLI

/// A move that replaces (Move File's `replaceExisting`, as Automator's Move Finder Items
/// "Replacing existing files" imports) and its undo: the golden `Workflows/Files/move-replacing`
/// and a minimal Automator bundle, each run in a scratch folder, then one `shortcut undo` puts the
/// moved files back and the replaced file with them.
final class ReplaceUndoTests: IsolatedTestCase {
    /// Runs the CLI in-process inside `root`; the sandbox's paths shown as `$BASE`.
    func cli(_ arguments: [String], in root: String, base: String) -> (code: Int32, output: String, errors: String) {
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(root)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let console = Console.captured()
        let code = ShortcutCLI.main(arguments, console: console)
        return (
            code, console.outputText.replacingOccurrences(of: base, with: "$BASE"),
            console.errorText.replacingOccurrences(of: base, with: "$BASE")
        )
    }

    func testUndoAfterTheReplacingGoldenPutsBackTheDraftsAndTheOldReport() throws {
        let sandbox = try FileTree.makeSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.base) }
        let before = try String(contentsOfFile: FileTreeGoldenTests.folder + "/move-replacing.tree.before", encoding: .utf8)
        try FileTree.build(before, in: sandbox.root)
        let journal = ["--journal-dir", sandbox.base + "/journal"]
        let run = cli(
            ["run", FileTreeGoldenTests.folder + "/move-replacing.json"] + journal, in: sandbox.root, base: sandbox.base)
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertEqual(run.errors, "moved 2, replaced 1 — undo with: shortcut undo --journal-dir $BASE/journal\n")
        let list = cli(["undo", "--list"] + journal, in: sandbox.root, base: sandbox.base).output
        XCTAssertTrue(list.contains("  move-replacing.json  in $BASE/tree  3 items (replace, move)  ["), list)
        let dry = cli(["undo", "--dry-run"] + journal, in: sandbox.root, base: sandbox.base)
        let kept = try XCTUnwrap(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.base + "/journal").first { $0.hasSuffix(".json.files") })
        XCTAssertEqual(
            dry.output,
            "dry run: put back $BASE/tree/published/notes.txt → $BASE/tree/drafts/notes.txt\n"
                + "dry run: put back $BASE/tree/published/report.txt → $BASE/tree/drafts/report.txt\n"
                + "dry run: put back $BASE/journal/\(kept)/report.txt → $BASE/tree/published/report.txt\n")
        let undo = cli(["undo"] + journal, in: sandbox.root, base: sandbox.base)
        XCTAssertEqual(undo.code, 0, undo.errors)
        XCTAssertTrue(undo.output.hasPrefix("put back 3 of 3 items from "), undo.output)
        XCTAssertEqual(FileTree.describe(sandbox.root), before)
        XCTAssertTrue(
            cli(["undo"] + journal, in: sandbox.root, base: sandbox.base).output.hasPrefix("nothing to undo: the last batch ("))
    }

    /// Copy Files replacing (`Workflows/Files/copy-replacing`): undo removes the new copies, then
    /// brings yesterday's copy back under its name.
    func testUndoAfterTheReplacingCopyRemovesTheCopiesAndBringsTheOldOneBack() throws {
        let sandbox = try FileTree.makeSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.base) }
        let before = try String(contentsOfFile: FileTreeGoldenTests.folder + "/copy-replacing.tree.before", encoding: .utf8)
        try FileTree.build(before, in: sandbox.root)
        let journal = ["--journal-dir", sandbox.base + "/journal"]
        let run = cli(
            ["run", FileTreeGoldenTests.folder + "/copy-replacing.json"] + journal, in: sandbox.root, base: sandbox.base)
        XCTAssertEqual(run.errors, "copied 2, replaced 1 — undo with: shortcut undo --journal-dir $BASE/journal\n")
        let list = cli(["undo", "--list"] + journal, in: sandbox.root, base: sandbox.base).output
        XCTAssertTrue(list.contains("  3 items (replace, copy)  ["), list)
        let undo = cli(["undo"] + journal, in: sandbox.root, base: sandbox.base)
        XCTAssertEqual(undo.code, 0, undo.errors)
        XCTAssertTrue(undo.output.hasPrefix("put back 3 of 3 items from "), undo.output)
        XCTAssertEqual(FileTree.describe(sandbox.root), before)
    }

    /// A Quick Action bundle (Get Selected Finder Items, then Move Finder Items with "Replacing
    /// existing files" on), imported and run on the files it receives (`--input-path`), then undone.
    func testAnImportedAutomatorMoveThatReplacesRunsAndUndoes() throws {
        let sandbox = try FileTree.makeSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.base) }
        let before = "drafts/\ndrafts/notes.txt: notes\ndrafts/report.txt: new\npublished/\npublished/report.txt: old\n"
        try FileTree.build(before, in: sandbox.root)
        // Automator's document.wflow, cut to what the importer reads.
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>AMApplicationBuild</key><string>1</string>
            <key>actions</key><array>
            <dict><key>action</key><dict>
            <key>BundleIdentifier</key><string>com.apple.Automator.GetSelectedFinderItems2</string>
            <key>ActionName</key><string>Get Selected Finder Items</string>
            <key>ActionParameters</key><dict/>
            </dict></dict>
            <dict><key>action</key><dict>
            <key>BundleIdentifier</key><string>com.apple.Automator.MoveFiles</string>
            <key>ActionName</key><string>Move Finder Items</string>
            <key>ActionParameters</key><dict>
            <key>replaceExisting</key><true/><key>toDirectory</key><string>published</string>
            </dict></dict></dict></array>
            </dict></plist>
            """
        let bundle = sandbox.base + "/Publish.workflow/Contents"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        try Data(document.utf8).write(to: URL(fileURLWithPath: bundle + "/document.wflow"))
        let imported = cli(
            ["import", sandbox.base + "/Publish.workflow", "-o", sandbox.base + "/publish.json"], in: sandbox.root,
            base: sandbox.base)
        XCTAssertEqual(imported.code, 0, imported.errors)
        let journal = ["--journal-dir", sandbox.base + "/journal"]
        let run = cli(
            ["run", sandbox.base + "/publish.json", "--input-path", "drafts/*.txt"] + journal, in: sandbox.root,
            base: sandbox.base)
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertEqual(
            FileTree.describe(sandbox.root), "drafts/\npublished/\npublished/notes.txt: notes\npublished/report.txt: new\n")
        let undo = cli(["undo"] + journal, in: sandbox.root, base: sandbox.base)
        XCTAssertEqual(undo.code, 0, undo.errors)
        XCTAssertTrue(undo.output.hasPrefix("put back 3 of 3 items from "), undo.output)
        XCTAssertEqual(FileTree.describe(sandbox.root), before)
    }
}
