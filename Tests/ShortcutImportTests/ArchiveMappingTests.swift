import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Make Archive and Extract Archive as Apple writes them: `WFArchiveFormat` with its dot,
/// `WFZIPName`, `WFArchive`.
final class ArchiveMappingTests: IsolatedTestCase {
    func testAppleArchiveActionsImportByTheirWireKeys() throws {
        let actions: [PropertyList] = [
            [
                "WFWorkflowActionIdentifier": "is.workflow.actions.makezip",
                "WFWorkflowActionParameters": ["UUID": "Z1", "WFArchiveFormat": ".tar.gz", "WFZIPName": "Backup"],
            ],
            [
                "WFWorkflowActionIdentifier": "is.workflow.actions.unzip",
                "WFWorkflowActionParameters": [
                    "WFArchive": [
                        "Value": ["Type": "ActionOutput", "OutputUUID": "Z1", "OutputName": "Archive"],
                        "WFSerializationType": "WFTextTokenAttachment",
                    ]
                ],
            ],
            [
                "WFWorkflowActionIdentifier": "is.workflow.actions.makezip",
                "WFWorkflowActionParameters": ["WFArchiveFormat": ".zip"],
            ],
        ]
        let root = PlistDictionary([(key: "WFWorkflowActions", value: .array(actions))])
        let data = try PropertyList.dictionary(root).serialized(as: .binary)
        let result = try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry)
        XCTAssertEqual(
            result.document.actions.map { DocumentWriter.compact(DocumentWriter.json($0)) },
            [
                #"{"action": "makezip", "id": "Archive", "parameters": {"format": "tar.gz", "name": "Backup"}}"#,
                #"{"action": "unzip", "parameters": {"archive": "{{Archive}}"}}"#,
                #"{"action": "makezip", "parameters": {"format": "zip"}}"#,
            ])
    }
}
