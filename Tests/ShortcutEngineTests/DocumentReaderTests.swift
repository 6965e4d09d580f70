import Foundation
import SeededRandom
import XCTest

@testable import ShortcutEngine

final class DocumentReaderTests: IsolatedTestCase {
    func read(_ json: String) -> String {
        do { _ = try DocumentReader.read(Data(json.utf8), file: "doc.json"); return "ok" } catch { return error.description }
    }

    func testMalformedJSONNamesLineAndColumn() {
        XCTAssertEqual(
            read("{\n  \"version\": 1,\n  \"actions\": [}\n"),
            "doc.json:3:15: error: malformed JSON: unexpected '}', expected a value\nhint: fix the JSON syntax at that position"
        )
    }

    func testUnterminatedStringIsReportedWhereItStarts() {
        XCTAssertEqual(
            read("{\"version\": 1, \"name\": \"abc"),
            "doc.json:1:24: error: malformed JSON: unterminated string\nhint: fix the JSON syntax at that position"
        )
    }

    func testUnknownVersionSaysWhichVersionIsRead() {
        XCTAssertEqual(
            read("{\"version\": 7, \"actions\": []}"),
            "doc.json:1:13: error: unknown document version 7\nhint: this engine reads version 1; upgrade the engine or convert the document"
        )
    }

    func testMissingVersion() {
        XCTAssertEqual(read("{\"actions\": []}"), "error: doc.json: the document has no \"version\"\nhint: add \"version\": 1")
    }

    func testUnknownTopLevelKeySuggestsTheCloseOne() {
        XCTAssertEqual(
            read("{\"version\": 1, \"actoins\": []}"),
            "doc.json:1:16: error: unknown document key \"actoins\"\nhint: allowed keys: format, version, name, description, input, actions; did you mean 'actions'?"
        )
    }

    func testActionWithoutIdentifier() {
        XCTAssertEqual(
            read("{\"version\": 1, \"actions\": [{\"parameters\": {}}]}"),
            "doc.json:1:28: error: action 1 has no \"action\" identifier\nhint: the registry (ActionRegistry.definitions) lists the known actions; add \"action\": \"gettext\""
        )
    }

    func testBadReferenceSyntaxNamesActionAndParameter() {
        XCTAssertEqual(
            read("{\"version\": 1, \"actions\": [{\"action\": \"echo\", \"parameters\": {\"input\": \"{{x | shout: 1}}\"}}]}"),
            "doc.json:1:71: error: action 1 (echo), parameter 'input': unknown aggrandizement 'shout'\nhint: use one of as, property, key, item, format"
        )
    }

    func testUnclosedReference() {
        XCTAssertEqual(
            read("{\"version\": 1, \"actions\": [{\"action\": \"echo\", \"parameters\": {\"input\": \"a {{b\"}}]}"),
            "doc.json:1:71: error: action 1 (echo), parameter 'input': '{{' is not closed by '}}'\nhint: write \\\\{{ in JSON for literal braces"
        )
    }

    func testJSONKeepsKeyOrderAndExactNumbers() throws {
        let json = try JSONParser.parse("{\"b\": 0.1, \"a\": [1, -2.5e3, true, null], \"c\": \"\\u00e9\\ud83d\\ude00\"}")
        XCTAssertEqual(json.serialized(pretty: false), "{\"b\":0.1,\"a\":[1,-2.5e3,true,null],\"c\":\"é😀\"}")
    }

    func testJSONRejectsLeadingZerosAndLoneSurrogates() {
        XCTAssertThrowsError(try JSONParser.parse("[01]")) {
            XCTAssertEqual("\($0)", "numbers may not start with 0 at line 1, column 2")
        }
        XCTAssertThrowsError(try JSONParser.parse("[\"\\ud800\"]")) {
            XCTAssertEqual("\($0)", "lone UTF-16 surrogate \\uD800 at line 1, column 9")
        }
    }

    func testTemplateEscapeAndTypedReference() throws {
        XCTAssertEqual(try ReferenceSyntax.parameterValue("a \\{{b}} c"), .text([.literal("a {{b}} c")]))
        guard
            case .reference(let reference) = try ReferenceSyntax.parameterValue(
                "{{Person | key: a\\.b.c | item: -1 | as: number}}")
        else {
            return XCTFail("expected a typed reference")
        }
        XCTAssertEqual(reference.target, .name("Person"))
        XCTAssertEqual(reference.aggrandizements, [.key(KeyPath(segments: ["a.b", "c"])), .item(.index(-1)), .coerce(.number)])
    }

