import Foundation
import RecordQuery
import XCTest

// The records of the generated cases: the same rows were put into SQLite (columns of NUMERIC
// affinity) to get each case's expected result.

func i(_ value: Int64) -> SQLValue { .integer(value) }
func r(_ value: Double) -> SQLValue { .real(value) }
func t(_ value: String) -> SQLValue { .text(value) }
let n = SQLValue.null

enum RecordFixture {
    static let records: [[(String, SQLValue)]] = [
        [
            ("name", t("apple")), ("price", r(1.5)), ("qty", i(10)), ("city", t("Paris")), ("day", t("2024-01-15")),
            ("note", t("red fruit")),
        ],
        [("name", t("Banana")), ("price", r(0.25)), ("qty", i(120)), ("city", t("Lyon")), ("day", t("2024-02-29")), ("note", n)],
        [
            ("name", t("cherry")), ("price", i(12)), ("qty", i(3)), ("city", t("Paris")), ("day", t("2023-12-31 23:59:59")),
            ("note", t("50% off")),
        ],
        [
            ("name", t("date")), ("price", r(7.75)), ("qty", n), ("city", n), ("day", t("2024-03-01 08:30:00")),
            ("note", t("it's sweet")),
        ],
        [
            ("name", t("Elder")), ("price", i(3)), ("qty", i(0)), ("city", t("lyon")), ("day", t("2024-01-01")),
            ("note", t("a_b")),
        ],
        [("name", t("fig")), ("price", n), ("qty", i(8)), ("city", t("Nice")), ("day", t("2024-07-04 12:00")), ("note", t(""))],
        [
            ("name", t("grape")), ("price", r(2.5)), ("qty", i(42)), ("city", t("Paris")), ("day", t("2024-01-15")),
            ("note", t("  padded  ")),
        ],
        [
            ("name", t("apple")), ("price", i(2)), ("qty", i(5)), ("city", t("Nice")), ("day", t("2024-05-20")),
            ("note", t("green")),
        ],
    ]

    /// A fixed moment for 'now': 2024-06-01 12:34:56 UTC.
    static var limits: SQLLimits {
        SQLLimits(now: Date(timeIntervalSince1970: 1_717_245_296), timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
    }
}

/// A whole statement, its result's column names and rows.
struct StatementCase {
    let sql: String
    let columns: [String]
    let rows: [[SQLValue]]

    init(_ sql: String, columns: [String], rows: [[SQLValue]]) {
        self.sql = sql
        self.columns = columns
        self.rows = rows
    }
}

/// A query given as the shortcut action's parameters, and its result.
struct FieldCase {
    let select: [String]
    let `where`: String?
    let groupBy: [String]
    let having: String?
    let orderBy: [String]
    let limit: Int?
    let offset: Int?
    let columns: [String]
    let rows: [[SQLValue]]
}

/// Each generated case, run through `RecordQuery` and compared with SQLite's answer.
final class RecordQueryCaseTests: IsolatedTestCase {
    func check(_ cases: [StatementCase], file: StaticString = #filePath, line: UInt = #line) {
        for testCase in cases {
            do {
                let query = try RecordQuery(statement: testCase.sql)
                let result = try query.run(on: RecordFixture.records, limits: RecordFixture.limits)
                XCTAssertEqual(result.columns, testCase.columns, testCase.sql, file: file, line: line)
                XCTAssertEqual(result.rows, testCase.rows, testCase.sql, file: file, line: line)
            } catch {
                XCTFail("\(testCase.sql): \(error)", file: file, line: line)
            }
        }
    }

    func testSelect() { check(StatementCase.selection) }
    func testWhere() { check(StatementCase.filtering) }
    func testExpressions() { check(StatementCase.expressions) }
    func testFunctions() { check(StatementCase.functions) }
    func testDates() { check(StatementCase.dates) }
    func testAggregates() { check(StatementCase.aggregates) }

    func testFields() throws {
        for testCase in FieldCase.all {
            let label = "\(testCase.select) where \(testCase.where ?? "-") order \(testCase.orderBy)"
            do {
                let query = try RecordQuery(
                    select: testCase.select, where: testCase.where, groupBy: testCase.groupBy, having: testCase.having,
                    orderBy: testCase.orderBy, limit: testCase.limit, offset: testCase.offset)
                let result = try query.run(on: RecordFixture.records, limits: RecordFixture.limits)
                XCTAssertEqual(result.columns, testCase.columns, label)
                XCTAssertEqual(result.rows, testCase.rows, label)
            } catch {
                XCTFail("\(label): \(error)")
            }
        }
    }
}
