import Foundation
import RecordQuery
import SeededRandom
import TestBudget
import XCTest

/// The limits: query size and nesting when parsed; steps, the caller's stop, result rows and
/// cells, and text length when run. Hostile queries end with the limit's error quickly.
final class RecordQueryLimitTests: IsolatedTestCase {
    let numbers = (0..<2000).map {
        [("n", SQLValue.integer(Int64($0))), ("s", SQLValue.text(String(repeating: "a", count: 30)))]
    }

    func testDeepNestingIsRefused() {
        let parentheses = "SELECT " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
        XCTAssertThrowsError(try RecordQuery(statement: parentheses)) { error in
            XCTAssertEqual("\(error)", "SQL statement: column 208: the expression nests deeper than 200 levels")
        }
        let chain = "SELECT 1" + String(repeating: " + 1", count: 250)
        XCTAssertThrowsError(try RecordQuery(statement: chain)) { error in
            XCTAssertEqual("\(error)", "SQL statement: column 8: the expression nests deeper than 200 levels")
        }
        let negations = "SELECT " + String(repeating: "- ", count: 5000) + "1"
        XCTAssertThrowsError(try RecordQuery(statement: negations)) { error in
            XCTAssertEqual("\(error)", "SQL statement: column 408: the expression nests deeper than 200 levels")
        }
        XCTAssertNoThrow(try RecordQuery(statement: "SELECT 1" + String(repeating: " + 1", count: 150)))
    }

    func testLongTextIsRefused() {
        let statement = "SELECT '" + String(repeating: "x", count: 70000) + "'"
        XCTAssertThrowsError(try RecordQuery(statement: statement)) { error in
            XCTAssertEqual("\(error)", "SQL statement: column 1: the text is longer than 65536 characters")
        }
        XCTAssertThrowsError(
            try RecordQuery(
                select: [], where: String(repeating: "1 OR ", count: 20000) + "1", groupBy: [], orderBy: [], limit: nil)
        ) {
            error in XCTAssertEqual("\(error)", "SQL where clause: column 1: the text is longer than 65536 characters")
        }
    }

    func testStepLimit() throws {
        let query = try RecordQuery(statement: "SELECT n * 2 + 1 FROM t WHERE n % 3 = 0 ORDER BY n DESC")
        XCTAssertThrowsError(try query.run(on: numbers, limits: SQLLimits(maximumSteps: 5_000))) { error in
            XCTAssertEqual(error as? SQLLimitError, .tooManySteps(limit: 5_000))
            XCTAssertEqual("\(error)", "SQL: the query took more than 5000 steps")
        }
        XCTAssertEqual(try query.run(on: numbers, limits: SQLLimits(maximumSteps: 100_000)).rows.count, 667)
    }

    func testTheCallersStopEndsTheRun() throws {
        let query = try RecordQuery(statement: "SELECT n FROM t WHERE s LIKE '%b%'")
        XCTAssertThrowsError(try query.run(on: numbers, limits: SQLLimits(shouldStop: { true }))) { error in
            XCTAssertEqual(error as? SQLLimitError, .stopped)
            XCTAssertEqual("\(error)", "SQL: the query was stopped")
        }
    }

    func testPathologicalPatternsCostTextTimesPattern() throws {
        let text = String(repeating: "a", count: 20000)
        let like = try RecordQuery(statement: "SELECT s LIKE '" + String(repeating: "%a", count: 30) + "%b' FROM t")
        let started = ThreadClock.seconds
        XCTAssertEqual(try like.run(on: [[("s", .text(text))]]).rows, [[.integer(0)]])
        let glob = try RecordQuery(statement: "SELECT s GLOB '" + String(repeating: "*a", count: 30) + "*b' FROM t")
        XCTAssertEqual(try glob.run(on: [[("s", .text(text))]]).rows, [[.integer(0)]])
        XCTAssertLessThan(ThreadClock.seconds - started, 3, "processor seconds")
        XCTAssertNoThrow(try like.run(on: [[("s", .text(text))]], limits: SQLLimits(maximumSteps: 100_000)))
        XCTAssertThrowsError(try like.run(on: [[("s", .text(text))]], limits: SQLLimits(maximumSteps: 1_000))) { error in
            XCTAssertEqual(error as? SQLLimitError, .tooManySteps(limit: 1_000))
        }
    }

    func testResultRowAndCellLimits() throws {
        let query = try RecordQuery(statement: "SELECT n, s FROM t")
        XCTAssertThrowsError(try query.run(on: numbers, limits: SQLLimits(maximumRows: 1000))) { error in
            XCTAssertEqual("\(error)", "SQL: the result has more than 1000 rows")
        }
        XCTAssertThrowsError(try query.run(on: numbers, limits: SQLLimits(maximumCells: 3000))) { error in
            XCTAssertEqual("\(error)", "SQL: the result has more than 3000 cells")
        }
        XCTAssertEqual(
            try RecordQuery(statement: "SELECT n FROM t LIMIT 1000").run(on: numbers, limits: SQLLimits(maximumRows: 1000)).rows
                .count, 1000)
    }

    func testTextLengthLimit() throws {
        let limits = SQLLimits(maximumTextLength: 10_000)
        let cases = [
            "SELECT group_concat(s) FROM t", "SELECT replace(s, 'a', printf('%500s', 'x')) FROM t",
            "SELECT printf('%1000s%1000s%1000s%1000s%1000s%1000s%1000s%1000s%1000s%1000s%1000s', 1,2,3,4,5,6,7,8,9,10,11)",
            "SELECT hex(printf('%1000s', 1) || printf('%1000s', 1) || printf('%1000s', 1) || printf('%1000s', 1) || printf('%1000s', 1) || printf('%1000s', 1))",
        ]
        for statement in cases {
            XCTAssertThrowsError(try RecordQuery(statement: statement).run(on: numbers, limits: limits), statement) { error in
                XCTAssertEqual("\(error)", "SQL: a text made by the query is longer than 10000 bytes", statement)
            }
        }
    }

    /// Mangled statements (pieces dropped, doubled or swapped in, from a fixed seed) are either
    /// rejected with an error or run within the limits: never a crash or a hang.
    func testMangledStatementsAreRejectedOrRun() {
        let sources =
            StatementCase.expressions.map(\.sql) + StatementCase.aggregates.map(\.sql) + StatementCase.filtering.map(\.sql)
        let pieces = Array("()'\",.*%+-|<>=!~[]`0123456789 abcnNOTANDORIS")
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        var ran = 0
        for round in 0..<1500 {
            var characters = Array(sources[round % sources.count])
            for _ in 0...next(3) {
                let at = next(characters.count + 1)
                switch next(3) {
                case 0: if at < characters.count { characters.remove(at: at) }
                case 1: characters.insert(pieces[next(pieces.count)], at: at)
                default: if at < characters.count { characters[at] = pieces[next(pieces.count)] }
                }
            }
            guard let query = try? RecordQuery(statement: String(characters)) else { continue }
            if (try? query.run(on: RecordFixture.records, limits: SQLLimits(maximumSteps: 200_000))) != nil { ran += 1 }
        }
        XCTAssertGreaterThan(ran, 50)
    }
}
