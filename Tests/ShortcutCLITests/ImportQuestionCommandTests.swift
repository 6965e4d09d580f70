import Foundation
import XCTest

@testable import ShortcutCLI

/// `shortcut import --answer TEXT=VALUE` and `--answer-defaults` answer a shortcut's import questions.
final class ImportQuestionCommandTests: CLITestCase {
    static let shortcut = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>WFWorkflowActions</key><array>
        <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.gettext</string>
        <key>WFWorkflowActionParameters</key><dict><key>WFTextActionText</key><string>PUT YOUR KEY HERE</string></dict></dict>
        </array><key>WFWorkflowImportQuestions</key><array>
        <dict><key>ActionIndex</key><integer>0</integer><key>Category</key><string>Parameter</string>
        <key>ParameterKey</key><string>WFTextActionText</string><key>Text</key><string>What is your API key?</string></dict>
        </array></dict></plist>
        """

    func testAnAnsweredQuestionFillsTheParameter() {
        let path = write("key.plist", Self.shortcut)
        let result = run(["import", path, "--answer", "What is your API key?=abc123"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains(#"{"action": "gettext", "parameters": {"text": "abc123"}}"#), result.out)
        XCTAssertTrue(
            result.err.contains("import question: action 1, parameter WFTextActionText: What is your API key?: answered"),
            result.err)
    }

    func testAnAnswerNoQuestionReadsIsAUsageError() {
        let path = write("key.plist", Self.shortcut)
        let result = run(["import", path, "--answer", "What is your key?=abc123"])
        XCTAssertEqual(result.code, 64)
        XCTAssertEqual(result.out, "")
        XCTAssertTrue(
            result.err.hasPrefix(
                """
                error: no import question of this shortcut reads 'What is your key?'
                hint: its questions: 'What is your API key?'
                """), result.err)
    }

    /// `run` of the shortcut file imports it in memory with the run's answers (case-insensitively).
    func testRunOfTheShortcutFileTakesTheSameAnswers() {
        let path = write("key.plist", Self.shortcut)
        let answered = run(["run", path, "--answer", "what is your api key?=abc123"])
        XCTAssertEqual(answered.code, 0, answered.err)
        XCTAssertEqual(answered.out, "abc123\n")
        XCTAssertEqual(run(["run", path]).out, "PUT YOUR KEY HERE\n")
    }
}
