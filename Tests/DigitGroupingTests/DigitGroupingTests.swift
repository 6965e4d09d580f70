import DigitGrouping
import XCTest

/// The one thousands grouping, on the edges of each group and both signs.
final class DigitGroupingTests: IsolatedTestCase {
    func testWholeNumbers() {
        let cases: [(Int, String)] = [
            (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (12_345, "12,345"), (123_456, "123,456"),
            (1_234_567, "1,234,567"), (-1_000, "-1,000"), (-999, "-999"),
            (Int.min, "-9,223,372,036,854,775,808"), (Int.max, "9,223,372,036,854,775,807"),
        ]
        for (number, expected) in cases { XCTAssertEqual(DigitGrouping.grouped(number), expected, "\(number)") }
    }

    func testDigitsAndSeparators() {
        XCTAssertEqual(DigitGrouping.grouped(""), "")
        XCTAssertEqual(DigitGrouping.grouped("1234567890123456789012"), "1,234,567,890,123,456,789,012")
        XCTAssertEqual(DigitGrouping.grouped("1234567", separator: "."), "1.234.567")
        XCTAssertEqual(DigitGrouping.grouped("12345"[...]), "12,345", "a substring")
    }
}
