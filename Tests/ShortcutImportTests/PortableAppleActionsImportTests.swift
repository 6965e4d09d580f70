import AppleFormats
import Foundation
import ShortcutActions
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// The portable Apple actions issue 24 item 3 found "not built yet" in Apple's own definitions:
/// Generate QR Code, Add Frame to GIF and Filter Articles import with Apple's keys, Combine Images
/// under the identifier Cherri's definition yields, and Get Object of Class as the coercion of its class.
final class PortableAppleActionsImportTests: IsolatedTestCase {
    func imported(_ identifier: String, _ parameters: PropertyList) throws -> String {
        let result = try Probe.importActions([Probe.action(identifier, parameters)])
        if let unsupported = result.document.actions[0].unsupported { return "unsupported: " + unsupported.reason }
        return Probe.written(result)[0]
    }

    func testGenerateQRCodeImportsApplesKeysAndColourDictionaries() throws {
        let red: PropertyList = [
            "WFColorRepresentationType": "WFColorRepresentationTypeCGColor", "redComponent": 1, "greenComponent": 0,
            "blueComponent": 0, "alphaComponent": 1,
        ]
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.generatebarcode",
                ["WFText": "hi", "WFQRErrorCorrectionLevel": "Quartile", "WFQRForegroundColor": red, "WFQRRounded": true]),
            #"{"action": "generatebarcode", "parameters": {"text": "hi", "errorCorrection": "Quartile", "foreground": {"WFColorRepresentationType": "WFColorRepresentationTypeCGColor", "redComponent": 1, "greenComponent": 0, "blueComponent": 0, "alphaComponent": 1}, "rounded": true}}"#
        )
        XCTAssertEqual(
            try imported("is.workflow.actions.generatebarcode", [:]), #"{"action": "generatebarcode"}"#,
            "the text comes from the previous action")
    }

    func testGenerateQRCodeColoursExportAsApplesColourDictionaries() throws {
        let colour: PropertyList = [
            "WFColorRepresentationType": "WFColorRepresentationTypeCGColor", "alphaComponent": 1, "blueComponent": 0.5,
            "greenComponent": 0, "redComponent": 1,
        ]
        let result = try Probe.importActions([
            Probe.action("is.workflow.actions.generatebarcode", ["WFText": "hi", "WFQRBackgroundColor": colour])
        ])
        let exported = try ShortcutExporter(registry: BuiltinActions.registry).export(result.document)
        let action = try XCTUnwrap(exported.plist["WFWorkflowActions"]?[0])
        XCTAssertEqual(action["WFWorkflowActionParameters"]?["WFQRBackgroundColor"], colour)
        XCTAssertEqual(action["WFWorkflowActionParameters"]?["WFText"], "hi")
    }

    func testAddFrameToGIFImportsApplesKeys() throws {
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.addframetogif",
                [
                    "WFGIFDelayTime": 0.5, "WFGIFAutoSize": false, "WFGIFManualSizeWidth": 100, "WFGIFManualSizeHeight": 80,
                ]),
            #"{"action": "addframetogif", "parameters": {"delay": 0.5, "autoSize": false, "width": 100, "height": 80}}"#)
    }

    func testFilterArticlesImportsApplesConditionTable() throws {
        let row: PropertyList = ["Operator": 99, "Property": "Title", "Removable": true, "Values": ["String": "Swift"]]
        let long: PropertyList = ["Operator": 2, "Property": "Number of Words", "Values": ["Number": 500]]
        let table: PropertyList = [
            "Value": ["WFActionParameterFilterPrefix": 0, "WFActionParameterFilterTemplates": [row, long]],
            "WFSerializationType": "WFContentPredicateTableTemplate",
        ]
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.filter.articles",
                [
                    "WFContentItemFilter": table, "WFContentItemSortProperty": "Published Date",
                    "WFContentItemSortOrder": "Latest First", "WFContentItemLimitEnabled": true, "WFContentItemLimitNumber": 3,
                ]),
            #"{"action": "filter.articles", "parameters": {"conditions": [{"property": "Title", "condition": "contains", "value": "Swift"}, {"property": "Number of Words", "condition": "is greater than", "value": 500}], "match": "Any", "sortBy": "Published Date", "order": "Descending", "limitEnabled": true, "limit": 3}}"#
        )
        let unknown: PropertyList = [
            "Value": [
                "WFActionParameterFilterPrefix": 1,
                "WFActionParameterFilterTemplates": [["Operator": 4, "Property": "Reading Time", "Values": ["Number": 5]]],
            ],
            "WFSerializationType": "WFContentPredicateTableTemplate",
        ]
        XCTAssertEqual(
            try imported("is.workflow.actions.filter.articles", ["WFContentItemFilter": unknown]),
            "unsupported: Filter Articles cannot be imported: the filter condition on Reading Time with operator 4")
    }

    func testFilterImagesImportsApplesConditionTableOnImageDetails() throws {
        let image: PropertyList = [
            "Operator": 4, "Property": "Media Type", "Removable": true,
            "Values": ["Enumeration": ["Value": "Image", "WFSerializationType": "WFStringSubstitutableState"], "Unit": 4],
        ]
        let wide: PropertyList = ["Operator": 2, "Property": "Width", "Values": ["Number": 1000]]
        let table: PropertyList = [
            "Value": [
                "WFActionParameterFilterPrefix": 1, "WFActionParameterFilterTemplates": [image, wide],
                "WFContentPredicateBoundedDate": false,
            ],
            "WFSerializationType": "WFContentPredicateTableTemplate",
        ]
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.filter.images",
                [
                    "WFContentItemFilter": table, "WFContentItemSortProperty": "Date Taken",
                    "WFContentItemSortOrder": "Latest First",
                ]),
            #"{"action": "filter.images", "parameters": {"conditions": [{"property": "Media Type", "condition": "is", "value": "Image"}, {"property": "Width", "condition": "is greater than", "value": 1000}], "sortBy": "Date Taken", "order": "Descending"}}"#
        )
        let unknown: PropertyList = [
            "Value": [
                "WFActionParameterFilterPrefix": 1,
                "WFActionParameterFilterTemplates": [["Operator": 4, "Property": "Lens", "Values": ["String": "wide"]]],
            ],
            "WFSerializationType": "WFContentPredicateTableTemplate",
        ]
        XCTAssertEqual(
            try imported("is.workflow.actions.filter.images", ["WFContentItemFilter": unknown]),
            "unsupported: Filter Images cannot be imported: the filter condition on Lens with operator 4")
    }

    func testConvertTimeZoneReadsTheWorldClockPickersZone() throws {
        let utc: PropertyList = ["alCityIdentifier": 302, "localizedCityName": "UTC", "timeZone": "GMT"]
        let tokyo: PropertyList = ["Value": ["localizedCityName": "Tokyo", "timeZone": "Asia/Tokyo"]]
        XCTAssertEqual(
            try imported("is.workflow.actions.converttimezone", ["DestinationTimeZone": utc]),
            #"{"action": "converttimezone", "parameters": {"destinationTimeZone": "GMT"}}"#)
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.converttimezone",
                ["Date": "2026-11-21 15:00", "SourceTimeZone": "America/New_York", "DestinationTimeZone": tokyo]),
            #"{"action": "converttimezone", "parameters": {"sourceTimeZone": "America/New_York", "destinationTimeZone": "Asia/Tokyo", "date": "2026-11-21 15:00"}}"#
        )
    }

    func testEmailAddressAndGetContactsFromInputImport() throws {
        let tokens: PropertyList = [
            "Value": ["string": "ada@example.com", "attachmentsByRange": [:] as PropertyList],
            "WFSerializationType": "WFTextTokenString",
        ]
        XCTAssertEqual(
            try imported("is.workflow.actions.email", ["WFEmailAddress": tokens]),
            #"{"action": "gettext", "parameters": {"text": "ada@example.com"}}"#)
        let input: PropertyList = ["Value": ["Type": "ExtensionInput"], "WFSerializationType": "WFTextTokenAttachment"]
        XCTAssertEqual(
            try imported("is.workflow.actions.detect.contacts", ["WFInput": input]),
            #"{"action": "detect.contacts", "parameters": {"input": "{{Shortcut Input}}"}}"#)
    }

    func testCombineImagesUnderCherrisIdentifierIsCombineImages() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.combineimages", ["WFImageCombineMode": "In a Grid", "WFImageCombineSpacing": 4]),
            #"{"action": "image.combine", "parameters": {"mode": "In a Grid", "spacing": 4}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.combineimages", ["WFImageCombineMode": "Diagonally"]),
            "unsupported: Shortcuts action cannot be imported: the value 'Diagonally' of parameter WFImageCombineMode")
    }

    func testGetObjectOfClassIsTheCoercionOfItsClass() throws {
        let cases: [(String, String)] = [
            ("NSString", "detect.text"), ("NSURL", "detect.link"), ("WFURLContentItem", "detect.link"),
            ("NSNumber", "detect.number"), ("NSDecimalNumber", "detect.number"), ("NSDate", "detect.date"),
            ("NSDictionary", "detect.dictionary"), ("WFDictionaryContentItem", "detect.dictionary"),
            ("WFEmailAddress", "detect.emailaddress"), ("WFPhoneNumber", "detect.phonenumber"), ("UIImage", "detect.images"),
            ("nsstring", "detect.text"),
        ]
        for (name, target) in cases {
            XCTAssertEqual(
                try imported("is.workflow.actions.getclassaction", ["Class": .string(name)]), #"{"action": "\#(target)"}"#,
                name)
        }
        XCTAssertEqual(
            try imported("is.workflow.actions.getclassaction", [:]), #"{"action": "detect.link"}"#,
            "Apple's default class is NSURL")
        let token: PropertyList = [
            "WFSerializationType": "WFTextTokenString", "Value": ["string": "NSDate", "attachmentsByRange": [:]],
        ]
        XCTAssertEqual(try imported("is.workflow.actions.getclassaction", ["Class": token]), #"{"action": "detect.date"}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.getclassaction", ["Class": "CLLocation"]),
            "unsupported: Shortcuts action: its Class 'CLLocation' has no equivalent here")
    }

    func testGetObjectOfClassRunsTheCoercion() throws {
        let result = try Probe.importActions([
            Probe.action("is.workflow.actions.gettext", ["WFTextActionText": "see https://example.com/a and 42"]),
            Probe.action("is.workflow.actions.getclassaction", ["Class": "NSURL"]),
        ])
        XCTAssertEqual(try Probe.run(result.document), "https://example.com/a\n")
    }
}
