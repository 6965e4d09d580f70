// Generated from SQLite 3.40.1 (Python's sqlite3) running each query over the records of
// RecordFixture (a table whose columns have NUMERIC affinity); made by
// scripts/record-query-cases.py, then swift format. Do not edit by hand.
import RecordQuery

extension StatementCase {
    static let functions: [StatementCase] = [
        StatementCase(
            "SELECT coalesce(NULL, NULL, 3, 4), coalesce(NULL, NULL), ifnull(NULL, 'x'), ifnull(1, 'x'), nullif(1, 1), nullif(1, 2), iif(1 > 2, 'y', 'n'), iif(NULL, 'y', 'n')",
            columns: [
                "coalesce(NULL, NULL, 3, 4)", "coalesce(NULL, NULL)", "ifnull(NULL, 'x')", "ifnull(1, 'x')", "nullif(1, 1)",
                "nullif(1, 2)", "iif(1 > 2, 'y', 'n')", "iif(NULL, 'y', 'n')",
            ],
            rows: [[i(3), n, t("x"), i(1), n, i(1), t("n"), t("n")]]),
        StatementCase(
            "SELECT name, coalesce(city, 'unknown'), ifnull(qty, -1) FROM t",
            columns: ["name", "coalesce(city, 'unknown')", "ifnull(qty, -1)"],
            rows: [
                [t("apple"), t("Paris"), i(10)], [t("Banana"), t("Lyon"), i(120)], [t("cherry"), t("Paris"), i(3)],
                [t("date"), t("unknown"), i(-1)], [t("Elder"), t("lyon"), i(0)], [t("fig"), t("Nice"), i(8)],
                [t("grape"), t("Paris"), i(42)], [t("apple"), t("Nice"), i(5)],
            ]),
        StatementCase(
            "SELECT instr('banana', 'an'), instr('banana', 'x'), instr('banana', ''), instr(NULL, 'a'), instr(12345, 34)",
            columns: [
                "instr('banana', 'an')", "instr('banana', 'x')", "instr('banana', '')", "instr(NULL, 'a')", "instr(12345, 34)",
            ],
            rows: [[i(2), i(0), i(1), n, i(3)]]),
        StatementCase(
            "SELECT length('héllo'), length(''), length(NULL), length(12.5), length(100)",
            columns: ["length('héllo')", "length('')", "length(NULL)", "length(12.5)", "length(100)"],
            rows: [[i(5), i(0), n, i(4), i(3)]]),
        StatementCase(
            "SELECT lower('ÀBC Def'), upper('àbc def'), upper(NULL), lower(12)",
            columns: ["lower('ÀBC Def')", "upper('àbc def')", "upper(NULL)", "lower(12)"],
            rows: [[t("Àbc def"), t("àBC DEF"), n, t("12")]]),
        StatementCase(
            "SELECT ltrim('  x  '), rtrim('  x  '), trim('  x  '), trim('xxhixx', 'x'), ltrim('abcba', 'ab'), rtrim('abcba', 'ab'), trim(NULL)",
            columns: [
                "ltrim('  x  ')", "rtrim('  x  ')", "trim('  x  ')", "trim('xxhixx', 'x')", "ltrim('abcba', 'ab')",
                "rtrim('abcba', 'ab')", "trim(NULL)",
            ],
            rows: [[t("x  "), t("  x"), t("x"), t("hi"), t("cba"), t("abc"), n]]),
        StatementCase(
            "SELECT substr('abcdef', 2), substr('abcdef', 2, 3), substr('abcdef', -2), substr('abcdef', -3, 2), substr('abcdef', 0, 2), substr('abcdef', 0), substr('abcdef', 3, -2), substr('abcdef', 10), substr('abcdef', 2, 0), substring('abcdef', 1, 1)",
            columns: [
                "substr('abcdef', 2)", "substr('abcdef', 2, 3)", "substr('abcdef', -2)", "substr('abcdef', -3, 2)",
                "substr('abcdef', 0, 2)", "substr('abcdef', 0)", "substr('abcdef', 3, -2)", "substr('abcdef', 10)",
                "substr('abcdef', 2, 0)", "substring('abcdef', 1, 1)",
            ],
            rows: [[t("bcdef"), t("bcd"), t("ef"), t("de"), t("a"), t("abcdef"), t("ab"), t(""), t(""), t("a")]]),
        StatementCase(
            "SELECT substr('héllo', 2, 2), substr(12345, 2, 3), substr('abc', -10, 12), substr('abcdef', -1, -2), substr(NULL, 1)",
            columns: [
                "substr('héllo', 2, 2)", "substr(12345, 2, 3)", "substr('abc', -10, 12)", "substr('abcdef', -1, -2)",
                "substr(NULL, 1)",
            ],
            rows: [[t("él"), t("234"), t("abc"), t("de"), n]]),
        StatementCase(
            "SELECT replace('banana', 'an', 'AN'), replace('aaa', 'a', 'bb'), replace('abc', '', 'x'), replace('abc', 'b', ''), replace(NULL, 'a', 'b'), replace(123, 2, 9)",
            columns: [
                "replace('banana', 'an', 'AN')", "replace('aaa', 'a', 'bb')", "replace('abc', '', 'x')",
                "replace('abc', 'b', '')", "replace(NULL, 'a', 'b')", "replace(123, 2, 9)",
            ],
            rows: [[t("bANANa"), t("bbbbbb"), t("abc"), t("ac"), n, t("193")]]),
        StatementCase(
            "SELECT round(2.5), round(-2.5), round(2.675, 2), round(1.005, 2), round(3), round(1234.5678, -2), round(0.5), round(NULL), round(123.456, 1)",
            columns: [
                "round(2.5)", "round(-2.5)", "round(2.675, 2)", "round(1.005, 2)", "round(3)", "round(1234.5678, -2)",
                "round(0.5)", "round(NULL)", "round(123.456, 1)",
            ],
            rows: [[r(3.0), r(-3.0), r(2.68), r(1.01), r(3.0), r(1235.0), r(1.0), n, r(123.5)]]),
        StatementCase(
            "SELECT round(1e20), round(2.4999999), round('3.7'), round(1.23456789, 5), round(-0.4)",
            columns: ["round(1e20)", "round(2.4999999)", "round('3.7')", "round(1.23456789, 5)", "round(-0.4)"],
            rows: [[r(1e+20), r(2.0), r(4.0), r(1.23457), r(0.0)]]),
        StatementCase(
            "SELECT typeof(round(3)), sign(-5), sign(0), sign(2.5), sign(NULL), sign('x'), sign('-3')",
            columns: ["typeof(round(3))", "sign(-5)", "sign(0)", "sign(2.5)", "sign(NULL)", "sign('x')", "sign('-3')"],
            rows: [[t("real"), i(-1), i(0), i(1), n, n, i(-1)]]),
        StatementCase(
            "SELECT hex('abc'), hex(12), hex(''), hex(NULL), hex('é')",
            columns: ["hex('abc')", "hex(12)", "hex('')", "hex(NULL)", "hex('é')"],
            rows: [[t("616263"), t("3132"), t(""), t(""), t("C3A9")]]),
        StatementCase(
            "SELECT quote('it''s'), quote(12), quote(1.5), quote(NULL), quote(1e20)",
            columns: ["quote('it''s')", "quote(12)", "quote(1.5)", "quote(NULL)", "quote(1e20)"],
            rows: [[t("'it''s'"), t("12"), t("1.5"), t("NULL"), t("1.0e+20")]]),
        StatementCase(
            "SELECT unicode('A'), unicode('é'), unicode(''), char(72, 105), char(233), char()",
            columns: ["unicode('A')", "unicode('é')", "unicode('')", "char(72, 105)", "char(233)", "char()"],
            rows: [[i(65), i(233), n, t("Hi"), t("é"), t("")]]),
        StatementCase(
            "SELECT min(3, 1, 2), max(3, 1, 2), min('b', 'a'), max(1, 'a'), min(1, NULL), max(2.5, 2)",
            columns: ["min(3, 1, 2)", "max(3, 1, 2)", "min('b', 'a')", "max(1, 'a')", "min(1, NULL)", "max(2.5, 2)"],
            rows: [[i(1), i(3), t("a"), t("a"), n, r(2.5)]]),
        StatementCase(
            "SELECT printf('%d', 42), printf('%5d|%-5d|%05d', 42, 42, 42), printf('%+d % d', 5, 5), printf('%d', '12abc'), printf('%d', 3.9)",
            columns: [
                "printf('%d', 42)", "printf('%5d|%-5d|%05d', 42, 42, 42)", "printf('%+d % d', 5, 5)", "printf('%d', '12abc')",
                "printf('%d', 3.9)",
            ],
            rows: [[t("42"), t("   42|42   |00042"), t("+5  5"), t("12"), t("3")]]),
        StatementCase(
            "SELECT printf('%.2f', 3.14159), printf('%8.3f|', 2.5), printf('%-8.1f|', 2.25), printf('%f', 1), printf('%.0f', 2.5), printf('%.2f', 2.675), printf('%e', 12345.678), printf('%.2E', 0.000123)",
            columns: [
                "printf('%.2f', 3.14159)", "printf('%8.3f|', 2.5)", "printf('%-8.1f|', 2.25)", "printf('%f', 1)",
                "printf('%.0f', 2.5)", "printf('%.2f', 2.675)", "printf('%e', 12345.678)", "printf('%.2E', 0.000123)",
            ],
            rows: [
                [t("3.14"), t("   2.500|"), t("2.3     |"), t("1.000000"), t("3"), t("2.68"), t("1.234568e+04"), t("1.23E-04")]
            ]),
        StatementCase(
            "SELECT printf('%g', 0.0001), printf('%g', 123456789), printf('%g', 100), printf('%.3g', 3.14159), printf('%g', 1e-5), printf('%G', 1e-10)",
            columns: [
                "printf('%g', 0.0001)", "printf('%g', 123456789)", "printf('%g', 100)", "printf('%.3g', 3.14159)",
                "printf('%g', 1e-5)", "printf('%G', 1e-10)",
            ],
            rows: [[t("0.0001"), t("1.23457e+08"), t("100"), t("3.14"), t("1e-05"), t("1E-10")]]),
        StatementCase(
            "SELECT printf('%s and %s', 'a', 'b'), printf('%5s|%-5s|', 'x', 'y'), printf('%.2s', 'abcdef'), printf('%s', NULL), printf('%s %d'), printf('%%'), printf('%x %X %o', 255, 255, 8), printf('%#x', 255)",
            columns: [
                "printf('%s and %s', 'a', 'b')", "printf('%5s|%-5s|', 'x', 'y')", "printf('%.2s', 'abcdef')",
                "printf('%s', NULL)", "printf('%s %d')", "printf('%%')", "printf('%x %X %o', 255, 255, 8)", "printf('%#x', 255)",
            ],
            rows: [[t("a and b"), t("    x|y    |"), t("ab"), t(""), t(" 0"), t("%"), t("ff FF 10"), t("0xff")]]),
        StatementCase(
            "SELECT printf('%q', 'it''s'), printf('%Q', 'it''s'), printf('%Q', NULL), printf('%c', 'hello'), printf('%,d', 1234567), printf('%*d', 5, 42), printf('%.*f', 1, 2.25)",
            columns: [
                "printf('%q', 'it''s')", "printf('%Q', 'it''s')", "printf('%Q', NULL)", "printf('%c', 'hello')",
                "printf('%,d', 1234567)", "printf('%*d', 5, 42)", "printf('%.*f', 1, 2.25)",
            ],
            rows: [[t("it''s"), t("'it''s'"), t("NULL"), t("h"), t("1,234,567"), t("   42"), t("2.3")]]),
        StatementCase(
            "SELECT format('%s=%d', 'x', 3), printf(NULL), printf('%d%%', 50), printf('%.20f', 0.1), printf('%5.1s|', 'abc')",
            columns: [
                "format('%s=%d', 'x', 3)", "printf(NULL)", "printf('%d%%', 50)", "printf('%.20f', 0.1)",
                "printf('%5.1s|', 'abc')",
            ],
            rows: [[t("x=3"), n, t("50%"), t("0.10000000000000000000"), t("    a|")]]),
        StatementCase(
            "SELECT printf('%s', 1.5), printf('%s', 3.0), printf('%d', -42), printf('%x', -1), printf('%05.1f', -2.5), printf('%10.4e', 1234.5)",
            columns: [
                "printf('%s', 1.5)", "printf('%s', 3.0)", "printf('%d', -42)", "printf('%x', -1)", "printf('%05.1f', -2.5)",
                "printf('%10.4e', 1234.5)",
            ],
            rows: [[t("1.5"), t("3.0"), t("-42"), t("ffffffffffffffff"), t("-02.5"), t("1.2345e+03")]]),
        StatementCase(
            "SELECT name, printf('%-8s%6.2f', name, price) FROM t WHERE price IS NOT NULL",
            columns: ["name", "printf('%-8s%6.2f', name, price)"],
            rows: [
                [t("apple"), t("apple     1.50")], [t("Banana"), t("Banana    0.25")], [t("cherry"), t("cherry   12.00")],
                [t("date"), t("date      7.75")], [t("Elder"), t("Elder     3.00")], [t("grape"), t("grape     2.50")],
                [t("apple"), t("apple     2.00")],
            ]),
        StatementCase(
            "SELECT like('a%', 'abc'), like('A_C', 'abc'), glob('a*', 'abc'), like('a!%', 'a%', '!')",
            columns: ["like('a%', 'abc')", "like('A_C', 'abc')", "glob('a*', 'abc')", "like('a!%', 'a%', '!')"],
            rows: [[i(1), i(1), i(1), i(1)]]),
        StatementCase(
            "SELECT typeof(typeof(1)), length(typeof(1.5))",
            columns: ["typeof(typeof(1))", "length(typeof(1.5))"],
            rows: [[t("text"), i(4)]]),
    ]
}
