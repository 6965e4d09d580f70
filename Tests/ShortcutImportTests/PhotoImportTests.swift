import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Apple's photo and sharing actions (issue 28 items 3 and 4) import from their own keys: minimal
/// `.shortcut` documents in Apple's XML form (keys from SCPL's OutActions.json, iOS 12, and
/// Cherri's action definitions).
final class PhotoImportTests: IsolatedTestCase {
    func document(_ actions: [String]) -> Data { AppleXMLDocument.document(actions) }

    func action(_ identifier: String, _ parameters: String = "") -> String { AppleXMLDocument.action(identifier, parameters) }

    func imported(_ actions: [String]) throws -> [String] { try AppleXMLDocument.imported(actions, name: "Photos") }

    func testThePhotoActionsImportTheirAppleKeys() throws {
        XCTAssertEqual(
            try imported([
                action("selectphoto", "<key>WFSelectMultiplePhotos</key><true/>"),
                action("savetocameraroll", "<key>WFCameraRollSelectedGroup</key><string>Trips</string>"),
                action(
                    "getlastphoto",
                    "<key>WFGetLatestPhotoCount</key><integer>3</integer><key>WFGetLatestPhotosActionIncludeScreenshots</key><false/>"
                ),
                action("getlastscreenshot", "<key>WFGetLatestPhotoCount</key><real>2</real>"),
                action("getlastvideo"), action("getlatestlivephotos"), action("getlatestbursts"), action("getlatestphotoimport"),
                action("deletephotos"),
            ]),
            [
                #"{"action": "selectphoto", "parameters": {"multiple": true}}"#,
                #"{"action": "savetocameraroll", "parameters": {"album": "Trips"}}"#,
                #"{"action": "getlastphoto", "parameters": {"count": 3, "includeScreenshots": false}}"#,
                #"{"action": "getlastscreenshot", "parameters": {"count": 2}}"#,
                #"{"action": "getlastvideo"}"#, #"{"action": "getlatestlivephotos"}"#, #"{"action": "getlatestbursts"}"#,
                #"{"action": "getlatestphotoimport"}"#, #"{"action": "deletephotos"}"#,
            ])
    }

    func testFindPhotosImportsItsConditionTableSortAndLimit() throws {
        let table = """
            <key>WFContentItemFilter</key><dict><key>Value</key><dict>
            <key>WFActionParameterFilterPrefix</key><integer>1</integer>
            <key>WFContentPredicateBoundedDate</key><false/>
            <key>WFActionParameterFilterTemplates</key><array>
            <dict><key>Operator</key><integer>4</integer><key>Property</key><string>Album</string><key>Removable</key><true/><key>Values</key><dict><key>String</key><string>Trips</string><key>Unit</key><integer>4</integer></dict></dict>
            <dict><key>Operator</key><integer>4</integer><key>Property</key><string>Is Favorite</string><key>Removable</key><true/><key>Values</key><dict><key>Bool</key><true/><key>Unit</key><integer>4</integer></dict></dict>
            <dict><key>Operator</key><integer>4</integer><key>Property</key><string>Media Type</string><key>Removable</key><true/><key>Values</key><dict><key>Enumeration</key><dict><key>Value</key><string>Image</string><key>WFSerializationType</key><string>WFStringSubstitutableState</string></dict><key>Unit</key><integer>4</integer></dict></dict>
            <dict><key>Operator</key><integer>1001</integer><key>Property</key><string>Date Taken</string><key>Removable</key><true/><key>Values</key><dict><key>Number</key><integer>1</integer><key>Unit</key><integer>8192</integer></dict></dict>
            </array></dict><key>WFSerializationType</key><string>WFContentPredicateTableTemplate</string></dict>
            <key>WFContentItemSortProperty</key><string>Date Taken</string><key>WFContentItemSortOrder</key><string>Latest First</string>
            <key>WFContentItemLimitEnabled</key><true/><key>WFContentItemLimitNumber</key><real>6</real>
            """
        XCTAssertEqual(
            try imported([action("filter.photos", table)]),
            [
                #"{"action": "filter.photos", "parameters": {"conditions": [{"property": "Album", "condition": "is", "value": "Trips"}, {"property": "Is Favorite", "condition": "is", "value": true}, {"property": "Media Type", "condition": "is", "value": "Image"}, {"property": "Date Taken", "condition": "is in the last", "amount": 1, "unit": "weeks"}], "sortBy": "Date Taken", "order": "Descending", "limitEnabled": true, "limit": 6}}"#
            ])
    }

    func testAnAlbumRowWithoutAValueIsRecentsAndTimeTakenSorts() throws {
        // Real files (extratone's screenshot tools) store the first row without a value: the
        // app's default row, "Album is Recents".
        let table = """
            <key>WFContentItemFilter</key><dict><key>Value</key><dict><key>WFActionParameterFilterPrefix</key><integer>1</integer>
            <key>WFActionParameterFilterTemplates</key><array><dict><key>Operator</key><integer>4</integer><key>Property</key><string>Album</string><key>Removable</key><true/><key>Values</key><dict><key>Unit</key><integer>4</integer></dict></dict></array></dict>
            <key>WFSerializationType</key><string>WFContentPredicateTableTemplate</string></dict>
            <key>WFContentItemSortProperty</key><string>Time Taken</string>
            """
        XCTAssertEqual(
            try imported([action("filter.photos", table)]),
            [
                #"{"action": "filter.photos", "parameters": {"conditions": [{"property": "Album", "condition": "is", "value": "Recents"}], "sortBy": "Time Taken"}}"#
            ])
        // Another property left without a value stays unsupported: its default is not known.
        let mediaType = table.replacingOccurrences(of: "<string>Album</string>", with: "<string>Media Type</string>")
        let result = try Importer.importData(
            document([action("filter.photos", mediaType)]), name: "Photos", file: "photos.shortcut", registry: Corpus.registry)
        XCTAssertEqual(
            result.document.actions.map { $0.unsupported?.reason },
            ["Find Photos cannot be imported: the filter condition on Media Type with operator 4"])
    }

