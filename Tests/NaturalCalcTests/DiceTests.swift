import XCTest

@testable import NaturalCalc

/// fend's dice (`Dice.swift`). Chances worked out by hand: two six-sided dice total 7 in 6 of 36
/// ways (16.67 %); a d6 over a d2 averages (3.5 + 1.75) / 2 = 2.625.
final class DiceTests: IsolatedTestCase {
    func testADistributionShowsEachOutcomeWithItsChance() {
        XCTAssertEqual(calc("d6"), "{ 1: 16.67%, 2: 16.67%, 3: 16.67%, 4: 16.67%, 5: 16.67%, 6: 16.67% }")
        XCTAssertEqual(
            calc("2d6"),
            "{ 2: 2.78%, 3: 5.56%, 4: 8.33%, 5: 11.11%, 6: 13.89%, 7: 16.67%, 8: 13.89%, 9: 11.11%, 10: 8.33%, 11: 5.56%, 12: 2.78% }"
        )
        XCTAssertEqual(calc("d2 + 1"), "{ 2: 50.00%, 3: 50.00% }")
        XCTAssertEqual(calc("-d4"), "{ -4: 25.00%, -3: 25.00%, -2: 25.00%, -1: 25.00% }")
        XCTAssertEqual(calc("d2 * d2"), "{ 1: 25.00%, 2: 50.00%, 4: 25.00% }")
        XCTAssertEqual(calc("d1 + d1"), "2")  // one outcome is a plain number
        XCTAssertEqual(calc("3d1"), "3")
    }

    func testMeanIsTheExpectedValue() {
        XCTAssertEqual(calc("mean d6"), "3.5")
        XCTAssertEqual(calc("mean d500"), "250.5")
        XCTAssertEqual(calc("average d500"), "250.5")
        XCTAssertEqual(calc("mean (d2 + d500)"), "252")
        XCTAssertEqual(calc("mean (d6 / d2)"), "2.625")
        XCTAssertEqual(calc("mean (d10 / d2)"), "4.125")
        XCTAssertEqual(calc("mean(3d6)"), "10.5")
        XCTAssertEqual(calc("mean 100d100"), "5,050")
        XCTAssertEqual(calc("mean (2d6 - 7)"), "0")
    }

    func testRollDrawsAnOutcomeThatCanHappen() {
        for _ in 0..<50 {
            guard let n = Int(calc("roll d6")) else { return XCTFail("roll d6 gave \(calc("roll d6"))") }
            XCTAssertTrue((1...6).contains(n))
            guard let m = Int(calc("roll(d20 + d6 + 4)")) else { return XCTFail("not a number") }
            XCTAssertTrue((6...30).contains(m))
        }
        XCTAssertEqual(calc("roll 2d1"), "2")
        XCTAssertEqual(calc("roll 7"), "7")
        XCTAssertEqual(calc("roll 5 kg"), "error: roll takes dice, as in 'roll d6', not a mass")
    }

    func testBadOrTooManyDiceAreRefused() {
        XCTAssertEqual(calc("0d6"), "error: invalid dice: write e.g. 'd6' or '4d6' (at least one die of at least one face)")
        XCTAssertEqual(calc("d0"), "error: invalid dice: write e.g. 'd6' or '4d6' (at least one die of at least one face)")
        XCTAssertEqual(
            calc("d30000000000000000"),
            "error: 1d30000000000000000 is too many dice: at most 1000 dice of at most 10000 faces")
        XCTAssertEqual(
            calc("101d100"),
            "error: 101d100 is too many dice: at most 1000 dice of at most 10000 faces, and about 5·10⁷ steps to sum them")
        XCTAssertEqual(calc("d2 / (d2 - 1)"), "error: division by zero")
        XCTAssertEqual(calc("d6 * 2 m"), "error: dice combine with plain numbers only, not a length")
        XCTAssertEqual(
            calc("d2000 * d2000"), "error: these dice make too many combinations (more than 2000000); use fewer or smaller dice")
    }

    func testOtherWordsWithADStayAsTheyWere() {
        XCTAssertEqual(calc("3d"), "3 days")
        XCTAssertEqual(calc("0xd6"), "214")
        XCTAssertEqual(calc("2 days"), "2 days")
    }
}
