import Foundation
import GoldenSupport
import ShortcutCLI
import ShortcutImport
import XCTest

/// Golden imports: each `Workflows/Imported/NAME.{shortcut,plist,xml,wflow}` has `NAME.import.expected`
/// (the JSON `shortcut import` writes, then its report); those with `NAME.expected` also run
/// (`shortcut run FILE` with the pinned clock, seed and zone plus `NAME.args`).
/// Re-record with `RECORD_GOLDENS=1 swift test --filter ImportGoldenTests` (the run then fails).
final class ImportGoldenTests: IsolatedTestCase {
    static let defaultArguments = ["--seed", "42", "--now", "2026-11-21T10:00:00Z", "--tz", "UTC"]

    func testEveryGoldenImportMatchesItsExpectedDocumentAndOutput() throws {
        _ = FileManager.default.changeCurrentDirectoryPath(Corpus.packageRoot.path)
        let folder = "Workflows/Imported"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { Importer.handles($0) }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 10)
        var runs = 0
        for file in files {
            let path = folder + "/" + file
            let stem = folder + "/" + (file as NSString).deletingPathExtension
            var checks = [(stem + ".import.expected", Self.capture(["import", path]))]
            if FileManager.default.fileExists(atPath: stem + ".expected")
                || (isRecordingGoldens && FileManager.default.fileExists(atPath: stem + ".args"))
            {
                var arguments = ["run", path] + Self.defaultArguments
                if let data = FileManager.default.contents(atPath: stem + ".args") {
                    arguments += String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter {
                        !$0.isEmpty
                    }
                }
                checks.append((stem + ".expected", Self.capture(arguments)))
                runs += 1
            }
            for (expectedPath, actual) in checks {
                if let failure = try goldenFailure(actual, expectedPath: expectedPath, subject: path) { XCTFail(failure) }
            }
        }
        XCTAssertGreaterThanOrEqual(runs, 5)
    }

    /// stdout, then stderr and the exit code when either is notable.
    static func capture(_ arguments: [String]) -> String {
        let console = Console.captured()
        let code = ShortcutCLI.main(arguments, console: console)
        var text = console.outputText
        if code != 0 || !console.errorText.isEmpty { text += "--- stderr ---\n" + console.errorText + "--- exit \(code) ---\n" }
        return text
    }
}
