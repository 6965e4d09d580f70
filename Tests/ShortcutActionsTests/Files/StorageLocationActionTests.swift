import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutActions

/// Issue 24 item 6 through the library: `RunOptions.locations` maps Apple's storage locations;
/// the Shortcuts folder follows iCloud Drive, names match in Apple's spellings, a path with a
/// service starts at the location's top, and the path policy still applies to a mapped folder.
final class StorageLocationActionTests: IsolatedTestCase {
    func testApplesSpellingsAreOneName() {
        XCTAssertEqual(StorageLocation.name("iCloud"), "iCloud Drive")
        XCTAssertEqual(StorageLocation.name(" icloud drive "), "iCloud Drive")
        XCTAssertEqual(StorageLocation.name("LocalStorage"), "On My iPhone")
        XCTAssertEqual(StorageLocation.name("On My Mac"), "On My iPhone")
        XCTAssertEqual(StorageLocation.name("Box"), "Box")
    }

    func testTheShortcutsFolderIsInsideICloudDrive() throws {
        let box = Sandbox()
        box.locations = ["icloud": box.root + "/drive"]
        box.make(["drive/Shortcuts/config.json"], contents: ["drive/Shortcuts/config.json": "{}"])
        let reference =
            #"{"displayName": "Shortcuts", "fileLocation": {"WFFileLocationType": "Shortcuts", "relativeSubpath": ""}}"#
        XCTAssertEqual(
            try box.run("documentpicker.open", "{\"path\": \"config.json\", \"folder\": \(reference)}"),
            .file(FileReference(path: box.root + "/drive/Shortcuts/config.json")))
    }

    func testAServicePathStartsAtTheLocationsTop() throws {
        let box = Sandbox()
        box.locations = ["Dropbox": box.root + "/db"]
        _ = try box.run("file.append", #"{"text": "line", "path": "/log/today.txt", "location": "Dropbox"}"#)
        _ = try box.run("file.createfolder", #"{"path": "made", "location": "dropbox"}"#)
        XCTAssertEqual(box.tree("db"), ["db/log/", "db/log/today.txt: line", "db/made/"])
    }

    func testAMappedFolderIsStillUnderThePathPolicy() {
        let box = Sandbox()
        let outside = (box.root as NSString).deletingLastPathComponent + "/elsewhere"
        box.locations = ["Dropbox": outside]
        XCTAssertEqual(
            box.failure("documentpicker.save", #"{"input": "x", "path": "a.txt", "location": "Dropbox"}"#),
            """
            t.json:1:99: error: action 1 'Save File' (documentpicker.save), parameter 'path': '\(outside)/a.txt' is outside the folders file actions may touch; allowed: '\(box.root)'
            hint: add \(outside) to RunOptions.allowedPaths to allow it
            """)
    }

    /// Desktop, Documents, Downloads and Home are folders of $HOME (here the test's own home), not
    /// of the account's home directory.
    func testTheHomeLocationsFollowTheHomeVariable() {
        let box = Sandbox()
        let home = ProcessEnvironment.value("HOME") ?? ""
        XCTAssertTrue(home.hasPrefix(NSTemporaryDirectory()) || home.hasPrefix("/tmp"), home)
        XCTAssertEqual(
            box.failure("documentpicker.save", #"{"input": "x", "path": "a.txt", "location": "Desktop"}"#),
            """
            t.json:1:99: error: action 1 'Save File' (documentpicker.save), parameter 'path': '\(home)/Desktop/a.txt' is outside the folders file actions may touch; allowed: '\(box.root)'
            hint: add \(home)/Desktop to RunOptions.allowedPaths to allow it
            """)
    }

    func testAnUnmappedProviderIsNamed() {
        let box = Sandbox()
        let reference =
            #"{"displayName": "audio", "fileLocation": {"WFFileLocationType": "FileProvider", "fileProviderDomainID": "com.example.provider", "relativeSubpath": "audio"}}"#
        XCTAssertEqual(
            box.failure("documentpicker.save", "{\"input\": \"x\", \"folder\": \(reference)}"),
            """
            t.json:1:101: error: action 1 'Save File' (documentpicker.save), parameter 'folder': 'audio' is in the storage location 'com.example.provider', which is not mapped to a folder on this machine
            hint: add 'com.example.provider' to RunOptions.locations with the folder that holds its files
            """)
    }
}
