import Foundation
import XCTest

@testable import ShortcutCLI
@testable import ShortcutEngine

/// Imported actions that leave a parameter out take Apple's default; Save File without a path asks where (issue 11).
final class AppleDefaultsCLITests: XCTestCase {
    var folder: URL!

    override func setUp() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-defaults-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    func write(_ name: String, _ json: String) -> String {
        let path = folder.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
        return path
    }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let console = Console.captured(input: Data())
        let code = ShortcutCLI.main(arguments, console: console)
        return (code, console.outputText, console.errorText)
    }

    /// Save File with no path is Apple's Ask Where to Save: a good document, a question when run.
    func testSaveFileWithoutAPathAsksWhereToSave() throws {
        let path = write(
            "w.json",
            "{\"version\": 1, \"actions\": [{\"action\": \"documentpicker.save\", \"parameters\": {\"input\": \"hello\"}}]}")
        XCTAssertEqual(run(["check", path]).code, 0)
        let unanswered = run(["run", path])
        XCTAssertEqual(unanswered.code, 70)
        XCTAssertEqual(
            unanswered.err,
            "error: \(path): action 1 'Save File' (documentpicker.save): no answer for the question 'Where to save' and no terminal to ask\nhint: pass --answer 'Where to save=VALUE'\n"
        )
        let target = folder.appendingPathComponent("saved.txt").path
        let answered = run(["run", path, "--answer", "Where to save=\(target)", "--allow-path", folder.path])
        XCTAssertEqual(answered.code, 0, answered.err)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "hello")
    }
}
