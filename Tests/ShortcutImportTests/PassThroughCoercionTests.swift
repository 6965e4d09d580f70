import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Issue 11: a conversion to a content class the engine has no type for (an image, audio or
/// video, a web page…) imports; the value goes on as it is (`PassThroughContentClasses`).
final class PassThroughCoercionTests: IsolatedTestCase {
    func setVariable(converting className: String) -> PropertyList {
        let attachment: PropertyList = [
            "Type": "Variable", "VariableName": "Picture",
            "Aggrandizements": [
                ["Type": "WFCoercionVariableAggrandizement", "CoercionItemClass": .string(className)],
                ["Type": "WFPropertyVariableAggrandizement", "PropertyName": "Name"],
            ],
        ]
        return [
            "WFWorkflowActionIdentifier": "is.workflow.actions.setvariable",
            "WFWorkflowActionParameters": [
                "WFVariableName": "Out", "WFInput": ["Value": attachment, "WFSerializationType": "WFTextTokenAttachment"],
            ],
        ]
    }

    func importing(_ className: String) throws -> ImportResult {
        let first: PropertyList = [
            "WFWorkflowActionIdentifier": "is.workflow.actions.setvariable",
            "WFWorkflowActionParameters": [
                "WFVariableName": "Picture",
                "WFInput": ["Value": ["Type": "ExtensionInput"], "WFSerializationType": "WFTextTokenAttachment"],
            ],
        ]
        let root = PlistDictionary([(key: "WFWorkflowActions", value: [first, setVariable(converting: className)])])
        let data = try PropertyList.dictionary(root).serialized(as: .binary)
        return try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry)
    }

    /// A conversion to an image is `| as: image`: an image file goes on, anything else stops with
    /// Apple's conversion message (no longer passed through).
    func testImageConversionChecksTheValue() throws {
        let result = try importing("WFImageContentItem")
        XCTAssertEqual(result.report.warnings, [])
        XCTAssertEqual(result.report.mapped, 2)
        XCTAssertEqual(
            DocumentWriter.compact(DocumentWriter.json(result.document.actions[1])),
            #"{"action": "setvariable", "parameters": {"name": "Out", "input": "{{Picture | as: image | property: Name}}"}}"#)
        _ = try Compiler.compile(result.document, registry: Corpus.registry, file: "test.json")
        let coercion = Coercion()
        XCTAssertEqual(
            try coercion.coerce(.file(FileReference(path: "a/Photo.HEIC")), to: .image),
            .file(FileReference(path: "a/Photo.HEIC")))
        XCTAssertThrowsError(try coercion.coerce(.text("not a picture"), to: .image)) {
            XCTAssertEqual("\(($0 as? ValueFailure)?.message ?? "")", "couldn't convert from text to image: 'not a picture'")
        }
        XCTAssertThrowsError(try coercion.coerce(.file(FileReference(path: "notes.txt")), to: .image)) {
            XCTAssertEqual("\(($0 as? ValueFailure)?.message ?? "")", "couldn't convert from file to image: notes.txt")
        }
    }

    func testEveryPassThroughClassImports() throws {
        for className in PassThroughContentClasses.classes.keys.sorted() {
            let result = try importing(className)
            XCTAssertEqual(result.report.mapped, 2, className)
            XCTAssertEqual(result.report.warnings.count, 1, className)
        }
    }

    /// Every content class Apple's action definitions name as an input or output type (`WFActions.plist`
    /// of iOS 12 and 13, 39 classes) is a conversion the import reads: one of our types, or passed
    /// through with a warning. Until issue 24's spec sweep, 19 of them kept the action unsupported.
    func testEveryContentClassOfApplesDefinitionsImports() throws {
        let classes = [
            "WFAVAssetContentItem", "WFAppStoreAppContentItem", "WFArticleContentItem", "WFBooleanContentItem",
            "WFCalendarEventContentItem", "WFContactContentItem", "WFContentItem", "WFDateContentItem",
            "WFDictionaryContentItem", "WFEKParticipantContentItem", "WFEmailAddressContentItem", "WFFileSizeContentItem",
            "WFGenericFileContentItem", "WFHKSampleContentItem", "WFHKWorkoutContentItem", "WFImageContentItem",
            "WFLocationContentItem", "WFMPMediaContentItem", "WFMediaItemCollectionContentItem", "WFNoteContentItem",
            "WFNumberContentItem", "WFPDFContentItem", "WFPhoneNumberContentItem", "WFPhotoMediaContentItem",
            "WFPodcastEpisodeContentItem", "WFReminderContentItem", "WFRichTextContentItem", "WFSafariWebPageContentItem",
            "WFStringContentItem", "WFTimeIntervalContentItem", "WFTrelloBoardContentItem", "WFTrelloCardContentItem",
            "WFTrelloItemContentItem", "WFTrelloListContentItem", "WFURLContentItem", "WFUlyssesSheetContentItem",
            "WFWeatherDataContentItem", "WFiTunesArtistContentItem", "WFiTunesProductContentItem",
        ]
        XCTAssertEqual(classes.count, 39)
        for className in classes {
            let result = try importing(className)
            XCTAssertNil(result.document.actions[1].unsupported, className)
            XCTAssertEqual(result.report.mapped, 2, className)
        }
    }

    func testWeatherConversionPassesWithItsWarning() throws {
        let result = try importing("WFWeatherDataContentItem")
        XCTAssertEqual(
            result.report.warnings,
            ["a conversion to WFWeatherDataContentItem (weather) has no type here and is left out; the value is used as it is"])
        XCTAssertEqual(
            DocumentWriter.compact(DocumentWriter.json(result.document.actions[1])),
            #"{"action": "setvariable", "parameters": {"name": "Out", "input": "{{Picture | property: Name}}"}}"#)
    }

    func testTimeIntervalConversionIsADuration() throws {
        let result = try importing("WFTimeIntervalContentItem")
        XCTAssertEqual(result.report.warnings, [])
        XCTAssertEqual(
            DocumentWriter.compact(DocumentWriter.json(result.document.actions[1])),
            #"{"action": "setvariable", "parameters": {"name": "Out", "input": "{{Picture | as: duration | property: Name}}"}}"#)
    }

    /// Any other of Apple's content classes (`WF…ContentItem`: a Focus from Get Current Focus, a class
    /// of a later iOS) is passed through as the listed ones are, with the warning saying it is
    /// Apple's; a name outside Apple's pattern still keeps the action unsupported, named.
    func testApplesOtherContentClassesPassAndOtherNamesDoNot() throws {
        for className in ["WFFocusModeContentItem", "WFHomeAccessoryContentItem", "WFMadeUpContentItem"] {
            let result = try importing(className)
            XCTAssertNil(result.document.actions[1].unsupported, className)
            XCTAssertEqual(
                result.report.warnings,
                [
                    "a conversion to \(className) (one of Apple's content types) has no type here and is left out; the value is used as it is"
                ])
        }
        for className in ["MadeUpThing", "WFContentItems", "FocusModeContentItem"] {
            let result = try importing(className)
            XCTAssertEqual(
                result.document.actions[1].unsupported?.reason, "Set Variable cannot be imported: a conversion to \(className)",
                className)
        }
    }
}

/// Issue 11: an If's enumeration operand (`WFEnumeration`, Device Type is "Mac") is its case name,
/// compared as text.
final class IfEnumerationOperandTests: IsolatedTestCase {
    func testEnumerationOperandIsTheComparedValue() throws {
        let start = PlistDictionary([
            (key: "GroupingIdentifier", value: "G"), (key: "WFControlFlowMode", value: 0), (key: "WFCondition", value: 4),
            (key: "WFEnumeration", value: ["Value": "Mac", "WFSerializationType": "WFStringSubstitutableState"]),
        ])
        let actions: [PropertyList] = [
            ["WFWorkflowActionIdentifier": "is.workflow.actions.conditional", "WFWorkflowActionParameters": .dictionary(start)],
            [
                "WFWorkflowActionIdentifier": "is.workflow.actions.conditional",
                "WFWorkflowActionParameters": ["GroupingIdentifier": "G", "WFControlFlowMode": 2],
            ],
        ]
        let data = try PropertyList.dictionary(PlistDictionary([(key: "WFWorkflowActions", value: .array(actions))])).serialized(
            as: .binary)
        let result = try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry)
        XCTAssertNil(result.document.actions[0].unsupported)
        XCTAssertEqual(result.document.actions[0].parameters.first { $0.key == "value" }?.value, .text([.literal("Mac")]))
        _ = try Compiler.compile(result.document, registry: Corpus.registry, file: "test.json")
    }
}

/// Issue 11 (campaign family "Get Contents of Folder: couldn't convert from dictionary to file",
/// 5 public files): a folder Get Contents of Folder names as a file-provider bookmark in one of
/// Apple's storage locations stays that reference, which the run resolves in the folder mapped
/// to the location (issue 24 item 6; StorageLocationTests runs it), as for Save File.
final class FolderContentsBookmarkTests: IsolatedTestCase {
    func testBookmarkedFolderIsItsReference() throws {
        let bookmark: PropertyList = [
            "displayName": "Frames", "filename": "Frames",
            "fileLocation": [
                "WFFileLocationType": "iCloud", "relativeSubpath": "com~apple~CloudDocs/Shortcuts/Frames",
                "crossDeviceItemID": "x",
            ],
        ]
        let action: PropertyList = [
            "WFWorkflowActionIdentifier": "is.workflow.actions.file.getfoldercontents",
            "WFWorkflowActionParameters": ["WFFolder": bookmark],
        ]
        let data = try PropertyList.dictionary(PlistDictionary([(key: "WFWorkflowActions", value: [action])])).serialized(
            as: .binary)
        let result = try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry)
        XCTAssertNil(result.document.actions[0].unsupported)
        guard case .dictionary(let entries)? = result.document.actions[0].parameters.first(where: { $0.key == "folder" })?.value
        else { return XCTFail("the folder is the reference") }
        XCTAssertEqual(entries.map(\.key), ["displayName", "filename", "fileLocation"])
        XCTAssertEqual(try Corpus.roundTrip(result.document).actions[0].parameters, result.document.actions[0].parameters)
    }
}
