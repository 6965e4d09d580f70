import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Apple's further Files forms: Get File's folder contents, Create Folder in a folder, Delete
/// Files' confirmation, Select File's kept Get File keys.
final class FileFormsTests: IsolatedTestCase {
    func testGetFileOfAFolderGivesItsContentsWhenAsked() throws {
        let box = Sandbox()
        box.make(["docs/b.txt", "docs/a.txt", "docs/sub/", "notes.txt"])
        XCTAssertEqual(
            box.paths(try box.run("documentpicker.open", #"{"path": "docs", "WFGetFolderContents": true}"#)),
            ["docs/a.txt", "docs/b.txt", "docs/sub"])
        XCTAssertEqual(
            try box.run("documentpicker.open", #"{"path": "notes.txt", "folderContents": true}"#),
            .file(FileReference(path: "notes.txt")))
        XCTAssertEqual(try box.run("documentpicker.open", #"{"path": "docs"}"#), .file(FileReference(path: "docs")))
        XCTAssertEqual(
            box.paths(
                try box.run("documentpicker.open", #"{"WFFile": "docs", "WFGetFilePath": "sub", "WFGetFolderContents": true}"#)),
            [])
        XCTAssertEqual(
            box.failure("documentpicker.open", #"{"path": "gone", "folderContents": true}"#),
            """
            t.json:1:85: error: action 1 'Get File' (documentpicker.open), parameter 'path': no such file or folder 'gone'
            hint: check the path; relative paths start at the current folder
            """)
        XCTAssertEqual(
            try box.run("documentpicker.open", #"{"path": "gone", "folderContents": true, "errorIfNotFound": false}"#), .nothing)
    }

    func testCreateFolderInsideAFolder() throws {
        let box = Sandbox()
        box.make(["base/"])
        XCTAssertEqual(
            try box.run("file.createfolder", #"{"WFFilePath": "new/inner", "WFFolder": "base"}"#),
            .file(FileReference(path: "base/new/inner")))
        XCTAssertEqual(box.tree(), ["base/", "base/new/", "base/new/inner/"])
        let reference =
            #"{"displayName": "Unsigned", "fileLocation": {"WFFileLocationType": "iCloud", "relativeSubpath": "Shortcuts/Unsigned"}}"#
        XCTAssertEqual(
            box.failure("file.createfolder", "{\"path\": \"x\", \"folder\": \(reference)}"),
            """
            t.json:1:98: error: action 1 'Create Folder' (file.createfolder), parameter 'folder': 'Unsigned' is in the storage location 'iCloud Drive', which is not mapped to a folder on this machine
            hint: add 'iCloud Drive' to RunOptions.locations with the folder that holds its files
            """)
    }

    func testDeleteFilesAsksWhenConfirmationIsOn() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.txt"])
        box.host.answers = ["Cancel"]
        XCTAssertEqual(
            try box.run("file.delete", #"{"files": ["a.txt", "b.txt"], "WFDeleteFileConfirmDeletion": true}"#), .nothing)
        XCTAssertEqual(box.tree(), ["a.txt: a.txt", "b.txt: b.txt"])
        XCTAssertEqual(box.host.asked.map(\.prompt), ["Move 2 items to the trash?"])
        XCTAssertEqual(box.host.asked.first?.options, ["Delete", "Cancel"])
        box.host.answers = ["Delete"]
        _ = try box.run("file.delete", #"{"files": ["a.txt"], "confirm": true, "permanently": true}"#)
        XCTAssertEqual(box.tree(), ["b.txt: b.txt"])
        XCTAssertEqual(box.host.asked.last?.prompt, "Delete 1 item permanently?")
        XCTAssertEqual(
            box.failure("file.delete", #"{"files": ["b.txt"], "confirm": true}"#),
            """
            t.json:1:39: error: action 1 'Delete Files' (file.delete): no answer
            """)
        XCTAssertEqual(box.tree(), ["b.txt: b.txt"])
        box.host.answers = ["Maybe"]
        XCTAssertEqual(
            box.failure("file.delete", #"{"files": ["b.txt"], "confirm": true}"#),
            """
            t.json:1:39: error: action 1 'Delete Files' (file.delete): 'Maybe' is not one of the menu's options
            hint: answer with one of 'Delete', 'Cancel' or its number
            """)
        _ = try box.run("file.delete", #"{"files": ["b.txt"], "confirm": false, "permanently": true}"#)
        XCTAssertEqual(box.tree(), [])
    }

    func testSelectFileOffersTheKeptPathAsTheDefault() throws {
        let box = Sandbox()
        box.make(["inbox/"])
        box.host.answers = ["inbox"]
        XCTAssertEqual(
            box.paths(
                try box.run(
                    "file.select",
                    #"{"mode": "Folders", "WFShowFilePicker": true, "WFGetFilePath": "inbox", "WFGetFolderContents": true}"#)),
            [])
        XCTAssertEqual(box.host.asked.last?.defaultAnswer, "inbox")
        XCTAssertEqual(box.host.asked.last?.prompt, "Select a folder")
    }

    func testFilterFilesLimitSwitch() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.txt", "c.txt"])
        let files = #"["a.txt", "b.txt", "c.txt"]"#
        XCTAssertEqual(
            box.paths(
                try box.run(
                    "filter.files", "{\"files\": \(files), \"WFContentItemLimitNumber\": 2, \"WFContentItemLimitEnabled\": true}")
            ),
            ["a.txt", "b.txt"])
        XCTAssertEqual(
            box.paths(try box.run("filter.files", "{\"files\": \(files), \"limit\": 2, \"limitEnabled\": false}")),
            ["a.txt", "b.txt", "c.txt"])
        XCTAssertEqual(box.paths(try box.run("filter.files", "{\"files\": \(files), \"limit\": 1}")), ["a.txt"])
    }

    /// The name conditions Apple's filter table has beyond contains and glob: exact where Apple's
    /// is / begins / ends with are, any case for does not contain, and the extension negation.
    func testFilterFilesNameAndExtensionConditions() throws {
        let box = Sandbox()
        box.make(["Notes.md", "notes.txt", "draft-1.md", "Draft-2.txt", "tmp.log"])
        let files = #"["Notes.md", "notes.txt", "draft-1.md", "Draft-2.txt", "tmp.log"]"#
        func kept(_ conditions: String) throws -> [String] {
            box.paths(try box.run("filter.files", "{\"files\": \(files), \(conditions)}"))
        }
        XCTAssertEqual(try kept(#""nameIs": "notes.txt""#), ["notes.txt"])
        XCTAssertEqual(try kept(#""nameIs": "NOTES.TXT""#), [])
        XCTAssertEqual(try kept(#""nameBeginsWith": "draft""#), ["draft-1.md"])
        XCTAssertEqual(try kept(#""nameEndsWith": ".md""#), ["Notes.md", "draft-1.md"])
        XCTAssertEqual(try kept(#""nameIsNot": "tmp.log""#), ["Notes.md", "notes.txt", "draft-1.md", "Draft-2.txt"])
        XCTAssertEqual(try kept(#""nameDoesNotContain": "DRAFT""#), ["Notes.md", "notes.txt", "tmp.log"])
        XCTAssertEqual(try kept(#""extensionIsNot": "md, .LOG""#), ["notes.txt", "Draft-2.txt"])
        XCTAssertEqual(try kept(#""nameEndsWith": ".txt", "nameDoesNotContain": "draft""#), ["notes.txt"])
    }
}
