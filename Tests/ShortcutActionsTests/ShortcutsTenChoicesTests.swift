import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Choice values Shortcuts 10.0's registry adds to actions this engine runs (the facts file's
/// `choices` column compared with each mapped choice parameter, issue 24 items 1 and 3).
final class ShortcutsTenChoicesTests: IsolatedTestCase {
    /// Round Number's three new places past the millionths.
    func testRoundToTheNewPlaces() throws {
        XCTAssertEqual(try runAction("round", "{\"to\": \"Ten Millionths\"}", input: 1.123456789), 1.1234568)
        XCTAssertEqual(try runAction("round", "{\"to\": \"Hundred Millionths\"}", input: 1.123456789), 1.12345679)
        XCTAssertEqual(try runAction("round", "{\"to\": \"Billionths\"}", input: 1.1234567894), 1.123456789)
    }

    /// Round Number's "10 ^" with `TenToThePowerOf`: any whole power, both ways, every mode; the
    /// power is read only for that place (Apple keeps a stale power after the place changes).
    func testRoundToAPowerOfTen() throws {
        XCTAssertEqual(try runAction("round", "{\"to\": \"Power of Ten\", \"power\": 3}", input: 123_456), 123_000)
        XCTAssertEqual(try runAction("round", "{\"to\": \"Power of Ten\", \"power\": -2}", input: 2.345), 2.35)
        XCTAssertEqual(
            try runAction("round", "{\"to\": \"Power of Ten\", \"power\": 2, \"mode\": \"Always Round Up\"}", input: 101), 200)
        XCTAssertEqual(
            try runAction("round", "{\"to\": \"Power of Ten\", \"power\": 1, \"mode\": \"Always Round Down\"}", input: -19), -10)
        XCTAssertEqual(try runAction("round", "{\"to\": \"Power of Ten\"}", input: 2.5), 3)
        XCTAssertEqual(try runAction("round", "{\"to\": \"Tenths\", \"power\": 5}", input: 2.345), 2.3)
        // Cherri's spellings of the places.
        XCTAssertEqual(try runAction("round", "{\"to\": \"Ten-Thousandths\"}", input: 1.23456), 1.2346)
        XCTAssertEqual(try runAction("round", "{\"to\": \"10^\", \"power\": 2}", input: 123_456), 123_500)
        XCTAssertThrowsError(try runAction("round", "{\"to\": \"Power of Ten\", \"power\": 1.5}", input: 1)) {
            XCTAssertEqual(
                "\($0)",
                "t.json:1:94: error: action 1 'Round Number' (round), parameter 'power': expected a whole number, got 1.5")
        }
    }

    /// Get Device Details' System Build Number and Device Is Locked: Nothing, as the other facts a
    /// terminal does not tell (not the default detail, which an unknown value would run as).
    func testTheNewDeviceDetailsAreNothing() throws {
        XCTAssertEqual(try runAction("getdevicedetails", "{\"detail\": \"System Build Number\"}"), .nothing)
        XCTAssertEqual(try runAction("getdevicedetails", "{\"detail\": \"Device Is Locked\"}"), .nothing)
    }
}
