import AppleFormats
import Foundation
import XCTest

@testable import ShortcutImport

/// Convert Measurement's target unit as Apple's unit picker stores it (`WFNSUnitSubstitutableState`):
/// `{WFNSUnitType, WFNSUnitSymbol}` in newer files, the plain symbol in older ones, or a variable.
final class UnitPickerImportTests: IsolatedTestCase {
    func written(_ unit: PropertyList) throws -> String {
        let action = Probe.action(
            "is.workflow.actions.measurement.convert",
            ["WFMeasurementUnitType": "Speed", "WFMeasurementUnit": unit, "WFInput": "10 m/s"])
        let result = try Probe.importActions([action])
        if let unsupported = result.document.actions[0].unsupported { return "unsupported: " + unsupported.reason }
        return Probe.written(result)[0]
    }

    func testThePickersDictionaryGivesItsSymbol() throws {
        XCTAssertEqual(
            try written(["WFNSUnitType": "Speed", "WFNSUnitSymbol": "km/h"]),
            #"{"action": "measurement.convert", "parameters": {"unit": "km/h", "type": "Speed", "measurement": "10 m/s"}}"#)
    }

    func testAnOlderPlainSymbolAndAVariableAreReadAsThemselves() throws {
        XCTAssertEqual(
            try written("mph"),
            #"{"action": "measurement.convert", "parameters": {"type": "Speed", "unit": "mph", "measurement": "10 m/s"}}"#)
        let variable: PropertyList = [
            "Value": ["Type": "Variable", "VariableName": "Target"], "WFSerializationType": "WFTextTokenAttachment",
        ]
        XCTAssertEqual(
            try written(variable),
            #"{"action": "measurement.convert", "parameters": {"type": "Speed", "unit": "{{var:Target}}", "measurement": "10 m/s"}}"#
        )
    }

    func testAPickerWithoutASymbolIsKeptUnsupportedNamingTheKey() throws {
        XCTAssertEqual(
            try written(["WFNSUnitType": "Speed"]),
            "unsupported: Convert Measurement cannot be imported: WFMeasurementUnit: a unit picker without its WFNSUnitSymbol (no unit chosen)"
        )
    }
}
