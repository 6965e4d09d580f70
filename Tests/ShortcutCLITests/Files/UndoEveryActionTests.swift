import Foundation
import SafeFiles
import XCTest

@testable import ShortcutCLI

/// Every kind of file change a run makes belongs to the run's one journal, is counted in the change
/// summary, and `shortcut undo` puts the tree back as it was (issue 15, item 3): one test per
/// file-changing action. Store changes are not file changes of the run.
final class UndoEveryActionTests: IsolatedTestCase {
    var sandbox: (base: String, root: String) = ("", "")
    var journal: [String] { ["--journal-dir", sandbox.base + "/journal"] }

    override func setUpWithError() throws {
        sandbox = try FileTree.makeSandbox()
        setenv("XDG_DATA_HOME", sandbox.base + "/data", 1)
    }

    override func tearDown() {
        unsetenv("XDG_DATA_HOME")
        try? FileManager.default.removeItem(atPath: sandbox.base)
    }

    /// Runs the CLI in-process inside the sandbox's tree.
    func cli(_ arguments: [String]) -> (code: Int32, output: String, errors: String) {
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(sandbox.root)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let console = Console.captured()
        let code = ShortcutCLI.main(arguments, console: console)
        return (
            code, console.outputText.replacingOccurrences(of: sandbox.root, with: "$ROOT"),
            console.errorText.replacingOccurrences(of: sandbox.root, with: "$ROOT")
        )
    }

