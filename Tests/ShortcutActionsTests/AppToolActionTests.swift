import Foundation
import SafeFiles
import ShortcutActions
import XCTest

@testable import ShortcutEngine

/// The app-style tools third-party actions import to: text cleaning, CSV, lists, numbers, encodings.
final class AppToolActionTests: IsolatedTestCase {
    func testTextCleaningTools() throws {
        XCTAssertEqual(try runAction("text.trim", #"{"text": " \u3000 a b \n"}"#), "a b")
        XCTAssertEqual(try runAction("text.trim", #"{"text": ["  x ", "y  "], "ends": "End"}"#), ["  x", "y"])
        XCTAssertEqual(
            try runAction("text.trim", #"{"text": [" \t\n ", "", "é", " \u0301x "], "ends": "Both"}"#), ["", "", "é", "\u{301}x"])
        XCTAssertEqual(try runAction("text.trim", #"{"text": [" a ", "b"], "ends": "Start"}"#), ["a ", "b"])
        // 16 MiB with nothing to trim is handed back as it is (it was rebuilt scalar by scalar).
        let long = String(repeating: "x", count: 1 << 24)
        let started = Date()
        XCTAssertEqual(try runAction("text.trim", "{}", input: .text(" " + long + "\n")), .text(long))
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertEqual(try runAction("text.truncate", #"{"text": "abcdef", "maximumLength": 4}"#), "abc…")
        XCTAssertEqual(try runAction("text.truncate", #"{"text": "abcdef", "maximumLength": 4, "indicator": ""}"#), "abcd")
        XCTAssertEqual(try runAction("text.truncate", #"{"text": "abc", "maximumLength": 3}"#), "abc")
        XCTAssertEqual(try runAction("text.truncate", #"{"text": "👍🏽👍🏽👍🏽", "maximumLength": 2, "indicator": "-"}"#), "👍🏽-")
        XCTAssertEqual(try runAction("text.removeemptylines", #"{"text": "a\n\n \t\nb\r\n\r\nc"}"#), "a\nb\nc")
        XCTAssertEqual(try runAction("text.removeduplicatelines", #"{"text": "a\nb\na\nB\nb\n"}"#), "a\nb\nB\n")
        XCTAssertEqual(
            try runAction("text.removeduplicatelines", #"{"text": "a\nb\na\nB\nb\n", "caseInsensitive": true}"#), "a\nb\n")
        XCTAssertEqual(try runAction("text.removenonprintable", #"{"text": "a\u0000b\u200Bc\uFEFF\td\ne\uE000"}"#), "abc\td\ne")
    }

    func testRandomTextIsSeededAndDrawsFromTheGivenCharacters() throws {
        let one = try runAction("text.random", #"{"length": 20}"#, seed: 7)
        XCTAssertEqual(one, try runAction("text.random", #"{"length": 20}"#, seed: 7))
        guard case .text(let text) = one else { return XCTFail("\(one)") }
        XCTAssertEqual(text.count, 20)
        XCTAssertTrue(text.allSatisfy { $0.isLetter || $0.isNumber })
        guard case .text(let squares) = try runAction("text.random", #"{"length": 50, "characters": "🟥🟩"}"#) else {
            return XCTFail()
        }
        XCTAssertEqual(squares.count, 50)
        XCTAssertEqual(Set(squares), ["🟥", "🟩"])
        guard case .text(let plain) = try runAction("text.random", #"{"length": 5, "characters": "🟥", "useCharacters": false}"#)
        else { return XCTFail() }
        XCTAssertFalse(plain.contains("🟥"))
        // A seed of its own fixes the text whatever the run's seed; another seed gives another text.
        let seeded = try runAction("text.random", #"{"length": 24, "seed": "token"}"#, seed: 1)
        XCTAssertEqual(seeded, try runAction("text.random", #"{"length": 24, "seed": "token"}"#, seed: 99))
        XCTAssertNotEqual(seeded, try runAction("text.random", #"{"length": 24, "seed": "tokens"}"#, seed: 1))
    }

    func testGenerateCSVQuotesAsRFC4180() throws {
        XCTAssertEqual(
            try runAction("csv.generate", #"{"rows": [{"a": "x\ny", "b": 1}, {"b": 2, "c": "\"q\""}]}"#),
            "a,b,c\r\n\"x\ny\",1,\r\n,2,\"\"\"q\"\"\"\r\n")
        XCTAssertEqual(
            try runAction("csv.generate", #"{"rows": [{"a": 1, "b": 2}], "fields": ["b"], "header": false}"#), "2\r\n")
        XCTAssertEqual(
            try runAction("csv.generate", #"{"rows": [["a|b", "c"]], "delimiter": "Custom", "customDelimiter": "|"}"#),
            "\"a|b\"|c\r\n")
    }

    func testListTools() throws {
        let files = #"["a.DMG", "b.zip", "c.dmg"]"#
        XCTAssertEqual(
            try runAction("list.filter", #"{"list": \#(files), "condition": "endsWith", "text": ".dmg"}"#), ["a.DMG", "c.dmg"])
        XCTAssertEqual(
            try runAction("list.filter", #"{"list": \#(files), "condition": "endsWith", "text": ".dmg", "caseSensitive": true}"#),
            ["c.dmg"])
        XCTAssertEqual(
            try runAction("list.filter", #"{"list": \#(files), "condition": "Is Not", "text": "B.ZIP"}"#), ["a.DMG", "c.dmg"])
        XCTAssertEqual(try runAction("list.filter", #"{"list": \#(files), "condition": "beginsWith", "text": "b"}"#), ["b.zip"])
        XCTAssertEqual(
            try runAction("list.combine", #"{"first": [1, 2, 2], "second": [2, 3], "operation": "Symmetric Difference"}"#),
            [1, 3])
        XCTAssertEqual(
            try runAction("list.combine", #"{"first": [1, 2, 2], "second": [2, 3], "removeDuplicates": true}"#), [1, 2, 3])
        // More lists are read with the second: joined after it, or the other side of the operation.
        XCTAssertEqual(try runAction("list.combine", #"{"first": [1], "second": [2], "more": [[3, 4], [5]]}"#), [1, 2, 3, 4, 5])
        XCTAssertEqual(
            try runAction("list.combine", #"{"first": [1, 2, 3, 4], "second": [2], "more": [[4]], "operation": "Subtract"}"#),
            [1, 3])
    }

    func testEachConditionHasItsOpposite() throws {
        let names = #"["Apple", "apricot", "banana", "Cherry", ""]"#
        let cases: [(String, String, [Value])] = [
            ("Does Not Begin With", "ap", ["banana", "Cherry", ""]),
            ("Does Not End With", "Y", ["Apple", "apricot", "banana", ""]),
            ("Does Not Match Regular Expression", "^[a-c]", [""]),
            ("Does Not Contain", "an", ["Apple", "apricot", "Cherry", ""]),
            ("Is Not", "apple", ["apricot", "banana", "Cherry", ""]),
        ]
        for (condition, text, expected) in cases {
            XCTAssertEqual(
                try runAction("list.filter", #"{"list": \#(names), "condition": "\#(condition)", "text": "\#(text)"}"#),
                .list(expected), condition)
        }
        XCTAssertEqual(
            try runAction(
                "list.filter", #"{"list": \#(names), "condition": "doesNotBeginWith", "text": "a", "caseSensitive": true}"#),
            ["Apple", "banana", "Cherry", ""])
        // An empty text is in every item: its opposite keeps none.
        XCTAssertEqual(try runAction("list.filter", #"{"list": \#(names), "condition": "Does Not End With", "text": ""}"#), [])
    }

    func testParseDateReadsTheGivenPatternOnly() throws {
        XCTAssertEqual(
            try runAction("date.parse", #"{"text": "12/25/2001", "format": "MM/dd/yyyy"}"#),
            .date(Date(timeIntervalSince1970: 1_009_238_400)))
        XCTAssertEqual(
            try runAction(
                "date.parse",
                #"{"text": ["25 décembre 2001 10:30", "x"], "format": "d MMMM y HH:mm", "locale": "fr", "failIfInvalid": false}"#),
            .list([.date(Date(timeIntervalSince1970: 1_009_276_200)), .nothing]))
        XCTAssertEqual(
            failure("date.parse", #"{"text": "2001-12-25", "format": "MM/dd/yyyy"}"#),
            """
            t.json:1:76: error: action 1 'Parse Date' (date.parse), parameter 'text': '2001-12-25' is not a date in the format 'MM/dd/yyyy'
            hint: the format is a Unicode date pattern (MM/dd/yyyy, yyyy-MM-dd HH:mm); turn 'Fail If Invalid' off to get Nothing instead
            """)
    }

    func testHashDataEveryDigestHMACAndEncoding() throws {
        XCTAssertEqual(
            try runAction("hash.data", #"{"input": "abc", "algorithm": "SHA-384"}"#),
            "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
        XCTAssertEqual(
            try runAction("hash.data", #"{"input": ["abc", ""], "algorithm": "SHA224", "encoding": "Base64"}"#),
            ["Iwl9IjQF2CKGQqR3vaJVsyqtvOS9oLP342ydpw==", "0UoCjCo6K8lHYQK7KII0xBWisB+CjqYqxbPkLw=="])
        XCTAssertEqual(
            try runAction(
                "hash.data",
                #"{"input": "Hi There", "algorithm": "SHA1", "key": "\u000b\u000b\u000b\u000b\u000b\u000b\u000b\u000b\u000b\u000b\u000b\u000b\u000b\u000b\u000b\u000b\u000b\u000b\u000b\u000b"}"#
            ),
            "b617318655057264e28bc0b6fb378c8ef146be00")
        XCTAssertEqual(
            failure("hash.data", #"{"input": "abc", "encoding": "Data"}"#),
            """
            t.json:1:95: error: action 1 'Hash Data' (hash.data), parameter 'encoding': the hash is 32 bytes to give as a file, and this run has no folder to save it in
            hint: set RunOptions.downloadDirectory to a folder file actions may use
            """)
    }

    func testNumbersDatesPathsAndEncodings() throws {
        XCTAssertEqual(try runAction("number.spellout", #"{"number": 42}"#), "forty-two")
        XCTAssertEqual(try runAction("date.unixtime", #"{"date": "1970-01-02T00:00:00Z"}"#), 86400)
        XCTAssertEqual(try runAction("file.path", #"{"file": ["/a/b", "c"]}"#), ["/a/b", "c"])
        XCTAssertEqual(try runAction("hex.encode", #"{"input": "\u0000\u00ff"}"#), "00c3bf")
        XCTAssertEqual(
            try runAction("data.random", #"{"size": 3}"#, seed: 1), try runAction("data.random", #"{"size": 3}"#, seed: 1))
        guard case .text(let base64) = try runAction("data.random", #"{"size": 30, "encoding": "base64"}"#) else {
            return XCTFail()
        }
        XCTAssertEqual(Data(base64Encoded: base64)?.count, 30)
        // Data (Gizmo Pack's binary): the bytes as a file in the download folder.
        let box = Sandbox()
        box.downloads = box.root
        guard case .file(let file) = try box.run("data.random", #"{"size": 40, "encoding": "binary"}"#) else { return XCTFail() }
        XCTAssertEqual(FileManager.default.contents(atPath: box.root + "/" + file.name)?.count, 40)
        XCTAssertEqual(
            failure("data.random", #"{"size": 5, "encoding": "Data"}"#),
            """
            t.json:1:92: error: action 1 'Random Data' (data.random), parameter 'encoding': the random data is 5 bytes to give as a file, and this run has no folder to save it in
            hint: set RunOptions.downloadDirectory to a folder file actions may use
            """)
        guard case .text(let colour) = try runAction("color.random") else { return XCTFail() }
        XCTAssertNotNil(colour.range(of: "^#[0-9A-F]{6}$", options: .regularExpression), colour)
    }

    func testFullMessagesOfBadInput() {
        XCTAssertEqual(
            failure("list.filter", #"{"list": ["a"], "condition": "Matches Regular Expression", "text": "(a"}"#),
            "t.json:1:135: error: action 1 'Filter List' (list.filter), parameter 'text': '(a' is not a valid regular expression\nhint: check brackets and escapes (ICU syntax); or choose a condition that compares text as written"
        )
        XCTAssertEqual(
            failure("csv.generate", #"{"rows": [{"a": 1}, "loose text"]}"#),
            "t.json:1:78: error: action 1 'Generate CSV' (csv.generate), parameter 'rows': row 2 is a text, not a dictionary or a list\nhint: give a list of dictionaries (one a row, keys as columns) or a list of lists"
        )
        XCTAssertEqual(
            failure("text.random", #"{"length": 2000000}"#),
            "t.json:1:79: error: action 1 'Random Text' (text.random), parameter 'length': must be at most 1000000, got 2000000")
        XCTAssertEqual(
            failure("text.truncate", #"{"text": "a", "maximumLength": -1}"#),
            "t.json:1:101: error: action 1 'Truncate Text' (text.truncate), parameter 'maximumLength': must be at least 0, got -1"
        )
    }
}

/// Ask for Confirmation and Get Parent Folder.
final class ConfirmationAndParentTests: IsolatedTestCase {
    /// A quiet host answering every question with `reply`.
    final class ReplyingHost: QuietHost {
        let reply: String
        var asked: [Question] = []
        init(_ reply: String) { self.reply = reply }
        override func answer(_ question: Question) throws(ActionFailure) -> String {
            asked.append(question)
            return reply
        }
    }

    func run(reply: String) throws -> (output: Value, host: ReplyingHost) {
        let json = """
            {"version": 1, "actions": [
              {"action": "gettext", "parameters": {"text": "payload"}},
              {"action": "confirm", "id": "sure", "parameters": {"question": "Rename?", "message": "3 files", "confirm": "Yes", "cancel": "No"}},
              {"action": "gettext", "parameters": {"text": "went on with {{sure}}"}}]}
            """
        let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
        let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
        let host = ReplyingHost(reply)
        return (try Runner(registry: BuiltinActions.registry, host: host).run(program).output, host)
    }

    func testConfirmGoesOnOrStopsTheWorkflow() throws {
        let yes = try run(reply: "yes")
        XCTAssertEqual(yes.output, "went on with payload")
        XCTAssertEqual(
            yes.host.asked, [Question(kind: .menu, prompt: "Rename?\n3 files", actionID: "sure", options: ["Yes", "No"])])
        XCTAssertEqual(try run(reply: "No").output, .nothing)
        XCTAssertThrowsError(try run(reply: "Maybe")) { error in
            XCTAssertEqual(
                "\(error)",
                "t.json:3:14: error: action 2 'Ask for Confirmation' (confirm): the answer 'Maybe' is neither 'Yes' nor 'No'\nhint: answer with one of the buttons: 'Yes' or 'No'"
            )
        }
    }

    func testParentFolderIsReadFromThePath() throws {
        XCTAssertEqual(
            try runAction("file.parent", #"{"files": ["a/b/c.txt", "/top.txt", "name", "/", "dir/sub/"]}"#),
            .list(["a/b", "/", ".", "/", "dir"].map { .file(FileReference(path: $0)) }))
    }
}

/// Parse JSON5 and the dictionary tools.
final class JSON5AndDictionaryToolTests: IsolatedTestCase {
    func testJSON5FeaturesBecomeValues() throws {
        let text = #"{a: 'it\'s', "b": [1, +2, .5, 3., 0x1F,], /* note */ c: {d: null,}, // end\#n}"#
        XCTAssertEqual(
            try runAction("json5.parse", String(decoding: try JSONEncoder().encode(["input": text]), as: UTF8.self)),
            ["a": "it's", "b": [1, 2, 0.5, 3, 31], "c": ["d": nil]])
        XCTAssertEqual(try runAction("json5.parse", #"{"input": "'x'"}"#), "x")
    }

    func testJSON5FailuresInFull() {
        XCTAssertEqual(
            failure("json5.parse", #"{"input": "{a: -Infinity}"}"#),
            "t.json:1:78: error: action 1 'Parse JSON5' (json5.parse), parameter 'input': not JSON5: -Infinity has no number here\nhint: JSON5 is JSON plus comments, trailing commas, unquoted keys, single quotes and hex numbers (json5.org)"
        )
        XCTAssertEqual(
            failure("json5.parse", #"{"input": "{a: 1 /* open"}"#),
            "t.json:1:78: error: action 1 'Parse JSON5' (json5.parse), parameter 'input': not JSON5: a /* comment is not closed\nhint: JSON5 is JSON plus comments, trailing commas, unquoted keys, single quotes and hex numbers (json5.org)"
        )
        XCTAssertEqual(
            failure("json5.parse", #"{"input": "{a: 0xZZ}"}"#),
            "t.json:1:78: error: action 1 'Parse JSON5' (json5.parse), parameter 'input': not JSON5: '0xZZ' is not a hexadecimal number\nhint: JSON5 is JSON plus comments, trailing commas, unquoted keys, single quotes and hex numbers (json5.org)"
        )
    }

    func testMatchKeysAndFilterDictionaries() throws {
        let dictionary = #"{"twitter_url": 1, "site_url": 2, "name": 3}"#
        XCTAssertEqual(try runAction("dictionary.matchkeys", #"{"dictionary": \#(dictionary), "text": "URL"}"#), [1, 2])
        XCTAssertEqual(
            try runAction(
                "dictionary.matchkeys",
                #"{"dictionary": \#(dictionary), "text": "twitter", "match": "Do Not Contain", "get": "Keys"}"#),
            ["site_url", "name"])
        XCTAssertEqual(
            try runAction(
                "dictionaries.filter", #"{"dictionaries": [{"fl": 1}, {"x": 2}, "text", {"fl": {"a": 1}}], "key": "fl"}"#),
            [["fl": 1], ["fl": ["a": 1]]])
        XCTAssertEqual(
            try runAction(
                "dictionaries.filter", #"{"dictionaries": [{"fl": 1}, {"x": 2}], "key": "fl", "condition": "Lacks Key"}"#),
            [["x": 2]])
        // Is / Is Not compare the value at the key path, as text, exactly; a missing key is no match for Is.
        let people = #"[{"name": "Ada", "age": 36}, {"name": "ada", "age": 27}, {"age": 36}, {"p": {"name": "Ada"}}]"#
        XCTAssertEqual(
            try runAction(
                "dictionaries.filter", #"{"dictionaries": \#(people), "key": "name", "condition": "Is", "value": "Ada"}"#),
            [["name": "Ada", "age": 36]])
        XCTAssertEqual(
            try runAction(
                "dictionaries.filter", #"{"dictionaries": \#(people), "key": "age", "condition": "isNot", "value": "36"}"#),
            [["name": "ada", "age": 27], ["p": ["name": "Ada"]]])
        XCTAssertEqual(
            try runAction(
                "dictionaries.filter", #"{"dictionaries": \#(people), "key": "p.name", "condition": "is", "value": "Ada"}"#),
            [["p": ["name": "Ada"]]])
    }
}
