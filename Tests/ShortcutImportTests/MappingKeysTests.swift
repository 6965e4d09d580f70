import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// The Apple mapping table names our actions and parameters by text (`.init("amount", .quantity(…))`);
/// this keeps every name true against the registry's typed declarations, with a type each form can fill.
final class MappingKeysTests: IsolatedTestCase {
    func testEveryMappedActionAndParameterIsDeclaredWithATypeItsFormFits() {
        var problems: [String] = []
        for mapping in ShortcutMappings.actions {
            guard let action = Corpus.registry.action(for: mapping.identifier) else {
                problems.append("\(mapping.identifier): no such action")
                continue
            }
            for form in mapping.forms {
                guard let parameter = action.definition.parameter(form.parameter) else {
                    problems.append("\(mapping.identifier): no parameter '\(form.parameter)'")
                    continue
                }
                if let problem = Self.misfit(form.form, parameter) {
                    problems.append("\(mapping.identifier) '\(form.parameter)': \(problem)")
                }
            }
        }
        XCTAssertEqual(problems, [])
    }

    func testAMisfitIsNamed() {
        let number = ParameterDefinition("amount", type: .number, summary: "")
        XCTAssertEqual(Self.misfit(.numericChoice, number), "a choice form on a number parameter")
        XCTAssertEqual(Self.misfit(.quantity(wireKey: "WFDuration", part: .unit), number), "a unit form on a number parameter")
        XCTAssertNil(
            Self.misfit(.quantity(wireKey: "WFDuration", part: .unit), ParameterDefinition("unit", type: .text, summary: "")))
        XCTAssertNil(Self.misfit(.quantity(wireKey: "WFDuration", part: .magnitude), number))
        XCTAssertEqual(
            Self.misfit(.filterTable(wireKey: "WFContentItemFilter", match: "match"), number),
            "a table form on a number parameter")
    }

    /// Why `form` cannot fill `parameter`, or nil: a choice form needs a choice parameter, a unit a
    /// choice or text, a magnitude a number, a table a list.
    static func misfit(_ form: ParameterForm, _ parameter: ParameterDefinition) -> String? {
        let isChoice = !parameter.allowedValues.isEmpty
        switch form {
        case .numericChoice, .markedChoice:
            return isChoice ? nil : "a choice form on a \(parameter.type.rawValue) parameter"
        case .quantity(_, .unit):
            // A unit is one of a choice's options (Adjust Date) or free text (Measurement's "km").
            return isChoice || parameter.type == .text ? nil : "a unit form on a \(parameter.type.rawValue) parameter"
        case .quantity(_, .magnitude):
            return parameter.type == .number ? nil : "a number form on a \(parameter.type.rawValue) parameter"
        case .filterTable, .conditionTable:
            return parameter.type == .list || parameter.type == .any
                ? nil : "a table form on a \(parameter.type.rawValue) parameter"
        default:
            return nil
        }
    }
}
