import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Generate Hash and Base64 Encode: text as UTF-8, files through the path policy, lists item by item.
final class EncodingActionTests: IsolatedTestCase {
    func testHashOfTextIsLowercaseHexOfItsUTF8Bytes() throws {
        XCTAssertEqual(try runAction("hash", input: "hello"), "5d41402abc4b2a76b9719d911017c592")
        XCTAssertEqual(try runAction("hash", "{\"type\": \"SHA1\"}", input: "hello"), "aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d")
        XCTAssertEqual(
            try runAction("hash", "{\"WFHashType\": \"sha-256\"}", input: "\u{E9}"),
            "4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c",
            "the wire key, an alias in any case, and text hashed as UTF-8")
        XCTAssertEqual(try runAction("hash", "{\"type\": \"SHA512\"}", input: ["a", "b"]).items.count, 2)
    }

    func testHashRejectsAnUnknownTypeWithTheClosest() {
        XCTAssertEqual(
            failure("hash", "{\"type\": \"SHA265\"}"),
            """
            t.json:1:70: error: action 1 'Generate Hash' (hash), parameter 'type': unknown value 'SHA265'
            hint: use one of 'MD5', 'SHA1', 'SHA256', 'SHA512'; did you mean 'SHA256'?
            """)
    }

    func lines(_ value: Value) -> [Int] {
        guard case .text(let text) = value else { return [] }
        return text.components(separatedBy: "\r\n").map(\.count)
    }

    func testBase64EncodesWithEachLineBreakChoiceAndDecodes() throws {
        let long = String(repeating: "x", count: 100)
        XCTAssertEqual(try runAction("base64encode", input: "hello world"), "aGVsbG8gd29ybGQ=")
        let every64 = try runAction("base64encode", "{\"lineBreaks\": \"Every 64 Characters\"}", input: .text(long))
        XCTAssertEqual(lines(every64), [64, 64, 8])
        let every76 = try runAction("base64encode", input: .text(long))
        XCTAssertEqual(lines(every76), [76, 60])
        let none = try runAction("base64encode", "{\"lineBreaks\": \"None\"}", input: .text(long))
        XCTAssertEqual(lines(none), [136])
        XCTAssertEqual(try runAction("base64encode", "{\"mode\": \"Decode\"}", input: every76), .text(long))
        XCTAssertEqual(try runAction("base64encode", "{\"mode\": \"Decode\"}", input: ["YQ==", "Yg=="]), ["a", "b"])
    }

    func testBase64DecodeFailuresNameWhatIsWrong() {
        XCTAssertEqual(
            failure("base64encode", "{\"mode\": \"Decode\"}", input: "abc$"),
            """
            t.json:1:39: error: action 1 'Base64 Encode' (base64encode), parameter 'input': 'abc$' is not Base64
            hint: Base64 uses A–Z, a–z, 0–9, '+', '/' and '=' padding (line breaks are ignored)
            """)
        XCTAssertEqual(
            failure("base64encode", "{\"mode\": \"Decode\"}", input: "/w=="),
            """
            t.json:1:39: error: action 1 'Base64 Encode' (base64encode), parameter 'input': the Base64 decodes to 1 byte that are not UTF-8 text, and this run has no folder to save them in as a file
            hint: set RunOptions.downloadDirectory to a folder file actions may use
            """)
    }

    func testParseCSVDetectsTheDelimiterByTheFilesName() throws {
        let box = Sandbox()
        box.make(["t.tsv", "c.csv"], contents: ["t.tsv": "a\tb\n1\t2\n", "c.csv": "a\tb,c\n1\t2,3\n"])
        XCTAssertEqual(
            try box.run("csv.parse", #"{"delimiter": "Detect"}"#, input: .file(FileReference(path: "t.tsv"))),
            [["a": "1", "b": "2"]])
        XCTAssertEqual(
            try box.run("csv.parse", #"{"delimiter": "detect"}"#, input: .file(FileReference(path: "c.csv"))),
            [["a\tb": "1\t2", "c": "3"]])
        // Text has no file name: Comma.
        XCTAssertEqual(try box.run("csv.parse", #"{"delimiter": "Detect", "csv": "h\n1,2"}"#), [["h": "1"]])
    }

    func testFilesAreReadThroughThePathPolicy() throws {
        let box = Sandbox()
        box.make(["a.txt"], contents: ["a.txt": "abc"])
        XCTAssertEqual(
            try box.run("hash", "{\"type\": \"SHA256\"}", input: .file(FileReference(path: "a.txt"))),
            .text("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"))
        XCTAssertEqual(try box.run("base64encode", input: .file(FileReference(path: "a.txt"))), .text("YWJj"))
        XCTAssertEqual(
            try box.run("hash.data", #"{"algorithm": "SHA224", "key": "k"}"#, input: .file(FileReference(path: "a.txt"))),
            .text("732490484bcfb134f616bcd29fa7847c0dba67efcfe57b8115efa9cc"))
        XCTAssertEqual(
            box.failure("hash", input: .file(FileReference(path: "/etc/hosts"))),
            "t.json:1:39: error: action 1 'Generate Hash' (hash), parameter 'input': '/etc/hosts' is outside the folders file actions may touch; allowed: '\(box.root)'\nhint: add /etc to RunOptions.allowedPaths to allow it"
        )
        XCTAssertEqual(
            box.failure("hash", input: .file(FileReference(path: "missing.txt"))),
            "t.json:1:39: error: action 1 'Generate Hash' (hash), parameter 'input': cannot read 'missing.txt': no such file or folder 'missing.txt'\nhint: check the path; relative paths start at the current folder"
        )
    }
}
