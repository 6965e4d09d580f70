import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Apple's Files forms the proxy corpus uses (Get File's folder contents, Delete Files'
/// confirmation, Create Folder in a folder, Select File's kept keys, Get File of Type) and Apple's
/// own actions mapped by table to ours (Trim Whitespace, Get Parent Directory).
final class FilesFormsImportTests: IsolatedTestCase {
    let helper = ThirdPartyMappingTests.Helper()

    func imported(_ identifier: String, _ parameters: PropertyList) throws -> [String] {
        helper.written(try helper.importActions([helper.action(identifier, parameters)]))
    }

    func testFilesFormsImport() throws {
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.documentpicker.open",
                [
                    "WFGetFilePath": "Kit/settings.json", "WFFileErrorIfNotFound": false, "WFShowFilePicker": false,
                    "WFGetFolderContents": true,
                ]),
            [
                #"{"action": "documentpicker.open", "parameters": {"path": "Kit/settings.json", "errorIfNotFound": false, "showPicker": false, "folderContents": true, "location": "Shortcuts"}}"#
            ])
        XCTAssertEqual(
            try imported("is.workflow.actions.file.delete", ["WFInput": "a.txt", "WFDeleteFileConfirmDeletion": true]),
            [#"{"action": "file.delete", "parameters": {"files": "a.txt", "confirm": true}}"#])
        XCTAssertEqual(
            try imported("is.workflow.actions.file.createfolder", ["WFFilePath": "new", "WFFolder": "base"]),
            [#"{"action": "file.createfolder", "parameters": {"path": "new", "folder": "base"}}"#])
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.file.select",
                ["WFGetFilePath": "Inbox", "WFShowFilePicker": true, "WFGetFolderContents": true]),
            [#"{"action": "file.select", "parameters": {"path": "Inbox", "showPicker": true, "folderContents": true}}"#])
        XCTAssertEqual(
            try imported("is.workflow.actions.gettypeaction", ["WFInput": "x", "WFFileType": "public.json"]),
            [#"{"action": "gettypeaction", "parameters": {"input": "x", "type": "public.json"}}"#])
    }

    func testApplesOwnAliasesMapByTable() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.text.trimwhitespace", ["WFInput": " x "]),
            [#"{"action": "text.trim", "parameters": {"text": " x "}}"#])
        XCTAssertEqual(
            try imported("is.workflow.actions.getparentdirectory", ["WFInput": "a/b.txt"]),
            [#"{"action": "file.parent", "parameters": {"files": "a/b.txt"}}"#])
        // Get Details of Podcast Episode is not Get Details of Podcast (WFActions.plist of iOS 13 and
        // Shortcuts 10.0 name it for WFPodcastEpisodeContentItem): its episodes come from the Podcasts app.
        let episode = try Probe.importActions([
            Probe.action("is.workflow.actions.properties.podcast", ["WFContentItemPropertyName": "Title"])
        ])
        XCTAssertEqual(episode.document.actions[0].unsupported?.reason, "Apple-only: Music, Podcasts, audio and speech")
        XCTAssertEqual(
            try imported("is.workflow.actions.phonenumber", ["WFPhoneNumber": "+44 20 7946 0000"]),
            [#"{"action": "gettext", "parameters": {"text": "+44 20 7946 0000"}}"#])
    }
}
