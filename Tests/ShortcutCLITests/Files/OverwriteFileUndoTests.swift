import Foundation
import XCTest

@testable import ShortcutCLI

extension UndoCommandTests {
    /// Overwrite File keeps the old contents beside the journal before it writes: undo brings them back.
    func testUndoBringsBackTheContentsOverwriteFileReplaced() throws {
        let sandbox = try FileTree.makeSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.base) }
        try FileTree.build("notes.txt: old\n", in: sandbox.root)
        let workflow =
            #"{"version": 1, "actions": [{"action": "file.overwrite", "parameters": {"file": "notes.txt", "contents": "new"}}]}"#
        try Data(workflow.utf8).write(to: URL(fileURLWithPath: sandbox.base + "/overwrite.json"))
        let journal = ["--journal-dir", sandbox.base + "/journal"]
        let run = cli(["run", sandbox.base + "/overwrite.json"] + journal, in: sandbox.root)
        XCTAssertEqual(run.errors, "replaced 1 — undo with: shortcut undo --journal-dir \(sandbox.base)/journal\n")
        XCTAssertEqual(FileTree.describe(sandbox.root), "notes.txt: new\n")
        let name = try XCTUnwrap(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.base + "/journal").first { $0.hasSuffix(".json") })
        XCTAssertEqual(cli(["undo"] + journal, in: sandbox.root).output, "put back 2 of 2 items from \(name)\n")
        XCTAssertEqual(FileTree.describe(sandbox.root), "notes.txt: old\n")
    }
}
