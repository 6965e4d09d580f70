import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutCLI

final class CatalogueTests: IsolatedTestCase {
    func testCommittedActionCatalogueMatchesTheRegistry() throws {
        let path = GoldenWorkflowTests.packageRoot.appendingPathComponent("docs/actions.md").path
        let committed = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        let generated = ActionCatalogue.markdown(BuiltinActions.registry)
        XCTAssertEqual(
            committed, generated,
            "docs/actions.md drifted: regenerate with `swift run shortcut actions --markdown > docs/actions.md`")
    }

    func testEveryActionHasASummaryAndEveryParameterIsDescribed() {
        for definition in BuiltinActions.registry.definitions {
            XCTAssertFalse(definition.summary.isEmpty, definition.identifier)
            for parameter in definition.parameters {
                XCTAssertFalse(parameter.summary.isEmpty, "\(definition.identifier).\(parameter.key)")
                if let parent = parameter.parent {
                    XCTAssertNotNil(
                        definition.parameter(parent.key), "\(definition.identifier).\(parameter.key) has an unknown parent")
                }
            }
        }
    }
}
