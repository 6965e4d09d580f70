import Foundation
import XCTest

@testable import NaturalCalc

/// Units named in several words, with a qualifier, with a digit power or by Foundation's symbol,
/// which the calculator once read as a shorter unit or a plain number and answered wrongly without
/// an error (`1 troy ounce in g` gave 28.35 g, `1 bushel in L` 1 L). Each expected amount is
/// worked out here from the units' definitions (NIST SP 811 appendix B.8 and Foundation's
/// coefficients), in SI base units, never copied from an answer.
final class UnitNameTests: IsolatedTestCase {
    /// Sizes in SI base units (m, m², m³, kg, Pa).
    enum Size {
        static let metre: Decimal = 1, kilometre: Decimal = 1000, mile: Decimal = dec("1609.344"), foot = dec("0.3048")
        static let inch = dec("0.0254"), yard = dec("0.9144")
        static let litre = dec("0.001"), millilitre = dec("0.000001")
        static let gram = dec("0.001"), kilogram: Decimal = 1
        static let hectopascal: Decimal = 100, bar: Decimal = 100_000, pascal: Decimal = 1
        static let acre = dec("4046.8564224")  // 43,560 ft²
        static let troyOunce = dec("0.0311034768")  // 480 grains of 64.79891 mg
        static let scandinavianMile: Decimal = 10_000
        static let astronomicalUnit: Decimal = 149_597_870_700
        static let usBushel = dec("0.03523907016688")  // 2,150.42 in³
        static let inchOfMercury = dec("3386.389")  // conventional
        static let millimetreOfMercury = dec("133.322387415")
        static let metricCup = dec("0.00025")
        static let imperialGallon = dec("0.00454609")
        static let imperialQuart = imperialGallon / 4, imperialPint = imperialGallon / 8
        static let imperialFluidOunce = imperialGallon / 160
        static let usGallon = dec("0.003785411784")  // 231 in³
        static let usQuart = usGallon / 4, usPint = usGallon / 8, usCup = usGallon / 16
        static let usFluidOunce = usGallon / 128, usTablespoon = usGallon / 256
        static let acreFoot = acre * foot
        static let fathom = 6 * foot
        static let shortTon = 2000 * dec("0.45359237"), longTon = 2240 * dec("0.45359237")
        static let tonne: Decimal = 1000
        static let pound = dec("0.45359237"), poundForce = dec("4.4482216152605")  // lb × 9.80665 m/s²
        static let psi = poundForce / (inch * inch), atmosphere: Decimal = 101_325, kilopascal: Decimal = 1000
        static let newton: Decimal = 1
    }

    static func dec(_ s: String) -> Decimal { Decimal(string: s) ?? .nan }

    /// Expression, the answer's unit, the amount in SI base units of one source unit (times the
    /// amount written), and the size of the answer's unit.
    static let rows: [(String, String, Decimal, Decimal)] = {
        typealias S = Size
        return [
            // The lead's rows
            ("1 m3 in L", "L", 1, S.litre),
            ("1 acre in m2", "m²", S.acre, 1),
            ("1 troy ounce in g", "g", S.troyOunce, S.gram),
            ("1 scandinavian mile in km", "km", S.scandinavianMile, S.kilometre),
            ("1 astronomical unit in km", "km", S.astronomicalUnit, S.kilometre),
            ("1 bushel in L", "L", S.usBushel, S.litre),
            ("1 inch of mercury in hPa", "hPa", S.inchOfMercury, S.hectopascal),
            ("1 inHg in bar", "bar", S.inchOfMercury, S.bar),
            ("1 metric cup in mL", "mL", S.metricCup, S.millilitre),
            ("1 imperial quart in L", "L", S.imperialQuart, S.litre),
            ("1 imperial fluid ounce in mL", "mL", S.imperialFluidOunce, S.millilitre),
            // Plurals, spellings and capitals
            ("2 troy ounces in g", "g", 2 * S.troyOunce, S.gram),
            ("3 ounces troy in g", "g", 3 * S.troyOunce, S.gram),
            ("2 Scandinavian miles in km", "km", 2 * S.scandinavianMile, S.kilometre),
            ("3 astronomical units in km", "km", 3 * S.astronomicalUnit, S.kilometre),
            ("2 bushels in L", "L", 2 * S.usBushel, S.litre),
            ("2 inches of mercury in hPa", "hPa", 2 * S.inchOfMercury, S.hectopascal),
            ("4 metric cups in L", "L", 4 * S.metricCup, S.litre),
            ("2 imperial quarts in L", "L", 2 * S.imperialQuart, S.litre),
            ("2 imperial fluid ounces in mL", "mL", 2 * S.imperialFluidOunce, S.millilitre),
            ("1 millimetre of mercury in Pa", "Pa", S.millimetreOfMercury, S.pascal),
            ("2 acre feet in m3", "m³", 2 * S.acreFoot, 1),
            ("1 acre foot in L", "L", S.acreFoot, S.litre),
            // US and imperial pairs
            ("1 US quart in L", "L", S.usQuart, S.litre),
            ("1 UK quart in L", "L", S.imperialQuart, S.litre),
            ("1 US gallon in L", "L", S.usGallon, S.litre),
            ("2 UK gallons in L", "L", 2 * S.imperialGallon, S.litre),
            ("1 US pint in mL", "mL", S.usPint, S.millilitre),
            ("1 imperial pint in mL", "mL", S.imperialPint, S.millilitre),
            ("1 US fluid ounce in mL", "mL", S.usFluidOunce, S.millilitre),
            ("1 imperial fl oz in mL", "mL", S.imperialFluidOunce, S.millilitre),
            ("1 fl oz in mL", "mL", S.usFluidOunce, S.millilitre),
            ("1 US cup in mL", "mL", S.usCup, S.millilitre),
            ("1 US tablespoon in mL", "mL", S.usTablespoon, S.millilitre),
            ("1 US bushel in L", "L", S.usBushel, S.litre),
            ("1 US ton in kg", "kg", S.shortTon, S.kilogram),
            ("1 long ton in kg", "kg", S.longTon, S.kilogram),
            ("2 metric tonnes in kg", "kg", 2 * S.tonne, S.kilogram),
            ("1 nautical mile in m", "m", 1852, S.metre),
            ("1 short ton in lb", "lb", S.shortTon, S.pound),
            ("2 dry pints in L", "L", 2 * dec("33.6003125") * S.inch * S.inch * S.inch, S.litre),
            ("1 US dry quart in L", "L", dec("67.200625") * S.inch * S.inch * S.inch, S.litre),
            ("30 arc minutes in °", "°", 30 * 60, 3600),
            ("1 imperial tablespoon in mL", "mL", S.imperialFluidOunce / 2, S.millilitre),
            ("1 metric teaspoon in mL", "mL", dec("0.000005"), S.millilitre),
            ("1 atmosphere in kPa", "kPa", S.atmosphere, S.kilopascal),
            ("2 pounds of force in N", "N", 2 * S.poundForce, S.newton),
            ("30 pounds per square inch in kPa", "kPa", 30 * S.psi, S.kilopascal),
            ("1 pound force per square inch in psi", "psi", S.psi, S.psi),
            // Foundation's symbols in running text
            ("1 smi in mi", "mi", S.scandinavianMile, S.mile),
            ("1 ua in km", "km", S.astronomicalUnit, S.kilometre),
            ("10 ftm in ft", "ft", 10 * S.fathom, S.foot),
            ("1 bsh in L", "L", S.usBushel, S.litre),
            ("1 mcup in mL", "mL", S.metricCup, S.millilitre),
            ("1 af in m3", "m³", S.acreFoot, 1),
            ("760 mmHg in inHg", "inHg", 760 * S.millimetreOfMercury, S.inchOfMercury),
            // Digit powers, as SoulverCore's unit aliases write them
            ("1 km2 in m2", "m²", S.kilometre * S.kilometre, 1),
            ("1 ft2 in in2", "in²", S.foot * S.foot, S.inch * S.inch),
            ("1 cm3 in mL", "mL", dec("0.000001"), S.millilitre),
            ("1 yd3 in ft3", "ft³", S.yard * S.yard * S.yard, S.foot * S.foot * S.foot),
            ("20 m3/h in L/h", "L/hour", 20, S.litre),
            ("3 cu ft in L", "L", 3 * S.foot * S.foot * S.foot, S.litre),
        ]
    }()

