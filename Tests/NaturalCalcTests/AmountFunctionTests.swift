import XCTest

@testable import NaturalCalc

/// Functions over amounts, worked out by hand: 4 are is 400 m² (root 20 m), 8 L is 0.008 m³
/// (root 0.2 m); 235 cm mod 1 m leaves 35 cm.
final class AmountFunctionTests: XCTestCase {
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
