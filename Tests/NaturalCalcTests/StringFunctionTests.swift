import XCTest

@testable import NaturalCalc

/// numbat's string functions, and quoted text as their arguments only (elsewhere a quote is a
/// Soulver comment). Values worked out by hand (0x2764 is ❤, 10,084).
final class StringFunctionTests: IsolatedTestCase {
    func testSplitAndJoin() {
        XCTAssertEqual(calc("split(\"a,b,c\", \",\")"), "[\"a\", \"b\", \"c\"]")
        XCTAssertEqual(calc("split(\"\", \",\")"), "[]")
        XCTAssertEqual(calc("split(\"a,,b\", \",\")"), "[\"a\", \"\", \"b\"]")
        XCTAssertEqual(calc("join([\"snake\", \"case\"], \"_\")"), "snake_case")
        XCTAssertEqual(calc("join([\"a\"], \",\")"), "a")  // one value in brackets as an argument is a list
        XCTAssertEqual(calc("join(split(\"a b c\", \" \"), \"-\")"), "a-b-c")
        XCTAssertEqual(calc("split(\"abc\", \"\")"), "error: split needs a separator that is not empty")
    }

    func testCaseLengthAndCharacters() {
        XCTAssertEqual(calc("lowercase(\"Numbat\")"), "numbat")
        XCTAssertEqual(calc("uppercase(\"Numbat\")"), "NUMBAT")
        XCTAssertEqual(calc("str_length(\"hello\")"), "5")
        XCTAssertEqual(calc("str_append(\"Num\", \"bat\")"), "Numbat")
        XCTAssertEqual(calc("chr(65)"), "A")
        XCTAssertEqual(calc("chr(0x2764)"), "❤")
        XCTAssertEqual(calc("ord(\"❤\")"), "10,084")
        XCTAssertEqual(calc("ord(\"ab\")"), "error: ord takes one character, not 2")
        XCTAssertEqual(calc("chr(-5)"), "error: chr takes a Unicode code point, not -5")
        XCTAssertEqual(calc("uppercase(5)"), "error: uppercase takes text, not a number")
    }

    func testInspectReturnsItsValue() {
        XCTAssertEqual(calc("inspect(1 m)"), "1 m")
        XCTAssertEqual(calc("inspect(\"test\")"), "test")
        XCTAssertEqual(calc("inspect([1, 2, 3])"), "[1, 2, 3]")
    }

    func testQuotesElsewhereStayComments() {
        XCTAssertEqual(calc("$5 \"lunch\" + $3"), "$8.00")
        XCTAssertEqual(calc("[2+3]*4"), "20")  // square brackets alone still group
    }
}