    /// A quoted key is one key whatever it holds: a `|`, dots, spaces at its ends, quotes, nothing.
    func testQuotedKeysAreTakenWhole() throws {
        let cases: [(String, String)] = [
            (#"{{d | key: "a|b" | as: text}}"#, "a|b"), (#"{{d | key: " version"}}"#, " version"),
            (#"{{d | key: "x.y"}}"#, "x.y"), (#"{{d | key: "say \"hi\" \\ bye"}}"#, #"say "hi" \ bye"#),
            (#"{{d | key: ""}}"#, ""), (#"{{d | KEY :  "<^|$>" }}"#, "<^|$>"),
        ]
        for (text, key) in cases {
            guard case .reference(let reference) = try ReferenceSyntax.parameterValue(text) else {
                return XCTFail("expected a reference: \(text)")
            }
            XCTAssertEqual(reference.aggrandizements.first, .key(KeyPath(segments: [key])), text)
            guard
                case .reference(let written) = try ReferenceSyntax.parameterValue(
                    "{{d | key: \(ReferenceSyntax.quoting(key: key))}}")
            else { return XCTFail("expected a reference: \(key)") }
            XCTAssertEqual(written.aggrandizements, reference.aggrandizements.prefix(1).map { $0 }, key)
        }
        // A quote that does not open the key is a character of a plain path, and `|` splits after it.
        guard case .reference(let plain) = try ReferenceSyntax.parameterValue(#"{{d | key: a"b | as: text}}"#) else {
            return XCTFail("expected a reference")
        }
        XCTAssertEqual(plain.aggrandizements, [.key(KeyPath(segments: [#"a"b"#])), .coerce(.text)])
    }

    func testSpecialVariablesAndNumberedRepeatItems() {
        XCTAssertEqual(ReferenceSyntax.target("Shortcut Input"), .shortcutInput)
        XCTAssertEqual(ReferenceSyntax.target("Repeat Item 2"), .repeatItem(level: 2))
        XCTAssertEqual(ReferenceSyntax.target("repeat index"), .repeatIndex(level: 1))
        XCTAssertEqual(ReferenceSyntax.target("Ask: Your name?"), .ask(prompt: "Your name?"))
        XCTAssertEqual(ReferenceSyntax.target("var:Current Date"), .variable("Current Date"))
    }
}

final class TemplateEscapeTests: IsolatedTestCase {
    func testBackslashRunsBeforeBraces() throws {
        let x = Reference(target: .name("x"), source: "x")
        XCTAssertEqual(try ReferenceSyntax.template("C:\\\\{{x}}"), [.literal("C:\\"), .reference(x)])
        XCTAssertEqual(try ReferenceSyntax.template("\\\\\\{{x}}"), [.literal("\\{{x}}")])
        XCTAssertEqual(try ReferenceSyntax.template("a\\b {{x}}"), [.literal("a\\b "), .reference(x)])
    }

    /// Any literal text written by the escaper reads back unchanged, before a reference or at the end.
    func testEscapedLiteralsRoundTrip() throws {
        var random = SplitMix64(seed: 99)
        let alphabet: [String] = ["\\", "{", "}", "{{", "a", " ", "é"]
        for _ in 0..<2_000 {
            let literal = (0..<Int.random(in: 1...8, using: &random)).map { _ in
                alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
            }.joined()
            let reference = Reference(target: .name("x"), source: "x")
            let written = ReferenceSyntax.escapeLiteral(literal, beforeReference: true) + "{{x}}"
            XCTAssertEqual(
                try ReferenceSyntax.template(written), [.literal(literal), .reference(reference)],
                "\(literal.debugDescription) → \(written.debugDescription)")
            let alone = ReferenceSyntax.escapeLiteral(literal, beforeReference: false)
            if !alone.contains("{{") || literal.contains("{{") {
                XCTAssertEqual(
                    try ReferenceSyntax.template(alone), [.literal(literal)],
                    "\(literal.debugDescription) → \(alone.debugDescription)")
            }
        }
    }
}

/// Nested JSON values stop at the parser's depth limit with a clean error, never the stack (issue 16).
final class JSONDepthTests: IsolatedTestCase {
    func testThirtyThousandDeepArraysAreACleanError() {
        let deep = String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000)
        XCTAssertThrowsError(try JSONParser.parse(deep)) { error in
            XCTAssertEqual("\(error)", "nesting deeper than 512 levels at line 1, column 513")
        }
    }
}
