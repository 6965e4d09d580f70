import Foundation
import ShortcutActions
import ShortcutEngine
import XCTest

/// Adjust Date's `duration` and Measurement's `measurement`: the amount and unit as one
/// measurement, as Apple's quantity field takes a variable whole (issue 24, item 3).
final class WholeQuantityTests: IsolatedTestCase {
    private let start = "2026-11-28T00:00:00Z"

    private func adjusted(_ duration: String, operation: String = "Add") throws -> String {
        let value = try runAction(
            "adjustdate", #"{"date": "\#(start)", "operation": "\#(operation)", "duration": "\#(duration)"}"#)
        guard case .date(let date) = value else { return "not a date: \(value)" }
        return ISO8601DateFormatter().string(from: date)
    }

    func testADurationGivesItsAmountAndUnit() throws {
        XCTAssertEqual(try adjusted("90 min"), "2026-11-28T01:30:00Z")
        XCTAssertEqual(try adjusted("2 hours"), "2026-11-28T02:00:00Z")
        XCTAssertEqual(try adjusted("1.5 days"), "2026-11-29T12:00:00Z")
        XCTAssertEqual(try adjusted("3 weeks", operation: "Subtract"), "2026-11-07T00:00:00Z")
        // Months and years stay calendar units: one month from 28 November is 28 December.
        XCTAssertEqual(try adjusted("1 month"), "2026-12-28T00:00:00Z")
        XCTAssertEqual(try adjusted("2 years"), "2028-11-28T00:00:00Z")
        // A bare number counts seconds, the unit Apple's Duration field defaults to.
        XCTAssertEqual(try adjusted("45"), "2026-11-28T00:00:45Z")
        // Other units of time count their seconds.
        XCTAssertEqual(try adjusted("1500 ms"), "2026-11-28T00:00:01Z")
    }

    func testADurationThatIsNotOneIsRefusedByName() {
        let prefix = #"t.json:1:132: error: action 1 'Adjust Date' (adjustdate), parameter 'duration': "#
        XCTAssertEqual(
            failure("adjustdate", #"{"date": "\#(start)", "operation": "Add", "duration": "5 km"}"#),
            prefix + "'km' is not a unit of time\n"
                + "hint: give the duration in seconds, minutes, hours, days, weeks, months or years (90 min, 2 days)")
        XCTAssertEqual(
            failure("adjustdate", #"{"date": "\#(start)", "operation": "Add", "duration": "soon"}"#),
            prefix
                + "'soon' is not a measurement\nhint: write an amount followed by its unit, e.g. 5 km, or make it with Measurement"
        )
        XCTAssertEqual(
            failure("adjustdate", #"{"date": "\#(start)", "operation": "Add", "duration": "1.5 months"}"#),
            prefix + "a fractional amount of months is ambiguous\nhint: use a whole number of months or years")
    }

    func testAWholeMeasurementMustBeOfTheType() throws {
        XCTAssertEqual(try runAction("measurement.create", #"{"type": "Length", "measurement": "3 mi"}"#), .text("3 mi"))
        XCTAssertEqual(try runAction("measurement.create", #"{"type": "Length", "measurement": "7"}"#), .text("7 m"))
        XCTAssertEqual(
            failure("measurement.create", #"{"type": "Length", "measurement": "5 min"}"#),
            "t.json:1:109: error: action 1 'Measurement' (measurement.create), parameter 'measurement': 'min' is not a unit of length\n"
                + "hint: choose the type that matches the unit, or a unit of that type")
    }
}
