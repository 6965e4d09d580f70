import Foundation
import ShortcutActions
import XCTest

@testable import ShortcutEngine

/// Issue 26, item 4: regular expressions that backtrack for ever stop at the run's time limit
/// (`--timeout`) with its error, in every action that takes a pattern; patterns have a length limit.
final class RegexTimeLimitTests: IsolatedTestCase {
    /// Runs one action with a time limit of `timeout` seconds; the error text (or "no error") and
    /// how long it took.
    private func timed(_ identifier: String, _ parameters: String, timeout: Double = 1) -> (String, Double) {
        let started = Date()
        do {
            let json = "{\"version\": 1, \"actions\": [{\"action\": \"\(identifier)\", \"parameters\": \(parameters)}]}"
            let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
            let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
            var options = RunOptions()
            options.limits.timeout = timeout
            _ = try Runner(registry: BuiltinActions.registry, host: QuietHost(), options: options).run(program, input: .nothing)
            return ("no error", Date().timeIntervalSince(started))
        } catch {
            return ("\(error)", Date().timeIntervalSince(started))
        }
    }

    private func timeLimitError(_ action: String, _ identifier: String) -> String {
        "t.json:1:39: error: action 1 '\(action)' (\(identifier)): stopped after 1 second (the time limit)\n"
            + "hint: raise RunOptions.limits.timeout if this is intended"
    }

    private let hundredAsAndB = String(repeating: "a", count: 100) + "b"
    private let twoThousandAsAndB = String(repeating: "a", count: 2_000) + "b"

    func testCatastrophicPatternsStopAtTheTimeLimitInMatchText() {
        for (pattern, text) in [
            ("(a+)+$", hundredAsAndB), ("(a|aa)+$", twoThousandAsAndB), ("(x+x+)+y", String(repeating: "x", count: 80)),
        ] {
            let (error, seconds) = timed("text.match", "{\"text\": \"\(text)\", \"pattern\": \"\(pattern)\"}")
            XCTAssertEqual(error, timeLimitError("Match Text", "text.match"), pattern)
            XCTAssertLessThan(seconds, 1.5, "\(pattern) ran \(seconds) s past a 1 s limit")
            print(
                String(format: "Match Text %@ on %d characters: stopped after %.2f s (limit 1 s)", pattern, text.count, seconds))
        }
    }

    func testCatastrophicPatternsStopAtTheTimeLimitInReplaceTextFilterListAndRenameFiles() {
        let replace = timed(
            "text.replace", "{\"text\": \"\(hundredAsAndB)\", \"find\": \"(a+)+$\", \"regex\": true, \"replace\": \"x\"}")
        XCTAssertEqual(replace.0, timeLimitError("Replace Text", "text.replace"))
        XCTAssertLessThan(replace.1, 1.5)
        let filter = timed(
            "org.shortcutengine.list.filter",
            "{\"list\": [\"\(twoThousandAsAndB)\"], \"condition\": \"matches\", \"text\": \"(a|aa)+$\"}")
        XCTAssertEqual(filter.0, timeLimitError("Filter List", "org.shortcutengine.list.filter"))
        XCTAssertLessThan(filter.1, 1.5)
        print(String(format: "Replace Text: %.2f s, Filter List: %.2f s (limit 1 s)", replace.1, filter.1))
    }

    func testOrdinaryMatchesOfThoseShapesStillFinish() throws {
        // Without the failing 'b' ICU answers at once; the clock is not consulted to death.
        XCTAssertEqual(
            try runAction("text.match", "{\"pattern\": \"(a|aa)+$\"}", input: .text(String(repeating: "a", count: 2_000))),
            .list([.text(String(repeating: "a", count: 2_000))]))
        XCTAssertEqual(
            try runAction("text.replace", "{\"find\": \"(a+)+$\", \"regex\": true, \"replace\": \"x\"}", input: "aaa"), "x")
    }

    func testAPatternLongerThanTheLimitIsRefused() {
        let pattern = String(repeating: "a", count: 10_001)
        XCTAssertEqual(
            failure("text.match", "{\"pattern\": \"\(pattern)\"}", input: "a"),
            "t.json:1:79: error: action 1 'Match Text' (text.match), parameter 'pattern': the regular expression is 10001 characters long, more than the limit of 10000\n"
                + "hint: split the pattern into several Match Text or Replace Text actions")
        XCTAssertEqual(
            failure(
                "org.shortcutengine.list.filter", "{\"list\": [\"a\"], \"condition\": \"matches\", \"text\": \"\(pattern)\"}"),
            "t.json:1:135: error: action 1 'Filter List' (org.shortcutengine.list.filter), parameter 'text': the regular expression is 10001 characters long, more than the limit of 10000\n"
                + "hint: split the pattern into several Match Text or Replace Text actions")
        XCTAssertEqual(
            try runAction("text.match", "{\"pattern\": \"\(String(repeating: "a", count: 10_000))\"}", input: "b"), .list([]))
    }

    /// Matching with the clock (progress reports on) finds exactly what NSRegularExpression finds
    /// without it, on ordinary patterns of ICU's syntax.
    func testBoundedMatchingAgreesWithNSRegularExpression() throws {
        let patterns = [
            #"[0-9]+"#, #"\d{2,4}"#, #"\w+@\w+\.com"#, #"(?i)hello"#, #"^\s*(\w+)"#, #"(?m)^line"#, #"\bcat\b"#, #"a.*?b"#,
            #"(?<year>\d{4})-(\d{2})"#, #"(?:ab)+"#, #"colou?r"#, #"[^aeiou\s]{3}"#, #"(a|b|c){2}"#, #"x*"#, #"\p{Lu}\p{Ll}+"#,
            #"(\w)\1"#, #"(?=\d)\d\d"#, #"(?<!-)\b\d+"#, #"[[:alpha:]]+"#, #"é+"#, #"$"#, #"\.$"#,
        ]
        let texts = [
            "", "2026-11-28 and 1999-01-02, call 555 1234", "Hello hello HELLO", "line one\nline two\n  indented words",
            "cat concatenate cat.", "color colour colouur", "aab abb ccc bookkeeper", "José Émile ÉÉé Zoë", "a.b.c.", "xxxx",
        ]
        var compared = 0
        for pattern in patterns {
            let expression = try NSRegularExpression(pattern: pattern)
            for text in texts {
                let expected = expression.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
                    .map { (text as NSString).substring(with: $0.range) }
                let got = try runAction("text.match", "{\"pattern\": \(jsonString(pattern))}", input: .text(text))
                XCTAssertEqual(got, .list(expected.map { .text($0) }), "\(pattern) on \(text)")
                compared += 1
            }
        }
        XCTAssertEqual(compared, patterns.count * texts.count)
    }

    private func jsonString(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }
}
