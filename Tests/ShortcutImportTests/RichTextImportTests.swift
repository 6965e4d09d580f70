import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// The rich text actions import by Apple's identifiers and wire keys, as real files write them.
final class RichTextImportTests: IsolatedTestCase {
    func action(_ identifier: String, _ parameters: PropertyList = [:]) -> PropertyList {
        ["WFWorkflowActionIdentifier": .string(identifier), "WFWorkflowActionParameters": parameters]
    }

    func testApplesRichTextActionsAndKeysMap() throws {
        let actions = [
            action("is.workflow.actions.getrichtextfromhtml", ["WFHTML": "<b>x</b>"]),
            action("is.workflow.actions.getmarkdownfromrichtext"),
            action("is.workflow.actions.getrichtextfrommarkdown", ["WFInput": "*y*"]),
            action("is.workflow.actions.gethtmlfromrichtext", ["WFMakeFullDocument": true]),
        ]
        let root = PlistDictionary([(key: "WFWorkflowActions", value: .array(actions))])
        let data = try PropertyList.dictionary(root).serialized(as: .binary)
        let result = try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry)
        XCTAssertEqual(
            result.document.actions.map { DocumentWriter.compact(DocumentWriter.json($0)) },
            [
                #"{"action": "getrichtextfromhtml", "parameters": {"html": "<b>x</b>"}}"#,
                #"{"action": "getmarkdownfromrichtext"}"#,
                #"{"action": "getrichtextfrommarkdown", "parameters": {"markdown": "*y*"}}"#,
                #"{"action": "gethtmlfromrichtext", "parameters": {"fullDocument": true}}"#,
            ])
    }
}
