import XCTest

@testable import NaturalCalc

/// Functions over amounts, worked out by hand: 4 are is 400 m² (root 20 m), 8 L is 0.008 m³
/// (root 0.2 m); 235 cm mod 1 m leaves 35 cm.
final class AmountFunctionTests: IsolatedTestCase {
    func testModKeepsTheFirstAmountsUnit() {
        XCTAssertEqual(calc("mod(8 cm, 5 cm)"), "3 cm")
        XCTAssertEqual(calc("mod(235 cm, 1 m)"), "35 cm")
        XCTAssertEqual(calc("mod(2 m, 7 cm)"), "0.04 m")
        XCTAssertEqual(calc("mod(-1, 3)"), "2")
        XCTAssertEqual(calc("mod(5 m, 2 kg)"), "error: cannot convert a mass to a length")
        XCTAssertEqual(calc("mod(5 m, 0 cm)"), "error: division by zero")
    }

    func testRootsOfAmounts() {
        XCTAssertEqual(calc("sqrt(4 m^2)"), "2 m")
        XCTAssertEqual(calc("sqrt(9 m^2/s^2)"), "3 m/s")
        XCTAssertEqual(calc("sqrt(4 are) -> m"), "20 m")
        XCTAssertEqual(calc("cbrt(8 L) -> cm"), "20 cm")
        XCTAssertEqual(calc("cbrt(27 m^3)"), "3 m")
        XCTAssertEqual(calc("sqrt(4 m)"), "error: cannot take the square root of m: its dimension has no square root")
        XCTAssertEqual(calc("sqrt(-4 m^2)"), "error: cannot take the square root of a negative amount")
        XCTAssertEqual(calc("sqrt(16 W/m^2)"), "error: cannot take the square root of W/m²: its dimension has no square root")
    }

    func testMedianOfAmounts() {
        XCTAssertEqual(calc("median([1 m, 2 m, 400 cm])"), "2 m")
        XCTAssertEqual(calc("median([1 m, 2 m])"), "1.5 m")
        XCTAssertEqual(calc("median(1, 2, 3, 4)"), "2.5")
        XCTAssertEqual(calc("median([3 kg, 1 m])"), "error: cannot convert a length to a mass")
    }
}

/// numbat's `base_unit_of`, `unit_list` and `parse`. By hand: 5,500 m is 3 mi (4,828.032 m) and
/// 671.968 m = 734 yd (671.1696 m) and 0.7984 m = 2 ft (0.6096 m) and 0.1888 m = 7.4330708661 in.
final class UnitListTests: IsolatedTestCase {
    func testBaseUnitOf() {
        XCTAssertEqual(calc("base_unit_of(5 km)"), "1 m")
        XCTAssertEqual(calc("5 km / base_unit_of(5 km)"), "5,000")
        XCTAssertEqual(calc("base_unit_of(3 N)"), "1 m·kg/s²")
        XCTAssertEqual(calc("base_unit_of(5)"), "1")
        XCTAssertEqual(calc("base_unit_of($5)"), "error: $ has no SI base unit")
    }

    func testUnitList() {
        XCTAssertEqual(calc("5500 m |> unit_list([miles, yards, feet, inches])"), "[3 mi, 734 yd, 2 ft, 7.4330708661 in]")
        XCTAssertEqual(calc("unit_list([ft, in], 2 m)"), "[6 ft, 6.7401574803 in]")
        XCTAssertEqual(calc("unit_list([h, min, s], 4000 s)"), "[1 hour, 6 min, 40 s]")
        XCTAssertEqual(calc("unit_list([ft, kg], 2 m)"), "error: cannot convert a length to a mass")
        XCTAssertEqual(calc("unit_list([2, 3], 2 m)"), "error: unit_list takes units, as in [ft, in], not a number")
    }

    func testParse() {
        XCTAssertEqual(calc("parse(\"0xFF\") -> bin"), "0b11111111")
        XCTAssertEqual(calc("parse(\"12.5\") * 2"), "25")
        XCTAssertEqual(calc("parse(\"  42  \")"), "42")
        XCTAssertEqual(calc("parse(\"-2.5e-3\")"), "-0.0025")
        XCTAssertEqual(calc("parse(\"1.5 km\") to m"), "1,500 m")
        XCTAssertEqual(calc("parse(\"-50 cm\")"), "-50 cm")
        XCTAssertEqual(calc("parse(\"NaN\")"), "NaN")
        XCTAssertEqual(calc("parse(\"inf m\")"), "inf")
        let refusal = "error: parse takes an amount written as text, as in parse(\"0xFF\") or parse(\"1.5 km\"), not "
        XCTAssertEqual(calc("parse(\"abc\")"), refusal + "'abc'")
        XCTAssertEqual(calc("parse(\"1 1\")"), refusal + "'1 1'")
        XCTAssertEqual(calc("parse(\"1 + 1\")"), refusal + "'1 + 1'")
    }
}
