import Foundation
import XCTest

@testable import SafeFiles
@testable import ShortcutActions
@testable import ShortcutEngine

/// Trim Lines and Parse CSV's fields (Gizmo Pack's Trim File and Parse CSV).
final class TrimLinesTests: IsolatedTestCase {
    func testLinesGoFromTheChosenEnds() {
        let cases: [(String, Int, TrimWhitespaceAction.Ends, String)] = [
            ("a\nb\nc\nd\n", 1, .start, "b\nc\nd\n"),
            ("a\nb\nc\nd\n", 1, .end, "a\nb\nc\n"),
            ("a\nb\nc\nd", 1, .both, "b\nc"),
            ("a\r\nb\r\nc", 2, .start, "c"),
            ("a\nb", 5, .both, ""),
            ("a\nb\n", 0, .both, "a\nb\n"),
            ("", 3, .start, ""),
            ("\n\nx\n", 2, .start, "x\n"),
        ]
        for (text, count, ends, expected) in cases {
            XCTAssertEqual(TrimLinesAction.trim(text, count: count, ends: ends), expected, "\(text.debugDescription) \(ends)")
        }
    }

    func testTheActionTrimsEachItemOfAList() throws {
        XCTAssertEqual(
            try runAction("text.trimlines", #"{"count": 1, "ends": "Both"}"#, input: ["h\nx\nf", "h\ny\nz\nf"]),
            ["x", "y\nz"])
    }

    func testParseCSVFieldsNameOrPickTheColumns() throws {
        let csv: Value = "a,b,c\n1,2,3\n"
        XCTAssertEqual(
            try runAction("csv.parse", #"{"fields": ["c", "a", "z"]}"#, input: csv),
            [["c": "3", "a": "1", "z": ""]])
        XCTAssertEqual(
            try runAction("csv.parse", #"{"header": false, "fields": ["x", "y"]}"#, input: csv),
            [["x": "a", "y": "b"], ["x": "1", "y": "2"]])
    }
}

/// Overwrite File (Gizmo Pack's): the file keeps its path, and the journal brings the old contents back.
final class OverwriteFileTests: IsolatedTestCase {
    func testTextReplacesTheContentsInPlace() throws {
        let box = Sandbox()
        box.make(["a.txt", "src.txt", "d/keep.txt"])
        XCTAssertEqual(
            try box.run("file.overwrite", #"{"file": "a.txt", "contents": "new text"}"#), .file(FileReference(path: "a.txt")))
        XCTAssertEqual(box.tree(), ["a.txt: new text", "d/", "d/keep.txt: d/keep.txt", "src.txt: src.txt"])
        XCTAssertEqual(box.journals().count, 1, "the old contents are journalled (undo: OverwriteFileUndoTests)")
        _ = try box.run("file.overwrite", #"{"contents": "from the input"}"#, input: .file(FileReference(path: "src.txt")))
        XCTAssertEqual(
            box.tree(), ["a.txt: new text", "d/", "d/keep.txt: d/keep.txt", "src.txt: from the input"],
            "the action's input is the file to overwrite")
    }

    func testAFolderWithAPathOverwritesOrMakesTheFileInIt() throws {
        let box = Sandbox()
        box.make(["d/keep.txt"])
        XCTAssertEqual(
            try box.run("file.overwrite", #"{"file": "d", "path": "/sub/n.txt", "contents": "hi"}"#),
            .file(FileReference(path: "d/sub/n.txt")))
        XCTAssertEqual(box.tree("d"), ["d/keep.txt: d/keep.txt", "d/sub/", "d/sub/n.txt: hi"])
        XCTAssertEqual(
            box.failure("file.overwrite", #"{"file": "d", "contents": "x"}"#),
            "t.json:1:39: error: action 1 'Overwrite File' (file.overwrite), parameter 'path': 'd' is a folder, and no path of the file to overwrite in it is given\nhint: set \"path\" to the file's path inside the folder, or pass the file itself"
        )
        XCTAssertEqual(
            box.failure("file.overwrite", #"{"file": "none.txt", "contents": "x"}"#),
            "t.json:1:80: error: action 1 'Overwrite File' (file.overwrite), parameter 'file': no such file or folder 'none.txt'\nhint: check the path; relative paths start at the current folder"
        )
        XCTAssertEqual(
            box.failure("file.overwrite", #"{"file": ["d/keep.txt", "d/keep.txt"], "contents": "x"}"#),
            "t.json:1:80: error: action 1 'Overwrite File' (file.overwrite), parameter 'file': Overwrite File overwrites one file, got 2\nhint: pick one item first (Get Item from List)"
        )
    }
}
