import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Issue 11 item 2: an unknown enum value takes the default with a `check` warning — the imported
/// document keeps the value under `"defaulted"`, `check` warns, the run uses the default, and
/// export writes the value back.
final class DefaultedChoiceTests: IsolatedTestCase {
    func importHash(_ type: String) throws -> WorkflowDocument {
        let action: PropertyList = [
            "WFWorkflowActionIdentifier": "is.workflow.actions.hash", "WFWorkflowActionParameters": ["WFHashType": .string(type)],
        ]
        let data = try PropertyList.dictionary(PlistDictionary([(key: "WFWorkflowActions", value: [action])])).serialized(
            as: .binary)
        return try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry).document
    }

    func testUnknownValueIsKeptAndCheckWarnsByFullMessage() throws {
        let document = try importHash("SHA3")
        XCTAssertEqual(document.actions[0].defaulted, [.init(key: "type", value: "SHA3")])
        XCTAssertTrue(document.actions[0].parameters.isEmpty)
        let program = try Compiler.compile(document, registry: Corpus.registry, file: "test.json")
        XCTAssertEqual(
            program.warnings.map(\.description),
            [
                "warning: test.json: action 1 'Generate Hash' (hash), parameter 'type': 'SHA3' is none of the action's values; it runs with the default 'MD5', as Apple's does\n"
                    + "hint: set the parameter to one of its values to choose; remove \"defaulted\" to keep the default quietly"
            ])
    }

    func testTheDocumentWritesAndReadsDefaulted() throws {
        let document = try importHash("SHA3")
        let text = DocumentWriter.write(document)
        XCTAssertTrue(text.contains(#"{"action": "hash", "defaulted": {"type": "SHA3"}}"#), text)
        XCTAssertEqual(try DocumentReader.read(Data(text.utf8)).actions[0].defaulted, [.init(key: "type", value: "SHA3")])
    }

    func testExportWritesTheValueBack() throws {
        let document = try importHash("SHA3")
        let exported = try ShortcutExporter(registry: Corpus.registry).export(document)
        let action = exported.plist["WFWorkflowActions"]?.array?.first
        XCTAssertEqual(action?["WFWorkflowActionParameters"]?["WFHashType"]?.string, "SHA3")
        XCTAssertEqual(try Corpus.roundTrip(document).actions[0].defaulted, [.init(key: "type", value: "SHA3")])
    }

    func testAMalformedDefaultedIsRefusedByFullMessage() {
        let text =
            #"{"format": "shortcut-engine-workflow", "version": 1, "name": "x", "actions": [{"action": "hash", "defaulted": {"type": 3}}]}"#
        XCTAssertThrowsError(try DocumentReader.read(Data(text.utf8), file: "x.json")) { error in
            XCTAssertEqual(
                (error as? WorkflowError)?.description,
                "x.json:1:111: error: action 1 (hash): \"defaulted\" must be an object of parameter keys and the texts the file gave them"
            )
        }
    }
}
