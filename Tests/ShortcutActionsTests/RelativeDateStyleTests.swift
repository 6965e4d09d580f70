import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Format Date's Relative style (`WFDateFormatStyle` Relative, `WFRelativeDateFormatStyle`): today,
/// tomorrow and yesterday by the run's clock (QuietHost: 2026-11-21 10:00 UTC), other days in the
/// relative date style, then the time.
final class RelativeDateStyleTests: IsolatedTestCase {
    func format(_ iso: String, _ extra: String = "") throws -> Value {
        try runAction("format.date", "{\"date\": \"\(iso)\", \"style\": \"Relative\"\(extra)}")
    }

    func testRelativeDaysAndTheOtherDaysStyle() throws {
        XCTAssertEqual(try format("2026-11-21T17:00:00Z"), "Today at 5:00 PM")
        XCTAssertEqual(try format("2026-11-22T09:30:00Z"), "Tomorrow at 9:30 AM")
        XCTAssertEqual(try format("2026-11-20T08:00:00Z"), "Yesterday at 8:00 AM")
        XCTAssertEqual(try format("2026-12-25T08:00:00Z"), "Dec 25, 2026 at 8:00 AM")
        XCTAssertEqual(try format("2026-12-25T08:00:00Z", ", \"relativeStyle\": \"Long\""), "December 25, 2026 at 8:00 AM")
        XCTAssertEqual(try format("2026-12-25T08:00:00Z", ", \"relativeStyle\": \"Short\", \"timeStyle\": \"None\""), "12/25/26")
        XCTAssertEqual(try format("2026-11-21T17:00:00Z", ", \"timeStyle\": \"None\""), "Today")
    }
}
