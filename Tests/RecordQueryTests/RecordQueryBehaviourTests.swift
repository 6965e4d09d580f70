import Foundation
import RecordQuery
import XCTest

/// What the SQLite 3.40 used for the generated cases cannot show: newer functions (concat,
/// concat_ws, string_agg, octet_length, more strftime codes, subsec), 'now' from the injected
/// clock, records with differing keys, name matching, and the text of values.
final class RecordQueryBehaviourTests: IsolatedTestCase {
    func rows(_ statement: String, _ records: [[(String, SQLValue)]] = RecordFixture.records) throws -> [[SQLValue]] {
        try RecordQuery(statement: statement).run(on: records, limits: RecordFixture.limits).rows
    }

    func testNewerFunctions() throws {
        let cases: [(String, [[SQLValue]])] = [
            ("SELECT concat('a', NULL, 1, 2.5)", [[t("a12.5")]]),
            ("SELECT concat(NULL)", [[t("")]]),
            ("SELECT concat_ws('-', 'a', NULL, 'b', 3)", [[t("a-b-3")]]),
            ("SELECT concat_ws(NULL, 'a', 'b')", [[n]]),
            ("SELECT string_agg(name, '|') FROM t WHERE price > 2", [[t("cherry|date|Elder|grape")]]),
            ("SELECT octet_length('héllo'), octet_length(NULL)", [[i(6), n]]),
            (
                "SELECT strftime('%e|%F|%I|%k|%l|%p|%P|%R|%T|%u', '2024-03-05 17:08:09')",
                [[t(" 5|2024-03-05|05|17| 5|PM|pm|17:08|17:08:09|2")]]
            ),
            (
                "SELECT strftime('%U %V %G %g', '2024-01-01'), strftime('%V %G', '2021-01-03')",
                [[t("00 01 2024 24"), t("53 2020")]]
            ),
            (
                "SELECT time('10:20:30.25', 'subsec'), unixepoch('1970-01-01 00:00:01.5', 'subsec')",
                [[t("10:20:30.250"), r(1.5)]]
            ),
            (
                "SELECT date('now'), datetime('now'), unixepoch('now'), date()",
                [[t("2024-06-01"), t("2024-06-01 12:34:56"), i(1_717_245_296), t("2024-06-01")]]
            ),
            (
                "SELECT CURRENT_DATE, CURRENT_TIME, CURRENT_TIMESTAMP",
                [[t("2024-06-01"), t("12:34:56"), t("2024-06-01 12:34:56")]]
            ),
            ("SELECT date('now', 'start of month', '-1 day')", [[t("2024-05-31")]]),
            (
                "SELECT datetime('2024-01-01 12:00', 'localtime'), datetime('2024-01-01 12:00', 'utc')",
                [[t("2024-01-01 12:00:00"), t("2024-01-01 12:00:00")]]
            ),
        ]
        for (statement, expected) in cases { XCTAssertEqual(try rows(statement), expected, statement) }
    }

    func testLocaltimeUsesTheGivenZone() throws {
        var limits = RecordFixture.limits
        limits.timeZone = TimeZone(secondsFromGMT: 2 * 3600) ?? .current
        let query = try RecordQuery(
            statement: "SELECT datetime('2024-01-01 12:00', 'localtime'), datetime('2024-01-01 12:00', 'utc')")
        XCTAssertEqual(try query.run(on: [], limits: limits).rows, [[t("2024-01-01 14:00:00"), t("2024-01-01 10:00:00")]])
    }

    func testRecordsWithDifferentKeysAreOneTable() throws {
        let records: [[(String, SQLValue)]] = [[("a", i(1))], [("b", t("x")), ("a", i(2))], [("c", r(0.5))]]
        let result = try RecordQuery(statement: "SELECT * FROM t").run(on: records)
        XCTAssertEqual(result.columns, ["a", "b", "c"])
        XCTAssertEqual(result.rows, [[i(1), n, n], [i(2), t("x"), n], [n, n, r(0.5)]])
    }

    func testColumnNamesMatchExactlyFirstThenIgnoringCase() throws {
        let records: [[(String, SQLValue)]] = [[("Name", t("upper")), ("name", t("lower")), ("City", t("Paris"))]]
        XCTAssertEqual(
            try rows("SELECT name, Name, NAME, city FROM t", records), [[t("lower"), t("upper"), t("upper"), t("Paris")]])
        let result = try RecordQuery(statement: "SELECT CITY FROM t").run(on: records)
        XCTAssertEqual(result.columns, ["City"])
    }

    func testNoRecords() throws {
        XCTAssertEqual(try rows("SELECT name FROM t WHERE price > 1", []), [])
        XCTAssertEqual(try rows("SELECT count(*), sum(price), max(name) FROM t", []), [[i(0), n, n]])
        XCTAssertEqual(try rows("SELECT 1 + 1", []), [[i(2)]])
    }

    func testFieldListDefaultsAndAliases() throws {
        let query = try RecordQuery(select: ["  "], where: "  ", groupBy: [""], orderBy: [], limit: 1)
        XCTAssertEqual(try query.run(on: RecordFixture.records).columns, ["name", "price", "qty", "city", "day", "note"])
        let aliased = try RecordQuery(
            select: ["name AS n", "upper(name)"], where: "n LIKE 'a%'", groupBy: [], orderBy: ["n"], limit: nil)
        let result = try aliased.run(on: RecordFixture.records)
        XCTAssertEqual(result.columns, ["n", "upper(name)"])
        XCTAssertEqual(result.rows, [[t("apple"), t("APPLE")], [t("apple"), t("APPLE")]])
    }

    func testValueText() {
        let cases: [(SQLValue, String?)] = [
            (n, nil), (i(-3), "-3"), (r(3), "3.0"), (r(0.1), "0.1"), (r(1e20), "1.0e+20"), (r(1.0 / 3), "0.333333333333333"),
            (r(-0.0), "0.0"), (r(.infinity), "Inf"), (r(123456.75), "123456.75"), (r(1.5e-7), "1.5e-07"), (t("x"), "x"),
        ]
        for (value, text) in cases { XCTAssertEqual(value.text, text, "\(value)") }
        XCTAssertEqual(SQLValue.bool(true), i(1))
        XCTAssertEqual([n, i(1), r(1), t("")].map(\.typeName), ["null", "integer", "real", "text"])
    }

    func testErrorsDescribeThemselves() {
        let error = SQLSyntaxError(clause: "where clause", column: 12, message: "expected an expression after 'AND'")
        XCTAssertEqual(error.description, "SQL where clause: column 12: expected an expression after 'AND'")
        XCTAssertEqual(SQLRuntimeError("no such column 'x'").description, "SQL: no such column 'x'")
        XCTAssertEqual(SQLLimitError.textTooLong(limit: 5).description, "SQL: a text made by the query is longer than 5 bytes")
    }
}
