import XCTest

@testable import NaturalCalc

/// Ways of writing that other calculators print or accept: underscores between digits only, a
/// negative span as time past, fend's `approx.` and `#` comments, the feet and inch marks as
/// conversion targets, curly quotes. Values worked out by hand (30.48 cm is a foot, 3′6″ is 3.5 ft).
final class WrittenFormsTests: IsolatedTestCase {
    func testAnUnderscoreGoesBetweenDigits() {
        XCTAssertEqual(calc("1_000_000 + 2_000"), "1,002,000")
        XCTAssertEqual(calc("0b_1100_0001 to decimal"), "193")  // Soulver's own example: one after the prefix is fine
        let message = "an underscore in a number goes between two digits, as in 1_000_000 at column 1"
        XCTAssertEqual(calc("1__000"), "error: " + message)
        XCTAssertEqual(calc("5_"), "error: " + message)
        XCTAssertEqual(calc("0x0_"), "error: " + message)
        XCTAssertEqual(calc("0b1__0"), "error: " + message)
        XCTAssertEqual(calc("0o7_"), "error: " + message)
    }

    func testANegativeSpanReadsAsTimePast() {
        XCTAssertEqual(calc("-90 seconds -> human"), "1 min 30 s ago")
        XCTAssertEqual(calc("(-7.89 hour -> human)"), "7 hours 53 minutes 24 seconds ago")
        XCTAssertEqual(calc("-3 days to timespan"), "3 days ago")
        XCTAssertEqual(calc("3 days to timespan"), "3 days")
    }

    func testApproxIsReadBackAsNothing() {
        XCTAssertEqual(calc("2.000m == approx. 200cm"), "true")
        XCTAssertEqual(calc("kg^(approx. 1)"), "1 kg")
        XCTAssertEqual(calc("approx. 3.5 + 1"), "4.5")
        XCTAssertEqual(calc("approximately 5 km in miles"), "3.1068559612 mi")
    }

    func testAHashBetweenSpacesStartsAComment() {
        XCTAssertEqual(calc("30.48cm to ' # converting cm to feet"), "1 ft")
        XCTAssertEqual(calc("2 + 2 # four"), "4")
        XCTAssertEqual(calc("6#100"), "36")  // a base, not a comment
        XCTAssertEqual(calc("2 + 2 #"), "4")
    }

    func testFeetAndInchMarksAsTargetsAndCurlyQuotes() {
        XCTAssertEqual(calc("30.48cm to '"), "1 ft")
        XCTAssertEqual(calc("2.54cm to \""), "1 in")
        XCTAssertEqual(calc("1 m to \""), "39.3700787402 in")
        XCTAssertEqual(calc("3’6”"), "3.5 ft")
        XCTAssertEqual(calc("5’10” in cm"), "177.8 cm")
        XCTAssertEqual(calc("“lunch” $10 + $5"), "$15.00")  // curly quotes around words are a comment
    }
}
