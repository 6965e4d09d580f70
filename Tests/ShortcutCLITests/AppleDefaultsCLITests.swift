import Foundation
import XCTest

@testable import ShortcutCLI
@testable import ShortcutEngine

/// Imported actions that leave a parameter out take Apple's default; Save File without a path asks where (issue 11).
final class AppleDefaultsCLITests: CLITestCase {
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
            "\(path):1:39: error: action 1 'Save File' (documentpicker.save): no answer for the file choice 'Where to save' and no terminal to ask\nhint: pass --answer 'Where to save=VALUE', or --answer-defaults for the default answer or first choice\n"
        )
        let target = folder.appendingPathComponent("saved.txt").path
        let answered = run(["run", path, "--answer", "Where to save=\(target)", "--allow-path", folder.path])
        XCTAssertEqual(answered.code, 0, answered.err)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "hello")
    }
}
