import Foundation
import ShortcutActions
import XCTest

@testable import SafeFiles
@testable import ShortcutEngine

/// Move File and Copy Files with "Replace Existing Files" (`replaceExisting`, Apple's
/// `WFReplaceExisting`; Automator's `replaceExisting`): the item in the way is set aside beside the
/// journal first (a `replace` step), the batch stays all or nothing, and the refusals are clear.
final class ReplaceExistingTests: IsolatedTestCase {
    func files(_ paths: String...) -> Value { .list(paths.map { .file(FileReference(path: $0)) }) }

    /// The journal's steps, as verbs, and the set-aside copies beside it, as `name: contents`.
    func journalled(_ box: Sandbox) throws -> (verbs: [String], kept: [String]) {
        let path = try XCTUnwrap(box.journals().last).path
        let record = try Journal.readRecord(path, fileSystem: LocalFileSystem())
        let folder = Journal.backups(of: path)
        let kept = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map {
            $0 + ": " + String(decoding: FileManager.default.contents(atPath: folder + "/" + $0) ?? Data(), as: UTF8.self)
        }
        return (record.steps.map(\.verb), kept)
    }

    func testMoveReplacingSetsTheOldFileAsideBesideTheJournalAndTheJournalPutsAllBack() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.txt", "dest/b.txt"])
        let moved = try box.run("file.move", #"{"destination": "dest", "replaceExisting": true}"#, input: files("a.txt", "b.txt"))
        XCTAssertEqual(box.paths(moved), ["dest/a.txt", "dest/b.txt"])
        XCTAssertEqual(box.tree(), ["dest/", "dest/a.txt: a.txt", "dest/b.txt: b.txt"])
        let (verbs, kept) = try journalled(box)
        XCTAssertEqual(verbs, ["replace", "move"])
        XCTAssertEqual(kept, ["b.txt: dest/b.txt"])
        // Last step first, as `shortcut undo` does: the moved files go back, then the replaced one.
        let record = try Journal.readRecord(try XCTUnwrap(box.journals().last).path, fileSystem: LocalFileSystem())
        for step in record.steps.reversed() {
            XCTAssertEqual(BatchRestore.restore(step.entries, fileSystem: LocalFileSystem()).problems, [])
        }
        XCTAssertEqual(box.tree(), ["a.txt: a.txt", "b.txt: b.txt", "dest/", "dest/b.txt: dest/b.txt"])
    }

