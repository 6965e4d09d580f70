import XCTest

@testable import NaturalCalc

final class FormattingTests: IsolatedTestCase {
    func testDefaultsFollowSoulver() {
        XCTAssertEqual(calc("1000000 + 1", .display), "1,000,001")
        XCTAssertEqual(calc("10k + 20k"), "30k")
        XCTAssertEqual(calc("3M + 10%"), "3.3M")
        XCTAssertEqual(calc("0xCAFE_F00D to decimal"), "3.406G")
        XCTAssertEqual(calc("1/3", .display), "0.33")
        XCTAssertEqual(calc("40 is what % of 90", .display), "44.44%")
    }

    func testPlainOutputForMachines() {
        var o = CalcOptions.test
        o.plain = true
        XCTAssertEqual(calc("10M", o), "10000000")
        XCTAssertEqual(calc("$1,234.5", o), "$1234.50")
        XCTAssertEqual(calc("2^32", o), "4294967296")
    }

    func testFixedDecimalPlaces() {
        var o = CalcOptions.test
        o.decimalPlaces = 2
        XCTAssertEqual(calc("1/3", o), "0.33")
        XCTAssertEqual(calc("2", o), "2.00")
    }

    func testDecimalCommaLocale() {
        var o = CalcOptions.test
        o.apply(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(calc("1,2 + 3,4", o), "4,6")
        XCTAssertEqual(calc("1.000 * 2,5", o), "2.500")
    }

    func testScientificNotationForExtremeMagnitudes() {
        // Whole-number arithmetic prints every digit (ExactIntegerTests); other huge answers do not.
        XCTAssertEqual(calc("2^100"), "1,267,650,600,228,229,401,496,703,205,376")
        XCTAssertEqual(calc("2^100 / 3"), "4.2255020008e+29")
        XCTAssertEqual(calc("1e-12"), "1e-12")
        XCTAssertEqual(calc("1e20"), "100,000,000,000,000,000,000")
        XCTAssertEqual(value("2^100"), .number(Decimal(string: "1267650600228229401496703205376") ?? 0))
    }

    func testTwentyFourHourClockOption() {
        var o = CalcOptions.test
        o.clock24 = true
        XCTAssertEqual(calc("3:45pm + 4 hr 10 min", o), "19:55")
        XCTAssertEqual(calc("7:12 pm"), "7:12 pm")
    }

    func testRoundingPhrases() {
        XCTAssertEqual(calc("1/3 to 2 dp"), "0.33")
        XCTAssertEqual(calc("π to 5 digits"), "3.14159")
        XCTAssertEqual(calc("5.5 rounded"), "6")
        XCTAssertEqual(calc("37 to nearest 10"), "40")
        XCTAssertEqual(calc("21 rounded up to nearest 5"), "25")
    }

    func testOtherForms() {
        XCTAssertEqual(calc("0.25 as fraction"), "1/4")
        XCTAssertEqual(calc("4/3 to mixed_frac"), "1 1/3")
        XCTAssertEqual(calc("256 as hex"), "0x100")
        XCTAssertEqual(calc("1000000000 to billion"), "1 billion")
        XCTAssertEqual(calc("50 to 75 is what x"), "1.5x")
        XCTAssertEqual(calc("20km == 20,000 m"), "true")
    }

    func testTypedValues() {
        XCTAssertEqual(value("12% of 478"), .number(Decimal(string: "57.36")!))
        XCTAssertEqual(value("10% + 20%"), .percentage(30))
        XCTAssertEqual(value("$5 + $3"), .money(8, currency: "USD"))
        XCTAssertEqual(value("10 km in m"), .quantity(10_000, unit: "m"))
        XCTAssertEqual(value("today")?.date, Date(timeIntervalSince1970: 1_795_219_200))
        XCTAssertEqual(value("2 hours")?.number, 2)
        XCTAssertEqual(value("20/5 as multiplier"), .multiplier(4))
    }
}
