import Foundation
import ShortcutEngine
import ShortcutImport
import XCTest

@testable import ShortcutActions
@testable import ShortcutCLI

/// `shortcut import` runs the checker on what it made and writes nothing `check` would reject
/// (issue 11, item 2).
final class ImportCheckCommandTests: CLITestCase {
    /// A document the checker rejects is refused with its errors, the import's report and exit 65.
    func testADocumentCheckRejectsIsNotWritten() throws {
        var document = WorkflowDocument(name: "t", actions: [])
        document.actions.append(ActionInvocation("gettext", parameters: [.init(key: "colour", value: .text([.literal("red")]))]))
        let result = ImportResult(document: document, report: ImportReport(container: "XML plist"))
        let console = Console.captured(input: Data())
        XCTAssertThrowsError(
            try ImportCommand.refuseUnchecked(
                result, path: "a.shortcut", limits: RunLimits(), console: console, registry: BuiltinActions.registry)
        ) { error in
            XCTAssertEqual(
                (error as? WorkflowError)?.rendered(with: CommandLineRemedies()),
                "error: a.shortcut: the imported document would not pass `check` (1 error above); nothing was written\nhint: a file Apple runs should import cleanly: this is an importer bug, please report it with the file"
            )
            XCTAssertEqual((error as? WorkflowError)?.exitCode, .badDocument)
        }
        XCTAssertTrue(console.errorText.hasPrefix("a.shortcut: XML plist\n"), console.errorText)
        XCTAssertTrue(
            console.errorText.contains("error: a.shortcut: action 1 'Text' (gettext): unknown parameter 'colour'"),
            console.errorText)
    }

    /// A file whose If has no condition, a URL with an empty field and an unknown hash type imports,
    /// passes check, and the output file is written.
    func testAnImportedFileWithAppleDefaultsPassesCheck() {
        let shortcut = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>WFWorkflowActions</key><array>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.url</string>
            <key>WFWorkflowActionParameters</key><dict/></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.hash</string>
            <key>WFWorkflowActionParameters</key><dict><key>WFHashType</key><string>SHA3</string></dict></dict>
            </array></dict></plist>
            """
        let path = write("a.plist", shortcut)
        let output = folder.appendingPathComponent("a.json").path
        let result = run(["import", path, "-o", output])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(run(["check", output]).code, 0)
        XCTAssertTrue(result.err.contains("WFHashType 'SHA3' is none of the action's values"), result.err)
    }
}
