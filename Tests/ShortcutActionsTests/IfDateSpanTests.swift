import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// If's date conditions (Apple's 1000 / 1001 / 1002): is in the next / last N units, is today,
/// against the run's clock (QuietHost: 2026-11-21T10:00:00Z) and calendar (UTC).
final class IfDateSpanTests: IsolatedTestCase {
    /// "yes" when `date` meets the condition, else "no".
    func check(_ date: String, _ condition: String, amount: String? = nil, unit: String? = nil) throws -> Value {
        var parameters = "\"input\": \"\(date)\", \"condition\": \"\(condition)\""
        if let amount { parameters += ", \"amount\": \(amount)" }
        if let unit { parameters += ", \"unit\": \"\(unit)\"" }
        let json = """
            {"version": 1, "actions": [
              {"action": "conditional", "mode": "start", "group": "g", "parameters": {\(parameters)}},
              {"action": "gettext", "parameters": {"text": "yes"}},
              {"action": "conditional", "mode": "middle", "group": "g"},
              {"action": "gettext", "parameters": {"text": "no"}},
              {"action": "conditional", "mode": "end", "group": "g"}]}
            """
        let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
        let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
        return try Runner(registry: BuiltinActions.registry, host: QuietHost(), options: RunOptions()).run(
            program, input: .nothing
        ).output
    }

    func testIsInTheLastCountsBackFromNow() throws {
        XCTAssertEqual(try check("2026-11-19T08:00:00Z", "is in the last", amount: "3", unit: "days"), "yes")
        XCTAssertEqual(try check("2026-11-17T08:00:00Z", "is in the last", amount: "3", unit: "days"), "no")
        XCTAssertEqual(
            try check("2026-11-22T08:00:00Z", "is in the last", amount: "3", unit: "days"), "no",
            "the future is not in the last days")
        XCTAssertEqual(try check("2026-11-21T09:15:00Z", "is in the last", amount: "1", unit: "hours"), "yes")
        XCTAssertEqual(try check("2026-11-21T08:59:00Z", "is in the last", amount: "1", unit: "hr"), "no")
        XCTAssertEqual(try check("2026-10-01T00:00:00Z", "is in the last", amount: "2", unit: "months"), "yes")
    }

    func testIsInTheNextCountsOnFromNow() throws {
        XCTAssertEqual(try check("2026-11-27T23:00:00Z", "is in the next", amount: "1", unit: "weeks"), "yes")
        XCTAssertEqual(try check("2026-11-28T11:00:00Z", "is in the next", amount: "1", unit: "weeks"), "no")
        XCTAssertEqual(
            try check("2026-11-20T11:00:00Z", "is in the next", amount: "1", unit: "weeks"), "no",
            "the past is not in the next week")
        XCTAssertEqual(try check("2026-11-21T10:29:00Z", "is in the next", amount: "0.5", unit: "hours"), "yes")
        XCTAssertEqual(try check("2026-11-21T10:31:00Z", "is in the next", amount: "0.5", unit: "hours"), "no")
        XCTAssertEqual(try check("2026-11-22T09:00:00Z", "1000"), "yes", "Apple's code; the span defaults to 1 day")
        XCTAssertEqual(try check("2026-11-22T11:00:00Z", "1000"), "no")
    }

    func testIsTodayIsTheCalendarDayOfNow() throws {
        XCTAssertEqual(try check("2026-11-21T00:00:00Z", "is today"), "yes")
        XCTAssertEqual(try check("2026-11-21T23:59:59Z", "1002"), "yes")
        XCTAssertEqual(try check("2026-11-22T00:00:00Z", "is today"), "no")
        XCTAssertEqual(try check("not a date", "is today"), "no", "an input that is no date is in no span")
    }
}
