import XCTest

@testable import NaturalCalc

/// The peers' language families (fend, numbat, insect) with our own worked values: SI derived
/// units and prefixes, unit algebra across them, and constants written after a number.
final class PeerLanguageTests: IsolatedTestCase {
    func testSIPrefixesOnAnyMetricUnit() {
        XCTAssertEqual(calc("5 farad to mF"), "5,000 mF")
        XCTAssertEqual(calc("1 kN to N"), "1,000 N")
        XCTAssertEqual(calc("3 µs to ns"), "3,000 ns")
        XCTAssertEqual(calc("2 kilonewtons to newtons"), "2,000 N")
        XCTAssertEqual(calc("250 mA to A"), "0.25 A")
        XCTAssertEqual(calc("1 GHz to MHz"), "1,000 MHz")
    }

    func testEverydayReadingsStayAheadOfPrefixes() {
        XCTAssertEqual(calc("3pm + 1 hour"), "4:00 pm")
        XCTAssertEqual(calc("90 min in hours"), "1.5 hours")
        XCTAssertEqual(calc("5 ft to m"), "1.524 m")
    }

    func testNamedUnitsOfThePeers() {
        XCTAssertEqual(calc("1 troy_ounce to g"), "31.1034768 g")
        XCTAssertEqual(calc("1 imperial_gallon to L"), "4.54609 L")
        XCTAssertEqual(calc("1 ly to au"), "63,241.0770842663 au")
        XCTAssertEqual(calc("1 rod to ft"), "16.5 ft")
        XCTAssertEqual(calc("2 NM to m"), "3,704 m")
    }

    func testGrayAndImperialSpoons() {
        XCTAssertEqual(calc("1 Gy to J/kg"), "1 J/kg")  // `Gy` was reserved and so unknown
        XCTAssertEqual(calc("2 Gy in mGy"), "2,000 mGy")
        XCTAssertEqual(calc("1 imperial_tablespoon in mL"), "14.20653125 mL")  // half of 28.4130625 mL
        XCTAssertEqual(calc("4 imperial_teaspoon in imperial_tablespoon"), "1 imperial_tablespoon")
    }

    func testAlgebraAcrossDerivedUnits() {
        XCTAssertEqual(calc("10 V * 2 A to W"), "20 W")
        XCTAssertEqual(calc("12 V / 4 ohm to A"), "3 A")
        XCTAssertEqual(calc("1 kWh to MJ"), "3.6 MJ")
        XCTAssertEqual(calc("2 N * 3 m to J"), "6 J")
    }

    func testConstantsAfterANumberMultiply() {
        XCTAssertEqual(calc("2pi"), "6.2831853072")
        XCTAssertEqual(calc("3pi - 2pi"), "3.1415926536")
        XCTAssertEqual(calc("tau / 2"), "3.1415926536")
        XCTAssertEqual(calc("2 e"), "5.4365636569")
    }
}

/// Functions, number words and formats of the peers, with our own worked values.
final class PeerFunctionTests: IsolatedTestCase {
    func testRomanNumerals() {
        XCTAssertEqual(calc("1965 to roman"), "MCMLXV")
        XCTAssertEqual(calc("2024 to roman"), "MMXXIV")
        XCTAssertEqual(calc("49 to roman"), "XLIX")
        XCTAssertEqual(
            calc("0 to roman"), "error: cannot convert a number to Roman numerals (a whole number from 1 to 1,000,000,000)")
    }

    func testScaleAndPrefixWordsStandAlone() {
        XCTAssertEqual(calc("hundred"), "100")
        XCTAssertEqual(calc("gross"), "144")
        XCTAssertEqual(calc("million dozen"), "12,000,000")
        XCTAssertEqual(calc("femto * 1e15"), "1")
        XCTAssertEqual(calc("2 quintillion / 1e18"), "2")
    }

