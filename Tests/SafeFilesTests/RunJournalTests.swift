import Foundation
import XCTest

@testable import SafeFiles

/// A run's journal knows which step made the item now at a path, so a later save over it joins
/// that step; a run whose every step was put back starts a new journal and forgets the old steps.
final class RunJournalTests: IsolatedTestCase {
    func testALaterSaveJoinsTheStepThatMadeTheItemAndARolledBackRunForgetsIt() throws {
        let folder = NSTemporaryDirectory() + "journal-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fileSystem = LocalFileSystem()
        let journal = RunJournal(directory: folder, workflow: "w.json", folder: folder)
        let first = FileIdentity(device: 1, inode: 10)
        let step = try journal.record(
            JournalStep(verb: "save", created: [CreatedItem(path: "/x/a.txt", identity: first)]), fileSystem: fileSystem)
        XCTAssertEqual(journal.step(thatMade: "/x/a.txt", current: first), step)
        // Another item at the path (changed behind the run's back): not the run's.
        XCTAssertNil(journal.step(thatMade: "/x/a.txt", current: FileIdentity(device: 1, inode: 11)))
        XCTAssertNil(journal.step(thatMade: "/x/b.txt", current: first))
        // Saved over again: the step now knows the new file.
        let second = FileIdentity(device: 1, inode: 12)
        try journal.remade(step, path: "/x/a.txt", identity: second, fileSystem: fileSystem)
        XCTAssertEqual(journal.step(thatMade: "/x/a.txt", current: second), step)
        XCTAssertNil(journal.step(thatMade: "/x/a.txt", current: first))
        // Every step put back: the journal is set aside and its steps forgotten (no stale index).
        journal.rolledBack(step, fileSystem: fileSystem)
        XCTAssertNil(journal.path)
        XCTAssertNil(journal.step(thatMade: "/x/a.txt", current: second))
        let next = try journal.record(
            JournalStep(verb: "save", created: [CreatedItem(path: "/x/c.txt", identity: first)]), fileSystem: fileSystem)
        XCTAssertEqual(next, 0)
        XCTAssertEqual(journal.step(thatMade: "/x/c.txt", current: first), 0)
        XCTAssertNil(journal.step(thatMade: "/x/a.txt", current: second))
    }
}
