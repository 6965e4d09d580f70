import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Geodesic distances and midpoints against published values.
final class GeodesyTests: IsolatedTestCase {
    func point(_ latitude: Double, _ longitude: Double) throws -> Coordinates {
        try XCTUnwrap(Coordinates(latitude: latitude, longitude: longitude))
    }

    /// Degrees from degrees, minutes and seconds.
    func dms(_ degrees: Double, _ minutes: Double, _ seconds: Double) -> Double {
        (abs(degrees) + minutes / 60 + seconds / 3_600) * (degrees < 0 ? -1 : 1)
    }

    /// Vincenty's own example (Survey Review 1975, as Geoscience Australia gives it): Flinders Peak
    /// to Buninyong, 54,972.271 m on the ellipsoid.
    func testVincentysExampleToTheMillimetre() throws {
        let flinders = try point(dms(-37, 57, 3.72030), dms(144, 25, 29.52440))
        let buninyong = try point(dms(-37, 39, 10.15610), dms(143, 55, 35.38390))
        XCTAssertEqual(Geodesy.distance(flinders, buninyong), 54_972.271, accuracy: 0.001)
        XCTAssertEqual(Geodesy.distance(buninyong, flinders), 54_972.271, accuracy: 0.001)
    }

    /// A degree of latitude at the equator and along the meridian; the same point is 0; the
    /// equator's quarter (WGS 84's semi-major axis × π/2).
    func testKnownArcsOfTheEllipsoid() throws {
        XCTAssertEqual(Geodesy.distance(try point(0, 0), try point(0, 0)), 0)
        XCTAssertEqual(Geodesy.distance(try point(0, 0), try point(0, 90)), 6_378_137 * .pi / 2, accuracy: 0.001)
        XCTAssertEqual(Geodesy.distance(try point(0, 0), try point(1, 0)), 110_574.389, accuracy: 0.01)
        XCTAssertEqual(Geodesy.distance(try point(0, 0), try point(90, 0)), 10_001_965.729, accuracy: 0.01)
    }

    /// Nearly antipodal points, where Vincenty's formula does not converge, take the sphere.
    func testAntipodesTakeTheGreatCircle() throws {
        let a = try point(0, 0)
        let b = try point(0.5, 179.7)
        XCTAssertNil(Geodesy.vincenty(a, b))
        XCTAssertEqual(Geodesy.distance(a, b), Geodesy.greatCircle(a, b))
        XCTAssertEqual(Geodesy.greatCircle(try point(0, 0), try point(0, 180)), 6_371_008.8 * .pi, accuracy: 0.001)
    }

    func testTheMidpointIsHalfwayAlongTheGreatCircle() throws {
        let mid = Geodesy.midpoint(try point(0, 0), try point(0, 90))
        XCTAssertEqual(mid.latitude, 0, accuracy: 1e-9)
        XCTAssertEqual(mid.longitude, 45, accuracy: 1e-9)
        let dateLine = Geodesy.midpoint(try point(10, 170), try point(10, -170))
        XCTAssertEqual(dateLine.longitude.magnitude, 180, accuracy: 1e-9)
        XCTAssertEqual(dateLine.latitude, 10.151_08, accuracy: 1e-5)
        let same = Geodesy.midpoint(try point(51.5, -0.12), try point(51.5, -0.12))
        XCTAssertEqual(same.latitude, 51.5, accuracy: 1e-9)
        XCTAssertEqual(same.longitude, -0.12, accuracy: 1e-9)
    }
}
