import Foundation
import XCTest

@testable import SafeFiles
@testable import ShortcutEngine

/// Failures in the middle of a batch: every file ends renamed or untouched, never lost.
final class RenameFaultTests: IsolatedTestCase {
    func makeThousand(_ box: Sandbox) -> [String] {
        let names = (1...1000).map { String(format: "file%04d.txt", $0) }
        box.make(names)
        return names
    }

    func testThe500thRenameFailingPutsEveryFileBack() throws {
        let box = Sandbox(memory: true)
        let names = makeThousand(box)
        let before = box.tree()
        let failing = FailingFileSystem(LocalFileSystem(currentDirectory: box.root), failingMove: 500)
        box.use(failing)
        let list = names.map { "\"\($0)\"" }.joined(separator: ",")
        let message = box.failure(
            "files.rename",
            "{\"mode\": \"Add Text\", \"text\": \"new_\", \"textPosition\": \"Before Name\", \"files\": [\(list)]}")
        XCTAssertEqual(
            message,
            "t.json:1:146: error: action 1 'Rename Files' (files.rename), parameter 'files': cannot rename 'file0500.txt' to 'new_file0500.txt': "
                + "permission denied for 'file0500.txt'; nothing was changed (499 items were put back)\nhint: fix the cause and run the workflow again"
        )
        XCTAssertEqual(box.tree(), before)
        // The journal was written before the first rename, and is marked undone.
        XCTAssertEqual(box.journals().map(\.undone), [true])
    }

    func testWhenPuttingBackFailsTooTheJournalRestoresEveryFile() throws {
        let box = Sandbox(memory: true)
        let names = makeThousand(box)
        let before = box.tree()
        let failing = FailingFileSystem(LocalFileSystem(currentDirectory: box.root), failingMove: 500)
        failing.failAllAfter = true  // the disk stays broken: the rollback fails as well
        box.use(failing)
        let list = names.map { "\"\($0)\"" }.joined(separator: ",")
        let message = box.failure(
            "files.rename",
            "{\"mode\": \"Add Text\", \"text\": \"new_\", \"textPosition\": \"Before Name\", \"files\": [\(list)]}")
        XCTAssertTrue(message.contains("499 of 1000 items could not be put back"), message)
        XCTAssertTrue(
            message.contains("hint: finish putting them back from the journal \(box.journal)/"), message)
        // Every file is either renamed or untouched, with its content.
        let tree = box.tree()
        XCTAssertEqual(tree.count, 1000)
        for (offset, name) in names.enumerated() {
            XCTAssertTrue(tree.contains((offset < 499 ? "new_" : "") + name + ": " + name), name)
        }
        // The disk heals; the journal puts every file back.
        let journal = try XCTUnwrap(box.journals().last)
        XCTAssertFalse(journal.undone)
        let entries = try Journal.read(journal.path, fileSystem: LocalFileSystem()).entries
        XCTAssertEqual(entries.count, 1000)
        XCTAssertEqual(
            BatchRestore.restore(entries, fileSystem: LocalFileSystem()),
            BatchRestore.Report(restored: 499, alreadyInPlace: 501, problems: []))
        XCTAssertEqual(box.tree(), before)
    }

    func testAFailureInsideASwapLeavesNoFileUnderATemporaryName() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.txt", "c.txt"])
        let before = box.tree()
        for failing in 1...5 {
            box.use(FailingFileSystem(LocalFileSystem(currentDirectory: box.root), failingMove: failing))
            let access = FileAccess(host: box.host, options: box.options)
            XCTAssertThrowsError(
                try access.moveBatch(
                    [
                        (box.root + "/a.txt", box.root + "/b.txt"), (box.root + "/b.txt", box.root + "/a.txt"),
                        (box.root + "/c.txt", box.root + "/d.txt"),
                    ], ifExists: .fail))
            XCTAssertEqual(box.tree(), before, "failing move \(failing)")
        }
    }
}
