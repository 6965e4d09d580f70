import Foundation
import SafeFiles
import ShortcutEngine
import TestBudget
import XCTest

@testable import ShortcutCLI

final class UndoCommandTests: IsolatedTestCase {
    /// Runs the CLI in-process inside `root`.
    func cli(_ arguments: [String], in root: String) -> (code: Int32, output: String, errors: String) {
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(root)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let console = Console.captured()
        let code = ShortcutCLI.main(arguments, console: console)
        return (
            code, console.outputText.replacingOccurrences(of: root, with: "$ROOT"),
            console.errorText.replacingOccurrences(of: root, with: "$ROOT")
        )
    }

    func testUndoPutsTheLastBatchBackAndThenHasNothingToDo() throws {
        let sandbox = try FileTree.makeSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.base) }
        let before = "p/a.txt: a\np/b.txt: b\np/c.txt: c\n"
        try FileTree.build(before, in: sandbox.root)
        let workflow = FileTreeGoldenTests.folder + "/sequential-new-name.json"
        let journal = ["--journal-dir", sandbox.base + "/journal"]
        // sequential-new-name renames the folder "photos"; point it at p through a copy.
        let text = String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: workflow)), as: UTF8.self)
            .replacingOccurrences(of: "\"photos\"", with: "\"p\"")
        try Data(text.utf8).write(to: URL(fileURLWithPath: sandbox.base + "/w.json"))
        XCTAssertEqual(cli(["run", sandbox.base + "/w.json"] + journal, in: sandbox.root).code, 0)
        XCTAssertEqual(FileTree.describe(sandbox.root), "p/\np/IMG_0001.txt: a\np/IMG_0002.txt: b\np/IMG_0003.txt: c\n")
        let dry = cli(["undo", "--dry-run"] + journal, in: sandbox.root)
        XCTAssertEqual(
            dry.output,
            "dry run: put back $ROOT/p/IMG_0001.txt → $ROOT/p/a.txt\ndry run: put back $ROOT/p/IMG_0002.txt → $ROOT/p/b.txt\ndry run: put back $ROOT/p/IMG_0003.txt → $ROOT/p/c.txt\n"
        )
        let undo = cli(["undo"] + journal, in: sandbox.root)
        XCTAssertEqual(undo.code, 0)
        XCTAssertTrue(undo.output.hasPrefix("put back 3 of 3 items from "), undo.output)
        XCTAssertEqual(
            FileTree.describe(sandbox.root),
            "p/\n" + before.replacingOccurrences(of: "p/", with: "p/").split(separator: "\n").map { $0 + "\n" }.joined())
        let again = cli(["undo"] + journal, in: sandbox.root)
        XCTAssertEqual(again.code, 0)
        XCTAssertTrue(again.output.hasPrefix("nothing to undo: the last batch ("), again.output)
        XCTAssertEqual(
            cli(["undo", "--journal-dir", sandbox.base + "/none"], in: sandbox.root).errors,
            "error: nothing to undo: no journal in '\(sandbox.base)/none'\nhint: batches run with --dry-run write no journal; pass --journal-dir if the run used one\n"
        )
    }

    /// One run, one undo: the three rename/move steps of `Workflows/Files/three-steps.json` share one
    /// journal, `undo --list` says when, which workflow, where and how many items, and one `undo`
    /// puts back all three steps, last first.
    func testUndoPutsBackEveryStepOfTheLastRun() throws {
        let sandbox = try FileTree.makeSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.base) }
        let before = try String(contentsOfFile: FileTreeGoldenTests.folder + "/three-steps.tree.before", encoding: .utf8)
        try FileTree.build(before, in: sandbox.root)
        let journal = ["--journal-dir", sandbox.base + "/journal"]
        let run = cli(["run", FileTreeGoldenTests.folder + "/three-steps.json"] + journal, in: sandbox.root)
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertEqual(run.errors, "renamed 6, moved 3 — undo with: shortcut undo --journal-dir \(sandbox.base)/journal\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sandbox.base + "/journal").count, 1)
        let list = cli(["undo", "--list"] + journal, in: sandbox.root)
        let line = try XCTUnwrap(list.output.split(separator: "\n").first.map(String.init))
        XCTAssertEqual(list.output.split(separator: "\n").count, 1, list.output)
        let pattern =
            #"^  1  \d{4}-\d\d-\d\d \d\d:\d\d:\d\d  three-steps\.json  in \$ROOT  9 items \(rename, move\)  \[\d{8}T\d{6}\.\d{3}-001-\d+\.json\]$"#
        XCTAssertNotNil(line.range(of: pattern, options: .regularExpression), line)
        let undo = cli(["undo"] + journal, in: sandbox.root)
        XCTAssertEqual(undo.code, 0, undo.errors)
        XCTAssertTrue(undo.output.hasPrefix("put back 9 of 9 items from "), undo.output)
        XCTAssertEqual(
            FileTree.describe(sandbox.root),
            "done/\n"
                + before.replacingOccurrences(of: "done/\n", with: "").replacingOccurrences(
                    of: "inbox/a", with: "inbox/\ninbox/a"))
        XCTAssertTrue(
            cli(["undo", "--list"] + journal, in: sandbox.root).output.hasSuffix(
                "  undone  [" + (line.components(separatedBy: "[").last ?? "") + "\n"))
        XCTAssertTrue(cli(["undo"] + journal, in: sandbox.root).output.hasPrefix("nothing to undo: the last batch ("))
    }

    /// The steps of a workflow run with Run Workflow belong to the run that ran it, and so do copies,
    /// new saved files and moves to the trash: one journal, one undo, "1 item" in the singular.
    func testRunWorkflowChildrenCopiesSavesAndTrashShareTheRunsJournal() throws {
        let sandbox = try FileTree.makeSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.base) }
        let before = "keep/\nkeep/a.txt: a\nkeep/junk.tmp: junk\n"
        try FileTree.build(before, in: sandbox.root)
        let child =
            #"{"version": 1, "actions": [{"action": "file.rename", "parameters": {"file": "keep/a.txt", "name": "b.txt"}}]}"#
        let parent = """
            {"version": 1, "actions": [
              {"action": "runworkflow", "parameters": {"workflow": "child.json"}},
              {"action": "files.copy", "parameters": {"files": "keep/b.txt", "destination": "keep/.."}},
              {"action": "documentpicker.save", "parameters": {"input": "hello", "path": "keep/new.txt"}},
              {"action": "file.delete", "parameters": {"files": "keep/junk.tmp"}}
            ]}
            """
        try Data(child.utf8).write(to: URL(fileURLWithPath: sandbox.root + "/child.json"))
        try Data(parent.utf8).write(to: URL(fileURLWithPath: sandbox.root + "/parent.json"))
        let journal = ["--journal-dir", sandbox.base + "/journal"]
        setenv("XDG_DATA_HOME", sandbox.base + "/data", 1)
        defer { unsetenv("XDG_DATA_HOME") }
        let run = cli(
            ["run", "parent.json", "--allow-path", sandbox.root, "--allow-path", sandbox.base + "/data"] + journal,
            in: sandbox.root)
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertEqual(
            run.errors,
            "renamed 1, copied 1, saved 1, moved 1 to the trash — undo with: shortcut undo --journal-dir \(sandbox.base)/journal\n"
        )
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sandbox.base + "/journal").count, 1)
        XCTAssertEqual(
            cli(["undo", "--dry-run"] + journal, in: sandbox.root).output,
            """
            dry run: remove \(sandbox.base)/data/Trash/info/junk.tmp.trashinfo (made by trash)
            dry run: put back \(sandbox.base)/data/Trash/files/junk.tmp → $ROOT/keep/junk.tmp
            dry run: remove $ROOT/keep/new.txt (made by save)
            dry run: remove $ROOT/b.txt (made by copy)
            dry run: put back $ROOT/keep/b.txt → $ROOT/keep/a.txt

            """)
        let undo = cli(["undo"] + journal, in: sandbox.root)
        XCTAssertEqual(undo.code, 0, undo.errors)
        XCTAssertTrue(undo.output.hasPrefix("put back 5 of 5 items from "), undo.output)
        XCTAssertEqual(
            FileTree.describe(sandbox.root), "child.json: \(child)\n" + before + "parent.json: \(parent)\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sandbox.base + "/data/Trash/files"), [])
    }

    /// A run of many small steps (a Repeat of 50 Save Files) appends one line per step to its one
    /// journal, and one undo removes every file the run saved.
    func testARepeatOfManySavesIsOneJournalAndOneUndo() throws {
        let sandbox = try FileTree.makeSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.base) }
        let workflow = """
            {"version": 1, "actions": [
              {"action": "repeat.count", "mode": "start", "parameters": {"count": 50}},
              {"action": "documentpicker.save", "parameters": {"input": "x", "path": "out/n{{Repeat Index}}.txt"}},
              {"action": "repeat.count", "mode": "end"}
            ]}
            """
        try Data(workflow.utf8).write(to: URL(fileURLWithPath: sandbox.base + "/many.json"))
        let journal = ["--journal-dir", sandbox.base + "/journal"]
        let run = cli(["run", sandbox.base + "/many.json"] + journal, in: sandbox.root)
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertTrue(run.errors.hasPrefix("saved 50 — undo with"), run.errors)
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.base + "/journal")
        XCTAssertEqual(files.count, 1)
        let lines = try String(contentsOfFile: sandbox.base + "/journal/" + files[0], encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 1 + 50, "a header, then a line per step")
        let undo = cli(["undo"] + journal, in: sandbox.root)
        // The 50 files, then the folder the first save made on the way.
        XCTAssertTrue(undo.output.hasPrefix("put back 51 of 51 items from "), undo.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.root + "/out"))
    }

    /// Save File with `overwrite` keeps a copy of the old file beside the journal first: undo brings
    /// it back (and the copies go when the journal is pruned).
    func testUndoBringsBackAFileSaveFileReplaced() throws {
        let sandbox = try FileTree.makeSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.base) }
        try FileTree.build("notes.txt: old words\n", in: sandbox.root)
        let workflow =
            #"{"version": 1, "actions": [{"action": "documentpicker.save", "parameters": {"input": "new words", "path": "notes.txt", "overwrite": true}}]}"#
        try Data(workflow.utf8).write(to: URL(fileURLWithPath: sandbox.base + "/replace.json"))
        let journal = ["--journal-dir", sandbox.base + "/journal"]
        let run = cli(["run", sandbox.base + "/replace.json"] + journal, in: sandbox.root)
        XCTAssertEqual(run.errors, "replaced 1 — undo with: shortcut undo --journal-dir \(sandbox.base)/journal\n")
        XCTAssertEqual(FileTree.describe(sandbox.root), "notes.txt: new words\n")
        let name = try XCTUnwrap(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.base + "/journal").first { $0.hasSuffix(".json") })
        XCTAssertEqual(
            cli(["undo", "--dry-run"] + journal, in: sandbox.root).output,
            "dry run: remove $ROOT/notes.txt (made by replace)\ndry run: put back \(sandbox.base)/journal/\(name).files/notes.txt → $ROOT/notes.txt\n"
        )
        let undo = cli(["undo"] + journal, in: sandbox.root)
        XCTAssertEqual(undo.output, "put back 2 of 2 items from \(name)\n")
        XCTAssertEqual(FileTree.describe(sandbox.root), "notes.txt: old words\n")
        // Edited since the run: undo leaves the newer file alone and says so.
        XCTAssertEqual(cli(["run", sandbox.base + "/replace.json"] + journal, in: sandbox.root).code, 0)
        XCTAssertEqual(FileTree.describe(sandbox.root), "notes.txt: new words\n")
        try FileManager.default.removeItem(atPath: sandbox.root + "/notes.txt")
        try Data("edited by hand".utf8).write(to: URL(fileURLWithPath: sandbox.root + "/notes.txt"))
        let refused = cli(["undo"] + journal, in: sandbox.root)
        XCTAssertEqual(refused.code, 70)
        XCTAssertTrue(
            refused.errors.hasPrefix("error: '$ROOT/notes.txt' was left in place: it is no longer the item the run made\n"),
            refused.errors)
        XCTAssertEqual(FileTree.describe(sandbox.root), "notes.txt: edited by hand\n")
    }

    /// A step line cut short (the run was stopped while appending it) is a step that never started:
    /// undo puts back the steps before it.
    func testAStepLineCutShortIsLeftOut() throws {
        let sandbox = try FileTree.makeSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.base) }
        try FileTree.build("a.txt: a\n", in: sandbox.root)
        try Data(
            #"{"version": 1, "actions": [{"action": "file.rename", "parameters": {"file": "a.txt", "name": "b.txt"}}]}"#.utf8
        )
        .write(to: URL(fileURLWithPath: sandbox.base + "/r.json"))
        XCTAssertEqual(
            cli(["run", "--journal-dir", sandbox.base + "/journal", sandbox.base + "/r.json"], in: sandbox.root).code, 0)
        let name = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: sandbox.base + "/journal").first)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: sandbox.base + "/journal/" + name))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"step": 1, "verb": "rename", "folder": "/", "entries": [{"from": "b.t"#.utf8))
        handle.closeFile()
        let undo = cli(["undo", "--journal-dir", sandbox.base + "/journal"], in: sandbox.root)
        XCTAssertEqual(undo.code, 0, undo.errors)
        XCTAssertEqual(undo.output, "put back 1 of 1 item from \(name)\n")
        XCTAssertEqual(FileTree.describe(sandbox.root), "a.txt: a\n")
    }

    func testAJournalCutShortIsSetAsideBecauseItsBatchNeverStarted() throws {
        let sandbox = try FileTree.makeSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.base) }
        try FileManager.default.createDirectory(atPath: sandbox.base + "/journal", withIntermediateDirectories: true)
        try Data("{\"version\": 1, \"verb\": \"rename\", \"entries\": [\n{\"from\": \"a".utf8).write(
            to: URL(fileURLWithPath: sandbox.base + "/journal/20990101T000000.000-001-1.json"))
        let result = cli(["undo", "--journal-dir", sandbox.base + "/journal"], in: sandbox.root)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(
            result.output,
            "nothing to undo: the last journal (20990101T000000.000-001-1.json) is incomplete, so its batch never started; it is set aside\n"
        )
    }

    /// The real binary, killed with SIGKILL in the middle of a 10,000-file batch of chained
    /// renames (f1 → f2, f2 → f3, …: every item passes through a temporary name). No file may be
    /// lost, and `shortcut undo` must restore every original name.
    func testAProcessKilledMidBatchLosesNoFileAndUndoRestoresEveryName() throws {
        let binary = Self.binary()
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw XCTSkip("no shortcut binary at \(binary); run swift build first")
        }
        let sandbox = try FileTree.makeSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.base) }
        // Big enough that the kill lands mid-batch (the poll below sees the first temporary name within
        // milliseconds); the budget grows it for CI and long runs.
        let count = TestBudget.count(small: 2_000, medium: 10_000, large: 20_000)
        let folder = sandbox.root + "/big"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let disk = LocalFileSystem()
        for number in 1...count {
            try disk.write(Data("content \(number)".utf8), to: folder + "/f\(number).txt", options: WriteOptions())
        }
        let before = Self.contents(folder)
        let workflow = """
            {"version": 1, "actions": [
              {"action": "file.getfoldercontents", "parameters": {"folder": "big"}},
              {"action": "files.rename", "parameters": {"mode": "Make Sequential", "sequence": "New Name", "newName": "f", "numberSeparator": "", "start": 2}}
            ]}
            """
        try Data(workflow.utf8).write(to: URL(fileURLWithPath: sandbox.base + "/chain.json"))
        let journal = sandbox.base + "/journal"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["run", sandbox.base + "/chain.json", "--journal-dir", journal]
        process.currentDirectoryURL = URL(fileURLWithPath: sandbox.root)
        process.standardInput = FileHandle.nullDevice  // `run` reads piped standard input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait for the journal (written before the first rename), then for renames to be under way.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning,
            ((try? FileManager.default.contentsOfDirectory(atPath: journal)) ?? []).isEmpty
        { usleep(200) }
        var moved = 0
        while Date() < deadline, process.isRunning, moved == 0 {
            moved = ((try? disk.contentsOfDirectory(at: folder)) ?? []).filter { $0.hasPrefix(".shortcut-") }.count
        }
        let killedMidway = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertTrue(killedMidway, "the batch finished before it could be killed; the test needs a bigger batch")
        // Nothing lost: every content is still there exactly once (under its old, new or temporary name).
        let after = Self.contents(folder)
        XCTAssertEqual(after.values.sorted(), before.values.sorted())
        XCTAssertGreaterThan(
            after.keys.filter { $0.hasPrefix(".shortcut-") }.count, 0,
            "expected the kill to land while items were under temporary names")
        // Undo restores every original name.
        let undo = Process()
        undo.executableURL = URL(fileURLWithPath: binary)
        undo.arguments = ["undo", "--journal-dir", journal]
        undo.standardOutput = FileHandle.nullDevice
        try undo.run()
        undo.waitUntilExit()
        XCTAssertEqual(undo.terminationStatus, 0)
        XCTAssertEqual(Self.contents(folder), before)
    }

    static func binary() -> String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("shortcut")
            .path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return FileTreeGoldenTests.packageRoot.appendingPathComponent(".build/debug/shortcut").path
    }

    /// Name → content of every item in a folder.
    static func contents(_ folder: String) -> [String: String] {
        var result: [String: String] = [:]
        let disk = LocalFileSystem()
        for name in (try? disk.contentsOfDirectory(at: folder)) ?? [] {
            result[name] = String(decoding: (try? disk.read(at: folder + "/" + name)) ?? Data(), as: UTF8.self)
        }
        return result
    }
}
