import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Apple's "If there's no input" (`WFWorkflowNoInputBehavior`) as `input.whenMissing`, each of
/// its forms as Shortcuts on iOS 15 and later writes it, and back on export.
final class NoInputBehaviourImportTests: IsolatedTestCase {
    func imported(_ behaviour: PropertyList) throws -> (input: String, warnings: [String]) {
        var root = PlistDictionary([(key: "WFWorkflowActions", value: [])])
        root["WFWorkflowNoInputBehavior"] = behaviour
        let data = try PropertyList.dictionary(root).serialized(as: .binary)
        let result = try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry)
        let input = DocumentWriter.input(result.document).map { DocumentWriter.compact($0) } ?? "none"
        return (input, result.report.warnings)
    }

    func asking(_ parameters: PropertyList) -> PropertyList {
        ["Name": "WFWorkflowNoInputBehaviorAskForInput", "Parameters": parameters]
    }

    func testClipboardStopAndContinue() throws {
        XCTAssertEqual(
            try imported(["Name": "WFWorkflowNoInputBehaviorGetClipboard", "Parameters": [:]]).input,
            #"{"whenMissing": "clipboard"}"#)
        XCTAssertEqual(
            try imported(["Name": "WFWorkflowNoInputBehaviorShowError", "Parameters": ["Error": "No Image/Video provided"]])
                .input,
            #"{"whenMissing": {"stop": "No Image/Video provided"}}"#)
        XCTAssertEqual(try imported(["Name": "WFWorkflowNoInputBehaviorRunWithNothing"]).input, "none")
        let unknown = try imported(["Name": "WFWorkflowNoInputBehaviorSomethingNew"])
        XCTAssertEqual(unknown.input, "none")
        XCTAssertEqual(
            unknown.warnings,
            ["the no-input behaviour WFWorkflowNoInputBehaviorSomethingNew is unknown; a run without input goes on with Nothing"])
    }

    func testAskForInputByContentClass() throws {
        XCTAssertEqual(
            try imported(
                asking(["AllowMultipleSelection": true, "ItemClass": "WFGenericFileContentItem", "SerializedParameters": [:]])
            ).input,
            #"{"whenMissing": {"action": "file.select", "parameters": {"multiple": true}}}"#)
        XCTAssertEqual(
            try imported(asking(["ItemClass": "WFGenericFileContentItem", "SerializedParameters": ["SelectMultiple": true]]))
                .input,
            #"{"whenMissing": {"action": "file.select", "parameters": {"multiple": true}}}"#)
        XCTAssertEqual(
            try imported(
                asking([
                    "ItemClass": "WFPhotoMediaContentItem", "SerializedParameters": ["WFPhotoPickerTypes": ["Images", "Videos"]],
                ])
            ).input,
            #"{"whenMissing": {"action": "selectphoto", "parameters": {"include": ["Images", "Videos"]}}}"#)
        XCTAssertEqual(
            try imported(asking(["ItemClass": "WFDateContentItem", "SerializedParameters": [:]])).input,
            #"{"whenMissing": {"action": "ask", "parameters": {"type": "Date"}}}"#)
        let text: PropertyList = [
            "Value": ["attachmentsByRange": [:], "string": "sessiontimer://timer?s=a"],
            "WFSerializationType": "WFTextTokenString",
        ]
        XCTAssertEqual(
            try imported(asking(["ItemClass": "WFStringContentItem", "SerializedParameters": ["WFTextActionText": text]])).input,
            #"{"whenMissing": {"action": "ask", "parameters": {"type": "Text", "default": "sessiontimer://timer?s=a"}}}"#)
    }

    /// A class nothing here asks for, or a starting text that reads another value (the asking
    /// action runs alone): the run without input stops, and the import says so.
    func testWhatCannotBeAskedForStopsTheRunWithAWarning() throws {
        let contact = try imported(asking(["ItemClass": "WFContactContentItem"]))
        XCTAssertEqual(
            contact.input,
            #"{"whenMissing": {"stop": "this workflow asks for WFContactContentItem when run without input, which this engine cannot ask for"}}"#
        )
        XCTAssertEqual(
            contact.warnings,
            ["run without input, Apple asks for WFContactContentItem, which this engine cannot ask for: such a run stops here"])
        let clipboardText: PropertyList = [
            "Value": ["attachmentsByRange": ["{0, 1}": ["Type": "Clipboard"]], "string": "\u{FFFC}"],
            "WFSerializationType": "WFTextTokenString",
        ]
        XCTAssertEqual(
            try imported(
                asking(["ItemClass": "WFStringContentItem", "SerializedParameters": ["WFTextActionText": clipboardText]])
            ).input,
            #"{"whenMissing": {"stop": "this workflow asks for WFStringContentItem when run without input, which this engine cannot ask for"}}"#
        )
    }

    func testExportWritesApplesBehaviourBack() throws {
        func exported(_ missing: MissingInput) throws -> (behaviour: PropertyList?, warnings: [String]) {
            var document = WorkflowDocument(name: "w", actions: [])
            document.whenInputMissing = missing
            let result = try ShortcutExporter(registry: Corpus.registry).export(document)
            return (result.plist["WFWorkflowNoInputBehavior"], result.warnings)
        }
        XCTAssertEqual(try exported(.clipboard).behaviour, ["Name": "WFWorkflowNoInputBehaviorGetClipboard", "Parameters": [:]])
        XCTAssertEqual(
            try exported(.stop("No input")).behaviour,
            ["Name": "WFWorkflowNoInputBehaviorShowError", "Parameters": ["Error": "No input"]])
        let select = ActionInvocation("file.select", parameters: [.init(key: "multiple", value: .literal(.boolean(true)))])
        XCTAssertEqual(
            try exported(.action(select)).behaviour,
            [
                "Name": "WFWorkflowNoInputBehaviorAskForInput",
                "Parameters": [
                    "ItemClass": "WFGenericFileContentItem", "AllowMultipleSelection": true,
                    "SerializedParameters": ["SelectMultiple": true],
                ],
            ])
        // Ask for Input: the class says the type; the default answer is Apple's Text action's text.
        let ask = ActionInvocation(
            "ask",
            parameters: [
                .init(key: "type", value: .text([.literal("Text")])),
                .init(key: "prompt", value: .text([.literal("Shout what?")])),
                .init(key: "default", value: .text([.literal("hi")])),
            ])
        XCTAssertEqual(
            try exported(.action(ask)).behaviour,
            [
                "Name": "WFWorkflowNoInputBehaviorAskForInput",
                "Parameters": [
                    "ItemClass": "WFStringContentItem",
                    "SerializedParameters": ["WFAskActionPrompt": "Shout what?", "WFTextActionText": "hi"],
                ],
            ])
        let other = try exported(.action(ActionInvocation("gettext")))
        XCTAssertNil(other.behaviour)
        XCTAssertEqual(
            other.warnings,
            [
                "input.whenMissing: Apple asks for input only with Select File, Select Photos or Ask for Input; gettext is not written"
            ])
    }

    /// Shortcuts 10.0's input header (`is.workflow.actions.input`): its no-input choice is the
    /// document's, and the header passes the Shortcut Input on (its UUID kept for references).
    func header(_ parameters: PropertyList, root extra: PropertyList? = nil, then more: [PropertyList] = []) throws -> (
        input: String, actions: String, warnings: [String]
    ) {
        let header: PropertyList = [
            "WFWorkflowActionIdentifier": "is.workflow.actions.input", "WFWorkflowActionParameters": parameters,
        ]
        var root = PlistDictionary([(key: "WFWorkflowActions", value: .array([header] + more))])
        if let extra { root["WFWorkflowNoInputBehavior"] = extra }
        let data = try PropertyList.dictionary(root).serialized(as: .binary)
        let result = try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry)
        let input = DocumentWriter.input(result.document).map { DocumentWriter.compact($0) } ?? "none"
        let actions = result.document.actions.map { DocumentWriter.compact(DocumentWriter.json($0)) }.joined(separator: "\n")
        return (input, actions, result.report.warnings)
    }

    func testShortcutsTensInputHeaderIsTheNoInputBehaviour() throws {
        XCTAssertEqual(try header(["WFNoInputBehavior": "Get Clipboard"]).input, #"{"whenMissing": "clipboard"}"#)
        XCTAssertEqual(try header(["WFNoInputBehavior": "Continue"]).input, "none")
        XCTAssertEqual(
            try header(["WFNoInputBehavior": "Stop and Respond", "WFStopAndRespondResponse": "Share a page first"]).input,
            #"{"whenMissing": {"stop": "Share a page first"}}"#)
        XCTAssertEqual(try header([:]).input, #"{"whenMissing": {"stop": ""}}"#, "Stop and Respond is the default")
        XCTAssertEqual(
            try header(["WFNoInputBehavior": "Ask For", "WFAskForType": "Files"]).input,
            #"{"whenMissing": {"action": "file.select"}}"#)
        XCTAssertEqual(
            try header(["WFNoInputBehavior": "Ask For", "WFAskForType": "Text"]).input,
            #"{"whenMissing": {"action": "ask", "parameters": {"type": "Text"}}}"#)
        let music = try header(["WFNoInputBehavior": "Ask For", "WFAskForType": "Music"])
        XCTAssertEqual(
            music.warnings,
            ["run without input, Apple asks for WFMPMediaContentItem, which this engine cannot ask for: such a run stops here"])
        let show: PropertyList = [
            "WFWorkflowActionIdentifier": "is.workflow.actions.showresult",
            "WFWorkflowActionParameters": [
                "Text": [
                    "Value": ["Type": "ActionOutput", "OutputUUID": "H", "OutputName": "Input"],
                    "WFSerializationType": "WFTextTokenAttachment",
                ]
            ],
        ]
        let passed = try header(
            ["UUID": "H", "WFInputType": ["WFStringContentItem"], "WFNoInputBehavior": "Continue"], then: [show])
        XCTAssertEqual(
            passed.actions,
            #"{"action": "getvariable", "id": "Input 2", "parameters": {"variable": "{{Shortcut Input}}"}}"# + "\n"
                + #"{"action": "showresult", "parameters": {"text": "{{Input 2}}"}}"#)
        // The file's own behaviour, where it has one, is the one kept.
        XCTAssertEqual(
            try header(
                ["WFNoInputBehavior": "Continue"], root: ["Name": "WFWorkflowNoInputBehaviorGetClipboard", "Parameters": [:]]
            )
            .input,
            #"{"whenMissing": "clipboard"}"#)
    }
}
