import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// The Relative date-format step on a variable, `| relative: DAY; TIME`: Apple's relative text on
/// the run's clock (the test host's now is 1970-01-01T00:00:00Z, UTC), as Format Date's Relative.
final class RelativeDateStepTests: IsolatedTestCase {
    func run(_ text: String) throws -> Value {
        let json = #"{"version": 1, "actions": [{"action": "gettext", "parameters": {"text": "\#(text)"}}]}"#
        let program = try Compiler.compile(
            try DocumentReader.read(Data(json.utf8), file: "t.json"), registry: BuiltinActions.registry, file: "t.json")
        return try Runner(registry: BuiltinActions.registry, host: PresentationHost()).run(program, input: .nothing).output
    }

    func testTodayTomorrowYesterdayAndOtherDays() throws {
        XCTAssertEqual(try run("{{Current Date | relative: MMM d, yyyy; h:mm a}}"), .text("Today at 12:00 AM"))
        XCTAssertEqual(try run("{{Current Date | relative: MMM d, yyyy}}"), .text("Today"))
        let dates = [
            "1970-01-02T09:30:00Z": "Tomorrow at 9:30 AM", "1969-12-31T18:00:00Z": "Yesterday at 6:00 PM",
            "1970-03-15T08:00:00Z": "Mar 15, 1970 at 8:00 AM",
        ]
        for (iso, expected) in dates {
            let json =
                #"{"version": 1, "actions": [{"action": "date", "id": "d", "parameters": {"mode": "Specified Date", "date": "\#(iso)"}}, {"action": "gettext", "parameters": {"text": "{{d | relative: MMM d, yyyy; h:mm a}}"}}]}"#
            let program = try Compiler.compile(
                try DocumentReader.read(Data(json.utf8), file: "t.json"), registry: BuiltinActions.registry, file: "t.json")
            XCTAssertEqual(
                try Runner(registry: BuiltinActions.registry, host: PresentationHost()).run(program, input: .nothing).output,
                .text(expected), iso)
        }
    }

    func testTheStepReadsAndWritesBack() throws {
        let reference = try ReferenceSyntax.reference("d | relative: MMMM d, yyyy; h:mm:ss a")
        XCTAssertEqual(reference.aggrandizements, [.relativeDate(day: "MMMM d, yyyy", time: "h:mm:ss a")])
        XCTAssertEqual(DocumentWriter.source(reference), "d | relative: MMMM d, yyyy; h:mm:ss a")
        XCTAssertEqual(
            try ReferenceSyntax.reference("d | relative: M/d/yy").aggrandizements, [.relativeDate(day: "M/d/yy", time: nil)])
    }

    /// Apple's Relative time style ("How Long Ago/Until", Workflow's documentation): the most
    /// significant whole unit, "ago" or "from now" (the host's now is 1970-01-01T00:00:00Z).
    func testHowLongAgoOrUntil() throws {
        let now = Date(timeIntervalSince1970: 0)
        let utc = TimeZone(identifier: "UTC") ?? .current
        let cases: [(TimeInterval, String)] = [
            (-43 * 60, "43 minutes ago"), (19 * 3600, "19 hours from now"), (5 * 86400, "5 days from now"),
            (-(31 + 28 + 31 + 2) * 86400, "3 months ago"), (14 * 86400, "2 weeks from now"), (-1, "1 second ago"),
            (0, "0 seconds ago"), (-(366 * 86400), "1 year ago"), (3600, "1 hour from now"),
        ]
        for (offset, expected) in cases {
            XCTAssertEqual(
                HowLongText.text(now.addingTimeInterval(offset), now: now, timeZone: utc), expected, "\(offset)")
        }
        let json =
            #"{"version": 1, "actions": [{"action": "date", "id": "d", "parameters": {"mode": "Specified Date", "date": "1969-12-31T23:17:00Z"}}, {"action": "format.date", "id": "f", "parameters": {"date": "{{d}}", "style": "Long", "timeStyle": "Relative"}}, {"action": "gettext", "parameters": {"text": "{{f}}, {{d | relative: how long}}"}}]}"#
        let program = try Compiler.compile(
            try DocumentReader.read(Data(json.utf8), file: "t.json"), registry: BuiltinActions.registry, file: "t.json")
        XCTAssertEqual(
            try Runner(registry: BuiltinActions.registry, host: PresentationHost()).run(program, input: .nothing).output,
            .text("43 minutes ago, 43 minutes ago"))
        let reference = try ReferenceSyntax.reference("d | relative: how long")
        XCTAssertEqual(reference.aggrandizements, [.howLong])
        XCTAssertEqual(DocumentWriter.source(reference), "d | relative: how long")
    }
}
