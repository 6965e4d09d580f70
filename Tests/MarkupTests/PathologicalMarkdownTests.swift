import Foundation
import TestBudget
import XCTest

@testable import Markup

/// Issue 26, item 5: Markdown in linear time on the pathological inputs of cmark's test suite
/// (test/pathological_tests.py in commonmark/cmark, BSD-2-Clause: the inputs and sizes are
/// reproduced here from its description, with the output its regular expressions require) and
/// on the three families of the issue (400 KB of `a <!-- -- `, of `a <? `, of `</<!--`).
/// At the small budget every input is a tenth of cmark's size; at medium and large, its size.
final class PathologicalMarkdownTests: IsolatedTestCase {
    private static let scale = TestBudget.current.pick(small: 10, medium: 1, large: 1)

    private func r(_ piece: String, _ count: Int) -> String { String(repeating: piece, count: count) }

    /// One case: its input, and the whole HTML expected (or the failure expected).
    private struct Case {
        let name: String
        let input: String
        let expected: Result<String, MarkupFailure>
    }

    private func cases() -> [Case] {
        let s = Self.scale
        func p(_ body: String) -> Result<String, MarkupFailure> { .success("<p>" + body + "</p>\n") }
        func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespaces) }
        let deep: Result<String, MarkupFailure> = .failure(.nestingTooDeep(limit: MarkupLimits.maximumNesting))
        let emph = 65_000 / s, most = 50_000 / s
        let refs = 20_000 * 16 / s, refUses = 20_000 / s
        return [
            Case(name: "U+0000", input: "abc\u{0000}de\u{0000}", expected: p("abc\u{FFFD}de\u{FFFD}")),
            Case(name: "U+FEFF (Unicode BOM)", input: "\u{FEFF}foo", expected: p("foo")),
            Case(
                name: "nested strong emph", input: r("*a **a ", emph) + "b" + r(" a** a*", emph),
                expected: p(r("<em>a <strong>a ", emph) + "b" + r(" a</strong> a</em>", emph))),
            Case(name: "many emph closers with no openers", input: r("a_ ", emph), expected: p(trimmed(r("a_ ", emph)))),
            Case(name: "many emph openers with no closers", input: r("_a ", emph), expected: p(trimmed(r("_a ", emph)))),
            Case(
                name: "many 3-emph openers with no closers", input: r("a***", emph),
                expected: p(r("a<em><strong>a</strong></em>", emph / 2))),
            Case(name: "many link closers with no openers", input: r("a]", emph), expected: p(r("a]", emph))),
            Case(name: "many link openers with no closers", input: r("[a", emph), expected: p(r("[a", emph))),
            Case(name: "mismatched openers and closers", input: r("*a_ ", most), expected: p(trimmed(r("*a_ ", most)))),
            Case(
                name: "openers and closers multiple of 3", input: "a**b" + r("c* ", most),
                expected: p(trimmed("a**b" + r("c* ", most)))),
            Case(name: "link openers and emph closers", input: r("[ a_", most), expected: p(r("[ a_", most))),
            Case(name: "hard link/emph case", input: "**x [a*b**c*](d)", expected: p("**x <a href=\"d\">a<em>b**c</em></a>")),
            Case(
                name: "nested brackets", input: r("[", most) + "a" + r("]", most), expected: p(r("[", most) + "a" + r("]", most))),
            // Deeper than the nesting limit (1,000): refused, and quickly.
            Case(name: "nested block quotes", input: r("> ", most) + "a", expected: deep),
            Case(
                name: "backticks", input: (1..<(1_000 / s)).map { "e" + r("`", $0) }.joined(),
                expected: p((1..<(1_000 / s)).map { "e" + r("`", $0) }.joined())),
            Case(name: "many links", input: r("[t](/u) ", most), expected: p(trimmed(r("<a href=\"/u\">t</a> ", most)))),
            Case(
                name: "many references", input: (1..<refs).map { "[\($0)]: u\n" }.joined() + r("[0] ", refUses),
                expected: p(trimmed(r("[0] ", refUses)))),
            Case(name: "deeply nested lists", input: (0..<1_000).map { r("  ", $0) + "* a\n" }.joined(), expected: deep),
            Case(name: "many html openers and closers", input: r("<>", most), expected: p(r("&lt;&gt;", most))),
            Case(name: "many html proc. inst. openers", input: "x" + r("<?", most), expected: p("x" + r("&lt;?", most))),
            Case(name: "many html CDATA openers", input: "x" + r("<![CDATA[", most), expected: p("x" + r("&lt;![CDATA[", most))),
            Case(name: "many backticks and escapes", input: r("\\``", most), expected: p(r("``", most))),
            Case(name: "many broken link titles", input: r("[ (](", most), expected: p(r("[ (](", most))),
            Case(name: "broken thematic break", input: r("* ", most) + "a", expected: deep),
        ] + issueFamilies(bytes: 400_000 / s)
    }

    /// The issue's three families at `bytes` of input.
    private func issueFamilies(bytes: Int) -> [Case] {
        let comment = bytes / 10, processing = bytes / 5, nested = bytes / 6
        return [
            Case(
                name: "a <!-- -- ", input: r("a <!-- -- ", comment),
                expected: .success("<p>" + r("a &lt;!-- -- ", comment - 1) + "a &lt;!-- --</p>\n")),
            Case(
                name: "a <? ", input: r("a <? ", processing),
                expected: .success("<p>" + r("a &lt;? ", processing - 1) + "a &lt;?</p>\n")),
            Case(name: "</<!--", input: r("</<!--", nested), expected: .success("<p>" + r("&lt;/&lt;!--", nested) + "</p>\n")),
        ]
    }

    private func run(_ input: String) -> (Result<String, MarkupFailure>, Double) {
        let started = Date()
        let result: Result<String, MarkupFailure>
        do { result = .success(try Markdown.html(input)) } catch { result = .failure(error) }
        return (result, Date().timeIntervalSince(started))
    }

    func testCMarkPathologicalInputsAndTheIssueFamilies() {
        var report: [String] = []
        for test in cases() {
            let (result, seconds) = run(test.input)
            switch (result, test.expected) {
            case (.success(let html), .success(let expected)):
                XCTAssertTrue(html == expected, "\(test.name): \(html.prefix(120))… is not the expected \(expected.prefix(120))…")
            case (.failure(let error), .failure(let expected)):
                XCTAssertEqual(error, expected, test.name)
            default:
                XCTFail("\(test.name): got \(result), expected \(test.expected)")
            }
            // Debug build, a shared machine: cmark's own harness allows 4 s per case in release.
            XCTAssertLessThan(seconds, 10, test.name)
            report.append(String(format: "%@ %d bytes %.3f s", test.name, test.input.utf8.count, seconds))
        }
        print(
            "pathological Markdown (\(TestBudget.current.rawValue) budget, 1/\(Self.scale) of cmark's sizes):\n  "
                + report.joined(separator: "\n  "))
    }

    /// Four times the input takes about four times as long (quadratic would be sixteen).
    func testTheIssueFamiliesGrowLinearly() {
        let small = issueFamilies(bytes: 25_000), large = issueFamilies(bytes: 100_000)
        for (one, four) in zip(small, large) {
            // Best of five, so one slow moment on a shared machine does not decide. Four times the
            // input is about four times the time when linear and sixteen when quadratic: 10 tells
            // them apart with room for a loaded machine's noise (one run here measured 8.1).
            let t1 = (0..<5).map { _ in run(one.input).1 }.min() ?? 0
            let t4 = (0..<5).map { _ in run(four.input).1 }.min() ?? 0
            XCTAssertLessThan(t4 / max(t1, 0.001), 10, "\(one.name): 25 KB in \(t1) s, 100 KB in \(t4) s")
            print(String(format: "%@: 25 KB %.3f s, 100 KB %.3f s (×%.1f)", one.name, t1, t4, t4 / max(t1, 0.001)))
        }
    }
}
