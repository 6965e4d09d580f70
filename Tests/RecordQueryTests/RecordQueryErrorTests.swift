import RecordQuery
import XCTest

/// Every error a query can raise, by its full message: syntax errors name the part of the query
/// and the column; runtime errors name what is wrong.
final class RecordQueryErrorTests: IsolatedTestCase {
    static let statementErrors: [(String, String)] = [
        ("", "SQL statement: column 1: expected 'SELECT' at the start of the statement"),
        ("SELECT", "SQL statement: column 7: expected an expression after 'SELECT'"),
        ("SELECT name FROM t WHERE price > 3 AND", "SQL statement: column 39: expected an expression after 'AND'"),
        ("SELECT name FROM t WHERE", "SQL statement: column 25: expected an expression after 'WHERE'"),
        ("SELECT (1 + 2", "SQL statement: column 14: expected ')' to close the '(' at column 8 after '2'"),
        ("SELECT upper(name FROM t", "SQL statement: column 19: expected ')' after the arguments of 'upper', found 'FROM'"),
        ("SELECT foo(1)", "SQL statement: column 8: no such function 'foo'"),
        (
            "SELECT substr('a')",
            "SQL statement: column 8: wrong number of arguments to function substr(): 1 given, it takes 2 or 3"
        ),
        (
            "SELECT count(1, 2)",
            "SQL statement: column 8: wrong number of arguments to function count(): 2 given, it takes 0 or 1"
        ),
        ("SELECT count()", "SQL statement: column 8: count() needs an argument or '*'"),
        ("SELECT sum(*)", "SQL statement: column 8: only count() takes '*' as its argument"),
        ("SELECT upper(DISTINCT name)", "SQL statement: column 8: DISTINCT is only for aggregate functions, not upper()"),
        (
            "SELECT group_concat(DISTINCT name, ',')",
            "SQL statement: column 8: DISTINCT aggregates must have exactly one argument"
        ),
        ("SELECT 'abc", "SQL statement: column 8: unterminated string literal"),
        ("SELECT \"abc", "SQL statement: column 8: unterminated quoted identifier"),
        ("SELECT [abc", "SQL statement: column 8: unterminated [identifier]"),
        ("SELECT 12abc", "SQL statement: column 8: unrecognized token '12abc'"),
        ("SELECT 1e", "SQL statement: column 8: unrecognized token '1e'"),
        ("SELECT 0x", "SQL statement: column 8: unrecognized token '0x'"),
        ("SELECT 0x12345678901234567", "SQL statement: column 8: hex literal too big: 0x12345678901234567"),
        ("SELECT 1 # 2", "SQL statement: column 10: unrecognized token '#'"),
        (
            "SELECT CAST(1 AS) ",
            "SQL statement: column 17: expected a type name after 'AS' (INTEGER, REAL, TEXT or NUMERIC), found ')'"
        ),
        ("SELECT CAST(1 AS BLOB)", "SQL statement: column 8: BLOB values are not supported"),
        ("SELECT CAST(1)", "SQL statement: column 14: expected 'AS' after the expression of CAST, found ')'"),
        ("SELECT CASE END", "SQL statement: column 13: expected 'WHEN' in the CASE at column 8, found 'END'"),
        ("SELECT CASE WHEN 1 THEN 2", "SQL statement: column 26: expected 'END' to close the CASE at column 8 after '2'"),
        ("SELECT CASE WHEN 1 2 END", "SQL statement: column 20: expected 'THEN' after the condition of WHEN, found '2'"),
        (
            "SELECT name COLLATE french",
            "SQL statement: column 21: no such collation sequence 'french' (there are BINARY, NOCASE and RTRIM)"
        ),
        (
            "SELECT name COLLATE",
            "SQL statement: column 20: expected a collation name (BINARY, NOCASE or RTRIM) after 'COLLATE' after 'COLLATE'"
        ),
        (
            "SELECT 1 IN 2",
            "SQL statement: column 13: expected '(' and a list of values after 'IN' (tables are not supported), found '2'"
        ),
        ("SELECT 1 IN (1, 2", "SQL statement: column 18: expected ')' to close the list of IN at column 13 after '2'"),
        ("SELECT 1 IN (SELECT 1)", "SQL statement: column 14: subqueries are not supported"),
        ("SELECT (SELECT 1)", "SQL statement: column 9: subqueries are not supported"),
        ("SELECT EXISTS (SELECT 1)", "SQL statement: column 8: subqueries are not supported"),
        ("SELECT 1 BETWEEN 0 OR 2", "SQL statement: column 20: expected 'AND' after the lower bound of BETWEEN, found 'OR'"),
        ("SELECT 'a' REGEXP 'b'", "SQL statement: column 12: the REGEXP operator is not supported (use LIKE or GLOB)"),
        ("SELECT 1 IS DISTINCT 2", "SQL statement: column 22: expected 'FROM' after 'IS DISTINCT', found '2'"),
        ("SELECT (1, 2)", "SQL statement: column 10: row values are not supported"),
        ("SELECT ?", "SQL statement: column 8: bound parameters ('?') are not supported"),
        ("SELECT a -> 'b' FROM t", "SQL statement: column 10: the JSON operators -> and ->> are not supported"),
        ("SELECT t. FROM t", "SQL statement: column 11: expected a column name after '.', found 'FROM'"),
        ("SELECT name AS FROM t", "SQL statement: column 16: expected a name after 'AS', found 'FROM'"),
        ("SELECT * FROM a, b", "SQL statement: column 16: joins are not supported: a query reads one table, the records"),
        ("SELECT * FROM a JOIN b", "SQL statement: column 17: joins are not supported: a query reads one table, the records"),
        ("SELECT * FROM (SELECT 1)", "SQL statement: column 15: subqueries are not supported"),
        ("SELECT * FROM", "SQL statement: column 14: expected a table name after 'FROM' after 'FROM'"),
        ("SELECT * FROM t GROUP name", "SQL statement: column 23: expected 'BY' after 'GROUP', found 'name'"),
        (
            "SELECT * FROM t ORDER BY name NULLS",
            "SQL statement: column 36: expected 'FIRST' or 'LAST' after 'NULLS' after 'NULLS'"
        ),
        ("SELECT * FROM t LIMIT 1 2", "SQL statement: column 25: unexpected '2' after the statement"),
        ("SELECT 1 UNION SELECT 2", "SQL statement: column 10: compound SELECTs (UNION) are not supported"),
        ("WITH x AS (SELECT 1) SELECT 1", "SQL statement: column 1: WITH (common table expressions) is not supported"),
        ("SELECT count(*) OVER () FROM t", "SQL statement: column 17: OVER clauses (window functions) are not supported"),
        ("SELECT 1 FROM t WINDOW w AS ()", "SQL statement: column 17: WINDOW clauses are not supported"),
    ]

