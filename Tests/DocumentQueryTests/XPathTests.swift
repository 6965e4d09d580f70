import DocumentQuery
import XCTest

/// XPath 1.0, mostly the examples of the recommendation (2, 2.5, 3, 4); node-sets are shown as
/// their nodes' texts joined by `|`, other values as `string()` gives them.
final class XPathTests: IsolatedTestCase {
    static let doc = """
        <?xml version="1.0"?>
        <!-- before --><doc xmlns:x="urn:x" xml:lang="en"><chapter id="c1"><title>Introduction</title>\
        <para type="warning">p1</para><para>p2</para><para type="warning">p3</para><para type="note">p4</para></chapter>\
        <chapter id="c2"><title>Two</title><section><para>s1</para></section><section><para>s2</para><para>s3</para></section>\
        </chapter><appendix id="ap"><title>A</title><para xml:lang="de-CH">ap1</para></appendix>\
        <employee secretary="s" assistant="a" name="E1"/><employee secretary="s" name="E2"/>\
        <olist><item>i1</item><item>i2</item></olist><x:n x:a="1">ns</x:n><!--c--><?pi data?>\
        <nums><n>1</n><n>2.5</n><n>-3</n><n>x</n></nums></doc>
        """

    private func show(_ expression: String, in text: String = doc) throws -> String {
        let document = try MarkupDocument.parse(text)
        let result = try document.evaluate(xpath: expression)
        if case .nodes(let nodes) = result { return nodes.map(\.text).joined(separator: "|") }
        return result.stringValue
    }

    func testLocationPaths() throws {
        let cases: [(String, String)] = [
            ("/doc/chapter[1]/child::para", "p1|p2|p3|p4"), ("/doc/chapter[1]/para", "p1|p2|p3|p4"),
            ("/doc/chapter[1]/child::*[2]", "p1"), ("count(/doc/child::*)", "8"),
            ("/doc/chapter[1]/title/child::text()", "Introduction"), ("count(/doc/chapter[1]/child::node())", "5"),
            ("/doc/employee[1]/attribute::name", "E1"), ("/doc/employee[1]/@name", "E1"),
            ("count(/doc/employee[1]/attribute::*)", "3"), ("/doc/employee[1]/@*", "s|a|E1"),
            ("/doc/chapter[2]/descendant::para", "s1|s2|s3"), ("/doc/chapter[2]/section/para/ancestor::*[1]", "s1|s2s3"),
            ("name(/doc/chapter[2]/section[1]/para/ancestor::*[last()])", "doc"),
            ("count(//para[1]/ancestor-or-self::*)", "10"), ("/doc/chapter[2]/descendant-or-self::para", "s1|s2|s3"),
            ("/doc/chapter[1]/self::chapter/title", "Introduction"), ("/doc/chapter[1]/self::para", ""),
            ("/doc/chapter[2]/child::section/descendant::para", "s1|s2|s3"), ("/doc/child::*/child::para", "p1|p2|p3|p4|ap1"),
            ("count(/)", "1"), ("/descendant::para[1]", "p1"), ("/descendant::olist/child::item", "i1|i2"),
            ("//chapter[1]/child::para[position()=1]", "p1"), ("//chapter[1]/child::para[position()=last()]", "p4"),
            ("//chapter[1]/child::para[position()=last()-1]", "p3"), ("//chapter[1]/child::para[position()>1]", "p2|p3|p4"),
            ("//chapter[1]/following-sibling::chapter[position()=1]/title", "Two"),
            ("//chapter[2]/preceding-sibling::chapter[position()=1]/title", "Introduction"),
            ("/descendant::para[position()=3]", "p3"),
            ("/child::doc/child::chapter[position()=2]/child::section[position()=2]/para", "s2|s3"),
            ("//chapter[1]/child::para[attribute::type=\"warning\"]", "p1|p3"),
            ("//chapter[1]/child::para[attribute::type='warning'][position()=2]", "p3"),
            ("//chapter[1]/child::para[position()=2][attribute::type='warning']", ""),
            ("/doc/child::chapter[child::title='Introduction']/@id", "c1"), ("/doc/child::chapter[child::title]/@id", "c1|c2"),
            ("/doc/child::*[self::chapter or self::appendix]/@id", "c1|c2|ap"),
            ("/doc/child::*[self::chapter or self::appendix][position()=last()]/@id", "ap"),
            ("//para", "p1|p2|p3|p4|s1|s2|s3|ap1"), ("count(//para[1])", "4"), ("count(/descendant::para[1])", "1"),
            ("//olist/item", "i1|i2"), ("/doc/chapter[1]/.", "Introductionp1p2p3p4"), ("/doc/chapter[2]//para", "s1|s2|s3"),
            ("//para[.='s2']/..", "s2s3"), ("//para[@xml:lang]/../@id", "ap"), ("//para[@type=\"warning\"][2]", "p3"),
            ("//employee[@secretary and @assistant]/@name", "E1"), ("//item[last()]", "i2"), ("//*[@id][2]/title", "Two"),
            ("//chapter[1]/para[2]/following::para[1]", "p3"), ("//section[2]/para[1]/preceding::para[1]", "s1"),
            ("//section[2]/para[1]/preceding::para", "p1|p2|p3|p4|s1"), ("count(//section[1]/following::*)", "17"),
            ("(//para)[last()]", "ap1"), ("(//chapter/para)[2]", "p2"), ("(//para)[position() < 3]/text()", "p1|p2"),
            ("//title | //item", "Introduction|Two|A|i1|i2"), ("//item | //item[1]", "i1|i2"),
            ("//comment()", " before |c"), ("//processing-instruction()", "data"), ("//processing-instruction('pi')", "data"),
            ("//processing-instruction('no')", ""), ("//x:n", "ns"), ("//x:*/@x:*", "1"), ("//n[1]", "1"),
            ("//employee/@name[.='E2']//parent::*[@secretary]/@name", "E2"), ("/doc/namespace::*", ""),
            ("//para[@type!='note']", "p1|p3"), ("//chapter[para/@type='note']/@id", "c1"), ("/*/*[3]/title", "A"),
        ]
        for (expression, expected) in cases {
            XCTAssertEqual(try show(expression), expected, "XPath: \(expression)")
        }
    }

