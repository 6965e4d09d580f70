import XCTest

@testable import ShortcutActions

/// "Did you mean" for an unknown identifier: a typo, a display name, or the last word of an identifier.
final class RegistrySuggestionTests: IsolatedTestCase {
    let registry = BuiltinActions.registry

    func testATypoSuggestsTheClosestIdentifier() {
        XCTAssertEqual(registry.suggestion(for: "text.splt"), "; did you mean 'text.split'?")
    }

    func testADisplayNameSuggestsItsIdentifier() {
        XCTAssertEqual(registry.suggestion(for: "Change Case"), "; did you mean 'text.changecase'?")
    }

    func testTheLastWordOfAnIdentifierSuggestsEveryActionEndingInIt() {
        XCTAssertEqual(registry.suggestion(for: "sort"), "; did you mean 'files.sort' or 'list.sort'?")
        XCTAssertEqual(registry.suggestion(for: "dedupe"), "; did you mean 'list.dedupe'?")
        // "split" itself is now a typo's distance from Apple's `splitpdf`, which the closest-identifier rule finds first.
        XCTAssertEqual(registry.suggestion(for: "split"), "; did you mean 'splitpdf'?")
        XCTAssertEqual(registry.suggestion(for: "changecase"), "; did you mean 'text.changecase'?")
    }

    func testNothingCloseSuggestsNothing() {
        XCTAssertEqual(registry.suggestion(for: "photosynthesise"), "")
    }
}
