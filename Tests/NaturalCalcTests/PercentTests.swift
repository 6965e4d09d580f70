import XCTest

@testable import NaturalCalc

/// Every percentage phrasing of calc-anchors.md §A.3, answered the Soulver way.
final class PercentTests: IsolatedTestCase {
    func testPercentOfAndItsSynonyms() {
        XCTAssertEqual(calc("10% of 200"), "20")
        XCTAssertEqual(calc("10% from 200"), "20")
        XCTAssertEqual(calc("25% × 200"), "50")
        XCTAssertEqual(calc("30 × 50%"), "15")
    }

    func testAddingAndRemovingPercentagesIsRelative() {
        XCTAssertEqual(calc("200 + 10%"), "220")
        XCTAssertEqual(calc("200 - 10%"), "180")
        XCTAssertEqual(calc("10% on 200"), "220")
        XCTAssertEqual(calc("10% off 200"), "180")
        XCTAssertEqual(calc("take 10% off of 200"), "180")
        XCTAssertEqual(calc("$100 + 7.5%"), "$107.50")
    }

    func testReverseForms() {
        XCTAssertEqual(calc("20 is 10% of what"), "200")
        XCTAssertEqual(calc("180 is 10% off what"), "200")
        XCTAssertEqual(calc("220 is 10% on what"), "200")
        XCTAssertEqual(calc("$150 is 25% on what"), "$120")  // as the SoulverCore README prints it
        XCTAssertEqual(calc("10% of what is 20"), "200")
        XCTAssertEqual(calc("10% off what is 180"), "200")
    }

    func testWhatPercentForms() {
        XCTAssertEqual(calc("20 is what % of 200"), "10%")
        XCTAssertEqual(calc("20 as a % of 200"), "10%")
        XCTAssertEqual(calc("20 as % of 200"), "10%")
        XCTAssertEqual(calc("what % is 20 of 200"), "10%")
        XCTAssertEqual(calc("20/200 as %"), "10%")
        XCTAssertEqual(calc("20/200 %"), "10%")
        XCTAssertEqual(calc("180 is what % off 200"), "10%")
        XCTAssertEqual(calc("180 is what % on 150"), "20%")
        XCTAssertEqual(calc("180 as discount off 200"), "10%")
    }

    func testChangeForms() {
        XCTAssertEqual(calc("50 to 75 is what %"), "50%")
        XCTAssertEqual(calc("40 to 90 as %"), "125%")
        XCTAssertEqual(calc("% change from 40 to 50"), "25%")
        XCTAssertEqual(calc("% increase from 10 to 20"), "100%")
        XCTAssertEqual(calc("% decrease from 50 to 40"), "-20%")
    }

    func testRuleOfThree() {
        XCTAssertEqual(calc("if 30 is 20%, what is 60%"), "90")
    }

    func testPurePercentageArithmetic() {
        XCTAssertEqual(calc("10% + 20%"), "30%")
        XCTAssertEqual(calc("90% - 40%"), "50%")
        XCTAssertEqual(calc("30% + 0.4"), "70%")
        XCTAssertEqual(calc("100% - 1/2"), "50%")
        XCTAssertEqual(calc("100% + 2 + 30%"), "330%")
        XCTAssertEqual(calc("4% + 3‰"), "4.3%")
        XCTAssertEqual(calc("100 / 50%"), "200")
    }

    func testNumbersAndFractionsAsPercentages() {
        XCTAssertEqual(calc("0.35 as %"), "35%")
        XCTAssertEqual(calc("2/5 as percent"), "40%")
        XCTAssertEqual(calc("2/3 of 600"), "400")
        XCTAssertEqual(calc("50 is 1/5 of what"), "250")
        XCTAssertEqual(calc("2/10 as fraction"), "1/5")
        XCTAssertEqual(calc("50% as fraction"), "1/2")
    }

    func testMultipliers() {
        XCTAssertEqual(calc("20/5 as multiplier"), "4x")
        XCTAssertEqual(calc("50 as x of 5"), "10x")
        XCTAssertEqual(calc("2 as multiplier on 1"), "1x")
        XCTAssertEqual(calc("1 as x off 2"), "0.5x")
        XCTAssertEqual(calc("50 to 75 is what x"), "1.5x")
    }

    func testSalesTaxAndCommentWordsInSheets() {
        XCTAssertEqual(calc("tax on $300 at 15%"), "$45.00")
        let lines = Calculator(options: .test).evaluateSheet("20% discount off $500\n5% gratuity on $95\n40% piece of 90")
        XCTAssertEqual(lines.map { $0.result?.text ?? "-" }, ["$400.00", "$99.75", "36"])
    }
}