    func testOperatorsAndComparisons() throws {
        let cases: [(String, String)] = [
            ("1 + 2 * 3", "7"), ("(1 + 2) * 3", "9"), ("7 div 2", "3.5"), ("7 mod 3", "1"), ("-7 mod 3", "-1"), ("5 mod -2", "1"),
            ("1 div 0", "Infinity"), ("-1 div 0", "-Infinity"), ("0 div 0", "NaN"), ("- - 2", "2"), ("3 - -2", "5"),
            ("1 = 1", "true"), ("1 != 1", "false"), ("1 < 2 and 2 <= 2", "true"), ("3 > 2 > 1", "false"), ("'a' = 'a'", "true"),
            ("true() = 'x'", "true"), ("'1' = 1.0", "true"), ("'abc' < 'abd'", "false"), ("0.1 + 0.2", "0.30000000000000004"),
            ("//n = 2.5", "true"), ("//n = 4", "false"), ("//n != 1", "true"), ("//n > 2", "true"), ("//n < -3", "false"),
            ("2 < //n", "true"), ("//n = 'x'", "true"), ("//item = //para", "false"), ("//item != //item", "true"),
            ("//para = 's3'", "true"), ("//nothing = true()", "false"), ("//nothing = false()", "true"),
            ("//nothing != ''", "false"),
            ("//nums/n < //olist/item", "false"), ("//n[1] <= //n[2]", "true"), ("1 or 0 div 0", "true"),
            ("2 * 3 = 6 or false()", "true"), ("1000000 * 1000000 * 1000000 * 1000", "1000000000000000000000"),
            ("0.000001 div 10", "0.0000001"), ("-0", "0"), (".5 + 1.", "1.5"), ("//para[1] | //item[1]", "p1|s1|s2|ap1|i1"),
        ]
        for (expression, expected) in cases {
            XCTAssertEqual(try show(expression), expected, "XPath: \(expression)")
        }
    }

