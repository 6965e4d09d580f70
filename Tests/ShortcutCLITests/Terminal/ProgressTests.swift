import DigitGrouping
import Foundation
import SafeFiles
import TestHTTPServer
import XCTest

@testable import ShortcutCLI

/// The progress line of long work beyond rename batches and repeats (issue 15, item 6): `do` over
/// a large input, `import --report` of many files, Extract and Make Archive of big trees, a web
/// download with a known length. On a terminal only (a pseudo-terminal here), with counts and a
/// rate, cleared at the end; nothing when standard error is a pipe.
final class ProgressTests: IsolatedTestCase {
    var sandbox: (base: String, root: String) = ("", "")

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: UndoCommandTests.binary()) else {
            throw XCTSkip("no shortcut binary; run swift build first")
        }
        sandbox = try FileTree.makeSandbox()
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: sandbox.base) }

    func shortcut(_ arguments: [String], terminal: Bool = true, input: String? = nil) throws -> (code: Int32, errors: String) {
        try PseudoTerminal.run(
            UndoCommandTests.binary(), arguments, in: sandbox.root,
            environment: ["SHORTCUT_PROGRESS_AFTER": "0", "XDG_STATE_HOME": sandbox.base + "/state"], terminal: terminal,
            input: input)
    }

    /// Whether `text` matches the regular expression `pattern`.
    func matches(_ text: String, _ pattern: String) -> Bool { text.range(of: pattern, options: .regularExpression) != nil }

    /// `do --lines` on a file shows the bytes read of the file's size, then (past a tenth of a
    /// second) what the stream does and for how long; the line is cleared before the output ends.
    func testDoOverALargeInputShowsReadingOnATerminalOnly() throws {
        let lines = (1...20_000).map { "line \(($0 * 7_919) % 20_000)" }.joined(separator: "\n") + "\n"
        let input = sandbox.base + "/lines.txt"
        try Data(lines.utf8).write(to: URL(fileURLWithPath: input))
        let size = DigitGrouping.grouped(lines.utf8.count)
        let shown = try shortcut(["do", "list.sort", "--lines"], input: input)
        XCTAssertEqual(shown.code, 0)
        XCTAssertTrue(
            matches(
                shown.errors,
                #"^\rread \#(size) of \#(size) bytes \(100%\)(, [0-9,]+/s)?\x{1B}\[K\r\x{1B}\[2K(\rSort List on 20,000 lines, [0-9.]+ s\x{1B}\[K)*(\r\x{1B}\[2K)?$"#
            ),
            shown.errors.debugDescription)
        XCTAssertEqual(try shortcut(["do", "list.sort", "--lines"], terminal: false, input: input).errors, "")
    }

    /// Work with no counts of its own (one sort of a whole buffer) shows what it does and for how
    /// long, redrawn from a timer, and is cleared after.
    func testWorkWithoutCountsShowsItsElapsedTime() {
        let console = Console(readInput: { Data() }, isInteractive: false, passthrough: false, errorIsTerminal: true)
        let result = ProgressMeter.during(console, "Sort List on 5 lines", delay: 0) { () -> Int in
            Thread.sleep(forTimeInterval: 0.35)
            return 5
        }
        XCTAssertEqual(result, 5)
        XCTAssertTrue(
            matches(console.errorText, #"^(\rSort List on 5 lines, 0\.[1-9] s\x{1B}\[K){2,}\r\x{1B}\[2K$"#),
            console.errorText.debugDescription)
        let piped = Console.captured()
        XCTAssertEqual(ProgressMeter.during(piped, "Sort List on 5 lines", delay: 0) { 1 }, 1)
        XCTAssertEqual(piped.errorText, "")
    }

    /// `import --report DIR` counts the files imported of those in the folder.
    func testImportReportShowsFilesImported() throws {
        let folder = sandbox.root + "/many"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for number in 1...5 {
            _ = FileManager.default.createFile(atPath: folder + "/s\(number).plist", contents: Data("junk".utf8))
        }
        let shown = try shortcut(["import", "--report", "many"])
        XCTAssertEqual(shown.code, 0)
        XCTAssertTrue(
            matches(
                shown.errors,
                #"^\rimported 0 of 5 files \(0%\)\x{1B}\[K(\rimported [1-4] of 5 files \([0-9]+%\), [0-9,]+/s\x{1B}\[K)*\r\x{1B}\[2K$"#
            ),
            shown.errors.debugDescription)
        XCTAssertEqual(try shortcut(["import", "--report", "many"], terminal: false).errors, "")
    }

    /// Extract Archive of 300 entries counts them; Make Archive of a big tree counts the files read.
    func testArchivesOfBigTreesShowProgress() throws {
        try FileTree.build((1...300).map { "tree/f\($0).txt: \($0)" }.joined(separator: "\n"), in: sandbox.root)
        let make =
            #"{"version": 1, "actions": [{"action": "file.getfoldercontents", "parameters": {"folder": "tree"}}, {"action": "makezip", "parameters": {"name": "big"}}]}"#
        try Data(make.utf8).write(to: URL(fileURLWithPath: sandbox.root + "/make.json"))
        let made = try shortcut(["run", "make.json"])
        XCTAssertEqual(made.code, 0)
        XCTAssertTrue(
            matches(
                made.errors,
                #"^\rread 0 files for the archive\x{1B}\[K(\rread [0-9]+ files for the archive, [0-9,]+/s\x{1B}\[K)*\r\x{1B}\[2Kmade 1 archive — undo with: shortcut undo\r\n$"#
            ), made.errors.debugDescription)
        let extract = #"{"version": 1, "actions": [{"action": "unzip", "parameters": {"archive": "big.zip", "folder": "out"}}]}"#
        try Data(extract.utf8).write(to: URL(fileURLWithPath: sandbox.root + "/extract.json"))
        let shown = try shortcut(["run", "extract.json"])
        XCTAssertEqual(shown.code, 0)
        XCTAssertTrue(
            matches(
                shown.errors,
                #"^\rextracted 0 of 300 \(0%\)\x{1B}\[K(\rextracted [0-9,]+ of 300 \([0-9]+%\), [0-9,]+/s\x{1B}\[K)*\r\x{1B}\[2Kextracted 300 — undo with: shortcut undo\r\n$"#
            ), shown.errors.debugDescription)
        try FileManager.default.removeItem(atPath: sandbox.root + "/out")
        XCTAssertEqual(
            try shortcut(["run", "extract.json"], terminal: false).errors, "extracted 300 — undo with: shortcut undo\n")
    }

    /// A download still going after a tenth of a second shows the bytes received of the length the
    /// response announced.
    func testAWebDownloadWithAKnownLengthShowsProgress() throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let fetch = ["do", "downloadurl", "url=\(server.baseURL)/trickle", "--allow-network=127.0.0.1", "--no-input"]
        let shown = try shortcut(fetch)
        XCTAssertEqual(shown.code, 0)
        XCTAssertTrue(
            matches(
                shown.errors, #"^(\rdownloaded [0-9,]+ of 200,000 bytes \([0-9]+%\)(, [0-9,]+/s)?\x{1B}\[K)+\r\x{1B}\[2K$"#),
            shown.errors.debugDescription)
        XCTAssertEqual(try shortcut(fetch, terminal: false).errors, "")
    }
}
