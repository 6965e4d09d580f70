import XCTest

@testable import NaturalCalc

/// Notations the peers share that were read another way or refused: multifactorials,
/// superscript powers with what follows them, `nCr`/`nPr`, more multiplication and division
/// signs, binary-prefixed bits, a constant with a unit and open parentheses at the end of a
/// line. Values worked out by hand.
final class NotationFamilyTests: IsolatedTestCase {
    func testMarksWrittenTogetherAreAMultifactorial() {
        XCTAssertEqual(calc("5!!"), "15")  // 5·3·1
        XCTAssertEqual(calc("8!!"), "384")  // 8·6·4·2
        XCTAssertEqual(calc("8!!!"), "80")  // 8·5·2
        XCTAssertEqual(calc("7!!!!"), "21")  // 7·3
        XCTAssertEqual(calc("-5!!"), "-15")
        XCTAssertEqual(calc("(3!)!!!"), "18")  // 6·3
        XCTAssertEqual(calc("0!!"), "1")
        XCTAssertEqual(calc("(3!)!"), "720")  // parentheses keep two factorials
        XCTAssertEqual(calc("25!!"), "7,905,853,580,625")
    }

    func testSuperscriptsRaiseTheNumberTheyAreWrittenAgainst() {
        XCTAssertEqual(calc("13¹³ days"), "302,875,106,592,253 days")
        XCTAssertEqual(calc("3² 2"), "18")
        XCTAssertEqual(calc("2²pi"), "12.5663706144")
        XCTAssertEqual(calc("2⁴ 3"), "48")
        XCTAssertEqual(calc("5² m"), "25 m")
        XCTAssertEqual(calc("10⁻³ km in m"), "1 m")
        XCTAssertEqual(calc("2³ + 1"), "9")
    }

    func testChooseAndPermuteAsCalculatorsWriteThem() {
        XCTAssertEqual(calc("5 nCr 2"), "10")
        XCTAssertEqual(calc("10 nCr 3"), "120")
        XCTAssertEqual(calc("5 nPr 2"), "20")
        XCTAssertEqual(calc("10 NPR 3"), "720")
        XCTAssertEqual(calc("52 ncr 5"), "2,598,960")
    }

    func testMoreMultiplicationAndDivisionSigns() {
        XCTAssertEqual(calc("5 − 2 ✕ 3 × 1 ÷ 1 ∕ 3"), "3")
        XCTAssertEqual(calc("4 ✖ 2.5"), "10")
        XCTAssertEqual(calc("9 ∗ 3 ∕ 2"), "13.5")
    }

    func testALowerCaseBAfterABinaryPrefixIsBits() {
        XCTAssertEqual(calc("25Gib/s to GB/s"), "3.3554432 GB/s")
        XCTAssertEqual(calc("1 Gib in MiB"), "128 MiB")
        XCTAssertEqual(calc("8 Mib to KiB"), "1,024 KiB")
        XCTAssertEqual(calc("1 GiB in Gib"), "8 Gibit")
    }

    func testAConstantTakesTheUnitAfterIt() {
        XCTAssertEqual(calc("pi radians to °"), "180°")
        XCTAssertEqual(calc("2 pi rad in degrees"), "360°")
        XCTAssertEqual(calc("tau rad to turns"), "1 turn")
    }

    func testParenthesesOpenAtTheEndOfTheLineCloseThere() {
        XCTAssertEqual(calc("2*(1+3"), "8")
        XCTAssertEqual(calc("sqrt(16"), "4")
        XCTAssertEqual(calc("(2 + 3) * (4 - (1"), "15")
    }

    func testAClosingParenthesisWithNoOpeningOneOpensItAtTheStart() {
        XCTAssertEqual(calc("4+5+6)*(1+2"), "45")  // (4+5+6)*(1+2)
        XCTAssertEqual(calc("4+5+6))*(1+2"), "45")
        XCTAssertEqual(calc("4pi-1)/pi"), "3.6816901138")  // (4π − 1)/π
        XCTAssertEqual(calc("2 + 3) * 4"), "20")
        XCTAssertEqual(calc("10 - 4) / (1 + 1"), "3")
        XCTAssertEqual(calc(")"), "error: unexpected ')' at column 1")
    }

    func testAUnitAfterABracketMeasuresIt() {
        XCTAssertEqual(calc("(2+3) days"), "5 days")
        XCTAssertEqual(calc("(50 + 50) °C to K"), "373.15 K")
        XCTAssertEqual(calc("(1/4) kg in g"), "250 g")
        XCTAssertEqual(calc("(5 km in m) * 2"), "10,000 m")
        XCTAssertEqual(calc("(3 kg) m"), "error: cannot combine a mass with a unit")
    }

    func testConvertingToAnAmountCountsHowManyOfIt() {
        XCTAssertEqual(calc("6 hours -> 45 min"), "8 × 45 min")
        XCTAssertEqual(calc("1 KiB -> 16 B"), "64 × 16 B")
        XCTAssertEqual(calc("2 m -> 10 m"), "0.2 × 10 m")
        XCTAssertEqual(calc("10 m -> 1 m"), "10 m")  // one of a unit is the unit
        XCTAssertEqual(calc("20 °C -> 1 °F"), "68 °F")
        XCTAssertEqual(calc("20 °C -> 2 °F"), "error: cannot convert to '2 °F': a scale with an offset (°C, °F) has no multiples")
        XCTAssertEqual(calc("5 km in 25 min"), "05:00/km")  // Soulver's pace is not a count
    }

