import DocumentQuery
import XCTest

/// CSS selectors over one page; each case lists the ids (or names) of the elements matched.
final class CSSSelectorTests: IsolatedTestCase {
    static let page = """
        <!DOCTYPE html>
        <html lang="en"><head><title>T</title></head>
        <body id="body">
        <h1 id="h1" title="Main title" class="opener">Heading</h1>
        <h2 id="h2">Sub</h2>
        <p id="p1" class="note warning" lang="en-US" data-x="Hello World">First <a id="a1" href="http://x.org/a.html" rel="copyright next">link</a></p>
        <p id="p2" class="note" hreflang="en">Second <img id="img1" src="i.png" alt=""></p>
        <div id="d1"><p id="p3">Inner</p><span id="s1"></span><p id="p4"><!-- only a comment --></p></div>
        <ul id="list"><li id="li1">1</li><li id="li2" class="odd">2</li><li id="li3">3</li><li id="li4">4</li><li id="li5">5</li></ul>
        <section id="sec1"><h2 id="h2b">S</h2></section><section id="sec2"><p id="p5">No heading</p></section>
        <object id="o1" type="image/png"></object><a id="a2" href="/b.HTML" hreflang="en-GB">b</a>
        </body></html>
        """

    private func ids(_ selector: String, in html: String = page) throws -> String {
        try MarkupDocument(html: html).select(css: selector).map { node in
            node.attributes.first { $0.0 == "id" }?.1 ?? node.name ?? "?"
        }.joined(separator: " ")
    }

    func testSelectors() throws {
        let cases: [(String, String)] = [
            ("h1", "h1"), ("H1", "h1"),
            ("*", "html head title body h1 h2 p1 a1 p2 img1 d1 p3 s1 p4 list li1 li2 li3 li4 li5 sec1 h2b sec2 p5 o1 a2"),
            ("#p2", "p2"), (".note", "p1 p2"), (".note.warning", "p1"), ("p.note", "p1 p2"), ("#P2", ""),
            ("h1[title]", "h1"), ("[TITLE]", "h1"), ("p[class=\"note\"]", "p2"), ("p[class='note warning']", "p1"),
            ("a[rel~=\"copyright\"]", "a1"), ("a[rel~=copy]", ""), ("[hreflang|=en]", "p2 a2"), ("[hreflang|=e]", ""),
            ("object[type^=\"image/\"]", "o1"), ("a[href$=\".html\"]", "a1"), ("a[href$=\".html\" i]", "a1 a2"),
            ("a[href$=\".html\" s]", "a1"), ("p[data-x*=\"lo W\"]", "p1"), ("p[data-x*=\"lo w\" i]", "p1"),
            ("[href^='']", ""), ("[alt=\"\"]", "img1"),
            ("div p", "p3 p4"), ("body > p", "p1 p2"), ("div > *", "p3 s1 p4"), ("h1 + h2", "h2"), ("h1.opener + h2", "h2"),
            ("h1 ~ p", "p1 p2"), ("p ~ span", "s1"), ("li + li + li", "li3 li4 li5"), ("body p a", "a1"),
            ("h1, #li2, h1", "h1 li2"), ("ul li:first-child", "li1"), ("li:last-child", "li5"),
            ("div > p:first-child", "p3"), ("span:only-child", ""), ("title:only-child", "title"),
            ("li:nth-child(2n+1)", "li1 li3 li5"), ("li:nth-child(odd)", "li1 li3 li5"), ("li:nth-child(even)", "li2 li4"),
            ("li:nth-child(3)", "li3"), ("li:nth-child(-n+2)", "li1 li2"), ("li:nth-child(n+4)", "li4 li5"),
            ("li:nth-child( 2n + 1 )", "li1 li3 li5"), ("li:nth-last-child(1)", "li5"), ("li:nth-last-child(-n+2)", "li4 li5"),
            ("li:nth-child(2 of .odd, #li4)", "li4"), ("li:nth-child(1 of :not(#li1))", "li2"),
            ("p:first-of-type", "p1 p3 p5"), ("p:last-of-type", "p2 p4 p5"), ("div > p:nth-of-type(2)", "p4"),
            ("p:nth-last-of-type(2)", "p1 p3"), ("section > :only-of-type", "h2b p5"), ("h2:only-of-type", "h2 h2b"),
            ("p:not(.note)", "p3 p4 p5"), ("p:not(.note, #p3)", "p4 p5"), ("*:not(body *):not(head *)", "html head body"),
            (":is(h1, h2)", "h1 h2 h2b"), ("section :where(h1, h2)", "h2b"), ("p:is(#p1 a, div p) ", "p3 p4"),
            ("a:has(> img)", ""), ("p:has(> img)", "p2"), ("section:not(:has(h1, h2))", "sec2"),
            ("section:has(h2)", "sec1"), ("h1:has(+ h2)", "h1"), ("h1:has(~ div p)", "h1"), ("div:has(span + p)", "d1"),
            ("p:empty", "p4"), ("span:empty", "s1"), ("li:empty", ""), (":root", "html"), (":scope", "html"),
            ("p:contains(\"Inner\")", "p3"), ("p:contains(link)", "p1"), ("li:contains('9')", ""),
            ("ul>li:nth-child(2)", "li2"), ("a\\31 ", ""), ("#li\\31 ", "li1"), (".\\6E ote", "p1 p2"),
        ]
        for (selector, expected) in cases {
            XCTAssertEqual(try ids(selector), expected, "CSS: \(selector)")
        }
    }

