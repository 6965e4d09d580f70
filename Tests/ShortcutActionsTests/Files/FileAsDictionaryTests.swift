import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutActions

/// A file where a dictionary is expected is read as its text (Apple's Get Dictionary from Input
/// takes text or a file: JSON, key-value pairs or an XML plist): through Get Dictionary from
/// Input, a dictionary parameter and the `as: dictionary` / key aggrandizements, inside the
/// allowed folders only.
final class FileAsDictionaryTests: IsolatedTestCase {
    func file(_ box: Sandbox, _ name: String) -> Value { .file(FileReference(path: box.root + "/" + name)) }

    func testGetDictionaryFromInputReadsAJSONFileAndAKeyValueFile() throws {
        let box = Sandbox()
        box.make(
            ["config.json", "pairs.txt"],
            contents: ["config.json": #"{"version": "v2", "notes": {"v2": 0},}"#, "pairs.txt": "a=1&b=two"])
        XCTAssertEqual(
            try box.run("detect.dictionary", #"{"input": "{{Shortcut Input}}"}"#, input: file(box, "config.json")),
            ["version": "v2", "notes": ["v2": 0]])
        XCTAssertEqual(
            try box.run(
                "detect.dictionary", #"{"input": "{{Shortcut Input}}"}"#,
                input: .list([file(box, "pairs.txt"), file(box, "config.json")])),
            [["a": "1", "b": "two"], ["version": "v2", "notes": ["v2": 0]]])
    }

    func testADictionaryParameterAndTheAggrandizementsReadTheFile() throws {
        let box = Sandbox()
        box.make(["settings.json"], contents: ["settings.json": #"{"style": {"size": 3}}"#])
        let settings = file(box, "settings.json")
        XCTAssertEqual(
            try box.run("getvalueforkey", #"{"dictionary": "{{Shortcut Input}}", "key": "style.size"}"#, input: settings),
            3)
        XCTAssertEqual(
            try box.run("gettext", #"{"text": "{{Shortcut Input | as: dictionary | key: style.size}}"}"#, input: settings),
            "3")
        XCTAssertEqual(try box.run("gettext", #"{"text": "{{Shortcut Input | key: style}}"}"#, input: settings), #"{"size":3}"#)
    }

    func testAFileThatIsNoDictionaryStopsWithTheConversionError() {
        let box = Sandbox()
        box.make(["page.html"], contents: ["page.html": "<html>hi</html>"])
        XCTAssertEqual(
            box.failure("detect.dictionary", #"{"input": "{{Shortcut Input}}"}"#, input: file(box, "page.html")),
            """
            t.json:1:84: error: action 1 'Get Dictionary from Input' (detect.dictionary), parameter 'input': couldn't convert from text to dictionary: '<html>hi</html>'
            hint: text becomes a dictionary when it holds a JSON object, key-value pairs (foo=bar&baz=biz) or an XML property list
            """)
    }

    func testAFileOutsideTheAllowedFoldersIsNotRead() {
        let box = Sandbox()
        let outside = (box.root as NSString).deletingLastPathComponent + "/elsewhere.json"
        XCTAssertEqual(
            box.failure("detect.dictionary", #"{"input": "{{Shortcut Input}}"}"#, input: .file(FileReference(path: outside))),
            """
            t.json:1:84: error: action 1 'Get Dictionary from Input' (detect.dictionary), parameter 'input': '\(outside)' is outside the folders file actions may touch; allowed: '\(box.root)'
            hint: add \((outside as NSString).deletingLastPathComponent) to RunOptions.allowedPaths to allow it
            """)
    }
}
