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

    /// In identifier order, the registry is built without a sort (issue 29: every start builds it);
    /// and no two built-ins share a short identifier, which a look-up by short identifier could not tell apart.
    func testEntriesAreInIdentifierOrderWithDistinctShortIdentifiers() {
        let identifiers = BuiltinActions.entries.map { $0.identifier }
        for (before, after) in zip(identifiers, identifiers.dropFirst()) {
            XCTAssertLessThan(before, after, "BuiltinActions.entries: '\(after)' belongs before '\(before)'")
        }
        let shortForms = identifiers.map { ActionRegistry.shortForm(of: $0) }
        XCTAssertEqual(Set(shortForms).count, shortForms.count, "two built-ins share a short identifier")
    }

    /// A registry given its actions in any order finds each by full, short and last-part identifier,
    /// and a duplicate-free order is all it asks.
    func testARegistryInAnyOrderFindsEachAction() {
        let shuffled = Array(BuiltinActions.entries.reversed())
        let registry = ActionRegistry(shuffled.map { $0.action }, identifiers: shuffled.map { $0.identifier })
        for entry in BuiltinActions.entries {
            let short = ActionRegistry.shortForm(of: entry.identifier)
            for name in [entry.identifier, short, short.uppercased()] {
                XCTAssertEqual(registry.action(for: name).map { "\($0)" }, "\(entry.action)", name)
            }
        }
        XCTAssertEqual(registry.action(for: "changecase").map { "\($0)" }, "ChangeCaseAction")
        XCTAssertEqual(registry.ambiguous("sort"), ["files.sort", "list.sort"])
        XCTAssertNil(registry.action(for: "sort"))
    }
}
