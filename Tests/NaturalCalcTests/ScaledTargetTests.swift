import XCTest

@testable import NaturalCalc

/// Targets written with numbers in them (numbat's `-> L/(100 km)`, `-> (m/3)`) and fuel economy
/// both ways. Worked out by hand: 1 mpg is 235.2146 L/100 km, so 30 mpg is 7.8405 L/100 km and
/// 7.8 L/100 km is 30.1557 mpg; 10 m in thirds of a metre is 30 of them.
final class ScaledTargetTests: IsolatedTestCase {
    func testAnAmountWithNumbersIsATarget() {
        XCTAssertEqual(calc("1/(30 mpg) -> L/(100 km)"), "7.8404861111 L/(100 km)")
        XCTAssertEqual(calc("10 m -> (m/3)"), "30 × (m/3)")
        XCTAssertEqual(calc("3 / m -> 0.2 / m"), "15 × 0.2 / m")
        XCTAssertEqual(calc("10 / s -> 0.5 / s"), "20 × 0.5 / s")
        XCTAssertEqual(calc("1 / (40 rods / hogshead) -> L / (100 km)"), "118,548.15 L / (100 km)")
        XCTAssertEqual(calc("250 g in kg/4"), "1 kg/4")
    }

    func testFuelEconomyConvertsBothWays() {
        XCTAssertEqual(calc("30 mpg in L/100km"), "7.8404861111 L/100km")
        XCTAssertEqual(calc("7.8 L/100km in mpg"), "30.155715812 mpg")
        XCTAssertEqual(calc("5 L/100km in km/L"), "20 km/L")
        XCTAssertEqual(calc("10 km/L in mpg"), "23.5214583333 mpg")
        XCTAssertEqual(calc("1 acre in mpg"), "error: cannot convert an area to a quantity")  // an area is not fuel economy
    }

    func testWhatIsNotAScaledTarget() {
        XCTAssertEqual(calc("5 km to m/3 kg"), "error: cannot convert a length to a quantity")
        XCTAssertEqual(calc("20 °C -> 2 °F"), "error: cannot convert to '2 °F': a scale with an offset (°C, °F) has no multiples")
        XCTAssertEqual(calc("5 km in 0 m"), "error: cannot convert to '0 m': it is zero")
        XCTAssertEqual(calc("5 km in m"), "5,000 m")
    }
}
