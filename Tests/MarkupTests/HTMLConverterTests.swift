import XCTest

@testable import Markup

/// HTML to Markdown and to plain text, tag by tag, and bad HTML.
final class HTMLConverterTests: IsolatedTestCase {
    func md(_ html: String) throws -> String { try HTMLConverter.markdown(html) }
    func text(_ html: String) throws -> String { try HTMLConverter.text(html) }

    func testParagraphsHeadingsAndBreaks() throws {
        XCTAssertEqual(try md("<h1>Title</h1><p>One<br>two</p><p>Three</p>"), "# Title\n\nOne\\\ntwo\n\nThree")
        XCTAssertEqual(try text("<h1>Title</h1><p>One<br>two</p><p>Three</p>"), "Title\nOne\ntwo\nThree")
        XCTAssertEqual(try md("<h3> Spaced   out </h3>"), "### Spaced out")
    }

    func testInlineFormatting() throws {
        XCTAssertEqual(
            try md("<p>a <strong>b</strong> <em>c</em> <b>d </b>e <i>f</i> <code>x*y</code></p>"), "a **b** _c_ **d** e _f_ `x*y`"
        )
        XCTAssertEqual(try text("<p>a <strong>b</strong> <em>c</em></p>"), "a b c")
    }

    func testLinksAndImages() throws {
        XCTAssertEqual(
            try md(#"<a href="https://example.com/a b" title="T">link</a> <img src="i.png" alt="pic">"#),
            #"[link](<https://example.com/a b> "T") ![pic](i.png)"#)
        XCTAssertEqual(try md("<a>no href</a>"), "no href")
        XCTAssertEqual(try text(#"<a href="x">link</a> <img src="i.png" alt="pic">"#), "link pic")
    }

    func testLists() throws {
        XCTAssertEqual(try md("<ul><li>a</li><li>b<ul><li>c</li></ul></li></ul>"), "- a\n- b\n  - c")
        XCTAssertEqual(try md(#"<ol start="3"><li>x<li>y</ol>"#), "3. x\n4. y")
        XCTAssertEqual(try text("<ul><li>a</li><li>b</li></ul><ol><li>c</li></ol>"), "• a\n• b\n1. c")
    }

    func testCodeQuotesRulesAndTables() throws {
        XCTAssertEqual(try md("<pre><code>let x = 1\n  *y*\n</code></pre>"), "```\nlet x = 1\n  *y*\n```")
        XCTAssertEqual(try md("<blockquote><p>q1</p><p>q2</p></blockquote>"), "> q1\n>\n> q2")
        XCTAssertEqual(try md("<p>a</p><hr><p>b</p>"), "a\n\n* * *\n\nb")
        XCTAssertEqual(try md("<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>"), "A | B\n1 | 2")
        XCTAssertEqual(try text("<table><tr><td>1<td>2<tr><td>3<td>4</table>"), "1\t2\n3\t4")
    }

    func testEntitiesAreDecodedAndMarkdownSyntaxEscaped() throws {
        XCTAssertEqual(try text("<p>caf&eacute; &amp; &#x263A; &lt;tag&gt; &bogus;</p>"), "café & ☺ <tag> &bogus;")
        XCTAssertEqual(try md("<p># not a heading * _ [x]</p>"), "\\# not a heading \\* \\_ \\[x\\]")
        XCTAssertEqual(try md("<p>Tom &amp; Jerry &amp;amp; &amp;#35;</p>"), "Tom & Jerry \\&amp; \\&#35;")
        XCTAssertEqual(try Markdown.html("Tom & Jerry \\&amp; \\&#35;"), "<p>Tom &amp; Jerry &amp;amp; &amp;#35;</p>\n")
    }

    func testBadHTMLIsTolerated() throws {
        XCTAssertEqual(try text("<p>unclosed <b>bold <i>both"), "unclosed bold both")
        XCTAssertEqual(try text("a < b > c </nope> <!-- gone --> d <!doctype html>e"), "a < b > c d e")
        XCTAssertEqual(try text("<script>var x = '<p>';</script><style>p{}</style>shown"), "shown")
        XCTAssertEqual(try text("<p title=\"unterminated>text"), "")
        XCTAssertEqual(try text(String(repeating: "<!-- c -->", count: 50_000) + "end"), "end")
    }

    func testNestingBeyondTheLimitIsAnError() throws {
        let deep = String(repeating: "<span>", count: MarkupLimits.maximumNesting + 1)
        XCTAssertThrowsError(try text(deep)) { error in
            XCTAssertEqual(error as? MarkupFailure, .nestingTooDeep(limit: 1000))
        }
        XCTAssertNoThrow(try text(String(repeating: "<br>", count: 5000)))
    }
}

/// HTML → Markdown → HTML keeps what the text reads as.
final class HTMLMarkdownRoundTripTests: IsolatedTestCase {
    func testMarkdownWrittenFromHTMLReadsBackAsTheSameText() throws {
        let samples = [
            "<h1>Title *stars*</h1><p>Text with <b>bold</b>, <i>italic</i>, <code>a_b*c</code> and [brackets].</p>",
            "<ul><li>one</li><li>two<ol><li>inner</li></ol></li></ul><blockquote><p>quote # 1</p><p>- not a list</p></blockquote>",
            "<p>1. not a list<br>+ nor this<br>&lt;tag&gt; &amp;amp; \\ backslash</p><pre><code>keep *this*\n  as is</code></pre>",
            #"<p><a href="https://example.com/(x)" title="T">link</a> <img src="a b.png" alt="alt"></p><hr><p>end</p>"#,
        ]
        for html in samples {
            let markdown = try HTMLConverter.markdown(html)
            let back = try Markdown.html(markdown)
            XCTAssertEqual(try HTMLConverter.text(back), try HTMLConverter.text(html), markdown)
        }
    }
}
