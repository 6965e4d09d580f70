import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Get File of Type: values typed by Apple's identifiers, files re-typed, and what cannot convert.
final class GetFileOfTypeTests: IsolatedTestCase {
    func testValuesBecomeNamedFilesOfTheType() throws {
        let box = Sandbox()
        XCTAssertEqual(
            try box.run("gettypeaction", #"{"WFInput": "plain", "WFFileType": "public.plain-text"}"#),
            .named(NamedItem(name: "Text.txt", value: .text("plain"))))
        XCTAssertEqual(
            try box.run("gettypeaction", #"{"input": {"a": [1, null]}, "type": "PUBLIC.JSON"}"#),
            .named(NamedItem(name: "Dictionary.json", value: .text("{\n  \"a\": [\n    1,\n    null\n  ]\n}"))))
        guard case .named(let plist) = try box.run("gettypeaction", #"{"input": [1, null, "x"], "type": "com.apple.plist"}"#),
            case .text(let xml) = plist.value
        else { return XCTFail("expected a named property list") }
        XCTAssertEqual(plist.name, "List.plist")
        XCTAssertTrue(xml.contains("<array>\n\t<integer>1</integer>\n\t<string>x</string>\n</array>"), xml)
    }

    func testFilesKeepOrTakeTheTypesExtension() throws {
        let box = Sandbox()
        let page = Value.file(FileReference(path: "saved/page.webarchive"))
        XCTAssertEqual(try box.run("gettypeaction", #"{"type": "com.apple.webarchive"}"#, input: page), page)
        XCTAssertEqual(
            try box.run("gettypeaction", #"{"type": "public.json"}"#, input: .file(FileReference(path: "data.txt"))),
            .named(NamedItem(name: "data.json", value: .file(FileReference(path: "data.txt")))))
    }

    func testWhatCannotConvertFailsWithApplesShape() {
        let box = Sandbox()
        XCTAssertEqual(
            box.failure("gettypeaction", #"{"input": "https://example.com", "type": "com.adobe.pdf"}"#),
            """
            t.json:1:111: error: action 1 'Get File of Type' (gettypeaction), parameter 'type': couldn't convert from text to PDF: 'https://example.com'
            hint: pass a file that already is of the type (Get File), or choose a text type such as public.plain-text
            """)
        XCTAssertEqual(
            box.failure("gettypeaction", #"{"input": "x", "type": "public.heic"}"#),
            """
            t.json:1:93: error: action 1 'Get File of Type' (gettypeaction), parameter 'type': unknown file type 'public.heic'
            hint: use one of \(FileTypes.all.map { "'\($0.identifier)'" }.joined(separator: ", "))
            """)
    }
}
