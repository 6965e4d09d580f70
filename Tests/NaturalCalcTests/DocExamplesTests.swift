import Foundation
import XCTest

@testable import NaturalCalc

/// Every `expression` → `answer` pair written in docs/calculator.md runs here, so the syntax
/// reference cannot drift from what the calculator does. The clock is `CalcOptions.display`
/// (21 November 2026, 10:00 UTC) and answers show the default two places, as a user sees them.
final class DocExamplesTests: IsolatedTestCase {
    /// Pairs that need something a single line with the test options does not have, and what.
    static let needsContext: [String: String] = [
        "income - total": "a sheet with income and expenses above it (SheetTests)",
        "1,2 + 3,4": "the decimal comma option (FormattingTests)",
        "3pm in Tokyo": "the zone of the example, Europe/London",
    ]

    func testEveryExampleInTheSyntaxReference() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/calculator.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        var checked = 0
        var failures: [String] = []
        for match in text.matches(of: /`([^`\n]+)` → `([^`\n]+)`/) {
            let expression = String(match.output.1), expected = String(match.output.2)
            if DocExamplesTests.needsContext[expression] != nil { continue }
            checked += 1
            let ours = calc(expression, .display)
            if ours != expected { failures.append("\(expression) → \(expected), ours: \(ours)") }
        }
        print("docs/calculator.md: \(checked) examples")
        XCTAssertGreaterThan(checked, 250)
        XCTAssertEqual(failures, [])
    }
}
