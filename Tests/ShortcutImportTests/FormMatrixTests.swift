import AppleFormats
import Foundation
import ShortcutActions
import XCTest

@testable import ShortcutImport

/// Issue 24: the form matrix. Every mapped parameter of every Apple action this engine runs, under
/// every value encoding Apple's format allows (`FormMatrixEncodings`), imports and maps, or is kept
/// unsupported with the reason `expected` names; none fails to import, fails `check`, or loses the
/// variable it was given. `FORM_MATRIX_DUMP=PATH` writes the cells that differ to PATH.
final class FormMatrixTests: IsolatedTestCase {
    func testEveryEncodingOfEveryMappedParameter() {
        var differences: [String] = []
        var counts: [String: Int] = [:]
        for cells in FormMatrix.cells() {
            for (cell, outcome) in zip(cells, FormMatrix.outcomes(cells)) {
                let expected = Self.expected(cell)
                counts[expected == .mapped ? "mapped" : "unsupported with a reason", default: 0] += 1
                if outcome != expected { differences.append("\(cell.name): \(outcome), expected \(expected)") }
            }
        }
        print("form matrix: \(counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))")
        if let path = ProcessInfo.processInfo.environment["FORM_MATRIX_DUMP"] {
            try? differences.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(differences, [])
        XCTAssertGreaterThan(counts["mapped"] ?? 0, 9_000, "the matrix lost its cells")
    }

    /// Structures Apple writes under a key, never a plain value or a variable in their place.
    /// Adjust Date's `WFDuration` and Measurement's `WFMeasurementUnit` are not among them: Apple's
    /// quantity field takes a variable whole, which imports as `duration` and `measurement`.
    static let shapes = [
        "conditional WFDuration": "{Magnitude, Unit}", "adjustdate WFAdjustOffsetPicker": "{Operation, Unit, Value}",
    ]

    /// What Apple's rules make of a cell: it maps, except for the families kept unsupported here,
    /// each with its reason.
    static func expected(_ cell: FormMatrix.Cell) -> FormMatrix.Outcome {
        let name = BuiltinActions.registry.action(for: cell.identifier)?.definition.name ?? cell.identifier
        // Get a measurement's value or unit (semantics unconfirmed, research §4.4): measurements are text here.
        if cell.encoding.hasSuffix("unit Value") {
            return .unsupported(
                "\(name) cannot be imported: a measurement's Value or Unit step (WFUnitVariableAggrandizement): measurements are text here"
            )
        }
        // A key Apple names that this engine cannot express keeps the action unsupported with the
        // parameter table's reason.
        if cell.encoding == "a key classed unsupported",
            let reason = ParameterTable.unsupportedReasons[cell.identifier]?[cell.wireKey]
        {
            return .unsupported("\(name) cannot be imported: parameter \(cell.wireKey) (\(reason))")
        }
        let isStructure = cell.encoding.hasPrefix("WFQuantityFieldValue") || cell.encoding.hasPrefix("WFTimeOffsetValue")
        guard !isStructure, cell.value != nil else { return .mapped }
        // If on a measurement compares with an amount and a unit; anything else is no measurement.
        if cell.identifier == "is.workflow.actions.conditional", cell.wireKey == "WFMeasurement" {
            return .unsupported("If cannot be imported: the If operand WFMeasurement")
        }
        // A quantity or a time offset given whole as a value or a variable has no amount and unit to read.
        if let shape = shapes[ShortcutMapper.shortIdentifier(cell.identifier) + " " + cell.wireKey] {
            return .unsupported(
                "\(name) cannot be imported: \(cell.wireKey) holding a plain value or a variable where Apple writes \(shape)")
        }
        return .mapped
    }
}