    /// Builds `before`, runs `actions` (JSON of the action list) with the workflow kept outside the
    /// tree, checks the summary and the tree after the run, undoes, and checks the tree is `before`.
    func assertUndone(
        _ before: String, _ actions: String, summary: String, after: String?, undone: Int, options: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try FileTree.build(before, in: sandbox.root)
        let original = FileTree.describe(sandbox.root)
        let workflow = sandbox.base + "/w.json"
        try Data(#"{"version": 1, "actions": \#(actions)}"#.utf8).write(to: URL(fileURLWithPath: workflow))
        let run = cli(
            ["run", workflow, "--allow-path", sandbox.root, "--allow-path", sandbox.base + "/data"] + journal + options)
        XCTAssertEqual(run.code, 0, run.errors, file: file, line: line)
        XCTAssertEqual(
            run.errors, summary + " — undo with: shortcut undo --journal-dir \(sandbox.base)/journal\n", file: file, line: line)
        if let after { XCTAssertEqual(FileTree.describe(sandbox.root), after, file: file, line: line) }
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.base + "/journal").filter { $0.hasSuffix(".json") }.count,
            1,
            "one journal for the run", file: file, line: line)
        let undo = cli(["undo"] + journal)
        XCTAssertEqual(undo.code, 0, undo.errors, file: file, line: line)
        XCTAssertTrue(undo.output.hasPrefix("put back \(undone) of \(undone) item"), undo.output, file: file, line: line)
        XCTAssertEqual(FileTree.describe(sandbox.root), original, file: file, line: line)
    }

    func testRenameFile() throws {
        try assertUndone(
            "a.txt: a\n", #"[{"action": "file.rename", "parameters": {"file": "a.txt", "name": "b.txt"}}]"#,
            summary: "renamed 1", after: "b.txt: a\n", undone: 1)
    }

    func testMoveFile() throws {
        try assertUndone(
            "a.txt: a\nin/\n", #"[{"action": "file.move", "parameters": {"files": "a.txt", "destination": "in"}}]"#,
            summary: "moved 1", after: "in/\nin/a.txt: a\n", undone: 1)
    }

    func testCopyFiles() throws {
        try assertUndone(
            "a.txt: a\nin/\n", #"[{"action": "files.copy", "parameters": {"files": "a.txt", "destination": "in"}}]"#,
            summary: "copied 1", after: "a.txt: a\nin/\nin/a.txt: a\n", undone: 1)
    }

    func testDuplicateFiles() throws {
        try assertUndone(
            "a.txt: a\n", #"[{"action": "files.duplicate", "parameters": {"files": "a.txt"}}]"#,
            summary: "copied 1", after: "a copy.txt: a\na.txt: a\n", undone: 1)
    }

    func testDeleteToTheTrash() throws {
        try assertUndone(
            "a.txt: a\nb.txt: b\n", #"[{"action": "file.delete", "parameters": {"files": "a.txt"}}]"#,
            summary: "moved 1 to the trash", after: "b.txt: b\n", undone: 2)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sandbox.base + "/data/Trash/files"), [])
    }

    func testSaveANewFile() throws {
        try assertUndone(
            "", #"[{"action": "documentpicker.save", "parameters": {"input": "hi", "path": "new.txt"}}]"#,
            summary: "saved 1", after: "new.txt: hi\n", undone: 1)
    }

    /// The folders Save File makes on the way (`createFolders`) go too, once empty.
    func testSaveIntoNewFolders() throws {
        try assertUndone(
            "",
            #"[{"action": "documentpicker.save", "parameters": {"input": "hi", "path": "a/b/new.txt", "createFolders": true}}]"#,
            summary: "saved 1", after: "a/\na/b/\na/b/new.txt: hi\n", undone: 3)
    }

    func testSaveReplacingAFile() throws {
        try assertUndone(
            "a.txt: old\n",
            #"[{"action": "documentpicker.save", "parameters": {"input": "new", "path": "a.txt", "overwrite": true}}]"#,
            summary: "replaced 1", after: "a.txt: new\n", undone: 2)
    }

    /// Create Folder journals the folder and the missing parents it made.
    func testCreateFolder() throws {
        try assertUndone(
            "a.txt: a\n", #"[{"action": "file.createfolder", "parameters": {"path": "x/y"}}]"#,
            summary: "created 1 folder", after: "a.txt: a\nx/\nx/y/\n", undone: 2)
    }

    func testMakeArchive() throws {
        defer { XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.root + "/pack.tar")) }
        try assertUndone(
            "a.txt: a\n",
            #"[{"action": "makezip", "parameters": {"input": "hello", "name": "pack", "format": "tar"}}]"#,
            summary: "made 1 archive", after: nil, undone: 1)
    }

    /// Extract Archive journals its new folder and every folder and file in it: the summary counts
    /// the files, and undo removes them and then the folders.
    func testExtractArchive() throws {
        try makeArchiveOfATree()
        try assertUndone(
            "", #"[{"action": "unzip", "parameters": {"archive": "pack.zip", "folder": "out"}}]"#,
            summary: "extracted 2", after: nil, undone: 5)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.root + "/out"))
    }

    /// The tree Extract Archive makes, as `FileTree.describe` shows it.
    func testExtractArchiveMakesTheTree() throws {
        try makeArchiveOfATree()
        try FileTree.build("", in: sandbox.root)
        let workflow = sandbox.base + "/w.json"
        try Data(
            #"{"version": 1, "actions": [{"action": "unzip", "parameters": {"archive": "pack.zip", "folder": "out"}}]}"#.utf8
        )
        .write(to: URL(fileURLWithPath: workflow))
        XCTAssertEqual(cli(["run", workflow] + journal).code, 0)
        XCTAssertEqual(FileTree.describe(sandbox.root + "/out"), "pack/\npack/a.txt: a\npack/sub/\npack/sub/b.txt: b\n")
    }

    /// What was put into a folder the run made since is never removed: undo says so and keeps it.
    func testUndoKeepsWhatWasPutIntoAFolderTheRunMade() throws {
        let workflow = sandbox.base + "/w.json"
        try Data(#"{"version": 1, "actions": [{"action": "file.createfolder", "parameters": {"path": "made"}}]}"#.utf8).write(
            to: URL(fileURLWithPath: workflow))
        XCTAssertEqual(cli(["run", workflow] + journal).code, 0)
        try FileTree.build("made/mine.txt: mine\n", in: sandbox.root)
        XCTAssertEqual(
            cli(["undo", "--dry-run"] + journal).output, "left in place: $ROOT/made holds items the run did not make\n")
        let undo = cli(["undo"] + journal)
        XCTAssertEqual(undo.code, 70)
        XCTAssertEqual(
            undo.errors,
            """
            error: '$ROOT/made' was left in place: the folder holds items the run did not make
            hint: move the items in the way, then run `shortcut undo` again (the journal is kept)

            """)
        XCTAssertEqual(FileTree.describe(sandbox.root), "made/\nmade/mine.txt: mine\n")
    }

    /// Store changes are not file changes of the run: no summary line, no journal.
    /// Append to File twice on one file: one undo brings back the file as it was (the second
    /// append used to leave the journal unable to put the first one back).
    func testAppendTwiceToOneFile() throws {
        try assertUndone(
            "log.txt: start\n",
            #"[{"action": "file.append", "parameters": {"path": "log.txt", "text": "one"}}, {"action": "file.append", "parameters": {"path": "log.txt", "text": "two"}}]"#,
            summary: "replaced 2", after: "log.txt: start\none\ntwo\n", undone: 2)
    }

    /// Two edits of one contact's file, and an edit of a contact the run added: the later writes
    /// join the step that first changed or made the file, so one undo puts all back.
    func testEditAndAddContacts() throws {
        let john = "BEGIN:VCARD\nVERSION:3.0\nUID:j1\nN:Appleseed;John;;;\nFN:John Appleseed\nEND:VCARD\n"
        try FileManager.default.createDirectory(atPath: sandbox.root + "/Contacts", withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: sandbox.root + "/Contacts/family.vcf", contents: Data(john.utf8)))
        try assertUndone(
            "",
            #"[{"action": "filter.contacts", "id": "john"}, "#
                + #"{"action": "setters.contacts", "id": "a", "parameters": {"contact": "{{john}}", "property": "Nickname", "value": "Johnny"}}, "#
                + #"{"action": "setters.contacts", "parameters": {"contact": "{{a}}", "property": "Job Title", "value": "Grower"}}, "#
                + #"{"action": "addnewcontact", "id": "new", "parameters": {"firstName": "Zoë"}}, "#
                + #"{"action": "setters.contacts", "parameters": {"contact": "{{new}}", "property": "Last Name", "value": "Quux"}}]"#,
            summary: "replaced 3, saved 1", after: nil, undone: 3,
            options: ["--contacts", sandbox.root + "/Contacts", "--now", "2026-11-21T10:00:00Z"])
    }

    /// An event the run added, then edited, and a reminder edited twice.
    func testAddAndEditCalendarItems() throws {
        let todo =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VTODO\r\nUID:milk\r\nDTSTAMP:20261101T000000Z\r\nSUMMARY:Buy milk\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        try FileManager.default.createDirectory(atPath: sandbox.root + "/Calendars/Todo", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: sandbox.root + "/Calendars/Home", withIntermediateDirectories: true)
        XCTAssertTrue(
            FileManager.default.createFile(atPath: sandbox.root + "/Calendars/Todo/milk.ics", contents: Data(todo.utf8)))
        try assertUndone(
            "",
            #"[{"action": "addnewevent", "id": "e", "parameters": {"title": "Tea", "calendar": "Home", "start": "2026-11-22T10:00:00Z", "end": "2026-11-22T11:00:00Z"}}, "#
                + #"{"action": "setters.calendarevents", "parameters": {"events": "{{e}}", "property": "Location", "value": "Kitchen"}}, "#
                + #"{"action": "filter.reminders", "id": "milk"}, "#
                + #"{"action": "setters.reminders", "id": "m", "parameters": {"reminders": "{{milk}}", "property": "Notes", "value": "oat"}}, "#
                + #"{"action": "setters.reminders", "parameters": {"reminders": "{{m}}", "property": "Tags", "mode": "Add", "value": "shop"}}]"#,
            summary: "saved 1, replaced 3", after: nil, undone: 3,
            options: ["--calendars", sandbox.root + "/Calendars", "--now", "2026-11-21T10:00:00Z"])
    }

    /// Edit Reminder's Subtasks changes the subtasks' files (one moves from another list: its old
    /// file to the trash, a new one in the parent's list); one undo puts every file back.
    func testEditReminderSubtasks() throws {
        func todo(_ uid: String, _ title: String) -> String {
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nDTSTAMP:20261101T000000Z\r\nSUMMARY:\(title)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        }
        for (folder, uid, title) in [("Todo", "milk", "Buy milk"), ("Todo", "oats", "Oats"), ("Errands", "stamps", "Stamps")] {
            try FileManager.default.createDirectory(
                atPath: sandbox.root + "/Calendars/" + folder, withIntermediateDirectories: true)
            XCTAssertTrue(
                FileManager.default.createFile(
                    atPath: sandbox.root + "/Calendars/\(folder)/\(uid).ics", contents: Data(todo(uid, title).utf8)))
        }
        let find =
            #"{"action": "filter.reminders", "id": "ID", "parameters": {"conditions": [{"property": "Title", "condition": "is", "value": "TITLE"}]}}, "#
        try assertUndone(
            "",
            "["
                + find.replacingOccurrences(of: "ID", with: "milk").replacingOccurrences(of: "TITLE", with: "Buy milk")
                + find.replacingOccurrences(of: "ID", with: "more").replacingOccurrences(of: "TITLE", with: "Stamps")
                + find.replacingOccurrences(of: "ID", with: "oats").replacingOccurrences(of: "TITLE", with: "Oats")
                + #"{"action": "setters.reminders", "parameters": {"reminders": "{{milk}}", "property": "Subtasks", "mode": "Add", "value": "{{oats}}"}}, "#
                + #"{"action": "setters.reminders", "parameters": {"reminders": "{{milk}}", "property": "Subtasks", "mode": "Add", "value": "{{more}}"}}]"#,
            summary: "replaced 2, moved 1 to the trash, saved 1", after: nil, undone: 7,
            options: ["--calendars", sandbox.root + "/Calendars", "--now", "2026-11-21T10:00:00Z"])
    }

    func testStoreChangesAreNotFileChangesOfTheRun() throws {
        let workflow = sandbox.base + "/w.json"
        try Data(#"{"version": 1, "actions": [{"action": "store.set", "parameters": {"path": "k", "value": "v"}}]}"#.utf8).write(
            to: URL(fileURLWithPath: workflow))
        let run = cli(["run", workflow, "--store", sandbox.base + "/store.json"] + journal)
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertEqual(run.errors, "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.base + "/journal"))
    }

    /// A ZIP of `a.txt` and `sub/b.txt` at `pack.zip` in the tree, made by a run with a journal of its own.
    func makeArchiveOfATree() throws {
        let source = sandbox.base + "/pack"
        try FileTree.build("a.txt: a\nsub/b.txt: b\n", in: source)
        let workflow = sandbox.base + "/make.json"
        try Data(
            #"{"version": 1, "actions": [{"action": "file.getfoldercontents", "parameters": {"folder": "\#(source)"}}, {"action": "makezip", "parameters": {"name": "pack", "folder": "\#(sandbox.root)"}}]}"#
                .utf8
        ).write(to: URL(fileURLWithPath: workflow))
        let made = cli(["run", workflow, "--allow-path", sandbox.base, "--journal-dir", sandbox.base + "/journal-of-setup"])
        XCTAssertEqual(made.code, 0, made.errors)
    }
}
