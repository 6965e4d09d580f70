import XCTest

@testable import NaturalCalc

/// Angles in degrees, minutes and seconds: primes after a number are arcminutes and arcseconds on
/// a line that writes a degree sign (feet and inches elsewhere), and `to DMS` / `to DM` split an
/// angle into those parts. Values worked out by hand (1′ = 1/60°, 1″ = 1/3600°).
final class DegreesMinutesSecondsTests: IsolatedTestCase {
    func testPrimesNextToDegreesAreMinutesAndSeconds() {
        XCTAssertEqual(calc("38° + 53′ + 23″"), "38.8897222222°")
        XCTAssertEqual(calc("48° 46′ 32″"), "48.7755555556°")
        XCTAssertEqual(calc("30° 30'"), "30.5°")
        XCTAssertEqual(calc("-(77° + 0′ + 32″)"), "-77.0088888889°")
        XCTAssertEqual(calc("10° 15′ in arcmin"), "615 arcmin")
    }

    func testPrimesWithoutDegreesStayFeetAndInches() {
        XCTAssertEqual(calc("5'10\""), "5.8333333333 ft")
        XCTAssertEqual(calc("5′10″ in cm"), "177.8 cm")
        XCTAssertEqual(calc("6'"), "6 ft")
    }

    func testSplittingAnAngle() {
        XCTAssertEqual(calc("38.8897° -> DMS"), "38° 53′ 22.92″")
        XCTAssertEqual(calc("-77.0089° -> DMS"), "-77° 0′ 32.04″")
        XCTAssertEqual(calc("46.5858° to dms"), "46° 35′ 8.88″")
        XCTAssertEqual(calc("38.8897° -> DM"), "38° 53.382′")
        XCTAssertEqual(calc("(pi/4) rad to DMS"), "45° 0′ 0″")
        XCTAssertEqual(calc("5 m to dm"), "50 dm")  // lower-case dm is still the decimetre
        XCTAssertEqual(calc("5 m to DM"), "error: cannot convert a length to ° and ′")
    }

    func testDegreesAreWrittenAgainstTheNumber() {
        XCTAssertEqual(calc("pi radians to °"), "180°")
        XCTAssertEqual(calc("30 arcmin to degrees"), "0.5°")
        XCTAssertEqual(calc("-5.5 ft to feet_and_inches"), "-5 ft 6 in")  // one sign for the whole
    }
}
