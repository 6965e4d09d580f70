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

    /// Get Device Details' System Build Number and Device Is Locked: Nothing, as the other facts a
    /// terminal does not tell (not the default detail, which an unknown value would run as).
    func testTheNewDeviceDetailsAreNothing() throws {
        XCTAssertEqual(try runAction("getdevicedetails", "{\"detail\": \"System Build Number\"}"), .nothing)
        XCTAssertEqual(try runAction("getdevicedetails", "{\"detail\": \"Device Is Locked\"}"), .nothing)
    }
}
