import Foundation
import ShortcutActions
import XCTest

@testable import ShortcutEngine

/// Get Text Around (Toolbox Pro's Quick Match Text) and Open Files (Automator's Open Finder Items).
final class TextAroundAndOpenFilesTests: IsolatedTestCase {
    func testTextAfterAMarkerRunsToTheEndOfItsLine() throws {
        let log = "id: 7 ok\nname: Ada\nid: 12\n"
        XCTAssertEqual(try runAction("text.around", #"{"part": "After", "after": "id: "}"#, input: .text(log)), ["7 ok", "12"])
        XCTAssertEqual(
            try runAction("text.around", #"{"part": "After", "after": "id: ", "matches": "First"}"#, input: .text(log)), "7 ok")
        XCTAssertEqual(try runAction("text.around", #"{"part": "After", "after": "=", "text": "a=1, b=2"}"#), ["1, b=2"])
        XCTAssertEqual(try runAction("text.around", #"{"part": "After", "after": "zzz", "text": "abc"}"#), [])
        XCTAssertEqual(
            try runAction("text.around", #"{"part": "After", "after": "zzz", "text": "abc", "matches": "First"}"#), .nothing)
    }

    func testTextBeforeAMarkerStartsAtItsLine() throws {
        XCTAssertEqual(
            try runAction("text.around", #"{"part": "Before", "before": " kg", "text": "apples 3 kg\npears 2 kg"}"#),
            ["apples 3", "pears 2"])
        XCTAssertEqual(try runAction("text.around", #"{"part": "Before", "before": ",", "text": "a,b,c"}"#), ["a", "b"])
        XCTAssertEqual(
            try runAction("text.around", #"{"part": "Before", "before": "!", "text": "hi! there!", "matches": "First"}"#), "hi")
    }

    func testLetterCaseMarkersKeptAndMatchesAcrossLines() throws {
        let text = "Name: Ada\nname: Bo\n[x\ny] [z]"
        XCTAssertEqual(try runAction("text.around", #"{"part": "After", "after": "name: ", "text": \#(json(text))}"#), ["Bo"])
        XCTAssertEqual(
            try runAction(
                "text.around", #"{"part": "After", "after": "name: ", "caseSensitive": false, "text": \#(json(text))}"#),
            ["Ada", "Bo"])
        XCTAssertEqual(
            try runAction("text.around", #"{"after": "[", "before": "]", "inclusive": true, "text": \#(json(text))}"#),
            ["[x\ny]", "[z]"])
        XCTAssertEqual(
            try runAction("text.around", #"{"after": "[", "before": "]", "acrossLines": false, "text": \#(json(text))}"#), ["z"])
        XCTAssertEqual(
            try runAction(
                "text.around",
                #"{"part": "After", "after": "Ada", "acrossLines": true, "matches": "First", "text": \#(json(text))}"#),
            "\nname: Bo\n[x\ny] [z]")
        XCTAssertEqual(
            try runAction(
                "text.around",
                #"{"part": "Before", "before": "Bo", "acrossLines": true, "inclusive": true, "text": \#(json(text))}"#),
            ["Name: Ada\nname: Bo"])
    }

    /// `text` as a JSON string literal.
    func json(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
    }

    func testTextBetweenTwoMarkers() throws {
        XCTAssertEqual(
            try runAction("text.around", #"{"after": "<b>", "before": "</b>", "text": "<b>one</b> and <b>two</b>"}"#),
            ["one", "two"])
        XCTAssertEqual(
            try runAction("text.around", #"{"after": "(", "before": ")", "text": "f(x) + g(y, z) + (unclosed"}"#), ["x", "y, z"])
        XCTAssertEqual(try runAction("text.around", #"{"after": "[", "before": "]", "text": "[]", "matches": "First"}"#), "")
    }

    func testAMissingMarkerIsNamed() {
        XCTAssertEqual(
            failure("text.around", #"{"part": "Between", "after": "<"}"#, input: "a<b>c"),
            "t.json:1:39: error: action 1 'Get Text Around' (text.around), parameter 'before': needs a marker to search for\nhint: give the text the wanted part comes after ('after') or before ('before')"
        )
    }

    func testOpenFilesHandsEachFileToTheOpener() throws {
        let box = Sandbox()
        box.make(["a.txt", "docs/"], contents: ["a.txt": "x"])
        XCTAssertEqual(try box.run("files.open", #"{"files": ["a.txt", "docs"]}"#), ["a.txt", "docs"])
        XCTAssertEqual(box.host.opened, [box.root + "/a.txt", box.root + "/docs"])
        XCTAssertEqual(
            box.failure("files.open", #"{"files": "gone.txt"}"#),
            "t.json:1:77: error: action 1 'Open Files' (files.open), parameter 'files': no such file or folder 'gone.txt'\nhint: check the path; relative paths start at the current folder"
        )
        XCTAssertTrue(
            box.failure("files.open", #"{"files": "/etc/hostname"}"#).contains("is outside the folders file actions may touch"))
        XCTAssertEqual(box.host.opened.count, 2, "nothing more was opened")
    }
}
