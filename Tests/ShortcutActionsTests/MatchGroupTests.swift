import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Get Group from Matched Text: the groups Match Text keeps for its matches.
final class MatchGroupTests: IsolatedTestCase {
    /// Runs `actions` (JSON array text) as a document and returns the output.
    func run(_ actions: String) throws -> Value {
        let json = "{\"version\": 1, \"actions\": \(actions)}"
        let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
        let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
        return try Runner(registry: BuiltinActions.registry, host: QuietHost(), options: RunOptions()).run(
            program, input: .nothing
        ).output
    }

    func failing(_ actions: String) -> String {
        do { return "no error: \(try run(actions))" } catch { return "\(error)" }
    }

    let orders = """
        {"action": "gettext", "parameters": {"text": "#123 by ann, #456 by bob, #7 by"}},
        {"action": "text.match", "id": "m", "parameters": {"pattern": "#(\\\\d+) by( \\\\w+)?"}},
        """

    func testGroupAtIndexIsApplesDefaultAndAllGroupsListsThem() throws {
        XCTAssertEqual(try run("[\(orders) {\"action\": \"text.match.getgroup\"}]"), .list(["123", "456", "7"]))
        XCTAssertEqual(
            try run("[\(orders) {\"action\": \"text.match.getgroup\", \"parameters\": {\"WFGroupIndex\": 2}}]"),
            .list([" ann", " bob", ""]), "a group that took no part is empty text")
        XCTAssertEqual(
            try run(
                "[\(orders) {\"action\": \"text.match.getgroup\", \"parameters\": {\"matches\": \"{{m | item: 2}}\", \"get\": \"All Groups\"}}]"
            ),
            .list(["456", " bob"]))
        XCTAssertEqual(
            try run(
                "[\(orders) {\"action\": \"text.match.getgroup\", \"parameters\": {\"matches\": \"{{m | item: 1}}\", \"index\": 0}}]"
            ),
            "#123 by ann")
    }

    func testAnEarlierMatchTextKeepsItsGroups() throws {
        let actions = """
            [\(orders)
             {"action": "text.match", "parameters": {"text": "x=1", "pattern": "(x)=(1)"}},
             {"action": "text.match.getgroup", "parameters": {"matches": "{{m}}", "index": 1}}]
            """
        XCTAssertEqual(try run(actions), .list(["123", "456", "7"]))
    }

    func testTextThatIsNotAMatchAndAMissingGroupAreNamed() {
        XCTAssertEqual(
            failure("text.match.getgroup", input: "abc"),
            """
            t.json:1:39: error: action 1 'Get Group from Matched Text' (text.match.getgroup), parameter 'matches': 'abc' is not a match of a recent Match Text
            hint: give Get Group from Matched Text the matches of a Match Text run before it (they carry its groups)
            """)
        XCTAssertEqual(
            failing("[\(orders) {\"action\": \"text.match.getgroup\", \"parameters\": {\"index\": 3}}]"),
            "t.json:2:145: error: action 3 'Get Group from Matched Text' (text.match.getgroup), parameter 'index': the pattern has 2 groups, so group 3 does not exist"
        )
    }
}
