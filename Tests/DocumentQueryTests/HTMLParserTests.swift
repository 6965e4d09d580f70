import DocumentQuery
import XCTest

/// The tolerant HTML parser: each case is a document and its tree serialised back.
final class HTMLParserTests: IsolatedTestCase {
    /// Wraps body markup in the implied document.
    private func body(_ markup: String, head: String = "") -> String {
        "<html><head>\(head)</head><body>\(markup)</body></html>"
    }

    func testTreeBuilding() throws {
        let cases: [(String, String)] = [
            ("", body("")),
            ("Hello", body("Hello")),
            ("<p>One<p>Two", body("<p>One</p><p>Two</p>")),
            ("<ul><li>a<li>b</ul>", body("<ul><li>a</li><li>b</li></ul>")),
            ("<dl><dt>t<dd>d<dt>u</dl>", body("<dl><dt>t</dt><dd>d</dd><dt>u</dt></dl>")),
            ("<select><option>a<option>b</select>", body("<select><option>a</option><option>b</option></select>")),
            (
                "<table><tr><td>1<td>2<tr><td>3</table>",
                body("<table><tbody><tr><td>1</td><td>2</td></tr><tr><td>3</td></tr></tbody></table>")
            ),
            (
                "<table><thead><tr><th>h<tbody><tr><td>d</table>",
                body("<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>")
            ),
            ("<table><td>x</table>", body("<table><tbody><tr><td>x</td></tr></tbody></table>")),
            ("<p>a<div>b</div>", body("<p>a</p><div>b</div>")),
            ("<p>a<span>b</span>c", body("<p>a<span>b</span>c</p>")),
            ("<h1>a<h2>b", body("<h1>a</h1><h2>b</h2>")),
            ("<br><img src=x><hr>", body("<br><img src=\"x\"><hr>")),
            ("<div/>x", body("<div>x</div>")),
            ("<b>bold<i>both</b>italic</i>", body("<b>bold<i>both</i></b>italic")),
            ("<div><span>a</div>b", body("<div><span>a</span></div>b")),
            ("<span><div>a</span>b</div>", body("<span><div>ab</div></span>")),
            ("</p>", body("<p></p>")),
            ("a</br>b", body("a<br>b")),
            ("<li>one<li>two", body("<li>one</li><li>two</li>")),
            ("<ul><li><div><li>x</ul>", body("<ul><li><div></div></li><li>x</li></ul>")),
            ("<a href=1>x<a href=2>y", body("<a href=\"1\">x</a><a href=\"2\">y</a>")),
            ("<!DOCTYPE html><title>T</title><p>x", "<!DOCTYPE html>" + body("<p>x</p>", head: "<title>T</title>")),
            ("<!-- c --><p>x", "<!-- c -->" + body("<p>x</p>")),
            ("<p>a<!-- c -->b", body("<p>a<!-- c -->b</p>")),
            ("<p>x<!-- open", body("<p>x<!-- open--></p>")),
            ("<!-->x", "<!---->" + body("x")),
            ("<?php echo 1 ?>x", "<!--?php echo 1 ?-->" + body("x")),
            ("<script>if (a < b && c) {}</script>", body("", head: "<script>if (a < b && c) {}</script>")),
            ("<style>p > a {}</style>x", body("x", head: "<style>p > a {}</style>")),
            ("<textarea>&lt;b&gt;</textarea>", body("<textarea>&lt;b&gt;</textarea>")),
            ("<title>a &amp; <b></title>", body("", head: "<title>a &amp; &lt;b&gt;</title>")),
            ("<script>x</SCRIPT >y", body("y", head: "<script>x</script>")),
            ("<p>&amp; &lt; &copy &copy; &#65; &#x42; &#128; &nosuch;", body("<p>&amp; &lt; © © A B € &amp;nosuch;</p>")),
            ("<a title='&amp;x=1&copy=2'>", body("<a title=\"&amp;x=1&amp;copy=2\"></a>")),
            ("<a href=\"?a=1&b=2\">", body("<a href=\"?a=1&amp;b=2\"></a>")),
            ("<p>&nbsp;</p>", body("<p>&nbsp;</p>")),
            ("<DIV ID=Main Class=\"x\">t</DIV>", body("<div id=\"Main\" class=\"x\">t</div>")),
            ("<p a=1 a=2 b>", body("<p a=\"1\" b=\"\"></p>")),
            (
                "<html lang=en><body class=b><p>x</body></html>",
                "<html lang=\"en\"><head></head><body class=\"b\"><p>x</p></body></html>"
            ),
            ("<head><meta charset=utf-8></head><p>x", body("<p>x</p>", head: "<meta charset=\"utf-8\">")),
            ("<meta a=1>\n<p>x", "<html><head><meta a=\"1\">\n</head><body><p>x</p></body></html>"),
            ("<pre>\nline</pre>", body("<pre>line</pre>")),
            ("a\r\nb\rc", body("a\nb\nc")),
            ("<p>x</p></body><p>after", body("<p>x</p><p>after</p>")),
            (#"<svg><path d="M0"/><circle/></svg>"#, body("<svg><path d=\"M0\"></path><circle></circle></svg>")),
            ("<button><button>x", body("<button></button><button>x</button>")),
            ("a < b", body("a &lt; b")),
            ("<p>x<", body("<p>x&lt;</p>")),
            ("<p>x<a href", body("<p>x</p>")),
            ("<plaintext><b>x", body("<plaintext><b>x</plaintext>")),
            ("<image src=i>", body("<img src=\"i\">")),
            ("<form><form>x</form>", body("<form></form><form>x</form>")),
        ]
        for (html, expected) in cases {
            XCTAssertEqual(try MarkupDocument(html: html).root.markup, expected, "HTML: \(html)")
        }
    }

    func testTextContentAndNodes() throws {
        let document = try MarkupDocument(html: "<p id=a class='x y'>Hi <b>there</b><script>var s;</script></p>")
        let paragraph = try XCTUnwrap(document.select(css: "p").first)
        XCTAssertEqual(paragraph.text, "Hi therevar s;")
        XCTAssertEqual(paragraph.name, "p")
        XCTAssertEqual(paragraph.kind, .element)
        XCTAssertEqual(paragraph.attributes.map { "\($0.0)=\($0.1)" }, ["id=a", "class=x y"])
        XCTAssertEqual(paragraph.markup, "<p id=\"a\" class=\"x y\">Hi <b>there</b><script>var s;</script></p>")
        XCTAssertTrue(document.isHTML)
        XCTAssertEqual(document.root.kind, .document)
        XCTAssertEqual(document.root.text, "Hi therevar s;")
    }

    func testDetection() throws {
        let cases: [(String, Bool)] = [
            ("<?xml version=\"1.0\"?><a/>", false),
            ("\u{FEFF}  <?xml version=\"1.0\"?><html/>", false),
            ("<rss><channel/></rss>", false),
            ("<!-- c --><feed><entry/></feed>", false),
            ("<html><p>x</html>", true),
            ("<!DOCTYPE html><HTML></HTML>", true),
            ("<div><br></div>", true),
            ("<p>a &nbsp; b</p>", true),
            ("plain text", true),
        ]
        for (text, isHTML) in cases {
            XCTAssertEqual(try MarkupDocument.parse(text).isHTML, isHTML, text)
        }
        XCTAssertThrowsError(try MarkupDocument.parse("<?xml version=\"1.0\"?><a>")) { error in
            XCTAssertEqual("\(error)", "XML document: line 1, column 22: the element 'a' is not closed")
        }
    }
}
