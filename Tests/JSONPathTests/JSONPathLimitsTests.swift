import Foundation
import JSONPath
import SeededRandom
import XCTest

/// What one evaluation may spend (`JSONPathLimits`): the node count and the caller's stop,
/// which also ends a backtracking `match()`.
final class JSONPathLimitsTests: IsolatedTestCase {
    /// A list nested `depth` times, two items at each level.
    func nested(_ depth: Int) -> JSONPathValue {
        var value: JSONPathValue = 1
        for _ in 0..<depth { value = .array([value, value]) }
        return value
    }

    func testWildcardsSideBySideStopAtTheNodeLimit() throws {
        let query = try JSONPathQuery("$" + String(repeating: "[*,*,*,*]", count: 8))
        XCTAssertThrowsError(try query.nodes(in: nested(8), limits: JSONPathLimits(maximumNodes: 10_000))) { error in
            XCTAssertEqual(error as? JSONPathLimitError, .tooManyNodes(limit: 10_000))
        }
        XCTAssertEqual(try query.nodes(in: nested(2), limits: JSONPathLimits(maximumNodes: 10_000)).count, 0)
        XCTAssertEqual(try JSONPathQuery("$[*,*][*,*]").nodes(in: nested(2), limits: JSONPathLimits()).count, 16)
    }

    func testTheCallersStopEndsABacktrackingMatch() throws {
        let query = try JSONPathQuery(#"$[?search(@, "(a+)+b")]"#)
        let text = JSONPathValue.array([.string(String(repeating: "a", count: 40) + "!")])
        let started = Date()
        XCTAssertThrowsError(
            try query.nodes(in: text, limits: JSONPathLimits(shouldStop: { Date().timeIntervalSince(started) > 0.2 }))
        ) { error in XCTAssertEqual(error as? JSONPathLimitError, .stopped) }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testTheCallersStopEndsADescendantWalk() throws {
        let query = try JSONPathQuery("$..*")
        XCTAssertThrowsError(try query.nodes(in: nested(14), limits: JSONPathLimits(shouldStop: { true }))) { error in
            XCTAssertEqual(error as? JSONPathLimitError, .stopped)
        }
        XCTAssertEqual(try query.nodes(in: nested(3), limits: JSONPathLimits(shouldStop: { true })).count, 14)
    }
}

/// Mangled queries (the compliance suite's, with characters dropped, doubled or swapped in, from a
/// fixed seed) are either rejected with an error or evaluated within the limits: never a crash
/// or a hang.
final class JSONPathMangledQueryTests: IsolatedTestCase {
    func testMangledQueriesAreRejectedOrEvaluated() throws {
        let document = try JSONText.parse(#"{"a": [1, "x", {"b": [true, null, 2.5]}], "c": {"d": "e"}}"#)
        let pieces = Array("$.[]?@()*,:'\"!=<>&|-0123456789abc ")
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        var parsed = 0
        let selectors = ComplianceVectors.all.map(\.selector).filter { !$0.isEmpty }
        for round in 0..<3000 {
            var characters = Array(selectors[round % selectors.count])
            for _ in 0...next(3) {
                let at = next(characters.count + 1)
                switch next(3) {
                case 0: if at < characters.count { characters.remove(at: at) }
                case 1: characters.insert(pieces[next(pieces.count)], at: at)
                default: if at < characters.count { characters[at] = pieces[next(pieces.count)] }
                }
            }
            guard let query = try? JSONPathQuery(String(characters)) else { continue }
            parsed += 1
            _ = try? query.nodes(in: document, limits: JSONPathLimits(maximumNodes: 100_000))
        }
        XCTAssertGreaterThan(parsed, 200)
    }
}
