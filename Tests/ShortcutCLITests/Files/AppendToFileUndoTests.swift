import Foundation
import XCTest

@testable import ShortcutCLI

extension UndoCommandTests {
    /// Append to Text File journals the old contents before it writes: undo brings them back.
    func testUndoBringsBackTheContentsAppendToFileChanged() throws {
        let sandbox = try FileTree.makeSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.base) }
        try FileTree.build("log.txt: monday\n", in: sandbox.root)
        let workflow =
            #"{"version": 1, "actions": [{"action": "file.append", "parameters": {"text": "tuesday", "path": "log.txt"}}]}"#
        try Data(workflow.utf8).write(to: URL(fileURLWithPath: sandbox.base + "/append.json"))
        let journal = ["--journal-dir", sandbox.base + "/journal"]
        let run = cli(["run", sandbox.base + "/append.json"] + journal, in: sandbox.root)
        XCTAssertEqual(run.errors, "replaced 1 — undo with: shortcut undo --journal-dir \(sandbox.base)/journal\n")
        XCTAssertEqual(
            String(decoding: FileManager.default.contents(atPath: sandbox.root + "/log.txt") ?? Data(), as: UTF8.self),
            "monday\ntuesday")
        let name = try XCTUnwrap(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.base + "/journal").first { $0.hasSuffix(".json") })
        XCTAssertEqual(cli(["undo"] + journal, in: sandbox.root).output, "put back 2 of 2 items from \(name)\n")
        XCTAssertEqual(FileTree.describe(sandbox.root), "log.txt: monday\n")
    }
}
