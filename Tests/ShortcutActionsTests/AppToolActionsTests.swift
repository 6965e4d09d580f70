import XCTest

@testable import ShortcutEngine

/// Merge Dictionaries, Get Index of List Item and Get Query of URL (the Actions app's tools of those
/// names, built here): their own values and every error.
final class AppToolActionsTests: IsolatedTestCase {
    func testMergeDictionariesLaysTheSecondOverTheFirst() throws {
        XCTAssertEqual(
            try runAction(
                "dictionary.merge", #"{"other": {"b": 3, "c": {"x": 1}}}"#,
                input: .dictionary(ValueDictionary([("a", .number(1)), ("b", .number(2)), ("c", .text("old"))]))),
            .dictionary(
                ValueDictionary([
                    ("a", .number(1)), ("b", .number(3)), ("c", .dictionary(ValueDictionary([("x", .number(1))]))),
                ])))
        XCTAssertEqual(
            try runAction("dictionary.merge", #"{"other": "{\"z\": true}"}"#, input: .text(#"{"a": "1"}"#)),
            .dictionary(ValueDictionary([("a", .text("1")), ("z", .boolean(true))])))
        XCTAssertEqual(
            try runAction("dictionary.merge", input: .dictionary(ValueDictionary([("a", .number(1))]))),
            .dictionary(ValueDictionary([("a", .number(1))])))
        // More dictionaries merge in order after the second.
        XCTAssertEqual(
            try runAction(
                "dictionary.merge", #"{"other": {"b": 2}, "more": [{"b": 3, "c": 1}, "{\"c\": 2}"]}"#,
                input: .dictionary(ValueDictionary([("a", .number(1))]))),
            .dictionary(ValueDictionary([("a", .number(1)), ("b", .number(3)), ("c", .number(2))])))
    }

    func testMergeDictionariesNamesWhatIsNotADictionary() {
        XCTAssertEqual(
            failure("dictionary.merge", #"{"more": [{"a": 1}, 7]}"#, input: .dictionary(ValueDictionary())),
            "t.json:1:82: error: action 1 'Merge Dictionaries' (dictionary.merge), parameter 'more': couldn't convert from number to dictionary: 7"
        )
        XCTAssertEqual(
            failure("dictionary.merge", #"{"other": [1, 2]}"#, input: .dictionary(ValueDictionary())),
            """
            t.json:1:83: error: action 1 'Merge Dictionaries' (dictionary.merge), parameter 'other': expected a dictionary, got a list of 2 items
            hint: pick one item with Get Item from List, or use a reference with '| item: 1'
            """)
        XCTAssertEqual(
            failure("dictionary.merge", input: .number(4)),
            "t.json:1:39: error: action 1 'Merge Dictionaries' (dictionary.merge), parameter 'dictionary': couldn't convert from number to dictionary: 4"
        )
    }

    func testGetIndexOfListItemCountsFromOneAndGivesMinusOneWhenAbsent() throws {
        let list: Value = .list([.text("pear"), .number(2), .text("fig"), .text("pear")])
        XCTAssertEqual(try runAction("list.indexof", #"{"item": "pear"}"#, input: list), .number(1))
        XCTAssertEqual(try runAction("list.indexof", #"{"item": 2}"#, input: list), .number(2))
        XCTAssertEqual(try runAction("list.indexof", #"{"item": "fig"}"#, input: list), .number(3))
        XCTAssertEqual(try runAction("list.indexof", #"{"item": "Fig"}"#, input: list), .number(-1))
    }

    func testGetQueryOfURLGivesOneValueOrTheDictionary() throws {
        let url = #"{"url": "https://x.org/p?a=1&b=two%20words&a=3&flag"#
        XCTAssertEqual(try runAction("url.query", url + #"", "name": "b"}"#), .text("two words"))
        XCTAssertEqual(try runAction("url.query", url + #"", "name": "a"}"#), .text("1"))
        XCTAssertEqual(try runAction("url.query", url + #"", "name": "flag"}"#), .text(""))
        XCTAssertEqual(try runAction("url.query", url + #"", "name": "zzz"}"#), .nothing)
        XCTAssertEqual(
            try runAction("url.query", url + #""}"#),
            .dictionary(ValueDictionary([("a", .text("1")), ("b", .text("two words")), ("flag", .text(""))])))
        XCTAssertEqual(try runAction("url.query", #"{"url": "https://x.org/"}"#), .dictionary(ValueDictionary()))
    }

    func testRoundToMultiple() throws {
        func rounded(_ parameters: String, _ number: String) throws -> String {
            Coercion().text(try runAction("number.roundtomultiple", parameters, input: .text(number)))
        }
        XCTAssertEqual(try rounded(#"{"multiple": 5}"#, "7"), "5")
        XCTAssertEqual(try rounded(#"{"multiple": 5}"#, "7.5"), "10")
        XCTAssertEqual(try rounded(#"{"multiple": 30}"#, "44"), "30")
        XCTAssertEqual(try rounded(#"{"multiple": 30, "mode": "Always Round Up"}"#, "31"), "60")
        XCTAssertEqual(try rounded(#"{"multiple": 0.25, "mode": "Always Round Down"}"#, "1.9"), "1.75")
        XCTAssertEqual(try rounded(#"{"multiple": -5}"#, "-7"), "-5")
        XCTAssertEqual(try rounded(#"{"multiple": 0}"#, "7"), "0")
    }

    func testRemoveEmojisAndReverseLines() throws {
        XCTAssertEqual(try runAction("text.removeemoji", input: "Hey 👋 there ❗️ 1️⃣ #1 ©"), "Hey  there   #1 ©")
        XCTAssertEqual(
            try runAction("text.removeemoji", #"{"collapseSpaces": true}"#, input: "a 👍🏽 b 🇫🇷 c 👨‍👩‍👧 d"), "a b c d")
        XCTAssertEqual(try runAction("text.removeemoji", input: ["ok ✅", "1 2 3"]), ["ok ", "1 2 3"])
        XCTAssertEqual(try runAction("text.reverselines", input: "one\ntwo\nthree"), "three\ntwo\none")
        XCTAssertEqual(try runAction("text.reverselines", input: "a\r\nb\n"), "b\na\n")
        XCTAssertEqual(try runAction("text.reverselines", input: ""), "")
    }

    func testRandomDecimalNumberStaysBetweenItsBoundsAndFollowsTheSeed() throws {
        var seen: Set<String> = []
        for seed in UInt64(1)...40 {
            let value = try runAction("number.randomdecimal", #"{"minimum": 2.5, "maximum": -1}"#, seed: seed)
            guard case .number(let number) = value else { return XCTFail("not a number: \(value)") }
            XCTAssertTrue((-1...2.5).contains(number.double), "\(number)")
            seen.insert(Coercion().text(value))
        }
        XCTAssertGreaterThan(seen.count, 30, "the seed changes the number")
        XCTAssertEqual(
            try runAction("number.randomdecimal", #"{"minimum": 0, "maximum": 1}"#, seed: 9),
            try runAction("number.randomdecimal", #"{"minimum": 0, "maximum": 1}"#, seed: 9))
        XCTAssertEqual(try runAction("number.randomdecimal", #"{"minimum": 3, "maximum": 3}"#), .number(Number(3.0)))
    }

    func testRandomDateStaysInItsRange() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for seed in UInt64(1)...20 {
            let value = try runAction(
                "date.random", #"{"start": "2023-11-16T22:13:20Z", "end": "2023-11-14T22:13:20Z"}"#, seed: seed)
            guard case .date(let date) = value else { return XCTFail("not a date: \(value)") }
            XCTAssertTrue((start...start.addingTimeInterval(172_800)).contains(date), "\(date)")
        }
        XCTAssertEqual(
            try runAction("date.random", #"{"start": "2023-11-14T22:13:20Z", "end": "2023-11-14T22:13:20Z"}"#),
            .date(start))
        XCTAssertEqual(
            failure("date.random", #"{"start": "2023-11-14T22:13:20Z"}"#),
            "t.json:1:39: error: action 1 'Random Date' (date.random), parameter 'end': needs a value\nhint: set \"end\": the other end of the range."
        )
    }
}

/// Get Uniform Type Identifier on files and folders (the intents' own tests import it from text).
final class GetUTIActionTests: IsolatedTestCase {
    func testFilesByExtensionAndFoldersAsFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uti-\(UUID().uuidString).pages").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        XCTAssertEqual(try runAction("file.uti", input: .file(FileReference(path: folder))), .text("public.folder"))
        XCTAssertEqual(
            try runAction("file.uti", input: .file(FileReference(path: folder + "/missing/report.PDF"))), .text("com.adobe.pdf"))
        XCTAssertEqual(
            try runAction("file.uti", input: .named(NamedItem(name: "clip.mov", value: .text("x")))),
            .text("com.apple.quicktime-movie"))
        XCTAssertEqual(try runAction("file.uti", input: .text("README")), .text("public.data"))
        XCTAssertEqual(try runAction("file.uti", input: .text("yml")), .text("public.yaml"))
    }
}

/// Parse CSV keeps each row a list without a header (what a run prints flat).
final class ParseCSVActionTests: IsolatedTestCase {
    func testRowsWithoutHeaderAreLists() throws {
        XCTAssertEqual(
            try runAction("csv.parse", #"{"header": false}"#, input: .text("a,\"b,c\"\r\n,d\n")),
            .list([.list([.text("a"), .text("b,c")]), .list([.text(""), .text("d")])]))
        XCTAssertEqual(try runAction("csv.parse", input: .text("")), .list([]))
        XCTAssertEqual(try runAction("csv.parse", input: .text("only,header")), .list([]))
    }
}
