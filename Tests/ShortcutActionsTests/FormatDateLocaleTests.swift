import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Format Date's locale (Apple's `WFLocale`, Shortcuts 10.0): the styles become the locale's own, a
/// format string names months and days in its language, ISO 8601 and RFC 2822 stay as they are.
final class FormatDateLocaleTests: IsolatedTestCase {
    let date = Value.date(Date(timeIntervalSince1970: 1_795_255_200))

    func format(_ parameters: String) throws -> Value {
        try runAction("format.date", "{\"date\": \"{{Shortcut Input}}\", \(parameters)}", input: date)
    }

    func testALocaleGivesItsNamesAndStyles() throws {
        XCTAssertEqual(try format("\"style\": \"Custom\", \"format\": \"d MMMM y\", \"locale\": \"fr_FR\""), "21 novembre 2026")
        XCTAssertEqual(try format("\"style\": \"Long\", \"timeStyle\": \"None\", \"locale\": \"de_DE\""), "21. November 2026")
        XCTAssertEqual(try format("\"style\": \"RFC 2822\", \"locale\": \"fr_FR\""), "Sat, 21 Nov 2026 10:00:00 +0000")
        XCTAssertEqual(try format("\"style\": \"Long\", \"timeStyle\": \"None\""), "November 21, 2026", "no locale: US English")
        XCTAssertEqual(try format("\"style\": \"Long\", \"timeStyle\": \"None\", \"locale\": \" \""), "November 21, 2026")
    }
}
