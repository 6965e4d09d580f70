import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// File, Folder and Append to Text File.
final class FileReferenceActionsTests: IsolatedTestCase {
    func testFileAndFolderPassExistingItems() throws {
        let box = Sandbox()
        box.make(["notes.txt", "docs/"])
        XCTAssertEqual(try box.run("file", "{\"file\": \"notes.txt\"}"), .file(FileReference(path: "notes.txt")))
        XCTAssertEqual(try box.run("folder", "{\"WFFolder\": \"docs\"}"), .file(FileReference(path: "docs")))
        XCTAssertEqual(
            box.failure("folder", "{\"folder\": \"notes.txt\"}"),
            """
            t.json:1:74: error: action 1 'Folder' (folder), parameter 'folder': 'notes.txt' is not a folder
            hint: create it first with Create Folder
            """)
        XCTAssertEqual(
            box.failure("file", "{\"file\": \"gone.txt\"}"),
            """
            t.json:1:70: error: action 1 'File' (file), parameter 'file': no such file or folder 'gone.txt'
            hint: check the path; relative paths start at the current folder
            """)
        XCTAssertEqual(
            box.failure("file", "{\"file\": 3}"),
            """
            t.json:1:70: error: action 1 'File' (file), parameter 'file': expected a path, a file or a folder, got a number
            hint: pass a path as text, or a file from Get File
            """)
    }

    func testAppleReferencesOutsideTheHomeFolderAreNamed() {
        let box = Sandbox()
        let reference =
            #"{"displayName": "Unsigned", "fileLocation": {"WFFileLocationType": "iCloud", "relativeSubpath": "Shortcuts/Unsigned"}}"#
        XCTAssertEqual(
            box.failure("folder", "{\"folder\": \(reference)}"),
            """
            t.json:1:74: error: action 1 'Folder' (folder), parameter 'folder': 'Unsigned' is in the storage location 'iCloud Drive', which is not mapped to a folder on this machine
            hint: add 'iCloud Drive' to RunOptions.locations with the folder that holds its files
            """)
    }

    func testAppendAndPrependOnTheirOwnLines() throws {
        let box = Sandbox()
        box.make(["log.txt"], contents: ["log.txt": "monday"])
        XCTAssertEqual(
            try box.run("file.append", "{\"text\": \"tuesday\", \"path\": \"log.txt\"}"), .file(FileReference(path: "log.txt")))
        _ = try box.run("file.append", "{\"text\": \"sunday\\n\", \"path\": \"log.txt\", \"mode\": \"Prepend\"}")
        _ = try box.run("file.append", "{\"text\": \"!\", \"path\": \"log.txt\", \"WFAppendOnNewLine\": false}")
        XCTAssertEqual(box.tree(), ["log.txt: sunday\nmonday\ntuesday!"])
        _ = try box.run("file.append", "{\"text\": \"first\", \"path\": \"new/notes.txt\"}")
        _ = try box.run("file.append", "{\"text\": \"second\", \"path\": \"notes.txt\", \"folder\": \"new\"}")
        XCTAssertEqual(box.tree(), ["log.txt: sunday\nmonday\ntuesday!", "new/", "new/notes.txt: first\nsecond"])
        XCTAssertEqual(
            box.failure("file.append", "{\"text\": \"x\"}"),
            """
            t.json:1:39: error: action 1 'Append to Text File' (file.append), parameter 'path': needs a value
            hint: set "path": the file, relative to 'folder' when given, else to the current folder, or absolute.
            """)
    }

    /// Get File from Folder: Get File's `WFFile` is the folder its path is in.
    func testGetFileFromFolder() throws {
        let box = Sandbox()
        box.make(["docs/notes.txt"])
        XCTAssertEqual(
            try box.run("documentpicker.open", "{\"WFFile\": \"docs\", \"WFGetFilePath\": \"notes.txt\"}"),
            .file(FileReference(path: "docs/notes.txt")))
        XCTAssertEqual(
            box.failure("documentpicker.open", "{\"folder\": \"docs\", \"path\": \"gone.txt\"}"),
            """
            t.json:1:103: error: action 1 'Get File' (documentpicker.open), parameter 'path': no such file or folder 'docs/gone.txt'
            hint: check the path; relative paths start at the current folder
            """)
    }
}
