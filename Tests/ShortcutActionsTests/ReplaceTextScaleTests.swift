import Foundation
import SeededRandom
import ShortcutActions
import XCTest

@testable import ShortcutEngine

/// Replace Text on long texts (issue 26; the memory campaign's Replace Text probe ran 23 s on
/// 16 MiB against a 10 s limit): plain replacement is one linear pass (`LiteralReplacement`), the
/// regular-expression one costs each match only its own length, and both stop at `--timeout`.
final class ReplaceTextScaleTests: IsolatedTestCase {
    /// Replace Text with `parameters` on `input` under a time limit; the output or the error, and the seconds taken.
    private func timed(_ parameters: String, input: String, timeout: Double) -> (String, Double) {
        let started = Date()
        do {
            let json = "{\"version\": 1, \"actions\": [{\"action\": \"text.replace\", \"parameters\": \(parameters)}]}"
            let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
            let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
            var options = RunOptions()
            options.limits.timeout = timeout
            let runner = Runner(registry: BuiltinActions.registry, host: QuietHost(), options: options)
            let output = try runner.run(program, input: .text(input)).output
            return ("output: \(Coercion().text(output).utf8.count) bytes", Date().timeIntervalSince(started))
        } catch {
            return ("\(error)", Date().timeIntervalSince(started))
        }
    }

    private let stopped =
        "t.json:1:39: error: action 1 'Replace Text' (text.replace): stopped after 0.3 seconds (the time limit)\n"
        + "hint: raise RunOptions.limits.timeout if this is intended"

