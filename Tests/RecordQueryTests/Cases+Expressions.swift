// Generated from SQLite 3.40.1 (Python's sqlite3) running each query over the records of
// RecordFixture (a table whose columns have NUMERIC affinity); made by
// scripts/record-query-cases.py, then swift format. Do not edit by hand.
import RecordQuery

extension StatementCase {
    static let expressions: [StatementCase] = [
        StatementCase(
            "SELECT 7 / 2, 7.0 / 2, 7 / 2.0, -7 / 2, 7 % 3, -7 % 3, 7 % -3, 7.5 % 2",
            columns: ["7 / 2", "7.0 / 2", "7 / 2.0", "-7 / 2", "7 % 3", "-7 % 3", "7 % -3", "7.5 % 2"],
            rows: [[i(3), r(3.5), r(3.5), i(-3), i(1), i(-1), i(1), r(1.0)]]),
        StatementCase(
            "SELECT 1 / 0, 1 % 0, 1.5 / 0, 0 / 0",
            columns: ["1 / 0", "1 % 0", "1.5 / 0", "0 / 0"],
            rows: [[n, n, n, n]]),
        StatementCase(
            "SELECT 9223372036854775807 + 1, -9223372036854775807 - 2, 9223372036854775807 * 2, 4611686018427387904 * 2",
            columns: [
                "9223372036854775807 + 1", "-9223372036854775807 - 2", "9223372036854775807 * 2", "4611686018427387904 * 2",
            ],
            rows: [[r(9.223372036854776e+18), r(-9.223372036854776e+18), r(1.8446744073709552e+19), r(9.223372036854776e+18)]]),
        StatementCase(
            "SELECT 2 + 3 * 4, (2 + 3) * 4, 2 - 3 - 4, 2 * 3 % 4, 1 + 2 || 3, 1 || 2 + 3",
            columns: ["2 + 3 * 4", "(2 + 3) * 4", "2 - 3 - 4", "2 * 3 % 4", "1 + 2 || 3", "1 || 2 + 3"],
            rows: [[i(14), i(20), i(-5), i(2), i(24), i(15)]]),
        StatementCase(
            "SELECT 6 & 3, 6 | 3, 1 << 4, 256 >> 2, ~5, -8 >> 1, 1 << 64, 1 << -1, 5 & NULL",
            columns: ["6 & 3", "6 | 3", "1 << 4", "256 >> 2", "~5", "-8 >> 1", "1 << 64", "1 << -1", "5 & NULL"],
            rows: [[i(2), i(7), i(16), i(64), i(-6), i(-4), i(0), i(0), n]]),
        StatementCase(
            "SELECT 1 < 2, 2 < 1, 1 = 1.0, 'a' < 'b', 'a' < 'B', 1 < 'a', NULL = NULL, NULL IS NULL",
            columns: ["1 < 2", "2 < 1", "1 = 1.0", "'a' < 'b'", "'a' < 'B'", "1 < 'a'", "NULL = NULL", "NULL IS NULL"],
            rows: [[i(1), i(0), i(1), i(1), i(0), i(1), n, i(1)]]),
        StatementCase(
            "SELECT 1 IS 1, 1 IS NOT 2, NULL IS NOT NULL, 1 IS DISTINCT FROM NULL, NULL IS NOT DISTINCT FROM NULL",
            columns: ["1 IS 1", "1 IS NOT 2", "NULL IS NOT NULL", "1 IS DISTINCT FROM NULL", "NULL IS NOT DISTINCT FROM NULL"],
            rows: [[i(1), i(1), i(0), i(1), i(1)]]),
        StatementCase(
            "SELECT NULL AND 0, NULL AND 1, NULL OR 1, NULL OR 0, NOT NULL, 0 OR 0, 1 AND 1",
            columns: ["NULL AND 0", "NULL AND 1", "NULL OR 1", "NULL OR 0", "NOT NULL", "0 OR 0", "1 AND 1"],
            rows: [[i(0), n, i(1), n, n, i(0), i(1)]]),
        StatementCase(
            "SELECT 1 IN (1, 2), 3 IN (1, 2), NULL IN (1), 1 IN (NULL, 1), 2 IN (NULL, 1), 2 NOT IN (NULL, 1)",
            columns: ["1 IN (1, 2)", "3 IN (1, 2)", "NULL IN (1)", "1 IN (NULL, 1)", "2 IN (NULL, 1)", "2 NOT IN (NULL, 1)"],
            rows: [[i(1), i(0), n, i(1), n, n]]),
        StatementCase(
            "SELECT 2 BETWEEN 1 AND 3, 5 BETWEEN 1 AND 3, NULL BETWEEN 1 AND 3, 2 BETWEEN NULL AND 1, 2 BETWEEN NULL AND 3",
            columns: [
                "2 BETWEEN 1 AND 3", "5 BETWEEN 1 AND 3", "NULL BETWEEN 1 AND 3", "2 BETWEEN NULL AND 1", "2 BETWEEN NULL AND 3",
            ],
            rows: [[i(1), i(0), n, i(0), n]]),
        StatementCase(
            "SELECT 'abc' LIKE 'ABC', 'abc' LIKE 'a_c', 'abc' LIKE 'a%', 'abc' GLOB 'A*', 'abc' GLOB 'a*', NULL LIKE 'a', 'a' LIKE NULL",
            columns: [
                "'abc' LIKE 'ABC'", "'abc' LIKE 'a_c'", "'abc' LIKE 'a%'", "'abc' GLOB 'A*'", "'abc' GLOB 'a*'", "NULL LIKE 'a'",
                "'a' LIKE NULL",
            ],
            rows: [[i(1), i(1), i(1), i(0), i(1), n, n]]),
        StatementCase(
            "SELECT 'é' LIKE 'É', 'ÀB' LIKE 'àb', 'x%y' LIKE 'x\\%y' ESCAPE '\\', 'xzy' LIKE 'x\\%y' ESCAPE '\\'",
            columns: ["'é' LIKE 'É'", "'ÀB' LIKE 'àb'", "'x%y' LIKE 'x\\%y' ESCAPE '\\'", "'xzy' LIKE 'x\\%y' ESCAPE '\\'"],
            rows: [[i(0), i(0), i(1), i(0)]]),
        StatementCase(
            "SELECT 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' LIKE '%a%a%a%a%a%a%a%a%a%b', 'ab]' GLOB '*[]]', 'a-' GLOB 'a[a-]', '-' GLOB '[!-]'",
            columns: [
                "'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' LIKE '%a%a%a%a%a%a%a%a%a%b'", "'ab]' GLOB '*[]]'", "'a-' GLOB 'a[a-]'",
                "'-' GLOB '[!-]'",
            ],
            rows: [[i(0), i(1), i(1), i(1)]]),
        StatementCase(
            "SELECT -'3', +'abc', -'abc', '3abc' + 1, '  4 ' * 2, '1e2' + 0, '0x10' + 0, '.5' + 0, 'x' || 1.5",
            columns: [
                "-'3'", "+'abc'", "-'abc'", "'3abc' + 1", "'  4 ' * 2", "'1e2' + 0", "'0x10' + 0", "'.5' + 0", "'x' || 1.5",
            ],
            rows: [[i(-3), t("abc"), i(0), i(4), i(8), r(100.0), i(0), r(0.5), t("x1.5")]]),
        StatementCase(
            "SELECT 10 > '9', '10' > '9', 10 > 9, '10' > 9",
            columns: ["10 > '9'", "'10' > '9'", "10 > 9", "'10' > 9"],
            rows: [[i(0), i(0), i(1), i(1)]]),
        StatementCase(
            "SELECT CASE WHEN 1 > 2 THEN 'a' WHEN 2 > 1 THEN 'b' ELSE 'c' END, CASE 3 WHEN 1 THEN 'one' WHEN 3 THEN 'three' END, CASE 5 WHEN 1 THEN 'x' END, CASE NULL WHEN NULL THEN 'n' ELSE 'e' END",
            columns: [
                "CASE WHEN 1 > 2 THEN 'a' WHEN 2 > 1 THEN 'b' ELSE 'c' END", "CASE 3 WHEN 1 THEN 'one' WHEN 3 THEN 'three' END",
                "CASE 5 WHEN 1 THEN 'x' END", "CASE NULL WHEN NULL THEN 'n' ELSE 'e' END",
            ],
            rows: [[t("b"), t("three"), n, t("e")]]),
        StatementCase(
            "SELECT name, CASE WHEN price > 5 THEN 'dear' WHEN price > 2 THEN 'mid' ELSE 'cheap' END FROM t",
            columns: ["name", "CASE WHEN price > 5 THEN 'dear' WHEN price > 2 THEN 'mid' ELSE 'cheap' END"],
            rows: [
                [t("apple"), t("cheap")], [t("Banana"), t("cheap")], [t("cherry"), t("dear")], [t("date"), t("dear")],
                [t("Elder"), t("mid")], [t("fig"), t("cheap")], [t("grape"), t("mid")], [t("apple"), t("cheap")],
            ]),
        StatementCase(
            "SELECT name, CASE city WHEN 'Paris' THEN 1 WHEN 'Lyon' THEN 2 ELSE 0 END FROM t",
            columns: ["name", "CASE city WHEN 'Paris' THEN 1 WHEN 'Lyon' THEN 2 ELSE 0 END"],
            rows: [
                [t("apple"), i(1)], [t("Banana"), i(2)], [t("cherry"), i(1)], [t("date"), i(0)], [t("Elder"), i(0)],
                [t("fig"), i(0)], [t("grape"), i(1)], [t("apple"), i(0)],
            ]),
        StatementCase(
            "SELECT CAST('12.7' AS INTEGER), CAST(12.7 AS INTEGER), CAST(-12.7 AS INTEGER), CAST('abc' AS INTEGER), CAST('1e5' AS INTEGER), CAST(NULL AS INTEGER)",
            columns: [
                "CAST('12.7' AS INTEGER)", "CAST(12.7 AS INTEGER)", "CAST(-12.7 AS INTEGER)", "CAST('abc' AS INTEGER)",
                "CAST('1e5' AS INTEGER)", "CAST(NULL AS INTEGER)",
            ],
            rows: [[i(12), i(12), i(-12), i(0), i(1), n]]),
        StatementCase(
            "SELECT CAST('12.5' AS REAL), CAST(3 AS REAL), CAST('x' AS REAL), CAST(12 AS TEXT), CAST(1.5 AS TEXT), CAST(1e20 AS TEXT)",
            columns: [
                "CAST('12.5' AS REAL)", "CAST(3 AS REAL)", "CAST('x' AS REAL)", "CAST(12 AS TEXT)", "CAST(1.5 AS TEXT)",
                "CAST(1e20 AS TEXT)",
            ],
            rows: [[r(12.5), r(3.0), r(0.0), t("12"), t("1.5"), t("1.0e+20")]]),
        StatementCase(
            "SELECT CAST('3.0' AS NUMERIC), CAST('3.5' AS NUMERIC), CAST('1e3' AS NUMERIC), CAST('abc' AS NUMERIC), CAST(' 7 ' AS NUMERIC), CAST('12abc' AS NUMERIC)",
            columns: [
                "CAST('3.0' AS NUMERIC)", "CAST('3.5' AS NUMERIC)", "CAST('1e3' AS NUMERIC)", "CAST('abc' AS NUMERIC)",
                "CAST(' 7 ' AS NUMERIC)", "CAST('12abc' AS NUMERIC)",
            ],
            rows: [[i(3), r(3.5), i(1000), i(0), i(7), i(12)]]),
        StatementCase(
            "SELECT CAST(9.9e18 AS INTEGER), CAST(-9.9e18 AS INTEGER), CAST('99999999999999999999' AS INTEGER), CAST('99999999999999999999' AS NUMERIC)",
            columns: [
                "CAST(9.9e18 AS INTEGER)", "CAST(-9.9e18 AS INTEGER)", "CAST('99999999999999999999' AS INTEGER)",
                "CAST('99999999999999999999' AS NUMERIC)",
            ],
            rows: [[i(9223372036854775807), i(-9223372036854775808), i(9223372036854775807), r(1e+20)]]),
        StatementCase(
            "SELECT CAST(price AS TEXT) FROM t",
            columns: ["CAST(price AS TEXT)"],
            rows: [[t("1.5")], [t("0.25")], [t("12")], [t("7.75")], [t("3")], [n], [t("2.5")], [t("2")]]),
        StatementCase(
            "SELECT CAST(5 AS VARCHAR(10)), CAST('5' AS BIGINT), CAST('5.5' AS DOUBLE PRECISION), CAST('5' AS DECIMAL(4,2))",
            columns: [
                "CAST(5 AS VARCHAR(10))", "CAST('5' AS BIGINT)", "CAST('5.5' AS DOUBLE PRECISION)", "CAST('5' AS DECIMAL(4,2))",
            ],
            rows: [[t("5"), i(5), r(5.5), i(5)]]),
        StatementCase(
            "SELECT typeof(1), typeof(1.0), typeof('1'), typeof(NULL), typeof(1 = 1), typeof(CAST(1 AS TEXT))",
            columns: ["typeof(1)", "typeof(1.0)", "typeof('1')", "typeof(NULL)", "typeof(1 = 1)", "typeof(CAST(1 AS TEXT))"],
            rows: [[t("integer"), t("real"), t("text"), t("null"), t("integer"), t("text")]]),
        StatementCase(
            "SELECT 1e20, 1.0e15, 0.1 + 0.2, 1.0 / 3, 100.0, 1.5e-7, 2.0e-4, 123456789012.5",
            columns: ["1e20", "1.0e15", "0.1 + 0.2", "1.0 / 3", "100.0", "1.5e-7", "2.0e-4", "123456789012.5"],
            rows: [
                [
                    r(1e+20), r(1000000000000000.0), r(0.30000000000000004), r(0.3333333333333333), r(100.0), r(1.5e-07),
                    r(0.0002), r(123456789012.5),
                ]
            ]),
        StatementCase(
            "SELECT 0x10, 0xFF + 1, 0x7FFFFFFFFFFFFFFF, 0xFFFFFFFFFFFFFFFF",
            columns: ["0x10", "0xFF + 1", "0x7FFFFFFFFFFFFFFF", "0xFFFFFFFFFFFFFFFF"],
            rows: [[i(16), i(256), i(9223372036854775807), i(-1)]]),
        StatementCase(
            "SELECT -(-9223372036854775807 - 1), abs(-3), abs(-3.5), abs(NULL), abs('-2')",
            columns: ["-(-9223372036854775807 - 1)", "abs(-3)", "abs(-3.5)", "abs(NULL)", "abs('-2')"],
            rows: [[r(9.223372036854776e+18), i(3), r(3.5), n, r(2.0)]]),
        StatementCase(
            "SELECT name || ':' || city FROM t",
            columns: ["name || ':' || city"],
            rows: [
                [t("apple:Paris")], [t("Banana:Lyon")], [t("cherry:Paris")], [n], [t("Elder:lyon")], [t("fig:Nice")],
                [t("grape:Paris")], [t("apple:Nice")],
            ]),
        StatementCase(
            "SELECT qty * 2 + price FROM t",
            columns: ["qty * 2 + price"],
            rows: [[r(21.5)], [r(240.25)], [i(18)], [n], [i(3)], [n], [r(86.5)], [i(12)]]),
        StatementCase(
            "SELECT 'abc' = 'ABC', 'abc' = 'ABC' COLLATE NOCASE, 'abc  ' = 'abc' COLLATE RTRIM, 'abc' COLLATE NOCASE IN ('ABC')",
            columns: [
                "'abc' = 'ABC'", "'abc' = 'ABC' COLLATE NOCASE", "'abc  ' = 'abc' COLLATE RTRIM",
                "'abc' COLLATE NOCASE IN ('ABC')",
            ],
            rows: [[i(0), i(1), i(1), i(1)]]),
        StatementCase(
            "SELECT 3 = CAST('3' AS TEXT), CAST(3 AS TEXT) = 3, CAST(3 AS TEXT) = '3', qty = CAST('10' AS TEXT) FROM t LIMIT 1",
            columns: ["3 = CAST('3' AS TEXT)", "CAST(3 AS TEXT) = 3", "CAST(3 AS TEXT) = '3'", "qty = CAST('10' AS TEXT)"],
            rows: [[i(1), i(1), i(1), i(1)]]),
        StatementCase(
            "SELECT NOT 0, NOT 1, NOT 'abc', NOT '1', - NULL, ~ NULL",
            columns: ["NOT 0", "NOT 1", "NOT 'abc'", "NOT '1'", "- NULL", "~ NULL"],
            rows: [[i(1), i(0), i(1), i(0), n, n]]),
        StatementCase(
            "SELECT 1 == 1 == 1, 2 < 3 < 1, 1 = 2 IS NULL",
            columns: ["1 == 1 == 1", "2 < 3 < 1", "1 = 2 IS NULL"],
            rows: [[i(1), i(0), i(0)]]),
        StatementCase(
            "SELECT CURRENT_DATE IS NOT NULL, length(CURRENT_TIMESTAMP)",
            columns: ["CURRENT_DATE IS NOT NULL", "length(CURRENT_TIMESTAMP)"],
            rows: [[i(1), i(19)]]),
        StatementCase(
            "SELECT TRUE, FALSE, true + 1",
            columns: ["TRUE", "FALSE", "true + 1"],
            rows: [[i(1), i(0), i(2)]]),
        StatementCase(
            "SELECT (price), ( 1 + 2 ) * 3, -price, price  +  1 FROM t LIMIT 1",
            columns: ["price", "( 1 + 2 ) * 3", "-price", "price  +  1"],
            rows: [[r(1.5), i(9), r(-1.5), r(2.5)]]),
        StatementCase(
            "SELECT name AS \"the name\", price 'p', qty AS [q] FROM t LIMIT 1",
            columns: ["the name", "p", "q"],
            rows: [[t("apple"), r(1.5), i(10)]]),
        StatementCase(
            "SELECT 1 -- a comment\n + /* another */ 2",
            columns: ["1 -- a comment\n + /* another */ 2"],
            rows: [[i(3)]]),
        StatementCase(
            "SELECT 1 + 2;",
            columns: ["1 + 2"],
            rows: [[i(3)]]),
    ]
}