    func testPropertiesWithoutAReaderStayUnsupported() throws {
        let location = """
            <key>WFContentItemFilter</key><dict><key>Value</key><dict><key>WFActionParameterFilterPrefix</key><integer>1</integer>
            <key>WFActionParameterFilterTemplates</key><array><dict><key>Operator</key><integer>4</integer><key>Property</key><string>Location</string><key>Values</key><dict><key>String</key><string>Paris</string></dict></dict></array></dict>
            <key>WFSerializationType</key><string>WFContentPredicateTableTemplate</string></dict>
            """
        let result = try Importer.importData(
            document([
                action("filter.photos", location),
                action("filter.photos", "<key>WFContentItemSortProperty</key><string>Photo Type</string>"),
                action("filter.photos", "<key>WFContentItemSortProperty</key><string>Is Hidden</string>"),
            ]),
            name: "Photos", file: "photos.shortcut", registry: Corpus.registry)
        XCTAssertEqual(
            result.document.actions.map { $0.unsupported?.reason },
            [
                "Find Photos cannot be imported: the filter condition on Location with operator 4",
                "Find Photos cannot be imported: the value 'Photo Type' of parameter WFContentItemSortProperty",
                nil,
            ], "Is Hidden is read: a folder hides nothing")
    }

    func testTheWaysOutImportTheirAppleKeys() throws {
        let input =
            "<key>WFInput</key><dict><key>Value</key><dict><key>Type</key><string>ExtensionInput</string></dict><key>WFSerializationType</key><string>WFTextTokenAttachment</string></dict>"
        XCTAssertEqual(
            try imported([
                action("share", input), action("airdropdocument", input),
                action(
                    "openin",
                    input
                        + "<key>WFOpenInAskWhenRun</key><false/><key>WFOpenInAppIdentifier</key><string>com.example.viewer</string><key>WFAppName</key><string>Viewer</string>"
                ),
            ]),
            [
                #"{"action": "share", "parameters": {"input": "{{Shortcut Input}}"}}"#,
                #"{"action": "airdropdocument", "parameters": {"input": "{{Shortcut Input}}"}}"#,
                #"{"action": "openin", "parameters": {"input": "{{Shortcut Input}}", "askWhenRun": false, "app": "com.example.viewer", "appName": "Viewer"}}"#,
            ])
    }

    /// Newer keys seen in real files (extratone's appleFrames7, releasekit, thePsalmsEbook, shortcutSourceTool).
    func testNewerKeysOfRealFilesImport() throws {
        XCTAssertEqual(
            try imported([
                action(
                    "filter.photos",
                    "<key>WFContentItemInputParameter</key><string>Library</string><key>WFContentItemSortProperty</key><string>Creation Date</string><key>WFContentItemSortOrder</key><string>Oldest First</string>"
                ),
                action(
                    "selectphoto",
                    "<key>WFPhotoPickerTypes</key><array><string>Images</string></array><key>WFSelectMultiplePhotos</key><true/>"),
                action(
                    "openin",
                    "<key>WFOpenInAskWhenRun</key><false/><key>WFSelectedApp</key><dict><key>BundleIdentifier</key><string>com.apple.iBooks</string><key>Name</key><string>Books</string></dict>"
                ),
                action("openin", "<key>WFOpenInAskWhenRun</key><false/><key>WFSelectedApp</key><dict/>"),
            ]),
            [
                #"{"action": "filter.photos", "parameters": {"photos": "Library", "sortBy": "Creation Date", "order": "Ascending"}}"#,
                #"{"action": "selectphoto", "parameters": {"include": ["Images"], "multiple": true}}"#,
                #"{"action": "openin", "parameters": {"app": "com.apple.iBooks", "askWhenRun": false}}"#,
                #"{"action": "openin", "parameters": {"askWhenRun": false}}"#,
            ])
    }

    /// Delete Photos' input: Apple's definitions key it WFInputPhotos; Cherri writes `photos`.
    func testDeletePhotosReadsEitherInputKey() throws {
        let photos =
            "<dict><key>Value</key><dict><key>Type</key><string>ExtensionInput</string></dict><key>WFSerializationType</key><string>WFTextTokenAttachment</string></dict>"
        XCTAssertEqual(
            try imported([
                action("deletephotos", "<key>WFInputPhotos</key>" + photos), action("deletephotos", "<key>photos</key>" + photos),
            ]),
            [
                #"{"action": "deletephotos", "parameters": {"photos": "{{Shortcut Input}}"}}"#,
                #"{"action": "deletephotos", "parameters": {"photos": "{{Shortcut Input}}"}}"#,
            ])
    }

    func testTheyAreNoLongerCountedAsNeedingAnAppleDevice() {
        for short in [
            "savetocameraroll", "selectphoto", "filter.photos", "getlastphoto", "getlastscreenshot", "deletephotos",
            "getlatestphotoimport",
            "share", "openin", "airdropdocument",
        ] {
            XCTAssertEqual(UnsupportedCategory.of("is.workflow.actions." + short), .notBuiltYet, short)
        }
    }
}