    func testStatementSyntaxErrors() {
        for (statement, message) in Self.statementErrors {
            XCTAssertThrowsError(try RecordQuery(statement: statement), statement) { error in
                XCTAssertEqual((error as? SQLSyntaxError)?.description, message, statement)
            }
        }
    }

    func testClauseSyntaxErrorsNameTheClause() {
        let cases: [(() throws -> RecordQuery, String)] = [
            ({ try Self.query(where: "price > 3 AND") }, "SQL where clause: column 14: expected an expression after 'AND'"),
            ({ try Self.query(where: "price > 3 AND )") }, "SQL where clause: column 15: expected an expression, found ')'"),
            ({ try Self.query(where: "price 3") }, "SQL where clause: column 7: unexpected '3' after the expression"),
            ({ try Self.query(select: ["name", "price *"]) }, "SQL select field 2: column 8: expected an expression after '*'"),
            ({ try Self.query(select: ["name x y"]) }, "SQL select field 1: column 8: unexpected 'y' after the result column"),
            ({ try Self.query(groupBy: ["city", "lower("]) }, "SQL group by term 2: column 7: expected an expression after '('"),
            (
                { try Self.query(orderBy: ["price DESCENDING"]) },
                "SQL order by term 1: column 7: unexpected 'DESCENDING' after the order by term"
            ),
            ({ try Self.query(having: "count(*) >") }, "SQL having clause: column 11: expected an expression after '>'"),
        ]
        for (make, message) in cases {
            XCTAssertThrowsError(try make()) { error in XCTAssertEqual("\(error)", message) }
        }
    }

