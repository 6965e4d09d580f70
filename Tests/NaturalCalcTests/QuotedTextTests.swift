import XCTest

@testable import NaturalCalc

/// fend's single-quoted text: a value wherever it stands, with fend's escapes; `to codepoint`,
/// `to character`, numbat's `-> chr`; and Roman numerals past 3999 with a vinculum. Values worked
/// out by hand from the Unicode tables (U+007E is `~`, U+5437 is `吷`, DEL is U+007F).
final class QuotedTextTests: IsolatedTestCase {
    func testSingleQuotedTextIsItsOwnAnswer() {
        XCTAssertEqual(calc("'hi'"), "hi")
        XCTAssertEqual(calc("'two words'"), "two words")
        XCTAssertEqual(calc("''"), "")  // an empty text is a value (numbat's `join([], ",")` is one too)
        XCTAssertEqual(calc("str_length('')"), "0")
        XCTAssertEqual(calc("str_length('hello')"), "5")
        XCTAssertEqual(calc("uppercase('numbat')"), "NUMBAT")
    }

    func testEscapes() {
        XCTAssertEqual(calc(#"'\u{7e}'"#), "~")
        XCTAssertEqual(calc(#"'\u{5437}'"#), "吷")
        XCTAssertEqual(calc(#"'\u{1F600}'"#), "😀")
        XCTAssertEqual(calc(#"'\x41\x42'"#), "AB")
        XCTAssertEqual(calc(#"'\^A'"#), "\u{1}")
        XCTAssertEqual(calc(#"'\^['"#), "\u{1b}")
        XCTAssertEqual(calc(#"'\^?'"#), "\u{7f}")
        XCTAssertEqual(calc(#"'it\'s'"#), "it's")
        XCTAssertEqual(calc(#"'a\\b'"#), #"a\b"#)
        XCTAssertEqual(calc(#"'a\z    b'"#), "ab")
        XCTAssertEqual(calc(#"str_length('\n\t')"#), "2")
    }

    func testBadEscapesAreNamed() {
        XCTAssertEqual(
            calc(#"'a\qb'"#), #"error: unknown escape '\q' in quoted text; write e.g. \n, \x41, \u{7e} or \^A at column 3"#)
        XCTAssertEqual(
            calc(#"'\u{696969}'"#),
            #"error: '\u' needs a Unicode code point in braces in quoted text; write e.g. \n, \x41, \u{7e} or \^A at column 2"#)
        XCTAssertEqual(
            calc(#"'\u{}'"#),
            #"error: '\u' needs a Unicode code point in braces in quoted text; write e.g. \n, \x41, \u{7e} or \^A at column 2"#)
        XCTAssertEqual(
            calc(#"'\x80'"#),
            #"error: '\x' needs two hexadecimal digits from 00 to 7f in quoted text; write e.g. \n, \x41, \u{7e} or \^A at column 2"#
        )
        XCTAssertEqual(
            calc(#"'\^a'"#),
            #"error: '\^' needs a capital letter or one of @ [ \ ] ^ _ ? in quoted text; write e.g. \n, \x41, \u{7e} or \^A at column 2"#
        )
    }

    func testAQuoteAfterAValueIsStillFeetOrMinutes() {
        XCTAssertEqual(calc("5'1"), "5.0833333333 ft")
        XCTAssertEqual(calc("6' to cm"), "182.88 cm")
        XCTAssertEqual(calc("'2020-05-04' + 500 days"), "16 September 2021")  // a quoted date stays a date
        XCTAssertEqual(calc("('2020-03-04')"), "4 March 2020")
        XCTAssertEqual(calc("\"a comment\" 4 + 4"), "8")  // double quotes are Soulver's comments
    }

    func testCodePointsBothWays() {
        XCTAssertEqual(calc("'A' to codepoint"), "0x41")
        XCTAssertEqual(calc("'❤' to codepoint"), "0x2764")
        XCTAssertEqual(calc("0x2764 to character"), "❤")
        XCTAssertEqual(calc("65 to char"), "A")
        XCTAssertEqual(
            calc("'AB' to codepoint"), "error: cannot convert text to a code point (one character in quotes, as in 'A')")
    }

    func testAFunctionAfterAnArrowAppliesToTheValue() {
        XCTAssertEqual(calc("0x2764 -> chr"), "❤")
        XCTAssertEqual(calc("16 -> sqrt"), "4")
        XCTAssertEqual(calc("'A' -> ord"), "65")
        XCTAssertEqual(calc("5 -> frobnicate"), "error: unexpected '->' at column 3")
    }

    func testRomanNumeralsWithAVinculum() {
        XCTAssertEqual(calc("3999 to roman"), "MMMCMXCIX")
        XCTAssertEqual(calc("4000 to roman"), "I\u{305}V\u{305}")
        XCTAssertEqual(calc("5000 to roman"), "V\u{305}")
        XCTAssertEqual(calc("6001 to roman"), "V\u{305}MI")
        XCTAssertEqual(calc("20002 to roman"), "X\u{305}X\u{305}II")
        XCTAssertEqual(calc("1000000 to roman"), "M\u{305}")
        XCTAssertEqual(
            calc("1000000001 to roman"),
            "error: cannot convert a number to Roman numerals (a whole number from 1 to 1,000,000,000)")
    }
}