    func testEachUnitNameConvertsByItsDefinition() {
        XCTAssertGreaterThanOrEqual(Self.rows.count, 30)
        var failures: [String] = []
        for (expression, unit, amount, target) in Self.rows {
            let expected = amount / target
            guard case .quantity(let got, let gotUnit)? = value(expression) else {
                failures.append("\(expression): \(calc(expression))")
                continue
            }
            let tolerance = max(abs(expected), 1) * Self.dec("1e-20")
            if gotUnit != unit || abs(got - expected) > tolerance {
                failures.append("\(expression): \(got) \(gotUnit), expected \(expected) \(unit)")
            }
        }
        XCTAssertEqual(failures, [], "\(failures.count) of \(Self.rows.count) rows")
    }

    /// A word standing where a unit must be is an error naming it, never a comment that leaves a
    /// plausible number.
    func testAnUnknownUnitIsAnErrorNotAComment() {
        let rows: [(String, String)] = [
            ("1 furkin in L", "unknown unit 'furkin' at column 3"),
            ("2 blorp widgets to kg", "unknown unit 'blorp widgets' at column 3"),
            ("1 imperial cup in mL", "unknown unit 'imperial cup' at column 3"),
            ("1 troy pound in g", "unknown unit 'troy pound' at column 3"),
            ("1 metric pint in L", "unknown unit 'metric pint' at column 3"),
            ("1 dry gallon in L", "unknown unit 'dry gallon' at column 3"),
            ("1 km in furlongz", "unknown unit 'furlongz'; did you mean 'furlong'? at column 9"),
        ]
        for (expression, message) in rows {
            XCTAssertEqual(calc(expression), "error: " + message, expression)
        }
    }

    /// Elsewhere unknown words stay Soulver's comments.
    func testCommentsBesideAmountsStayComments() {
        let rows: [(String, String)] = [
            ("3 hours in meetings", "3 hours"), ("5 km to work", "5 km"), ("$5 coffee in USD", "$5.00"),
            ("5 apples + 3", "8"), ("I paid 5 US dollars", "$5.00"), ("my m2 laptop $1,200", "$1,200.00"),
            ("MacBook M2 costs $1,200", "$1,200.00"), ("days in Q3", "92 days"),
        ]
        for (expression, answer) in rows { XCTAssertEqual(calc(expression, .display), answer, expression) }
    }

    /// Foundation's `ct` (carat) and `fur` (furlong) stay words in running text, and `ton` a tonne;
    /// Measurement's unit picker reads them as Foundation does (`FoundationUnitSymbolTests`).
    func testRunningTextKeepsItsOwnWords() {
        XCTAssertEqual(calc("1 ton in kg", .display), "1,000 kg")
        XCTAssertEqual(calc("$200 fur coat", .display), "$200.00")
    }
}
