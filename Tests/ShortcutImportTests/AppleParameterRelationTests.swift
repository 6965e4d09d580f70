import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Apple's parameter relations (WFActions.plist's `WFParameterRelationResource`, generated into
/// `AppleParameterRelations`): a value the editor hid because another parameter rules it out is
/// not read by Apple's runtime, so the import leaves it out. Only a written parent value hides a
/// key; an absent parent or one given by a variable keeps it.
final class AppleParameterRelationTests: IsolatedTestCase {
    let helper = ThirdPartyMappingTests.Helper()

    func imported(_ identifier: String, _ parameters: PropertyList) throws -> String {
        helper.written(try helper.importActions([helper.action("is.workflow.actions." + identifier, parameters)]))[0]
    }

    let headers: PropertyList = [
        "Value": [
            "WFDictionaryFieldValueItems": [
                ["WFItemType": 0, "WFKey": "X-A", "WFValue": "1"]
            ]
        ],
        "WFSerializationType": "WFDictionaryFieldValue",
    ]

    func testGetContentsOfURLReadsHeadersOnlyWhenShownAndABodyOnlyBeyondGET() throws {
        XCTAssertEqual(
            try imported("downloadurl", ["WFURL": "https://example.com", "ShowHeaders": false, "WFHTTPHeaders": headers]),
            #"{"action": "downloadurl", "parameters": {"url": "https://example.com"}}"#)
        XCTAssertEqual(
            try imported("downloadurl", ["WFURL": "https://example.com", "ShowHeaders": true, "WFHTTPHeaders": headers]),
            #"{"action": "downloadurl", "parameters": {"url": "https://example.com", "headers": {"X-A": "1"}}}"#)
        XCTAssertEqual(
            try imported("downloadurl", ["WFURL": "https://example.com", "WFHTTPHeaders": headers]),
            #"{"action": "downloadurl", "parameters": {"url": "https://example.com", "headers": {"X-A": "1"}}}"#)
        XCTAssertEqual(
            try imported(
                "downloadurl",
                ["WFURL": "https://a.example", "WFHTTPMethod": "GET", "WFHTTPBodyType": "JSON", "WFJSONValues": headers]),
            #"{"action": "downloadurl", "parameters": {"url": "https://a.example", "method": "GET"}}"#)
        XCTAssertEqual(
            try imported(
                "downloadurl",
                ["WFURL": "https://a.example", "WFHTTPMethod": "POST", "WFHTTPBodyType": "JSON", "WFJSONValues": headers]),
            #"{"action": "downloadurl", "parameters": {"url": "https://a.example", "method": "POST", "body": "JSON", "json": {"X-A": "1"}}}"#
        )
    }

    func testStaleSwitchesAndChoicesAreLeftOut() throws {
        XCTAssertEqual(
            try imported("format.filesize", ["WFFileSizeFormat": "Automatic", "WFFileSizeIncludeUnits": false]),
            #"{"action": "format.filesize", "parameters": {"format": "Automatic"}}"#)
        XCTAssertEqual(
            try imported("format.filesize", ["WFFileSizeFormat": "MB", "WFFileSizeIncludeUnits": false]),
            #"{"action": "format.filesize", "parameters": {"format": "MB", "includeUnits": false}}"#)
        XCTAssertEqual(
            try imported(
                "choosefromlist", ["WFChooseFromListActionSelectMultiple": false, "WFChooseFromListActionSelectAll": true]),
            #"{"action": "choosefromlist", "parameters": {"multiple": false}}"#)
        // A parent given by a variable says nothing about what the editor showed.
        let variable: PropertyList = [
            "Value": ["Type": "ExtensionInput"], "WFSerializationType": "WFTextTokenAttachment",
        ]
        XCTAssertEqual(
            try imported("format.filesize", ["WFFileSizeFormat": variable, "WFFileSizeIncludeUnits": false]),
            #"{"action": "format.filesize", "parameters": {"format": "{{Shortcut Input}}", "includeUnits": false}}"#)
    }

    func testTheTableHoldsOnlyEqualityRelationsOfKnownActions() {
        XCTAssertGreaterThan(AppleParameterRelations.byAction.count, 40)
        for (identifier, relations) in AppleParameterRelations.byAction {
            // Apple's own actions and the app actions its definitions carry (Uber's ride request).
            XCTAssertTrue(identifier.contains("."), identifier)
            for relation in relations {
                XCTAssertFalse(relation.values.isEmpty, "\(identifier) \(relation.key)")
                XCTAssertNotEqual(relation.key, relation.parent, identifier)
            }
        }
    }
}
