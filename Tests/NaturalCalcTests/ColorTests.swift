import XCTest

@testable import NaturalCalc

/// numbat's colours: a 24-bit number as a colour, `rgb(…)`, named colours before a colour
/// conversion, and the hex, rgb and float-rgb forms. Values worked out by hand (0x12 = 18, 18/255 = 0.071).
final class ColorTests: IsolatedTestCase {
    func testForms() {
        XCTAssertEqual(calc("0x123456 -> color"), "#123456")
        XCTAssertEqual(calc("0x123456 -> color -> color_rgb"), "rgb(18, 52, 86)")
        XCTAssertEqual(calc("0x123456 -> color -> color_rgb_float"), "rgb(0.071, 0.204, 0.337)")
        XCTAssertEqual(calc("rgb(225, 36, 143) -> color_hex"), "#e1248f")
        XCTAssertEqual(calc("0xe1248f -> color -> color_rgb"), "rgb(225, 36, 143)")
    }

    func testNamedColoursOnlyBeforeAColourConversion() {
        XCTAssertEqual(calc("red -> color_rgb"), "rgb(255, 0, 0)")
        XCTAssertEqual(calc("white to color_hex"), "#ffffff")
        XCTAssertEqual(calc("blue -> color_rgb_float"), "rgb(0.000, 0.000, 1.000)")
        XCTAssertEqual(calc("5 red apples + 3 green apples"), "8")  // elsewhere the words are prose
    }

    func testOutOfRange() {
        XCTAssertEqual(calc("rgb(300, 0, 0)"), "error: rgb takes whole numbers from 0 to 255, not a number")
        XCTAssertEqual(calc("rgb(1, 2)"), "error: rgb takes three values: red, green and blue")
        XCTAssertEqual(
            calc("-1 -> color"), "error: cannot convert a number to a colour (a whole number from 0x000000 to 0xFFFFFF)")
        XCTAssertEqual(
            calc("5 kg -> color_hex"), "error: cannot convert a mass to a colour (a whole number from 0x000000 to 0xFFFFFF)")
    }
}
