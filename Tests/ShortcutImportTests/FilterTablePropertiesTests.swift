import XCTest

@testable import ShortcutActions
@testable import ShortcutImport

/// The importer's list of the properties each content filter's condition table may name
/// (`FilterTable.properties`) is the list the action reads: the importer cannot see the actions'
/// choices, so this test keeps the two together.
final class FilterTablePropertiesTests: IsolatedTestCase {
    func testEachFiltersImportedPropertiesAreTheOnesItReads() {
        let cases: [(String, [String])] = [
            ("is.workflow.actions.filter.photos", PhotoProperty.allCases.map(\.rawValue)),
            ("is.workflow.actions.filter.images", ImageDetail.allCases.map(\.rawValue)),
            ("is.workflow.actions.filter.articles", GetArticleDetailsAction.Detail.allCases.map(\.rawValue)),
        ]
        for (identifier, read) in cases {
            XCTAssertEqual(FilterTable.properties[identifier], Set(read), identifier)
        }
    }
}
