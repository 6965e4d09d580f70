import XCTest

@testable import ShortcutActions

/// Choices that reuse another choice's cases by name map every case they should.
final class ChoiceMappingTests: XCTestCase {
    func testEveryTimeBetweenDatesUnitButTotalTimeCountsACalendarComponent() {
        for unit in TimeBetweenDatesAction.Unit.allCases {
            XCTAssertEqual(unit.component == nil, unit == .totalTime, "\(unit)")
        }
    }

    func testEveryFilterFilesSortChoiceButNoneSortsByAFileProperty() {
        for choice in FilterFilesAction.SortBy.allCases {
            XCTAssertEqual(choice.property == nil, choice == .none, "\(choice)")
        }
        XCTAssertEqual(FilterFilesAction.SortBy.sorting.compactMap(\.property), FileSorting.Property.allCases)
    }
}