    static func query(
        select: [String] = ["name"], where filter: String? = nil, groupBy: [String] = [], having: String? = nil,
        orderBy: [String] = []
    ) throws -> RecordQuery {
        try RecordQuery(select: select, where: filter, groupBy: groupBy, having: having, orderBy: orderBy, limit: nil)
    }

    static let runtimeErrors: [(String, String)] = [
        ("SELECT prise FROM t", "SQL: no such column 'prise' (the records have: name, price, qty, city, day, note)"),
        ("SELECT name FROM t WHERE count(*) > 1", "SQL: misuse of aggregate function count() in the where clause"),
        ("SELECT count(*) AS n FROM t WHERE n > 1", "SQL: misuse of aggregate: 'n' in the where clause stands for an aggregate"),
        ("SELECT sum(count(*)) FROM t", "SQL: misuse of aggregate function: an aggregate inside sum()"),
        ("SELECT count(*) FROM t GROUP BY count(*)", "SQL: misuse of aggregate function count() in the group by clause"),
        ("SELECT count(*) FROM t GROUP BY 1", "SQL: aggregate functions are not allowed in the GROUP BY clause"),
        ("SELECT name FROM t ORDER BY 3", "SQL: ORDER BY term 3 is out of range: the result has 1 columns"),
        ("SELECT name FROM t GROUP BY 0", "SQL: GROUP BY term 0 is out of range: the result has 1 columns"),
        ("SELECT name FROM t HAVING name > 'a'", "SQL: a HAVING clause needs GROUP BY or an aggregate function"),
        ("SELECT name FROM t LIMIT qty", "SQL: the LIMIT clause cannot name a column ('qty')"),
        ("SELECT name FROM t LIMIT count(*)", "SQL: the LIMIT and OFFSET clauses cannot use aggregate functions"),
        ("SELECT name FROM t LIMIT 'many'", "SQL: datatype mismatch: LIMIT and OFFSET take integers"),
        ("SELECT sum(9223372036854775807 + 0) FROM t", "SQL: integer overflow in sum()"),
        ("SELECT abs(-9223372036854775807 - 1)", "SQL: integer overflow"),
        ("SELECT 'a' LIKE 'a' ESCAPE 'xy'", "SQL: ESCAPE expression must be a single character"),
        ("SELECT printf('%5000d', 1)", "SQL: printf: the width 5000 is larger than 1000"),
        ("SELECT printf('%.2000f', 1)", "SQL: printf: the precision 2000 is larger than 1000"),
        ("SELECT printf('%y', 1)", "SQL: printf: unknown conversion '%y'"),
        ("SELECT name", "SQL: no such column 'name' (the statement reads no records: it has no FROM)"),
    ]

    func testRuntimeErrors() throws {
        for (statement, message) in Self.runtimeErrors {
            let query = try RecordQuery(statement: statement)
            XCTAssertThrowsError(try query.run(on: RecordFixture.records), statement) { error in
                XCTAssertEqual("\(error)", message, statement)
            }
        }
    }

    func testTheListOfColumnsInAnErrorIsShortened() throws {
        let record = (1...25).map { ("c\($0)", SQLValue.integer(Int64($0))) }
        XCTAssertThrowsError(try RecordQuery(statement: "SELECT x FROM t").run(on: [record])) { error in
            XCTAssertEqual(
                "\(error)",
                "SQL: no such column 'x' (the records have: c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, "
                    + "c15, c16, c17, c18, c19, c20, … (25 in all))")
        }
    }
}