    func testFunctions() throws {
        let cases: [(String, String)] = [
            ("last()", "1"), ("position()", "1"), ("count(//para)", "8"), ("count(//@*)", "15"),
            ("id('c2 ap')/title", "Two|A"), ("id(//employee/@nothing)", ""), ("local-name(//x:n)", "n"), ("name(//x:n)", "x:n"),
            ("namespace-uri(//x:n)", "urn:x"), ("namespace-uri(//x:n/@x:a)", "urn:x"), ("namespace-uri(//para)", ""),
            ("local-name(//employee/@name)", "name"), ("name(//processing-instruction())", "pi"), ("name(//comment())", ""),
            ("name(/)", ""), ("local-name()", ""), ("string(//title)", "Introduction"), ("string(12)", "12"),
            ("string(-0.5)", "-0.5"),
            ("string(true())", "true"), ("string(//nothing)", ""), ("concat('a', 1, true(), //title)", "a1trueIntroduction"),
            ("starts-with('abc', 'ab')", "true"), ("starts-with('abc', 'b')", "false"), ("contains('abc', 'bc')", "true"),
            ("contains('abc', '')", "true"), ("substring-before('1999/04/01','/')", "1999"),
            ("substring-after('1999/04/01','/')", "04/01"), ("substring-after('1999/04/01','19')", "99/04/01"),
            ("substring-before('abc', 'x')", ""), ("substring-after('abc', '')", "abc"),
            ("substring('12345',2,3)", "234"), ("substring('12345',2)", "2345"), ("substring('12345', 1.5, 2.6)", "234"),
            ("substring('12345', 0, 3)", "12"), ("substring('12345', 0 div 0, 3)", ""), ("substring('12345', 1, 0 div 0)", ""),
            ("substring('12345', -42, 1 div 0)", "12345"), ("substring('12345', -1 div 0, 1 div 0)", ""),
            ("string-length('héllo')", "5"), ("string-length(//title)", "12"), ("normalize-space('  a \t b\n c ')", "a b c"),
            ("translate('bar','abc','ABC')", "BAr"), ("translate('--aaa--','abc-','ABC')", "AAA"), ("boolean(0)", "false"),
            ("boolean('0')", "true"), ("boolean(//para)", "true"), ("boolean(0 div 0)", "false"), ("not(1)", "false"),
            ("true()", "true"), ("false()", "false"), ("//para[lang('de')]", "ap1"), ("count(//para[lang('en')])", "7"),
            ("count(//para[lang('EN')])", "7"), ("number('  12.5 ')", "12.5"), ("number('1e3')", "NaN"),
            ("number('-.5')", "-0.5"),
            ("number('')", "NaN"), ("number(true())", "1"), ("sum(//n[position() < 4])", "0.5"), ("sum(//n)", "NaN"),
            ("floor(2.6)", "2"), ("floor(-2.5)", "-3"), ("ceiling(2.1)", "3"), ("ceiling(-0.5)", "0"), ("round(2.5)", "3"),
            ("round(-2.5)", "-2"), ("round(-0.4)", "0"), ("round(0 div 0)", "NaN"), ("round(1 div 0)", "Infinity"),
            ("//chapter[1]/para[string-length(.) = 2 and substring(., 2) = '3']", "p3"),
            ("//para[normalize-space() = 's1']", "s1"), ("//title[string() = 'A']", "A"), ("//n[number() > 0]", "1|2.5"),
        ]
        for (expression, expected) in cases {
            XCTAssertEqual(try show(expression), expected, "XPath: \(expression)")
        }
    }

