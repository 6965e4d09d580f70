import DocumentQuery
import XCTest

/// The well-formed XML parser: trees serialised back, and every error by its full message.
final class XMLParserTests: IsolatedTestCase {
    func testWellFormedDocuments() throws {
        let cases: [(String, String)] = [
            ("<a/>", "<a/>"),
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a>x</a>", "<a>x</a>"),
            ("<a b='1' c=\"2\">t</a>", "<a b=\"1\" c=\"2\">t</a>"),
            ("<a>&lt;&gt;&amp;&apos;&quot;&#65;&#x42;</a>", "<a>&lt;&gt;&amp;'\"AB</a>"),
            ("<a><![CDATA[<b>&amp;</b>]]></a>", "<a>&lt;b&gt;&amp;amp;&lt;/b&gt;</a>"),
            ("<a>x<![CDATA[y]]>z</a>", "<a>xyz</a>"),
            ("<!-- c --><a><!--d--></a>", "<!-- c --><a><!--d--></a>"),
            ("<?pi data?><a><?t  x y?></a>", "<?pi data?><a><?t x y?></a>"),
            ("<!DOCTYPE a [<!ENTITY x \"y\"> <!-- ] --> ]><a/>", "<a/>"),
            ("<!DOCTYPE a SYSTEM \"a>.dtd\"><a/>", "<a/>"),
            ("<svg:svg xmlns:svg='u'><svg:rect/></svg:svg>", "<svg:svg xmlns:svg=\"u\"><svg:rect/></svg:svg>"),
            ("<a b='x\ty\nz'/>", "<a b=\"x y z\"/>"),
            ("<a b='&lt;&#9;'/>", "<a b=\"&lt;&#9;\"/>"),
            ("<A><B>1</B><b>2</b></A>", "<A><B>1</B><b>2</b></A>"),
            ("<a>\r\n</a>", "<a>\n</a>"),
            ("<a >x</a >", "<a>x</a>"),
            ("<é ü='ö'>ß</é>", "<é ü=\"ö\">ß</é>"),
            ("  <a/>  <!-- after -->  ", "<a/><!-- after -->"),
        ]
        for (xml, expected) in cases {
            XCTAssertEqual(try MarkupDocument(xml: xml).root.markup, expected, "XML: \(xml)")
        }
    }

    func testErrorsNameLineAndColumn() {
        let cases: [(String, String)] = [
            ("", "line 1, column 1: the document has no root element"),
            ("text", "line 1, column 1: expected '<' to start the root element"),
            ("<a>", "line 1, column 1: the element 'a' is not closed"),
            ("<a>\n  <b></c></a>", "line 2, column 6: expected '</b>' but found '</c>'"),
            ("<a></a><b/>", "line 1, column 8: a second root element"),
            ("<a/>x", "line 1, column 5: text after the root element"),
            ("<a b=1/>", "line 1, column 6: expected a quoted value for the attribute 'b', found '1'"),
            ("<a b='1' b='2'/>", "line 1, column 10: the attribute 'b' appears twice in 'a'"),
            ("<a b='1'c='2'/>", "line 1, column 9: expected white space, '>' or '/>' in the start tag of 'a', found 'c'"),
            ("<a b='<'/>", "line 1, column 7: '<' may not appear in the value of the attribute 'b'"),
            ("<a b/>", "line 1, column 5: expected '=' after the attribute 'b', found '/'"),
            (
                "<a>&nbsp;</a>",
                "line 1, column 4: the entity '&nbsp;' is not defined (only the five predefined entities are read; a DTD's are never expanded)"
            ),
            ("<a>&#0;</a>", "line 1, column 4: '&#0;' is not a valid character reference"),
            ("<a>& b</a>", "line 1, column 4: '&' must start a reference ending in ';' (write '&amp;' for '&')"),
            ("<a><!-- x</a>", "line 1, column 4: the comment is not closed with '-->'"),
            ("<a><!-- x -- y --></a>", "line 1, column 11: '--' may not appear inside a comment"),
            ("<a><![CDATA[x</a>", "line 1, column 4: the CDATA section is not closed with ']]>'"),
            ("<a><?pi x</a>", "line 1, column 4: the processing instruction 'pi' is not closed with '?>'"),
            (
                "<a><?xml version='1.0'?></a>",
                "line 1, column 4: the XML declaration may only come at the very start of the document"
            ),
            ("<a><!ELEMENT></a>", "line 1, column 4: '<!' here starts neither a comment nor a CDATA section"),
            ("<a>]]></a>", "line 1, column 4: ']]>' may not appear in text"),
            ("<1a/>", "line 1, column 2: expected an element name after '<', found '1'"),
            ("<a></ a>", "line 1, column 6: expected an element name after '</', found ' '"),
            ("<a></a", "line 1, column 7: expected '>' to end the end tag of 'a', found the end of the document"),
            ("<a b='x", "line 1, column 8: the value of the attribute 'b' is not closed"),
            ("<!DOCTYPE a [ <a/>", "line 1, column 1: the DOCTYPE is not closed with '>'"),
            ("<!DOCTYPE a><!DOCTYPE a><a/>", "line 1, column 13: a DOCTYPE may only come once, before the root element"),
            ("<?xml version='1.0'", "line 1, column 1: the XML declaration has no closing '?>'"),
            ("<é>\n\tü</x>", "line 2, column 3: expected '</é>' but found '</x>'"),
        ]
        for (xml, expected) in cases {
            XCTAssertThrowsError(try MarkupDocument(xml: xml), xml) { error in
                XCTAssertEqual("\(error)", "XML document: " + expected, xml)
                XCTAssertEqual((error as? DocumentQueryError)?.kind, .xmlSyntax)
            }
        }
    }

    func testXMLNamesAreCaseSensitiveAndTextIsKept() throws {
        let document = try MarkupDocument(xml: "<r><Item>1</Item><item>2</item></r>")
        XCTAssertFalse(document.isHTML)
        XCTAssertEqual(try document.select(css: "item").map(\.text), ["2"])
        XCTAssertEqual(try document.select(css: "Item").map(\.text), ["1"])
        XCTAssertEqual(try document.evaluate(xpath: "count(//item)").stringValue, "1")
        XCTAssertEqual(try document.select(css: "r").first?.markup, "<r><Item>1</Item><item>2</item></r>")
    }
}
