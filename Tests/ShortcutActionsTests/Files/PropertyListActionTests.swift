import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutActions

/// Encode Property List (Gizmo Pack's): a dictionary written as an XML or binary plist file and
/// read back, and each failure by its full message.
final class PropertyListActionTests: IsolatedTestCase {
    func sandbox() -> Sandbox {
        let box = Sandbox()
        box.downloads = box.root + "/downloads"
        return box
    }

    func testADictionaryGoesOutAsXMLOrBinaryAndComesBack() throws {
        let box = sandbox()
        let dictionary = #"{"input": {"name": "Ada", "year": 1843, "ratio": 0.5, "tags": ["a", "b"], "on": true, "none": null}}"#
        for (format, head) in [("XML", "<?xml"), ("Binary", "bplist00")] {
            let file = try box.run("plist.encode", String(dictionary.dropLast()) + #", "format": "\#(format)"}"#)
            XCTAssertEqual(box.paths(file), [box.root + "/downloads/Property List\(format == "XML" ? "" : " 2").plist"])
            guard case .file(let reference) = file else { return XCTFail("\(file)") }
            let data = try Data(contentsOf: URL(fileURLWithPath: reference.path))
            XCTAssertTrue(data.starts(with: Array(head.utf8)), format)
            guard case .dictionary(let back) = try box.run("plist.encode", #"{"operation": "Decode"}"#, input: file) else {
                return XCTFail(format)
            }
            // A binary plist keeps no key order (Foundation writes a dictionary's keys as it holds them).
            XCTAssertEqual(Set(back.keys), ["name", "on", "ratio", "tags", "year"], format)
            XCTAssertEqual(back["name"], "Ada")
            XCTAssertEqual(back["on"], .boolean(true))
            XCTAssertEqual(back["ratio"], 0.5)
            XCTAssertEqual(back["tags"], ["a", "b"])
            XCTAssertEqual(back["year"], 1843)
        }
    }

    func testDecodeReadsTextAndRefusesWhatIsNoPropertyList() {
        let box = sandbox()
        XCTAssertEqual(
            try box.run(
                "plist.encode",
                #"{"operation": "decode", "input": "<plist version=\"1.0\"><array><integer>7</integer></array></plist>"}"#),
            [7])
        XCTAssertEqual(
            box.failure("plist.encode", #"{"operation": "decode", "input": "hello"}"#),
            "t.json:1:102: error: action 1 'Encode Property List' (plist.encode), parameter 'input': cannot read the input as a property list: not a property list, Apple Encrypted Archive or JSON (first bytes: 68 65 6C 6C 6F)\nhint: give an XML, binary or JSON property list (a .plist file or its text)"
        )
        let noFolder = Sandbox()
        XCTAssertEqual(
            noFolder.failure("plist.encode", #"{"input": {"a": 1}}"#),
            "t.json:1:79: error: action 1 'Encode Property List' (plist.encode), parameter 'input': the property list is 224 bytes to give as a file, and this run has no folder to save it in\nhint: set RunOptions.downloadDirectory to a folder file actions may use"
        )
    }
}
