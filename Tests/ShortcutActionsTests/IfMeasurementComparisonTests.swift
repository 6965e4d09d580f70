import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// If against a measurement operand (`1 MB`, what an imported `WFMeasurement` becomes): a plain
/// number is a byte count against a data unit, else an amount of the operand's unit; a measurement
/// input is converted to the operand's unit.
final class IfMeasurementComparisonTests: IsolatedTestCase {
    let comparison = Comparison(coercion: Coercion(), caseSensitive: false)

    func test(_ input: Value, _ condition: Condition, _ operand: String) throws -> Bool {
        try comparison.test(input, condition, .text(operand), upper: .nothing)
    }

    func testAByteCountAgainstAUnitOfData() throws {
        XCTAssertTrue(try test(.number(.integer(1_500_000)), .isGreaterThan, "1 MB"))
        XCTAssertFalse(try test(.number(.integer(999_999)), .isGreaterThan, "1 MB"))
        XCTAssertTrue(try test(.number(.integer(2048)), .isLessThan, "3 KB"))
        XCTAssertTrue(try test(.text("1000"), .is, "1 kB"))
    }

    func testAPlainNumberAgainstAnotherUnitIsAnAmountOfIt() throws {
        XCTAssertTrue(try test(.number(.integer(6)), .isGreaterThan, "5 km"))
        XCTAssertFalse(try test(.number(.integer(4)), .isGreaterThanOrEqual, "5 km"))
    }

    func testAMeasurementInputIsConvertedToTheOperandsUnit() throws {
        XCTAssertTrue(try test(.text("5 km"), .isGreaterThan, "3 mi"))
        XCTAssertFalse(try test(.text("4 km"), .isGreaterThan, "3 mi"))
        XCTAssertTrue(try test(.text("2 km"), .is, "2000 m"))
    }

    func testTextThatIsNoMeasurementComparesAsBefore() throws {
        XCTAssertTrue(try test(.text("2 apples"), .is, "2 Apples"))
        XCTAssertFalse(try test(.text("5 kg"), .is, "5 km"), "different kinds compare as text")
    }
}
