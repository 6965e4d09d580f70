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
}
