import XCTest

@testable import NaturalCalc

/// The seven examples from the issue, exactly as written there.
final class SeedTests: IsolatedTestCase {
    /// The note prints `£600` for the solved amount but `$900.00` for the forward rate seed:
    /// solved amounts drop all-zero minor units (docs/calculator.md, "How money is shown").
    func testPercentReverseSeed() { XCTAssertEqual(calc("£150 is what 25% of what"), "£600") }
    func testPercentReverseSeedValue() { XCTAssertEqual(value("£150 is what 25% of what"), .money(600, currency: "GBP")) }
    func testArithmeticSeed() { XCTAssertEqual(calc("(1500*15)/10"), "2,250") }
    func testRateSeed() { XCTAssertEqual(calc("30 hours at $30/hour"), "$900.00") }
    func testClockSeed() { XCTAssertEqual(calc("3:35 am + 7 hours 15 minutes"), "10:50 am") }
    func testIntervalSeed() { XCTAssertEqual(calc("17:30 to 20:45"), "3 hours 15 min") }
    func testFromNowSeed() { XCTAssertEqual(calc("120 days from now"), "21 March 2027 at 10:00") }
    func testTimespanSeed() { XCTAssertEqual(calc("4.54 hours as timespan"), "4 hours 32 minutes 24 seconds") }
}
