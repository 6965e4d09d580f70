import AppleFormats
import XCTest

final class XMLPlistTests: IsolatedTestCase {
    func testReadsEveryValueKindInFileOrder() throws {
        let plist = try PropertyList.parse(
            xml(
                """
                <dict>
                  <key>zeta</key><string>a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#65;&#x42;&#x1F600;</string>
                  <key>alpha</key><integer>-42</integer>
                  <key>hex</key><integer>0x1F</integer>
                  <key>big</key><integer>18446744073709551615</integer>
                  <key>pi</key><real>3.25</real>
                  <key>nan</key><real>nan</real>
                  <key>inf</key><real>+infinity</real>
                  <key>ninf</key><real>-infinity</real>
                  <key>yes</key><true/>
                  <key>no</key><false/>
                  <key>when</key><date>2001-01-01T00:00:10Z</date>
                  <key>blob</key><data>
                    SGVs
                    bG8=
                  </data>
                  <key>list</key><array><string/><array/><dict/></array>
                  <key>cdata</key><string>x<![CDATA[<not & markup>]]>y</string>
                  <key>ref</key><dict><key>CF$UID</key><integer>7</integer></dict>
                </dict>
                """))
        guard case .dictionary(let dictionary) = plist else { return XCTFail("not a dictionary") }
        XCTAssertEqual(
            dictionary.keys,
            ["zeta", "alpha", "hex", "big", "pi", "nan", "inf", "ninf", "yes", "no", "when", "blob", "list", "cdata", "ref"])
        XCTAssertEqual(plist["zeta"], "a & b <c> \"d\" 'e' AB😀")
        XCTAssertEqual(plist["alpha"], .integer(-42))
        XCTAssertEqual(plist["hex"], .integer(31))
        XCTAssertEqual(plist["big"], .unsignedInteger(UInt64.max))
        XCTAssertEqual(plist["pi"], .real(3.25))
        XCTAssertTrue(plist["nan"]?.double?.isNaN ?? false)
        XCTAssertEqual(plist["inf"], .real(.infinity))
        XCTAssertEqual(plist["ninf"], .real(-.infinity))
        XCTAssertEqual(plist["yes"], true)
        XCTAssertEqual(plist["no"], false)
        XCTAssertEqual(plist["when"]?.date, Date(timeIntervalSinceReferenceDate: 10))
        XCTAssertEqual(plist["blob"]?.data, Data("Hello".utf8))
        XCTAssertEqual(plist["list"], ["", [], .dictionary(PlistDictionary())])
        XCTAssertEqual(plist["cdata"], "x<not & markup>y")
        XCTAssertEqual(plist["ref"], .uid(7))
    }

    func testSkipsCommentsDoctypeAndProcessingInstructions() throws {
        let text = """
            \u{FEFF}<?xml version="1.0"?>
            <!-- a comment with <tags> -->
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd" [ <!ENTITY x "y"> ]>
            <plist version="1.0"><!-- inside --><array><?pi stuff?><integer>1</integer></array></plist>
            """
        XCTAssertEqual(try PropertyList.parse(Data(text.utf8)), [1])
    }

    func testAcceptsAValueWithoutThePlistElement() throws {
        XCTAssertEqual(try PropertyList.parse(Data("<string>bare</string>".utf8)), "bare")
    }

    func testDatesBeforeAndAfterTheEpochRoundTrip() throws {
        for text in ["1969-07-20T20:17:40Z", "2026-11-21T10:19:15Z", "0001-01-01T00:00:00Z", "1600-02-29T12:00:00Z"] {
            let plist = try PropertyList.parse(xml("<date>\(text)</date>"))
            let written = String(decoding: try plist.serialized(as: .xml), as: UTF8.self)
            XCTAssertTrue(written.contains("<date>\(text)</date>"), written)
        }
    }