    func testHyperbolicRoundingAndIntegerFunctions() {
        XCTAssertEqual(calc("asinh(sinh(0.5))"), "0.5")
        XCTAssertEqual(calc("atanh(0.5)"), "0.5493061443")
        XCTAssertEqual(calc("acosh(0.5)"), "1.0471975512i")  // below 1 the answer is complex: i·acos 0.5
        XCTAssertEqual(calc("trunc(-5.5)"), "-5")
        XCTAssertEqual(calc("fract(5.25)"), "0.25")
        XCTAssertEqual(calc("mod(-1, 3)"), "2")
        XCTAssertEqual(calc("mod(7, 0)"), "error: division by zero")
        XCTAssertEqual(calc("atanh(1)"), "error: atanh needs a number between -1 and 1")
        XCTAssertEqual(calc("mod(7)"), "error: mod takes two values")
        XCTAssertEqual(calc("binom(7)"), "error: binom takes two values")
    }

    func testCombinatoricsAndPrefixCalls() {
        XCTAssertEqual(calc("binom(5, 2)"), "10")
        XCTAssertEqual(calc("falling_factorial(5, 2)"), "20")
        XCTAssertEqual(calc("falling_factorial(20, 21)"), "0")
        XCTAssertEqual(calc("log10 1000"), "3")
        XCTAssertEqual(calc("log2 65536"), "16")
        XCTAssertEqual(calc("sqr(3)"), "9")
    }
}

/// Number bases as fend writes them: `<base>#<digits>` in, `to base N` out, `-> bin`/`-> oct`.
final class PeerBaseTests: IsolatedTestCase {
    func testBasedLiteralsRead() {
        XCTAssertEqual(calc("6#100"), "36")
        XCTAssertEqual(calc("16#ff + 1"), "256")
        XCTAssertEqual(calc("36#z"), "35")
        XCTAssertEqual(calc("2#1000_0001"), "129")
    }

    func testToBaseWritesDigits() {
        XCTAssertEqual(calc("100 to base 6"), "244")
        XCTAssertEqual(calc("255 to base 16"), "0xFF")  // the bases Soulver prints keep its prefix
        XCTAssertEqual(calc("35 to base 36"), "z")
        XCTAssertEqual(calc("42 |> base(3)"), "1120")
        XCTAssertEqual(calc("42 -> oct"), "0o52")
        XCTAssertEqual(calc("5 -> bin"), "0b101")
    }

    func testBadBasesAreErrors() {
        XCTAssertEqual(calc("37#1"), "error: a base is a whole number from 2 to 36 at column 1")
        XCTAssertEqual(calc("2#102"), "error: '2' is not a digit in base 2 at column 1")
        XCTAssertEqual(
            calc("2#" + String(repeating: "1", count: 61)), "error: a number in base 2 has at most 60 digits at column 1")
    }
}

/// Superscript powers as numbat and insect accept them.
final class SuperscriptPowerTests: IsolatedTestCase {
    func testSuperscriptRunsArePowers() {
        XCTAssertEqual(calc("2⁵"), "32")
        XCTAssertEqual(calc("2⁻¹"), "0.5")
        XCTAssertEqual(calc("10⁻³ * 4"), "0.004")
        XCTAssertEqual(calc("2¹⁰"), "1,024")
        XCTAssertEqual(calc("3²·2"), "18")
    }
}

/// Physical constants by numbat's and fend's names (CODATA 2018).
final class PhysicalConstantTests: IsolatedTestCase {
    func testConstantsCarryTheirUnits() {
        XCTAssertEqual(calc("speed_of_light"), "299,792,458 m/s")
        XCTAssertEqual(calc("k_B * 300 K to J"), "4.141947e-21 J")
        XCTAssertEqual(calc("2 * gravity * 10 s"), "196.133 m/s")
        XCTAssertEqual(calc("electron_mass * speed_of_light^2 to J"), "8.1871057768e-14 J")
    }

    func testBaseAsAFunction() {
        XCTAssertEqual(calc("42 |> base(3)"), "1120")
        XCTAssertEqual(calc("base(12, 11)"), "b")
        XCTAssertEqual(calc("base(40, 1)"), "error: a base is a whole number from 2 to 36")
    }
}

/// Products of units as numbat and fend write them.
final class UnitProductTests: IsolatedTestCase {
    func testJuxtaposedAndStarredUnits() {
        XCTAssertEqual(calc("1 N - 1 kg*m*s^-2"), "0 N")
        XCTAssertEqual(calc("1 N to kg*m/s^2"), "1 kg·m/s²")
        XCTAssertEqual(calc("1 m*s^-1 to km/h"), "3.6 km/h")
        XCTAssertEqual(calc("5 ft in cm"), "152.4 cm")
    }
}

