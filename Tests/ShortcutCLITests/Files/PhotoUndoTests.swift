import Foundation
import TestHome
import XCTest

@testable import ShortcutCLI

/// The photo actions through the command line: `--photos` (outside `--allow-path`), Delete Photos
/// answered with `--answer` and put back by one `shortcut undo`; Share into `--outbox`.
final class PhotoUndoTests: IsolatedTestCase {
    var sandbox: (base: String, root: String) = ("", "")

    override func setUpWithError() throws {
        sandbox = try FileTree.makeSandbox()
        setenv("XDG_DATA_HOME", sandbox.base + "/data", 1)
    }

    override func tearDown() {
        TestHome.isolate()
        try? FileManager.default.removeItem(atPath: sandbox.base)
    }

    func cli(_ arguments: [String]) -> (code: Int32, output: String, errors: String) {
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(sandbox.root)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let console = Console.captured()
        let code = ShortcutCLI.main(arguments, console: console)
        return (
            code, console.outputText.replacingOccurrences(of: sandbox.base, with: "$BASE"),
            console.errorText.replacingOccurrences(of: sandbox.base, with: "$BASE")
        )
    }

    func workflow(_ actions: String) throws -> String {
        let path = sandbox.base + "/w.json"
        try Data(#"{"version": 1, "actions": \#(actions)}"#.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testDeletePhotosIsPutBackByOneUndo() throws {
        let photos = sandbox.base + "/Photos"
        try FileTree.build("a.jpg: a\nTrips/b.png: b\nnotes.txt: n\n", in: photos)
        let before = FileTree.describe(photos)
        let path = try workflow(
            #"[{"action": "getlastphoto", "parameters": {"count": 5}}, {"action": "deletephotos", "id": "bin"}, {"action": "filter.photos"}]"#
        )
        let journal = ["--journal-dir", sandbox.base + "/journal"]
        let common = ["--photos", photos, "--allow-path", sandbox.root, "--now", "2026-11-21T10:00:00Z"] + journal
        // Unanswered, the confirmation stops a headless run before anything moves.
        let unanswered = cli(["run", path] + common)
        XCTAssertEqual(unanswered.code, 70)
        XCTAssertTrue(
            unanswered.errors.hasPrefix(
                "$BASE/w.json:1:95: error: action 2 'Delete Photos' (deletephotos): no answer for the alert 'Delete 2 photos from the photo library?' and no terminal to ask"
            ), unanswered.errors)
        XCTAssertEqual(FileTree.describe(photos), before)
        let run = cli(["run", path, "--answer", "bin=Delete"] + common)
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertEqual(run.output, "")
        XCTAssertEqual(run.errors, "moved 2 to the trash — undo with: shortcut undo --journal-dir $BASE/journal\n")
        XCTAssertEqual(FileTree.describe(photos), "Trips/\nnotes.txt: n\n")
        let undo = cli(["undo"] + journal)
        XCTAssertEqual(undo.code, 0, undo.errors)
        // The two photos and their two trash records.
        XCTAssertTrue(undo.output.hasPrefix("put back 4 of 4 items"), undo.output)
        XCTAssertEqual(FileTree.describe(photos), before)
    }

    func testShareCopiesToTheOutboxAndSaysWhere() throws {
        try FileTree.build("report.txt: r\n", in: sandbox.root)
        let path = try workflow(
            #"[{"action": "file", "parameters": {"file": "report.txt"}}, {"action": "share"}, {"action": "airdropdocument", "parameters": {"input": "note"}}]"#
        )
        let run = cli(["run", path, "--outbox", sandbox.base + "/Outbox", "--journal-dir", sandbox.base + "/journal"])
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertEqual(
            run.errors,
            "share: report.txt → $BASE/Outbox/report.txt\nairdrop: Text.txt → $BASE/Outbox/Text.txt\ncreated 1 folder, copied 1, saved 1 — undo with: shortcut undo --journal-dir $BASE/journal\n"
        )
        XCTAssertEqual(FileTree.describe(sandbox.base + "/Outbox"), "Text.txt: note\nreport.txt: r\n")
    }

    func testTheDefaultFoldersFollowTheXDGVariables() {
        setenv("XDG_PICTURES_DIR", "/pictures", 1)
        defer { TestHome.isolate() }
        XCTAssertEqual(RunSettings.defaultPhotoLibrary(), "/pictures/Shortcuts Photos")
        XCTAssertEqual(RunSettings.defaultOutbox(), sandbox.base + "/data/shortcut/outbox")
    }
}