    func testMalformedDocumentsReportLineAndColumn() {
        assertFails("XML plist: line 3, column 1: expected </dict>, found </array>") {
            try PropertyList.parse(Data("<dict>\n<key>a</key><string>b</string>\n</array>".utf8))
        }
        assertFails("XML plist: line 1, column 7: expected <key> in <dict>, found <string>") {
            try PropertyList.parse(Data("<dict><string>b</string></dict>".utf8))
        }
        assertFails("XML plist: line 3, column 1: 'twelve' is not an integer") {
            try PropertyList.parse(xml("<integer>twelve</integer>"))
        }
        assertFails("XML plist: line 3, column 1: '1.2.3' is not a real number") {
            try PropertyList.parse(xml("<real>1.2.3</real>"))
        }
        assertFails("XML plist: line 3, column 1: '2001-13-01T00:00:00Z' is not an ISO 8601 date (yyyy-mm-ddThh:mm:ssZ)") {
            try PropertyList.parse(xml("<date>2001-13-01T00:00:00Z</date>"))
        }
        assertFails("XML plist: line 3, column 1: <data> is not valid base64") {
            try PropertyList.parse(xml("<data>!!!!</data>"))
        }
        assertFails("XML plist: line 1, column 9: unknown entity '&bogus;'") {
            try PropertyList.parse(Data("<string>&bogus;</string>".utf8))
        }
        assertFails("XML plist: line 1, column 14: '&' does not start an entity; write &amp;") {
            try PropertyList.parse(Data("<string>fish & chips</string>".utf8))
        }
        assertFails("XML plist: line 1, column 1: <array> is not closed") { try PropertyList.parse(Data("<array><true/>".utf8)) }
        assertFails("XML plist: line 1, column 9: unterminated CDATA section") {
            try PropertyList.parse(Data("<string><![CDATA[oops</string>".utf8))
        }
        assertFails("XML plist: line 1, column 1: unterminated comment") {
            try PropertyList.parse(Data("<!-- never closed <plist/>".utf8))
        }
        assertFails("XML plist: line 1, column 1: unknown element <banana>") { try PropertyList.parse(Data("<banana/>".utf8)) }
        assertFails("XML plist: line 1, column 9: unexpected <true> inside <string>") {
            try PropertyList.parse(Data("<string><true/></string>".utf8))
        }
        assertFails("XML plist: line 1, column 24: unexpected content after the root value") {
            try PropertyList.parse(Data("<plist><true/></plist> <false/>".utf8))
        }
        assertFails("XML plist: line 1, column 1: <key> outside a <dict>") { try PropertyList.parse(Data("<key>a</key>".utf8)) }
        assertFails("XML plist: line 1, column 15: expected '=' after attribute 'version'") {
            try PropertyList.parse(Data("<plist version><true/></plist>".utf8))
        }
    }

    func testDeepNestingIsRejected() {
        let deep = String(repeating: "<array>", count: 600) + String(repeating: "</array>", count: 600)
        assertFails("XML plist: line 1, column 3585: nesting deeper than 512 levels") { try PropertyList.parse(Data(deep.utf8)) }
    }

    func testWriterEscapesAndReaderRestores() throws {
        let value: PropertyList = [
            "text": "a<b>&c\r\nd", "uid": .uid(3), "n": .real(.nan), "big": .unsignedInteger(UInt64.max),
            "blob": .data(Data(0..<200)),
        ]
        XCTAssertEqual(try PropertyList.parse(value.serialized(as: .xml)), value)
    }
}

final class XMLLeniencyTests: IsolatedTestCase {
    /// One Automator corpus file has a raw U+0008 in a script; strict readers reject it, we keep it.
    func testRawControlCharactersAndCarriageReturnsAreKept() throws {
        XCTAssertEqual(try PropertyList.parse(xml("<string>a\u{8}b\r\nc\rd</string>")), "a\u{8}b\r\nc\rd")
    }

    func testManyAmpersandsFailFast() {
        let text = "<string>" + String(repeating: "&", count: 200_000) + "</string>"
        assertFails("XML plist: line 1, column 9: '&' does not start an entity; write &amp;") {
            try PropertyList.parse(Data(text.utf8))
        }
    }
}

/// A 30,000-deep XML plist stops at the reader's depth limit, never the stack (issue 16).
final class XMLPlistDepthTests: IsolatedTestCase {
    func testThirtyThousandDeepDictionariesAreACleanError() {
        let deep =
            String(repeating: "<dict><key>k</key>", count: 30_000) + "<true/>" + String(repeating: "</dict>", count: 30_000)
        XCTAssertThrowsError(try PropertyList.parse(Data(deep.utf8))) { error in
            XCTAssertEqual("\(error)", "XML plist: line 1, column 9217: nesting deeper than 512 levels")
        }
    }
}