    func testCopyReplacingKeepsTheOldFileAndFalseStillRefuses() throws {
        let box = Sandbox()
        box.make(["a.txt", "dest/a.txt"])
        XCTAssertEqual(
            box.failure("files.copy", #"{"destination": "dest", "replaceExisting": false}"#, input: files("a.txt")),
            "t.json:1:39: error: action 1 'Copy Files' (files.copy), parameter 'files': cannot copy 'a.txt': 'dest/a.txt' already exists\nhint: nothing was copied; set \"ifExists\" to \"Add Number\" or choose another folder"
        )
        let copied = try box.run("files.copy", #"{"destination": "dest", "replaceExisting": true}"#, input: files("a.txt"))
        XCTAssertEqual(box.paths(copied), ["dest/a.txt"])
        XCTAssertEqual(box.tree(), ["a.txt: a.txt", "dest/", "dest/a.txt: a.txt"])
        let (verbs, kept) = try journalled(box)
        XCTAssertEqual(verbs, ["replace", "copy"])
        XCTAssertEqual(kept, ["a.txt: dest/a.txt"])
    }

    func testAFolderReplacesAFolderButNeverAFileOrTheOtherWayRound() throws {
        let box = Sandbox()
        box.make(["b.txt", "tree/x.txt", "dest/b.txt/inner", "dest/tree"])
        XCTAssertEqual(
            box.failure("file.move", #"{"destination": "dest", "replaceExisting": true}"#, input: files("b.txt")),
            "t.json:1:39: error: action 1 'Move File' (file.move), parameter 'files': cannot move 'b.txt': it would replace the folder 'dest/b.txt' with a file\nhint: nothing was changed; only a file replaces a file and a folder a folder: move the item in the way first"
        )
        XCTAssertEqual(
            box.failure("files.copy", #"{"destination": "dest", "replaceExisting": true}"#, input: files("tree")),
            "t.json:1:39: error: action 1 'Copy Files' (files.copy), parameter 'files': cannot copy 'tree': it would replace the file 'dest/tree' with a folder\nhint: nothing was changed; only a file replaces a file and a folder a folder: move the item in the way first"
        )
        XCTAssertEqual(
            box.tree(),
            [
                "b.txt: b.txt", "dest/", "dest/b.txt/", "dest/b.txt/inner: dest/b.txt/inner", "dest/tree: dest/tree", "tree/",
                "tree/x.txt: tree/x.txt",
            ])
        box.make(["other/tree/old.txt"])
        _ = try box.run("file.move", #"{"destination": "other", "replaceExisting": true}"#, input: files("tree"))
        XCTAssertEqual(box.tree("other"), ["other/tree/", "other/tree/x.txt: tree/x.txt"])
        XCTAssertEqual(try journalled(box).kept, ["tree: "])
    }

    func testTheSameFileUnderTwoNamesOrAFolderHoldingTheItemIsRefused() throws {
        let box = Sandbox()
        box.make(["a.txt", "x.txt", "dest/", "box/box/inner.txt"])
        try FileManager.default.linkItem(atPath: box.root + "/x.txt", toPath: box.root + "/dest/x.txt")
        XCTAssertEqual(
            box.failure("files.copy", #"{"destination": ".", "replaceExisting": true}"#, input: files("a.txt")),
            "t.json:1:39: error: action 1 'Copy Files' (files.copy), parameter 'files': cannot copy 'a.txt' to 'a.txt': it is the same file, so replacing it would lose it\nhint: nothing was changed; choose another folder"
        )
        XCTAssertEqual(
            box.failure("file.move", #"{"destination": "dest", "replaceExisting": true}"#, input: files("x.txt")),
            "t.json:1:39: error: action 1 'Move File' (file.move), parameter 'files': cannot move 'x.txt' to 'dest/x.txt': it is the same file, so replacing it would lose it\nhint: nothing was changed; choose another folder"
        )
        XCTAssertEqual(
            box.failure("file.move", #"{"destination": ".", "replaceExisting": true}"#, input: files("box/box")),
            "t.json:1:39: error: action 1 'Move File' (file.move), parameter 'files': cannot move 'box/box' to 'box': that folder holds 'box/box', so replacing it would lose it\nhint: nothing was changed; choose another folder"
        )
        XCTAssertEqual(
            box.tree(),
            [
                "a.txt: a.txt", "box/", "box/box/", "box/box/inner.txt: box/box/inner.txt", "dest/", "dest/x.txt: x.txt",
                "x.txt: x.txt",
            ])
        XCTAssertEqual(box.journals().count, 0)
    }

    /// Setting aside a folder that holds another item of the batch would carry that item away.
    func testAFolderHoldingAnotherItemOfTheBatchIsNotReplaced() throws {
        let box = Sandbox()
        box.make(["dest/b/x.txt", "c/b/y.txt"])
        let before = box.tree()
        for (identifier, verb) in [("file.move", "move"), ("files.copy", "copy")] {
            XCTAssertEqual(
                box.failure(
                    identifier, #"{"destination": "dest", "replaceExisting": true}"#, input: files("dest/b/x.txt", "c/b")),
                "t.json:1:39: error: action 1 '\(verb == "move" ? "Move File" : "Copy Files")' (\(identifier)), parameter 'files': cannot \(verb) 'c/b' to 'dest/b': that folder holds 'dest/b/x.txt', so replacing it would lose it\nhint: nothing was changed; choose another folder"
            )
        }
        XCTAssertEqual(box.tree(), before)
    }

    func testADryRunPreviewsWhatItWouldReplaceAndChangesNothing() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.txt", "dest/b.txt"])
        box.dryRun = true
        _ = try box.run("file.move", #"{"destination": "dest", "replaceExisting": true}"#, input: files("a.txt", "b.txt"))
        _ = try box.run("files.copy", #"{"destination": "dest", "replaceExisting": true}"#, input: files("b.txt"))
        XCTAssertEqual(
            box.host.shown,
            [
                "dry run: move a.txt → dest/a.txt", "dry run: move b.txt → dest/b.txt (replacing dest/b.txt)",
                "dry run: copy b.txt → dest/b.txt (replacing dest/b.txt)",
            ])
        XCTAssertEqual(box.tree(), ["a.txt: a.txt", "b.txt: b.txt", "dest/", "dest/b.txt: dest/b.txt"])
        XCTAssertEqual(box.journals().count, 0)
    }

    func testAMoveFailingPartWayPutsBackTheMovedAndTheReplacedFiles() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.txt", "dest/a.txt", "dest/b.txt"])
        let before = box.tree()
        // Moves 1 and 2 set the two old files aside; move 4 (b.txt into dest) fails.
        box.use(FailingFileSystem(LocalFileSystem(currentDirectory: box.root), failingMove: 4))
        XCTAssertEqual(
            box.failure("file.move", #"{"destination": "dest", "replaceExisting": true}"#, input: files("a.txt", "b.txt")),
            "t.json:1:39: error: action 1 'Move File' (file.move), parameter 'files': cannot move 'b.txt' to 'dest/b.txt': permission denied for 'b.txt'; nothing was changed (3 items were put back)\nhint: fix the cause and run the workflow again"
        )
        XCTAssertEqual(box.tree(), before)
        XCTAssertEqual(box.journals().map(\.undone), [true])
    }

    func testSettingAsideFailingPartWayPutsBackWhatWasSetAside() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.txt", "dest/a.txt", "dest/b.txt"])
        let before = box.tree()
        box.use(FailingFileSystem(LocalFileSystem(currentDirectory: box.root), failingMove: 2))
        XCTAssertEqual(
            box.failure("file.move", #"{"destination": "dest", "replaceExisting": true}"#, input: files("a.txt", "b.txt")),
            "t.json:1:39: error: action 1 'Move File' (file.move), parameter 'files': cannot set 'dest/b.txt' aside to replace it: permission denied for 'dest/b.txt'; nothing was changed (1 item was put back)\nhint: fix the cause and run the workflow again"
        )
        XCTAssertEqual(box.tree(), before)
        XCTAssertEqual(box.journals().map(\.undone), [true])
    }

    func testWithoutAJournalTheReplacedFileIsGoneAndNothingHiddenIsLeft() throws {
        let box = Sandbox()
        box.make(["a.txt", "dest/a.txt"])
        var options = box.options
        options.journalDirectory = nil
        let json =
            #"{"version": 1, "actions": [{"action": "file.move", "parameters": {"destination": "dest", "replaceExisting": true}}]}"#
        let program = try Compiler.compile(
            try DocumentReader.read(Data(json.utf8), file: "t.json"), registry: BuiltinActions.registry, file: "t.json")
        _ = try Runner(registry: BuiltinActions.registry, host: box.host, options: options).run(program, input: files("a.txt"))
        XCTAssertEqual(box.tree(), ["dest/", "dest/a.txt: a.txt"])
    }

    /// The journal on another device than the files (/dev/shm and the temporary folder): the old
    /// file is copied beside the journal, then removed; putting it back copies it home again.
    func testAJournalOnAnotherDeviceKeepsACopyAndPutsItBack() throws {
        let box = Sandbox(memory: true)
        let journal = NSTemporaryDirectory() + "shortcut-journal-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: journal) }
        try FileManager.default.createDirectory(atPath: journal, withIntermediateDirectories: true)
        let devices = try [box.root, journal].map { try LocalFileSystem().identity(at: $0).device }
        try XCTSkipIf(devices[0] == devices[1], "needs /dev/shm on another device than the temporary folder")
        box.make(["a.txt", "dest/a.txt"])
        var options = box.options
        options.journalDirectory = journal
        let json =
            #"{"version": 1, "actions": [{"action": "file.move", "parameters": {"destination": "dest", "replaceExisting": true}}]}"#
        let program = try Compiler.compile(
            try DocumentReader.read(Data(json.utf8), file: "t.json"), registry: BuiltinActions.registry, file: "t.json")
        _ = try Runner(registry: BuiltinActions.registry, host: box.host, options: options).run(program, input: files("a.txt"))
        XCTAssertEqual(box.tree(), ["dest/", "dest/a.txt: a.txt"])
        let path = try XCTUnwrap(Journal.list(in: journal, fileSystem: LocalFileSystem()).last).path
        for step in try Journal.readRecord(path, fileSystem: LocalFileSystem()).steps.reversed() {
            XCTAssertEqual(BatchRestore.restore(step.entries, fileSystem: LocalFileSystem()).problems, [])
        }
        XCTAssertEqual(box.tree(), ["a.txt: a.txt", "dest/", "dest/a.txt: dest/a.txt"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: Journal.backups(of: path)), [])
    }
}