/// numbat's imperial, historical and photometric units, with values worked out by hand.
final class PeerUnitTableTests: IsolatedTestCase {
    func testVolumesAndMasses() {
        XCTAssertEqual(calc("2 imperial_quart to imperial_pint"), "4 imperial_pint")
        XCTAssertEqual(calc("1 hogshead to L"), "238.480942392 L")
        XCTAssertEqual(calc("3 metric_teaspoon to mL"), "15 mL")
        XCTAssertEqual(calc("20 pennyweight to g"), "31.1034768 g")
    }

    func testYearsAndForces() {
        XCTAssertEqual(calc("1 julian_year to days"), "365.25 days")
        XCTAssertEqual(calc("4 gregorian_year to days"), "1,460.97 days")
        XCTAssertEqual(calc("1 kilopond to N"), "9.80665 N")
        XCTAssertEqual(calc("1000 gf to kp"), "1 kp")
    }

    func testFieldsLightAndEnergy() {
        XCTAssertEqual(calc("10000 gauss to T"), "1 T")
        XCTAssertEqual(calc("100 lm / 4 m^2 to lx"), "25 lx")
        XCTAssertEqual(calc("1 therm to MJ"), "105.505585262 MJ")
        XCTAssertEqual(calc("3 gauss"), "3 gauss")
        XCTAssertEqual(calc("60 dwt to pennyweight"), "60 dwt")
    }
}

/// Bare unit names side by side: Soulver's conversion when they measure the same thing, fend's
/// product when they do not.
final class BareUnitPairTests: IsolatedTestCase {
    func testSameDimensionConverts() {
        XCTAssertEqual(calc("km m"), "1,000 m")
        XCTAssertEqual(calc("hour minutes"), "60 min")
    }

    /// After an amount too: `1 kg m s^-2` was read as `1/kg²`, `1 m s^-1` as `1/m`, `1 kg m` as 1 kg.
    func testUnitsSideBySideAfterAnAmountMultiply() {
        // 1 m/s = 3.6 km/h; 2 N·m = 2 J; 1 kg·m/s² = 1 N; 3 W·s = 3 J; 3 kHz·ms = 3; 1 kg/g = 1,000.
        XCTAssertEqual(calc("1 m s^-1 in km/h"), "3.6 km/h")
        XCTAssertEqual(calc("2 N m in J"), "2 J")
        XCTAssertEqual(calc("1 kg m s^-2 in N"), "1 N")
        XCTAssertEqual(calc("3 W s in J"), "3 J")
        XCTAssertEqual(calc("3 kHz ms"), "3")
        XCTAssertEqual(calc("kg g^-1"), "1,000")
        // A rate per a time stays Soulver's rate; a unit of the same kind without a power still converts.
        XCTAssertEqual(calc("3 hours / day"), "3 hours/day")
        XCTAssertEqual(calc("km m"), "1,000 m")
    }

    func testDifferentDimensionsMultiply() {
        XCTAssertEqual(calc("kilohertz millisecond"), "1")
        XCTAssertEqual(calc("megahertz microsecond"), "1")
        XCTAssertEqual(calc("newton metre to J"), "1 J")
    }
}

/// Units that cancel in a product leave a plain number.
final class CancellingProductTests: IsolatedTestCase {
    func testProductsThatCancel() {
        XCTAssertEqual(calc("3 kHz * 2 ms"), "6")
        XCTAssertEqual(calc("50 Hz * 1 min"), "3,000")
        XCTAssertEqual(calc("2 / s * 4 s"), "8")
    }
}

/// A number written against a variable's name multiplies it, as fend reads `4a`.
final class NumberBeforeVariableTests: IsolatedTestCase {
    private func last(_ sheet: String) -> String {
        let line = Calculator(options: .test).evaluateSheet(sheet).last
        return line?.result?.text ?? line?.error.map { "error: \($0.message)" } ?? "(no answer)"
    }

    func testNumberAgainstAVariable() {
        XCTAssertEqual(last("a = 3; a = a + 4a; a"), "15")
        XCTAssertEqual(last("w = 2 kg\n3w"), "6 kg")
        XCTAssertEqual(last("x = 5; b = 2x; b * x"), "50")
    }
}
