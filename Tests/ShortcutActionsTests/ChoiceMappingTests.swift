import ShortcutEngine
import XCTest

@testable import ShortcutActions

/// Choices that reuse another choice's cases by name map every case they should.
final class ChoiceMappingTests: IsolatedTestCase {
    func testEveryTimeBetweenDatesUnitButTotalTimeCountsACalendarComponent() {
        for unit in TimeBetweenDatesAction.Unit.allCases {
            XCTAssertEqual(unit.component == nil, unit == .totalTime, "\(unit)")
        }
    }

    func testFilterFilesSortsByNoneOrAFileProperty() {
        XCTAssertEqual(
            ChoiceSet(FilterFilesAction.SortBy.self).values,
            ["None", "Name", "Creation Date", "Last Modified Date", "File Size", "File Extension", "Random"])
        XCTAssertEqual(FilterFilesAction.SortBy(rawValue: "File Size"), .some(.size))
        XCTAssertEqual(FilterFilesAction.SortBy(rawValue: "None"), FilterFilesAction.SortBy.none)
        XCTAssertNil(FilterFilesAction.SortBy(rawValue: "Size"))
        XCTAssertEqual(ChoiceSet(FilterFilesAction.SortBy.self).canonical("created"), "Creation Date", "aliases carry over")
    }
}
