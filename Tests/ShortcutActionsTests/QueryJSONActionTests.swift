import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Query JSON (`json.query`): an RFC 9535 JSONPath query over a dictionary, a list, or JSON text;
/// the query language itself is tested in JSONPathTests (the compliance suite and the RFC's examples).
final class QueryJSONActionTests: IsolatedTestCase {
    let store = #"{"store": {"book": [{"title": "A", "price": 8.95}, {"title": "B", "price": 12}], "open": true}}"#

    func testValuesAndPathsInTheQuerysOrder() throws {
        XCTAssertEqual(
            try runAction("json.query", #"{"query": "$.store.book[?@.price < 10].title"}"#, input: .text(store)),
            .list([.text("A")]))
        XCTAssertEqual(
            try runAction("json.query", #"{"query": "$..price"}"#, input: .text(store)),
            .list([Value(json: .number("8.95")), .number(Number(12))]))
        XCTAssertEqual(
            try runAction("json.query", #"{"query": "$.store.*", "output": "Paths"}"#, input: .text(store)),
            .list([.text("$['store']['book']"), .text("$['store']['open']")]))
        XCTAssertEqual(
            try runAction("json.query", #"{"query": "$.store.book[-1]"}"#, input: .text(store)),
            .list([.dictionary(ValueDictionary([("title", .text("B")), ("price", .number(Number(12)))]))]))
    }

    func testJqProgramsGiveEveryValueTheyOutput() throws {
        XCTAssertEqual(
            try runAction(
                "json.query", #"{"language": "jq", "query": ".store.book[] | select(.price < 10) | .title"}"#, input: .text(store)
            ),
            ["A"])
        XCTAssertEqual(
            try runAction(
                "json.query",
                #"{"language": "jq", "query": "{titles: [.store.book[].title], total: (.store.book | map(.price) | add)}"}"#,
                input: .text(store)),
            [["titles": ["A", "B"], "total": Value(json: .number("20.95"))]])
        XCTAssertEqual(
            try runAction("json.query", #"{"language": "jq", "query": "length", "slurp": true}"#, input: .text(store)), [1])
        XCTAssertEqual(
            try runAction("json.query", #"{"language": "jq", "query": "empty"}"#, input: .text(store)), .list([]))
    }

    func testJqFailuresNameTheProgram() {
        XCTAssertEqual(
            failure("json.query", #"{"language": "jq", "query": ".store | map("}"#, input: .text(store)),
            """
            t.json:1:95: error: action 1 'Query JSON' (json.query), parameter 'query': jq program: column 14: unexpected end of the program
            hint: a jq program is filters joined by |, such as .items[] | select(.price < 10) | .name
            """)
        XCTAssertEqual(
            failure("json.query", #"{"language": "jq", "query": ".store.open.x"}"#, input: .text(store)),
            """
            t.json:1:95: error: action 1 'Query JSON' (json.query), parameter 'query': jq program: Cannot index boolean with "x"
            hint: guard the step with try, ? or //, or check the input's shape (type, has(key))
            """)
        XCTAssertEqual(
            failure("json.query", #"{"language": "jq", "query": "[range(1e9)]"}"#, input: .text(store)),
            """
            t.json:1:95: error: action 1 'Query JSON' (json.query), parameter 'query': jq program: stopped after 10000000 evaluation steps
            hint: make the program do less: fewer outputs, no endless recursion or range
            """)
    }

    func testADictionaryOrListIsQueriedAsItIs() throws {
        let people: Value = .list([
            .dictionary(ValueDictionary([("name", .text("Ada")), ("age", .number(Number(36)))])),
            .dictionary(ValueDictionary([("name", .text("Grace")), ("age", .number(Number(45)))])),
        ])
        XCTAssertEqual(
            try runAction("json.query", #"{"query": "$[?@.age > 40].name"}"#, input: people), .list([.text("Grace")]))
        XCTAssertEqual(try runAction("json.query", #"{"query": "$[5]"}"#, input: people), .list([]))
        XCTAssertEqual(try runAction("json.query", #"{"query": "$.a"}"#), .list([]))
    }

    func testAnInvalidQueryAndTextThatIsNotJSONStopTheRun() {
        XCTAssertEqual(
            failure("json.query", #"{"query": "$.store[?"}"#, input: .text(store)),
            "t.json:1:77: error: action 1 'Query JSON' (json.query), parameter 'query': '$.store[?' is not a JSONPath query: "
                + "expected a query, a literal or a function, found end of query (at character 10)\n"
                + "hint: a query starts with $, then .name, [index], [start:end:step], .*, ..name or [?filter] (RFC 9535)")
        XCTAssertTrue(
            failure("json.query", #"{"query": "$"}"#, input: .text("not json")).contains("parameter 'input': not JSON5"))
    }

    /// The evaluation's node limit (ten million nodes take seconds to reach, so the library's
    /// JSONPathLimitsTests reach a small one): its message.
    func testTheNodeLimitsMessage() {
        let failure = JSONQueryFailure.tooManyNodes(query: "$[*,*][*,*]")
        XCTAssertEqual(failure.message, "'$[*,*][*,*]' makes more than 10,000,000 nodes on the way to its result")
        XCTAssertEqual(
            failure.hint, "list fewer selectors side by side, or select by name or index instead of with * and ..")
    }
}
