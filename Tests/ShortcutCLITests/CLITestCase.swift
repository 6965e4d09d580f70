import Foundation
import XCTest

@testable import ShortcutCLI

/// A test case that drives `shortcut` in-process, with a fresh temporary folder per test.
class CLITestCase: IsolatedTestCase {
    /// The folder this test writes its documents in; removed after the test.
    var folder: URL!

    override func setUp() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// Writes `text` to `name` in the test folder; returns its path.
    func write(_ name: String, _ text: String) -> String {
        let path = folder.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    /// Runs `shortcut ARGUMENTS` with `input` as standard input; the exit code and both streams.
    func run(_ arguments: [String], input: String = "") -> (code: Int32, out: String, err: String) {
        let console = Console.captured(input: Data(input.utf8))
        let code = ShortcutCLI.main(arguments, console: console)
        return (code, console.outputText, console.errorText)
    }
}
