import XCTest

@testable import NaturalCalc

final class LexerTests: IsolatedTestCase {
    private func kinds(_ s: String, comma: Bool = false) throws -> [Token.Kind] {
        try Lexer.tokenize(s, decimalComma: comma).map(\.kind)
    }

    func testLexerReadsGroupedAndUnderscoredNumbers() throws {
        XCTAssertEqual(try kinds("1,000,000"), [.number(1_000_000, .decimal)])
        XCTAssertEqual(try kinds("1_000_000"), [.number(1_000_000, .decimal)])
        XCTAssertEqual(try kinds("36, 42"), [.number(36, .decimal), .symbol(","), .number(42, .decimal)])
    }

    func testLexerReadsDecimalCommaWhenAsked() throws {
        XCTAssertEqual(try kinds("1,5", comma: true), [.number(Decimal(string: "1.5")!, .decimal)])
        XCTAssertEqual(try kinds("1.000,5", comma: true), [.number(Decimal(string: "1000.5")!, .decimal)])
    }

    func testLexerReadsBasesAndScientificNotation() throws {
        XCTAssertEqual(try kinds("0xFF"), [.number(255, .hex)])
        XCTAssertEqual(try kinds("0b_1100_0001"), [.number(193, .binary)])
        XCTAssertEqual(try kinds("0o17"), [.number(15, .octal)])
        XCTAssertEqual(try kinds("1.5e3"), [.number(1500, .decimal)])
    }

    func testLexerReadsClockTimesAndDates() throws {
        XCTAssertEqual(try kinds("17:30"), [.clock(hour: 17, minute: 30, second: nil)])
        XCTAssertEqual(try kinds("03:04:05"), [.clock(hour: 3, minute: 4, second: 5)])
        XCTAssertEqual(try kinds("2019-04-01"), [.dateLiteral(DateParts(year: 2019, month: 4, day: 1))])
        XCTAssertEqual(try kinds("01.05.2005"), [.dateLiteral(DateParts(year: 2005, month: 5, day: 1))])
    }

    func testLexerMapsOperatorSymbols() throws {
        XCTAssertEqual(
            try kinds("2 × 3 ÷ 4 − 1 ** 2"),
            [
                .number(2, .decimal), .symbol("*"), .number(3, .decimal), .symbol("/"), .number(4, .decimal),
                .symbol("-"), .number(1, .decimal), .symbol("^"), .number(2, .decimal),
            ])
        XCTAssertEqual(try kinds("$5"), [.currency("USD"), .number(5, .decimal)])
        XCTAssertEqual(try kinds("NZ$5"), [.currency("NZD"), .number(5, .decimal)])
    }

    func testLexerRecordsOneBasedColumns() throws {
        XCTAssertEqual(try Lexer.tokenize("12 + ab").map(\.column), [1, 4, 6])
    }

    func testLexerRejectsUnknownCharacterWithColumn() {
        XCTAssertThrowsError(try Lexer.tokenize("2 § 3")) { error in
            XCTAssertEqual("\(error)", "cannot understand '§' at column 3")
        }
    }

    func testLexerRejectsBadDigitForBase() {
        XCTAssertThrowsError(try Lexer.tokenize("0b102")) { error in
            XCTAssertEqual("\(error)", "'2' is not a digit in base 2 at column 1")
        }
    }

    func testLexerRejectsHugeExponent() {
        XCTAssertThrowsError(try Lexer.tokenize("1e99999")) { error in
            XCTAssertEqual("\(error)", "the exponent is too large at column 1")
        }
    }

    /// Every symbol and currency sign, ASCII and not, through the lexer's character tables.
    func testEverySymbolAndCurrencySignIsRead() throws {
        let symbols: [(String, String)] = [
            ("+", "+"), ("×", "*"), ("·", "*"), ("÷", "/"), ("∕", "/"), ("−", "-"), ("–", "-"), ("→", "->"), ("[", "("),
            ("]", ")"), ("\u{2032}", "'"), ("\u{2033}", "\""), ("≤", "<="), ("≥", ">="), ("≠", "!="), ("’", "'"), ("@", "@"),
        ]
        for (written, token) in symbols {
            XCTAssertEqual(try kinds(written), [.symbol(token)], written)
        }
        let signs: [(String, String)] = [("$", "USD"), ("€", "EUR"), ("£", "GBP"), ("₹", "INR"), ("₪", "ILS"), ("฿", "THB")]
        for (sign, code) in signs {
            XCTAssertEqual(try kinds(sign), [.currency(code)], sign)
        }
        XCTAssertEqual(try kinds("2⁴⁵"), [.number(2, .decimal), .symbol("^"), .number(45, .decimal)])
    }
}
