import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Calculate Statistics on exact decimals; URL and Get Component of URL.
final class StatisticsAndURLTests: IsolatedTestCase {
    func statistic(_ operation: String, _ numbers: [Value]) throws -> Value {
        try runAction("statistics", "{\"operation\": \"\(operation)\"}", input: .list(numbers))
    }

    func testEveryStatisticOnExactDecimals() throws {
        let numbers: [Value] = ["0.1", "0.2", "0.2", "10", .number(.integer(-3))]
        XCTAssertEqual(try statistic("Sum", numbers), .number(Number(parsing: "7.5") ?? 0))
        XCTAssertEqual(try statistic("Average", numbers), .number(Number(parsing: "1.5") ?? 0))
        XCTAssertEqual(try statistic("Minimum", numbers), .number(.integer(-3)))
        XCTAssertEqual(try statistic("max", numbers), .number(.integer(10)))
        XCTAssertEqual(try statistic("Median", numbers), .number(Number(parsing: "0.2") ?? 0))
        XCTAssertEqual(try statistic("Median", ["1", "2", "3", "10"]), .number(Number(parsing: "2.5") ?? 0))
        XCTAssertEqual(try statistic("Mode", numbers), .number(Number(parsing: "0.2") ?? 0))
        XCTAssertEqual(try statistic("Mode", ["5", "3", "5", "3"]), .number(.integer(3)), "the smallest of those tied")
        XCTAssertEqual(try statistic("Range", numbers), .number(.integer(13)))
        XCTAssertEqual(
            Coercion().text(try statistic("Standard Deviation", ["2", "4", "4", "4", "5", "5", "7", "9"])), "2.1380899352994")
        XCTAssertEqual(try statistic("Standard Deviation", ["7"]), .number(.integer(0)))
        XCTAssertEqual(try statistic("Average", []), .nothing)
    }

    func testStatisticsNameTheItemThatIsNotANumber() {
        XCTAssertEqual(
            failure("statistics", input: ["1", "two"]),
            """
            t.json:1:39: error: action 1 'Calculate Statistics' (statistics), parameter 'input': item 2: couldn't convert from text to number: 'two'
            hint: write the number with digits and a '.' for decimals, e.g. 12.5
            """)
    }

    func testURLPassesOneOrSeveralURLs() throws {
        XCTAssertEqual(try runAction("url", "{\"url\": \"https://example.com/a\"}"), .url("https://example.com/a"))
        XCTAssertEqual(
            try runAction("url", "{\"WFURLActionURL\": \"https://a.example\\nhttps://b.example\"}"),
            .list([.url("https://a.example"), .url("https://b.example")]))
        XCTAssertEqual(
            try runAction("url", "{\"url\": \"data:text/html,<b>hi there</b>\"}"), .url("data:text/html,<b>hi there</b>"),
            "taken as written, as Shortcuts does")
        XCTAssertEqual(
            try runAction("url", "{\"url\": \"https://a.example\\n  \\n\\nhttps://b.example\\n \"}"),
            .list([.url("https://a.example"), .url("https://b.example")]), "blank lines are skipped as empty ones are")
        XCTAssertEqual(
            failure("url", "{\"url\": \" \\n \"}"),
            """
            t.json:1:68: error: action 1 'URL' (url), parameter 'url': item 1: couldn't convert from text to URL: ''
            hint: a URL is one word such as https://example.com
            """, "only blank lines: still no URL")
        XCTAssertEqual(
            failure("url", "{\"url\": [\"https://a.example\", \" \"]}"),
            """
            t.json:1:68: error: action 1 'URL' (url), parameter 'url': item 2: couldn't convert from text to URL: ''
            hint: a URL is one word such as https://example.com
            """)
    }

    /// An imported file leaves the URL to an import question (macstories Masto-Redirect): Apple's
    /// field has no default, so the absent URL passes nothing instead of rejecting the document.
    func testAnAbsentURLPassesNothing() throws {
        XCTAssertEqual(try runAction("url", "{}"), .nothing)
    }

    func testEveryComponentOfAURL() throws {
        let url = Value.url("https://me:secret@example.com:8080/a%20b/c.txt?x=1&y=%20#top")
        let expected: [String: Value] = [
            "Scheme": "https", "User": "me", "Password": "secret", "Host": "example.com", "Port": "8080",
            "Path": "/a b/c.txt", "Query": "x=1&y=%20", "Fragment": "top",
        ]
        for (component, value) in expected {
            XCTAssertEqual(try runAction("geturlcomponent", "{\"component\": \"\(component)\"}", input: url), value, component)
        }
        XCTAssertEqual(
            try runAction("geturlcomponent", "{\"component\": \"Port\"}", input: .url("https://example.com")), .nothing)
        XCTAssertEqual(try runAction("geturlcomponent", input: "mailto:someone@example.com"), "mailto")
    }
}
