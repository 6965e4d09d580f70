import ShortcutActions
import ShortcutEngine
import XCTest

/// The registry of built-ins is built from the identifiers `BuiltinActions.entries` lists beside
/// each type (so a start builds no definition it does not run); they must be the definitions' own.
final class BuiltinActionsIndexTests: IsolatedTestCase {
    func testEveryListedIdentifierIsItsActionsOwn() {
        for entry in BuiltinActions.entries {
            XCTAssertEqual(
                entry.identifier, entry.action.definition.identifier,
                "BuiltinActions.entries lists \(entry.action) as '\(entry.identifier)'; its definition says '\(entry.action.definition.identifier)'"
            )
        }
    }

    func testTheRegistryFindsWhatARegistryBuiltFromTheDefinitionsFinds() {
        let fromDefinitions = ActionRegistry(BuiltinActions.all)
        for definition in BuiltinActions.registry.definitions {
            for name in [definition.identifier, definition.shortIdentifier, definition.shortIdentifier.uppercased()] {
                XCTAssertEqual(
                    BuiltinActions.registry.action(for: name).map { "\($0)" }, fromDefinitions.action(for: name).map { "\($0)" },
                    name)
            }
        }
        XCTAssertNil(BuiltinActions.registry.action(for: "text.nosuchaction"))
    }
}
