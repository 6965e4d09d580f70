import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// The third-party tables (`ThirdPartyMappings.all`) name our actions, parameters and choice
/// values by text; this keeps each name true against the registry, as MappingKeysTests does for
/// Apple's table.
final class ThirdPartyMappingKeysTests: IsolatedTestCase {
    func testEveryThirdPartyMappingNamesDeclaredParametersAndValues() {
        var problems: [String] = []
        for mapping in ThirdPartyMappings.all {
            problems += Self.problems(mapping, registry: Corpus.registry)
        }
        XCTAssertEqual(problems, [])
    }

    func testAWrongNameIsReported() {
        let wrong = ThirdPartyMapping(
            ["x.Intent"], app: "X", target: "text.changecase", keys: ["a": "colour"], values: ["case": ["b": "Shouty"]],
            fixed: [("nope", "1")])
        XCTAssertEqual(
            Self.problems(wrong, registry: Corpus.registry),
            [
                "x.Intent → text.changecase: no parameter 'colour'", "x.Intent → text.changecase: no parameter 'nope'",
                "x.Intent → text.changecase 'case': 'Shouty' is not one of its values",
            ])
        XCTAssertEqual(
            Self.problems(ThirdPartyMapping(["y.Intent"], app: "Y", target: "nothing.here"), registry: Corpus.registry),
            ["y.Intent: no action nothing.here"])
    }

    /// What is wrong with one declaration: a target the registry lacks, a parameter its action
    /// does not declare (mapped, fixed, joined or given values), or a value a choice does not offer.
    static func problems(_ mapping: ThirdPartyMapping, registry: ActionRegistry) -> [String] {
        let name = mapping.identifiers.first ?? "?"
        guard let action = registry.action(for: mapping.target) else { return ["\(name): no action \(mapping.target)"] }
        let definition = action.definition
        var problems: [String] = []
        let named = Array(Set(mapping.keys.values)).sorted() + mapping.fixed.map(\.key) + mapping.joined.map(\.key)
        for key in named where definition.parameter(key) == nil {
            problems.append("\(name) → \(mapping.target): no parameter '\(key)'")
        }
        let given =
            mapping.values.flatMap { key, table in table.values.map { (key, $0) } }
            + mapping.fixed.map { ($0.key, $0.value) }
        for (key, value) in given.sorted(by: { $0.0 + $0.1 < $1.0 + $1.1 }) {
            guard let parameter = definition.parameter(key) else {
                if mapping.values[key] != nil { problems.append("\(name) → \(mapping.target): no parameter '\(key)'") }
                continue
            }
            let allowed = parameter.allowedValues
            if !allowed.isEmpty && !allowed.contains(value) {
                problems.append("\(name) → \(mapping.target) '\(key)': '\(value)' is not one of its values")
            }
        }
        return problems
    }
}