    func testMatchesAreInDocumentOrderOnce() throws {
        XCTAssertEqual(try ids("#li3, li, #li1"), "li1 li2 li3 li4 li5")
        XCTAssertEqual(try ids("div p, p"), "p1 p2 p3 p4 p5")
    }

    func testOutputText() throws {
        let document = try MarkupDocument(html: Self.page)
        XCTAssertEqual(try document.select(css: "#p1").first?.text, "First link")
        XCTAssertEqual(
            try document.select(css: "#p1 a").first?.markup,
            "<a id=\"a1\" href=\"http://x.org/a.html\" rel=\"copyright next\">link</a>")
        XCTAssertEqual(try document.select(css: "img").first?.markup, "<img id=\"img1\" src=\"i.png\" alt=\"\">")
    }

    func testErrorsNameTheColumn() throws {
        let document = try MarkupDocument(html: "<p>x</p>")
        let cases: [(String, String)] = [
            ("", "column 1: expected a selector, found the end of the selector"),
            ("p,", "column 3: expected a selector, found the end of the selector"),
            ("p >", "column 4: expected a selector, found the end of the selector"),
            ("p[", "column 3: expected an attribute name after '['"),
            ("p[a", "column 4: expected ']' to close the attribute selector opened at column 2, found the end of the selector"),
            ("p[a=]", "column 5: expected a value after the operator of the attribute 'a', found ']'"),
            ("p[a!=b]", "column 4: expected ']' to close the attribute selector opened at column 2, found '!'"),
            ("p[a~b]", "column 4: expected '=' after '~'"),
            ("p:hover", "column 3: unknown pseudo-class ':hover'"),
            ("p:foo(x)", "column 3: unknown pseudo-class ':foo()'"),
            ("p::before", "column 3: pseudo-elements ('::') are not supported"),
            ("p:not(a", "column 8: expected ')' to close ':not(', found the end of the selector"),
            ("li:nth-child(x)", "column 14: expected An+B (such as 2n+1, odd or 3)"),
            ("p:contains(\"x)", "column 12: the string opened at column 12 is not closed"),
            ("p:contains()", "column 12: expected a quoted string in ':contains()', found ')'"),
            ("svg|rect", "column 4: namespace prefixes ('|') are not supported; write a qualified name as 'svg\\:rect'"),
            ("p.", "column 3: expected a class name after '.'"),
            ("#", "column 2: expected a name after '#'"),
            ("p }", "column 3: expected a selector, found '}'"),
            ("a:", "column 3: expected a pseudo-class name after ':'"),
        ]
        for (selector, expected) in cases {
            XCTAssertThrowsError(try document.select(css: selector), selector) { error in
                XCTAssertEqual("\(error)", "CSS selector: " + expected, selector)
            }
        }
    }

    func testXMLQualifiedNamesByEscapedColon() throws {
        let document = try MarkupDocument(xml: "<svg:svg xmlns:svg='u'><svg:rect id='r'/><rect id='plain'/></svg:svg>")
        XCTAssertEqual(try document.select(css: "svg\\:rect").map(\.markup), ["<svg:rect id=\"r\"/>"])
    }
}