    func testResultKindsAndOutput() throws {
        let document = try MarkupDocument.parse(Self.doc)
        guard case .nodes(let attributes) = try document.evaluate(xpath: "//employee[1]/@*") else { return XCTFail("nodes") }
        XCTAssertEqual(attributes.map(\.markup), ["secretary=\"s\"", "assistant=\"a\"", "name=\"E1\""])
        XCTAssertEqual(attributes.map(\.kind), [.attribute, .attribute, .attribute])
        XCTAssertEqual(attributes.first?.name, "secretary")
        guard case .nodes(let texts) = try document.evaluate(xpath: "//olist/item/text()") else { return XCTFail("nodes") }
        XCTAssertEqual(texts.map(\.markup), ["i1", "i2"])
        guard case .nodes(let items) = try document.evaluate(xpath: "//olist") else { return XCTFail("nodes") }
        XCTAssertEqual(items.map(\.markup), ["<olist><item>i1</item><item>i2</item></olist>"])
        guard case .number(let count) = try document.evaluate(xpath: "count(//item)") else { return XCTFail("number") }
        XCTAssertEqual(count, 2)
        guard case .boolean(true) = try document.evaluate(xpath: "//item = 'i2'") else { return XCTFail("boolean") }
        guard case .string("i1") = try document.evaluate(xpath: "string(//item)") else { return XCTFail("string") }
    }

    func testHTMLNamesMatchInAnyCase() throws {
        let html = "<html><body><DIV Class=x><P>a</P><p>b</p></DIV><table><tr><td>c</td></tr></table></body></html>"
        XCTAssertEqual(try show("//div/p", in: html), "a|b")
        XCTAssertEqual(try show("//DIV[@CLASS='x']/P[2]", in: html), "b")
        XCTAssertEqual(try show("//table/tbody/tr/td", in: html), "c")
        XCTAssertEqual(try show("name(//div/@class)", in: html), "class")
    }

    func testErrorsNameTheColumn() throws {
        let document = try MarkupDocument.parse(Self.doc)
        let cases: [(String, String)] = [
            ("", "XPath expression: column 1: the expression is empty"),
            (
                "//",
                "XPath expression: column 3: expected a node test (a name, '*' or a node type such as 'text()'), found the end of the expression"
            ),
            ("/doc[", "XPath expression: column 6: expected a location path or an expression, found the end of the expression"),
            (
                "/doc[1",
                "XPath expression: column 7: expected ']' to close the predicate opened at column 5, found the end of the expression"
            ),
            ("foo()", "XPath expression: column 1: unknown function 'foo()'"),
            ("count()", "XPath expression: column 1: 'count()' takes 1 argument, not 0"),
            ("substring('a')", "XPath expression: column 1: 'substring()' takes 2 to 3 arguments, not 1"),
            ("concat('a')", "XPath expression: column 1: 'concat()' takes 2 or more arguments, not 1"),
            ("$x", "XPath expression: column 1: variables ('$x') are not supported: no variables are bound"),
            ("bogus::a", "XPath expression: column 1: unknown axis 'bogus'"),
            ("'abc", "XPath expression: column 1: the string literal is not closed"),
            ("1 +", "XPath expression: column 4: expected a location path or an expression, found the end of the expression"),
            ("(1", "XPath expression: column 3: expected ')' to close the '(' at column 1, found the end of the expression"),
            ("a ! b", "XPath expression: column 3: expected '=' after '!'"),
            ("a # b", "XPath expression: column 3: unexpected '#'"),
            ("a:", "XPath expression: column 2: unexpected ':'"),
            ("1e3", "XPath expression: column 2: unexpected 'e3'"),
            ("..[1]", "XPath expression: column 3: unexpected '['"),
            ("1 2", "XPath expression: column 3: unexpected the number 2"),
            ("text(1)", "XPath expression: column 6: expected ')' to close 'text(', found the number 1"),
            (
                "child::",
                "XPath expression: column 8: expected a node test (a name, '*' or a node type such as 'text()'), found the end of the expression"
            ),
            ("count(1)", "XPath expression: count() was given a number, where a node-set is needed."),
            ("'a'/b", "XPath expression: a predicate or '/' is applied to a string, where a node-set is needed."),
            ("1 | //a", "XPath expression: '|' joins a number, where a node-set is needed."),
        ]
        for (expression, expected) in cases {
            XCTAssertThrowsError(try document.evaluate(xpath: expression), expression) { error in
                XCTAssertEqual("\(error)", expected, expression)
            }
        }
    }
}
