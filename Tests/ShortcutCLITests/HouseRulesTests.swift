import Foundation
import XCTest

@testable import ShortcutCLI
@testable import ShortcutEngine

/// The house rules of issue 10, checked on the sources and on the remedy wordings.
final class HouseRulesTests: IsolatedTestCase {
    static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let root = GoldenWorkflowTests.packageRoot.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            files.append((url.path, String(decoding: try Data(contentsOf: url), as: UTF8.self)))
        }
        return files
    }

    /// The library gives advice an embedder can follow: no command-line flag or command in it.
    func testTheEngineAndTheFileLayerNameNoCommandLineFlagOrCommand() throws {
        var found: [String] = []
        for folder in ["Sources/ShortcutEngine", "Sources/SafeFiles", "Sources/SeededRandom"] {
            let files = try Self.swiftFiles(under: folder)
            XCTAssertFalse(files.isEmpty, "no sources read under \(folder)")
            for (path, text) in files {
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.range(of: #"--[a-z]|`shortcut [a-z]"#, options: .regularExpression) != nil {
                    found.append("\(path):\(number + 1): \(line)")
                }
            }
        }
        XCTAssertEqual(found, [])
    }

    /// Choices are enums and failures are facts: no string dispatch, no worded failure in an action.
    func testActionsDispatchOnNoStringLiteralAndWordNoFailure() throws {
        var found: [String] = []
        let files = try Self.swiftFiles(under: "Sources/ShortcutActions")
        XCTAssertGreaterThan(files.count, 40)
        for (path, text) in files where !path.contains("/Failures/") {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("case \"") || line.contains("Failure(\"") || line.contains("hint: \"") {
                found.append("\(path):\(number + 1): \(line)")
            }
        }
        XCTAssertEqual(found, [])
    }

    /// Every remedy has a command-line wording that names how to apply it, and a library wording that does not.
    func testEveryRemedyIsWordedByBothHosts() {
        let remedies: [Remedy] =
            RunLimit.allCases.map { .raiseLimit($0) } + [
                .allowPath("/data"), .skipUnsupported, .answerPrompt(key: "name"), .seeCatalogue,
                .finishRestore(journal: "/j/1.json"),
            ]
        for remedy in remedies {
            let cli = CommandLineRemedies().hint(for: remedy, after: nil) ?? ""
            let library = LibraryRemedyWording().hint(for: remedy, after: nil) ?? ""
            XCTAssertTrue(cli.contains("--") || cli.contains("`shortcut"), "\(remedy): '\(cli)'")
            XCTAssertFalse(library.contains("--") || library.contains("shortcut "), "\(remedy): '\(library)'")
            XCTAssertFalse(library.isEmpty, "\(remedy)")
        }
    }

    func testTheCommandLineWordsALimitWithItsFlag() {
        let error = WorkflowError(RunFailure.tooManySteps(limit: 50), file: "w.json")
        XCTAssertEqual(
            error.commandLineText,
            "error: w.json: stopped after 50 steps (the step limit)\nhint: raise it with --max-steps N if the workflow really needs more"
        )
        XCTAssertEqual(
            error.description,
            "error: w.json: stopped after 50 steps (the step limit)\nhint: raise RunOptions.limits.maxSteps if this is intended")
    }
}
