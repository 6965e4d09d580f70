import XCTest

@testable import NaturalCalc

/// Everyday money wordings that read a word as a comment and answered wrongly: a discount was
/// added (`20% discount on $100` gave $120), `15 doubled` was 15.
final class EverydayMoneyWordingTests: IsolatedTestCase {
    func testDiscountsComeOff() {
        XCTAssertEqual(calc("20% discount on $100"), "$80.00")
        XCTAssertEqual(calc("$100 after 20% discount"), "$80.00")
        XCTAssertEqual(calc("$100 with a 20% discount"), "$80.00")
        XCTAssertEqual(calc("$100 at 20% discount"), "$80.00")
        XCTAssertEqual(calc("$100 minus 25% discount"), "$75.00")
        XCTAssertEqual(calc("15% discount"), "15%")
    }

    func testIncreasedAndDecreasedBy() {
        XCTAssertEqual(calc("$100 increased by 10%"), "$110.00")
        XCTAssertEqual(calc("$100 decreased by 10%"), "$90.00")
        XCTAssertEqual(calc("50 increased by 5"), "55")
    }

    func testDoublingAndHalving() {
        XCTAssertEqual(calc("double 15"), "30")
        XCTAssertEqual(calc("triple $4"), "$12.00")
        XCTAssertEqual(calc("15 doubled"), "30")
        XCTAssertEqual(calc("$9 tripled"), "$27.00")
        XCTAssertEqual(calc("100 halved"), "50")
        XCTAssertEqual(calc("double room $120"), "$120.00")  // prose: `double` is no multiplier before a word
        XCTAssertEqual(calc("a double espresso $4"), "$4.00")
    }
}

/// Finance wordings beyond Soulver's list that answered another phrase's value: `simple interest`
/// compounded, a `mortgage of` grew instead of being repaid. By hand: $1,000 × 5% × 3 = $150; the
/// monthly repayment of $300,000 over 360 months at 4%/12 is 300,000 × i / (1 − (1 + i)^−360) = $1,432.25.
final class LoanWordingTests: IsolatedTestCase {
    func testSimpleInterest() {
        XCTAssertEqual(calc("simple interest on $1000 at 5% for 3 years"), "$150.00")
        XCTAssertEqual(calc("simple interest on $1000 for 3 years at 5%"), "$150.00")
        XCTAssertEqual(calc("simple interest on $1000 at 5% for 18 months"), "$75.00")
        XCTAssertEqual(calc("interest on $1,000 at 5% for 2 years"), "$102.50")  // Soulver's `interest on` compounds
    }

    func testMortgagesAndLoansAreRepaidMonthly() {
        XCTAssertEqual(calc("mortgage of $300,000 over 30 years at 4%"), "$1,432.25")
        XCTAssertEqual(calc("loan of $10,000 over 6 years at 6%"), "$165.73")
        XCTAssertEqual(calc("monthly repayment on $10,000 over 6 years at 6%"), "$165.73")
    }
}

/// Small money words: cents were dropped as a comment (`50 cents + $1` gave $51.00).
final class MoneyWordTests: IsolatedTestCase {
    func testCentsAreHundredthsOfTheLinesCurrency() {
        XCTAssertEqual(calc("50 cents + $1"), "$1.50")
        XCTAssertEqual(calc("€1 + 50 cents"), "€1.50")  // the line's currency
        XCTAssertEqual(calc("99 cents * 3"), "$2.97")
        XCTAssertEqual(calc("1 cent"), "$0.01")
    }

    func testBucks() {
        XCTAssertEqual(calc("5 bucks"), "$5.00")
        XCTAssertEqual(calc("20 bucks + 50 cents"), "$20.50")
    }
}
