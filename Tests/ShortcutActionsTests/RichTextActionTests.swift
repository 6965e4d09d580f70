import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// The rich text actions: Markdown and HTML in, HTML, Markdown and text out; rich text as a value.
final class RichTextActionTests: IsolatedTestCase {
    func rich(_ value: Value) -> RichText? {
        if case .richText(let rich) = value { return rich }
        return nil
    }

    func testMarkdownBecomesRichTextWithItsHTMLAndPlainText() throws {
        let value = try runAction("getrichtextfrommarkdown", input: "# Title\n\nSome *words* & [a link](https://x.y).")
        XCTAssertEqual(
            rich(value),
            RichText(
                html: "<h1>Title</h1>\n<p>Some <em>words</em> &amp; <a href=\"https://x.y\">a link</a>.</p>\n",
                text: "Title\nSome words & a link."))
        XCTAssertEqual(value.type, .richText)
    }

    func testHTMLBecomesRichTextAndMarkdown() throws {
        let value = try runAction("getrichtextfromhtml", input: "<p>Hi <b>there</b></p>")
        XCTAssertEqual(rich(value), RichText(html: "<p>Hi <b>there</b></p>", text: "Hi there"))
        XCTAssertEqual(try runAction("getmarkdownfromrichtext", input: value), "Hi **there**")
        XCTAssertEqual(try runAction("gethtmlfromrichtext", input: value), "<p>Hi <b>there</b></p>")
        XCTAssertEqual(try runAction("detect.text", input: value), "Hi there", "Get Text from Input gives the plain text")
    }

    func testHTMLKeyIsApplesWFHTML() throws {
        XCTAssertEqual(rich(try runAction("getrichtextfromhtml", "{\"WFHTML\": \"<i>x</i>\"}"))?.text, "x")
    }

    func testFullDocumentWrapsTheFragment() throws {
        let value = try runAction("getrichtextfrommarkdown", input: "*x*")
        XCTAssertEqual(
            try runAction("gethtmlfromrichtext", "{\"WFMakeFullDocument\": true}", input: value),
            "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n</head>\n<body>\n<p><em>x</em></p>\n</body>\n</html>\n")
    }

    func testPlainTextIsTakenAsItIs() throws {
        XCTAssertEqual(try runAction("gethtmlfromrichtext", input: "a < b\nc"), "a &lt; b<br>\nc")
        XCTAssertEqual(try runAction("getmarkdownfromrichtext", input: "2 * 3 = 6"), "2 \\* 3 = 6")
    }

    func testRichTextConvertsAsItsPlainText() throws {
        let value = Value.richText(RichText(html: "<p>12.5</p>", text: "12.5"))
        XCTAssertEqual(try Coercion().coerce(value, to: .number), .number(Number(Decimal(string: "12.5") ?? 0)))
        XCTAssertEqual(Coercion().text(value), "12.5")
        XCTAssertEqual(try Coercion().coerce(.text("a&b"), to: .richText), .richText(RichText(html: "a&amp;b", text: "a&b")))
    }

    func testRichTextThatIsNotADictionaryIsWordedAsApplesError() {
        let value = Value.richText(RichText(html: "<h1>Not found</h1>", text: "Not found"))
        XCTAssertThrowsError(try Coercion().coerce(value, to: .dictionary)) { error in
            XCTAssertEqual((error as? ValueFailure)?.message, "couldn't convert from rich text to dictionary: 'Not found'")
        }
    }

    func testMarkdownNestedTooDeepIsReported() {
        XCTAssertEqual(
            failure("getrichtextfrommarkdown", input: .text(String(repeating: ">", count: 1001) + " x")),
            """
            t.json:1:39: error: action 1 'Make Rich Text from Markdown' (getrichtextfrommarkdown), parameter 'markdown': the text nests block quotes, lists or elements more than 1000 levels deep
            hint: flatten the nesting to at most 1000 levels
            """)
    }

    func testHTMLNestedTooDeepIsReported() {
        XCTAssertEqual(
            failure("getrichtextfromhtml", input: .text(String(repeating: "<div>", count: 1001))),
            """
            t.json:1:39: error: action 1 'Make Rich Text from HTML' (getrichtextfromhtml), parameter 'html': the text nests block quotes, lists or elements more than 1000 levels deep
            hint: flatten the nesting to at most 1000 levels
            """)
    }

    func testTooLargeInputIsWorded() {
        let facts = RichTextFailure.markup(.inputTooLarge(bytes: 70_000_000, limit: 67_108_864))
        XCTAssertEqual(
            facts.message, "the text is 70000000 bytes, more than the 67108864-byte limit for Markdown and HTML conversion")
        XCTAssertEqual(facts.hint, "split the text into smaller parts and convert each")
    }

    func testAWrongFullDocumentValueIsRefused() {
        XCTAssertEqual(
            failure("gethtmlfromrichtext", "{\"fullDocument\": \"sometimes\"}", input: "x"),
            """
            t.json:1:93: error: action 1 'Make HTML from Rich Text' (gethtmlfromrichtext), parameter 'fullDocument': couldn't convert from text to boolean: 'sometimes'
            hint: use true/false or yes/no
            """)
    }
}