    func testReplacingEveryCharacterOfALongTextIsLinear() {
        // 2 MiB of matches, each doubled: a second at most even in a debug build on a loaded machine.
        let (plain, plainSeconds) = timed(
            #"{"find": "x", "replace": "yy"}"#, input: String(repeating: "x", count: 1 << 21), timeout: 60)
        XCTAssertEqual(plain, "output: 4194304 bytes")
        let (folded, foldedSeconds) = timed(
            #"{"find": "X", "replace": "yy", "caseSensitive": false}"#, input: String(repeating: "x", count: 1 << 21), timeout: 60
        )
        XCTAssertEqual(folded, "output: 4194304 bytes")
        let (regex, regexSeconds) = timed(
            #"{"find": "x", "replace": "yy", "regex": true}"#, input: String(repeating: "x", count: 1 << 20), timeout: 60)
        XCTAssertEqual(regex, "output: 2097152 bytes")
        print(
            String(
                format: "Replace Text: 2 MiB plain %.2f s, case-insensitive %.2f s; 1 MiB regex %.2f s", plainSeconds,
                foldedSeconds, regexSeconds))
        XCTAssertLessThan(plainSeconds, 15)
        XCTAssertLessThan(foldedSeconds, 15)
        XCTAssertLessThan(regexSeconds, 15)
    }

    func testTheTimeLimitStopsALongReplacement() {
        let long = String(repeating: "x", count: 1 << 24)
        for parameters in [
            #"{"find": "x", "replace": "yy"}"#, #"{"find": "x", "replace": "yy", "regex": true}"#,
            #"{"find": "é", "replace": "ee"}"#, #"{"find": "[x]", "replace": "yy", "regex": true}"#,
            #"{"find": "(x)", "replace": "$1$1", "regex": true}"#,
        ] {
            let input = parameters.contains("é") ? String(repeating: "é", count: 1 << 23) : long
            let (error, seconds) = timed(parameters, input: input, timeout: 0.3)
            XCTAssertEqual(error, stopped, parameters)
            XCTAssertLessThan(seconds, 5, "\(parameters) ran \(seconds) s past a 0.3 s limit")
        }
    }

    /// The byte search and the UTF-16 path agree with Foundation's `replacingOccurrences` on random
    /// texts over small alphabets (so that matches overlap and partly match), ASCII and not, in both cases.
    func testPlainReplacementAgreesWithFoundation() throws {
        var random = SplitMix64(seed: 26)
        let alphabets: [[String]] = [["a", "b"], ["a", "B", "b", "A"], ["a", "é", "E", "É", "e\u{301}"], ["x", "ß", "S"]]
        for round in 0..<400 {
            let alphabet = alphabets[round % alphabets.count]
            let pick = { (count: Int) -> String in
                (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined()
            }
            let text = pick(Int(random.next() % 24))
            let find = pick(1 + Int(random.next() % 3))
            let replacement = pick(Int(random.next() % 3))
            let caseSensitive = round % 3 != 0
            let expected = text.replacingOccurrences(
                of: find, with: replacement, options: caseSensitive ? [] : [.caseInsensitive])
            let parameters: [String: Any] = [
                "text": text, "find": find, "replace": replacement, "caseSensitive": caseSensitive,
            ]
            let json = String(decoding: try JSONSerialization.data(withJSONObject: parameters), as: UTF8.self)
            XCTAssertEqual(try runAction("text.replace", json), .text(expected), "\(json)")
        }
    }

    func testOverlappingCandidatesAreReplacedLeftToRight() throws {
        XCTAssertEqual(try runAction("text.replace", #"{"find": "aa", "replace": "b"}"#, input: "aaaaa"), "bba")
        XCTAssertEqual(try runAction("text.replace", #"{"find": "aab", "replace": "-"}"#, input: "aaabaab"), "a--")
        XCTAssertEqual(
            try runAction("text.replace", #"{"find": "AbA", "replace": "_", "caseSensitive": false}"#, input: "abababa"), "_b_")
        XCTAssertEqual(
            try runAction("text.replace", #"{"find": "(a)", "replace": "[$1]", "regex": true}"#, input: "banana"), "b[a]n[a]n[a]")
        XCTAssertEqual(
            try runAction("text.replace", #"{"find": "n", "replace": "ñ", "regex": true}"#, input: "🍌banana"), "🍌bañaña")
    }

    /// Regular-expression replacement agrees with Foundation's `stringByReplacingMatches` on
    /// every path: a literal ASCII pattern on ASCII text (searched as bytes), one class of
    /// characters once or repeated (`ByteClass`), any other pattern on ASCII text (built as bytes),
    /// and any text that is not ASCII (built as UTF-16), with fixed and `$`-templates, in both cases
    /// (1,500 random cases).
    func testRegexReplacementAgreesWithFoundation() throws {
        var random = SplitMix64(seed: 2026)
        let alphabets: [[String]] = [
            ["a", "b"], ["a", "B", "b", "A", "-"], ["a", "é", "E", "É", "🍌"], ["x", "K", "k", "\u{212A}"],
            ["1", "7", "a", "B", "-", " "],
        ]
        let patterns = [
            "a", "ab", "A", "a-b", "k", "[ab]", "a+", "b*", "(a)(b)?", "é", "x|k", "^a", "a$", "(a)|(b)", "([ab])([ab])",
            "[ab]+", "[^a]", "[^a-b]+", "[A-b]", "[a-]", "\\d+", "\\d", "7+", "[0-9a]", "b+", "-+", "[x]", "[k]+", "[^-]",
        ]
        let templates = ["", "-", "[$0]", "$1.", "\\$", "yy", "$2$1", "<$0$0>", "$12", "$9", "$1x$", "a\\nb", "$$1"]
        for round in 0..<1_500 {
            let alphabet = alphabets[round % alphabets.count]
            let text = (0..<Int(random.next() % 24)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined()
            let pattern = patterns[Int(random.next() % UInt64(patterns.count))]
            let template = templates[Int(random.next() % UInt64(templates.count))]
            let caseSensitive = round % 3 != 0
            let expression = try NSRegularExpression(pattern: pattern, options: caseSensitive ? [] : [.caseInsensitive])
            let expected = expression.stringByReplacingMatches(
                in: text, range: NSRange(location: 0, length: (text as NSString).length), withTemplate: template)
            let parameters: [String: Any] = [
                "text": text, "find": pattern, "replace": template, "caseSensitive": caseSensitive, "regex": true,
            ]
            let json = String(decoding: try JSONSerialization.data(withJSONObject: parameters), as: UTF8.self)
            XCTAssertEqual(try runAction("text.replace", json), .text(expected), "\(json)")
        }
    }
}
