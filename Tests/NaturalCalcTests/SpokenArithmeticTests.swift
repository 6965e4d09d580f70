import XCTest

@testable import NaturalCalc

/// Arithmetic said in words: fractions (`a third of 90`), `and a half`, `squared`/`cubed` on a
/// number or a unit, `twice`/`thrice`. Each of these gave a wrong answer before (the word was
/// read as a comment: `two thirds of 90` was 180, `10 squared` 10, `two and a half hours` 2:00 am).
final class SpokenArithmeticTests: IsolatedTestCase {
    func testFractionWords() {
        XCTAssertEqual(calc("a third of 90"), "30")
        XCTAssertEqual(calc("two thirds of 90"), "60")
        XCTAssertEqual(calc("3 quarters of 200"), "150")
        XCTAssertEqual(calc("three quarters of 200"), "150")
        XCTAssertEqual(calc("a quarter of 100"), "25")
        XCTAssertEqual(calc("one half of 10"), "5")
        XCTAssertEqual(calc("2 tenths"), "0.2")
        XCTAssertEqual(calc("3 fifths of $100"), "$60.00")
        XCTAssertEqual(calc("a tenth of 5 km"), "0.5 km")
        XCTAssertEqual(calc("half of 175"), "87.5")  // Soulver's documented example still holds
    }

    func testAndAFraction() {
        XCTAssertEqual(calc("one and a half"), "1.5")
        XCTAssertEqual(calc("2 and a half hours"), "2.5 hours")
        XCTAssertEqual(calc("1 and three quarters"), "1.75")
        XCTAssertEqual(calc("5 and a third cups in ml"), "1,261.803928 mL")  // 16/3 × 236.5882365 mL
        XCTAssertEqual(calc("sum of 1 and 2"), "3")  // `and` still joins a list
        XCTAssertEqual(calc("a day and a half in hours"), "36 hours")  // was 24 hours
        XCTAssertEqual(calc("an hour and a half in minutes"), "90 min")
        XCTAssertEqual(calc("2 hours and a half"), "2.5 hours")
        XCTAssertEqual(calc("a mile and a quarter in km"), "2.01168 km")
        XCTAssertEqual(calc("a dozen and a half"), "18")  // a fraction of the scale word, not of 1
        XCTAssertEqual(calc("2 dozen and a half"), "30")
        XCTAssertEqual(calc("a million and a half"), "1,500,000")
    }

    func testSquaredAndCubed() {
        XCTAssertEqual(calc("10 squared"), "100")
        XCTAssertEqual(calc("(2+3) squared"), "25")
        XCTAssertEqual(calc("3 cubed"), "27")
        XCTAssertEqual(calc("5 squared + 1"), "26")
        XCTAssertEqual(calc("5 meters squared"), "5 m²")  // after a unit, the unit's power: an area
        XCTAssertEqual(calc("2 feet cubed"), "2 ft³")
        XCTAssertEqual(calc("square root of 16"), "4")
    }

    func testCalculatorHabits() {
        XCTAssertEqual(calc("3 + 4 ="), "7")  // an equals key at the end
        XCTAssertEqual(calc("3x4"), "12")  // was 3: `x4` read as a word
        XCTAssertEqual(calc("1920x1080"), "2,073,600")
        XCTAssertEqual(calc("2x"), "2x")  // a multiplier still
        XCTAssertEqual(calc("="), "error: unexpected '=' at column 1")
    }

    func testNegative() {
        XCTAssertEqual(calc("negative 4 times 2"), "-8")  // was 8: `negative` read as a comment
        XCTAssertEqual(calc("5 minus negative 3"), "8")
    }

    func testOutOfAndWhatPercentOf() {
        XCTAssertEqual(calc("20 out of 80"), "0.25")  // was 1,600: `out` read as a comment, `of` multiplied
        XCTAssertEqual(calc("20 out of 80 as %"), "25%")
        XCTAssertEqual(calc("what % of 50 is 10"), "20%")
        XCTAssertEqual(calc("what percentage of 80 is 20"), "25%")
    }

    func testTwiceAndThrice() {
        XCTAssertEqual(calc("twice 15"), "30")
        XCTAssertEqual(calc("thrice $20"), "$60.00")
        XCTAssertEqual(calc("twice 15 + 1"), "31")
        XCTAssertEqual(calc("twice 3 km"), "6 km")
    }
}

/// Temperatures named after `degrees` (`20 degrees celsius` was an error: degrees of angle times a scale).
final class DegreesOfTemperatureTests: IsolatedTestCase {
    func testTheScaleAfterDegrees() {
        XCTAssertEqual(calc("20 degrees celsius in fahrenheit"), "68 °F")
        XCTAssertEqual(calc("70 degrees F in C"), "21.1111111111 °C")
        XCTAssertEqual(calc("100 degrees fahrenheit to celsius"), "37.7777777778 °C")
        XCTAssertEqual(calc("300 degrees kelvin in celsius"), "26.85 °C")
        XCTAssertEqual(calc("90 degrees in radians"), "1.5707963268 rad")  // an angle still
    }
}

/// Notations our answers use read back as the same value: recurring decimals as `to float` prints
/// them (`0.12(34)` was 0.12 × 34), the fluid ounce as `fl oz` (it was femtolitres times ounces).
final class AnswerNotationReadBackTests: IsolatedTestCase {
    func testRecurringAndFluidOunces() {
        XCTAssertEqual(calc("0.12(34)"), "0.1234343434")
        XCTAssertEqual(calc("718.48(285714)"), "718.4828571429")
        XCTAssertEqual(calc("502938/700 to float"), "718.48(285714)")
        XCTAssertEqual(calc("1 fl oz"), "1 fl oz")
        XCTAssertEqual(calc("8 fl oz in ml"), "236.5882365 mL")
    }
}

/// Units qualified in words: the qualifier was read as a comment (`1 nautical mile in km` gave
/// 1.609 km, `1 US gallon in UK gallons` gave 1 gal). 1 nmi is 1,852 m; a US gallon is
/// 3.785411784 L and an imperial one 4.54609 L.
final class QualifiedUnitTests: IsolatedTestCase {
    func testNauticalAndImperial() {
        XCTAssertEqual(calc("1 nautical mile in km"), "1.852 km")
        XCTAssertEqual(calc("1 US gallon in UK gallons"), "0.8326741846 imperial_gallon")
        XCTAssertEqual(calc("2 UK pints in ml"), "1,136.5225 mL")
        XCTAssertEqual(calc("1 imperial gallon in liters"), "4.54609 L")
        XCTAssertEqual(calc("1 US pint in ml"), "473.176473 mL")
    }
}