    func testPowersWrittenOnAFunctionName() {
        XCTAssertEqual(calc("sin^-1 0.5"), "0.5235987756")  // asin 0.5 = π/6
        XCTAssertEqual(calc("tan^-1 1 in degrees"), "45°")
        XCTAssertEqual(calc("sin^-1 (sin 0.5)"), "0.5")
        XCTAssertEqual(calc("cosh^-1 1"), "0")
        XCTAssertEqual(calc("sin^2 0.5 + cos^2 0.5"), "1")
        XCTAssertEqual(calc("cos^2 pi"), "1")
    }

    func testToFloatWritesTheRepeatingBlock() {
        XCTAssertEqual(calc("9/11 to float"), "0.(81)")
        XCTAssertEqual(calc("502938/700 to float"), "718.48(285714)")
        XCTAssertEqual(calc("1/7 * 3 to float"), "0.(428571)")
        XCTAssertEqual(calc("-1/3 to float"), "-0.(3)")
        XCTAssertEqual(calc("0.123434(34) to float"), "0.12(34)")  // a recurring literal reads back the same
        XCTAssertEqual(calc("0.123(00) to float"), "0.123")
        XCTAssertEqual(calc("1/8 to float"), "0.125")
        XCTAssertEqual(calc("pi to float"), "3.1415926536")  // not a fraction: the usual digits
        XCTAssertEqual(calc("5 km to float"), "error: cannot convert a length to a decimal")
    }

    func testBasedLiteralsWithFractionsAndExponents() {
        XCTAssertEqual(calc("0x4p6"), "256")  // 4 × 2^6
        XCTAssertEqual(calc("0o10p5"), "256")  // 8 × 2^5
        XCTAssertEqual(calc("0x2p-1"), "1")  // was read as 2 pm
        XCTAssertEqual(calc("0x1E1.a8"), "481.65625")  // 481 + 10/16 + 8/256
        XCTAssertEqual(calc("0b1e10"), "4")  // fend: the exponent in base 2, 1 × 2^0b10
        XCTAssertEqual(calc("0 + 0b1e-110"), "0.015625")  // 2^-6
        XCTAssertEqual(calc("0x1e"), "30")  // in hex an e is a digit
        XCTAssertEqual(calc("0b12"), "error: '2' is not a digit in base 2 at column 1")
        XCTAssertEqual(calc("0x1p500"), "error: the exponent is too large at column 1")
    }

    func testRoundedDecimalsAreNotTakenAsExact() {
        XCTAssertEqual(calc("0b1e10000000"), "3.4028236692e+38")  // 2^128 went through Decimal: no false digits
        XCTAssertEqual(calc("2^128"), "340,282,366,920,938,463,463,374,607,431,768,211,456")
        XCTAssertEqual(calc("3 trillion * 1e20"), "3e+32")  // no suffix on a huge number
    }

    func testLightAsASpeed() {
        XCTAssertEqual(calc("light year / light to days"), "365.25 days")  // a Julian year of light travel
        XCTAssertEqual(calc("light day / light to days"), "1 day")
        XCTAssertEqual(calc("0.5 light in km/s"), "149,896.229 km/s")
    }

    func testAFunctionAloneIsShownByName() {
        XCTAssertEqual(calc("sin"), "sin")
        XCTAssertEqual(calc("log"), "log10")  // Soulver's and fend's log is base 10
        XCTAssertEqual(calc("sin^-1"), "asin")
        XCTAssertEqual(calc("atanh^-1"), "tanh")
        XCTAssertEqual(calc("Log"), "error: the expression ends too early")  // a capitalised word is no function value
        XCTAssertEqual(calc("2 + sin"), "error: cannot combine a number with text")
    }

    func testHeightsInFeetAndInches() {
        XCTAssertEqual(calc("6 foot 4 in cm"), "193.04 cm")  // 76 in × 2.54
        XCTAssertEqual(calc("6 ft 4"), "6.3333333333 ft")
        XCTAssertEqual(calc("5'1 to m"), "1.5494 m")  // 61 in × 0.0254
        XCTAssertEqual(calc("5'10\""), "5.8333333333 ft")
        XCTAssertEqual(calc("5 ft + 4"), "9 ft")  // after an operator a number is not inches
        XCTAssertEqual(calc("5' 2"), "error: unexpected '2' at column 4")  // apart from the mark it is not either
    }

    func testTheGreekLetterPiAfterANumber() {
        XCTAssertEqual(calc("2π"), "6.2831853072")  // was an error: only the spelled `pi` multiplied
        XCTAssertEqual(calc("3π - 2π"), "3.1415926536")
        XCTAssertEqual(calc("2π×ℏ"), "6.6260701459e-34 J·s")  // the Planck constant h
    }

    func testAUnitAfterAnExponentMeasuresThePower() {
        XCTAssertEqual(calc("10^5 Pa in bar"), "1 bar")  // was 10^(5 Pa), an error
        XCTAssertEqual(calc("13^13 days"), "302,875,106,592,253 days")
        XCTAssertEqual(calc("2^3 km"), "8 km")
        XCTAssertEqual(calc("10^-3 km in m"), "1 m")
        XCTAssertEqual(calc("2^3^2"), "512")  // powers still group to the right
    }

    func testAPercentageInAFunction() {
        XCTAssertEqual(calc("sin (1%)"), "0.0099998333")  // sin 0.01
        XCTAssertEqual(calc("sqrt(25%)"), "0.5")
        XCTAssertEqual(calc("round(12.5%)"), "13%")  // rounding and abs keep the percentage
        XCTAssertEqual(calc("abs(-5%)"), "5%")
    }
}
