// Generated from SQLite 3.40.1 (Python's sqlite3) running each query over the records of
// RecordFixture (a table whose columns have NUMERIC affinity); made by
// scripts/record-query-cases.py, then swift format. Do not edit by hand.
import RecordQuery

extension StatementCase {
    static let selection: [StatementCase] = [
        StatementCase(
            "SELECT * FROM t WHERE name = 'fig'",
            columns: ["name", "price", "qty", "city", "day", "note"],
            rows: [[t("fig"), n, i(8), t("Nice"), t("2024-07-04 12:00"), t("")]]),
        StatementCase(
            "SELECT name, price FROM t",
            columns: ["name", "price"],
            rows: [
                [t("apple"), r(1.5)], [t("Banana"), r(0.25)], [t("cherry"), i(12)], [t("date"), r(7.75)], [t("Elder"), i(3)],
                [t("fig"), n], [t("grape"), r(2.5)], [t("apple"), i(2)],
            ]),
        StatementCase(
            "SELECT name, price * 2 AS double FROM t WHERE price IS NOT NULL",
            columns: ["name", "double"],
            rows: [
                [t("apple"), r(3.0)], [t("Banana"), r(0.5)], [t("cherry"), i(24)], [t("date"), r(15.5)], [t("Elder"), i(6)],
                [t("grape"), r(5.0)], [t("apple"), i(4)],
            ]),
        StatementCase(
            "SELECT t.name FROM t LIMIT 2",
            columns: ["name"],
            rows: [[t("apple")], [t("Banana")]]),
        StatementCase(
            "SELECT \"name\", [price], `qty` FROM t LIMIT 3",
            columns: ["name", "price", "qty"],
            rows: [[t("apple"), r(1.5), i(10)], [t("Banana"), r(0.25), i(120)], [t("cherry"), i(12), i(3)]]),
        StatementCase(
            "SELECT NAME FROM t WHERE Price > 5",
            columns: ["name"],
            rows: [[t("cherry")], [t("date")]]),
        StatementCase(
            "SELECT 1 + 1",
            columns: ["1 + 1"],
            rows: [[i(2)]]),
        StatementCase(
            "SELECT 'a' || 'b', NULL, 3.5, -2",
            columns: ["'a' || 'b'", "NULL", "3.5", "-2"],
            rows: [[t("ab"), n, r(3.5), i(-2)]]),
        StatementCase(
            "SELECT DISTINCT name FROM t",
            columns: ["name"],
            rows: [[t("apple")], [t("Banana")], [t("cherry")], [t("date")], [t("Elder")], [t("fig")], [t("grape")]]),
        StatementCase(
            "SELECT DISTINCT city FROM t ORDER BY city",
            columns: ["city"],
            rows: [[n], [t("Lyon")], [t("Nice")], [t("Paris")], [t("lyon")]]),
        StatementCase(
            "SELECT name FROM t LIMIT 3 OFFSET 2",
            columns: ["name"],
            rows: [[t("cherry")], [t("date")], [t("Elder")]]),
        StatementCase(
            "SELECT name FROM t LIMIT 2, 3",
            columns: ["name"],
            rows: [[t("cherry")], [t("date")], [t("Elder")]]),
        StatementCase(
            "SELECT name FROM t LIMIT -1 OFFSET 6",
            columns: ["name"],
            rows: [[t("grape")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t LIMIT 0",
            columns: ["name"],
            rows: []),
        StatementCase(
            "SELECT name, qty FROM t ORDER BY qty",
            columns: ["name", "qty"],
            rows: [
                [t("date"), n], [t("Elder"), i(0)], [t("cherry"), i(3)], [t("apple"), i(5)], [t("fig"), i(8)],
                [t("apple"), i(10)], [t("grape"), i(42)], [t("Banana"), i(120)],
            ]),
        StatementCase(
            "SELECT name, qty FROM t ORDER BY qty DESC",
            columns: ["name", "qty"],
            rows: [
                [t("Banana"), i(120)], [t("grape"), i(42)], [t("apple"), i(10)], [t("fig"), i(8)], [t("apple"), i(5)],
                [t("cherry"), i(3)], [t("Elder"), i(0)], [t("date"), n],
            ]),
        StatementCase(
            "SELECT name, qty FROM t ORDER BY qty NULLS LAST",
            columns: ["name", "qty"],
            rows: [
                [t("Elder"), i(0)], [t("cherry"), i(3)], [t("apple"), i(5)], [t("fig"), i(8)], [t("apple"), i(10)],
                [t("grape"), i(42)], [t("Banana"), i(120)], [t("date"), n],
            ]),
        StatementCase(
            "SELECT name, qty FROM t ORDER BY qty DESC NULLS FIRST",
            columns: ["name", "qty"],
            rows: [
                [t("date"), n], [t("Banana"), i(120)], [t("grape"), i(42)], [t("apple"), i(10)], [t("fig"), i(8)],
                [t("apple"), i(5)], [t("cherry"), i(3)], [t("Elder"), i(0)],
            ]),
        StatementCase(
            "SELECT name FROM t ORDER BY name",
            columns: ["name"],
            rows: [[t("Banana")], [t("Elder")], [t("apple")], [t("apple")], [t("cherry")], [t("date")], [t("fig")], [t("grape")]]),
        StatementCase(
            "SELECT name FROM t ORDER BY name COLLATE NOCASE",
            columns: ["name"],
            rows: [[t("apple")], [t("apple")], [t("Banana")], [t("cherry")], [t("date")], [t("Elder")], [t("fig")], [t("grape")]]),
        StatementCase(
            "SELECT name FROM t ORDER BY name COLLATE NOCASE DESC",
            columns: ["name"],
            rows: [[t("grape")], [t("fig")], [t("Elder")], [t("date")], [t("cherry")], [t("Banana")], [t("apple")], [t("apple")]]),
        StatementCase(
            "SELECT name, city FROM t ORDER BY city, name DESC",
            columns: ["name", "city"],
            rows: [
                [t("date"), n], [t("Banana"), t("Lyon")], [t("fig"), t("Nice")], [t("apple"), t("Nice")],
                [t("grape"), t("Paris")], [t("cherry"), t("Paris")], [t("apple"), t("Paris")], [t("Elder"), t("lyon")],
            ]),
        StatementCase(
            "SELECT name, price AS p FROM t ORDER BY p DESC",
            columns: ["name", "p"],
            rows: [
                [t("cherry"), i(12)], [t("date"), r(7.75)], [t("Elder"), i(3)], [t("grape"), r(2.5)], [t("apple"), i(2)],
                [t("apple"), r(1.5)], [t("Banana"), r(0.25)], [t("fig"), n],
            ]),
        StatementCase(
            "SELECT name, price FROM t ORDER BY 2, 1",
            columns: ["name", "price"],
            rows: [
                [t("fig"), n], [t("Banana"), r(0.25)], [t("apple"), r(1.5)], [t("apple"), i(2)], [t("grape"), r(2.5)],
                [t("Elder"), i(3)], [t("date"), r(7.75)], [t("cherry"), i(12)],
            ]),
        StatementCase(
            "SELECT name, price * qty AS total FROM t WHERE total > 20 ORDER BY total",
            columns: ["name", "total"],
            rows: [[t("Banana"), r(30.0)], [t("cherry"), i(36)], [t("grape"), r(105.0)]]),
        StatementCase(
            "SELECT name, length(name) FROM t ORDER BY length(name), name",
            columns: ["name", "length(name)"],
            rows: [
                [t("fig"), i(3)], [t("date"), i(4)], [t("Elder"), i(5)], [t("apple"), i(5)], [t("apple"), i(5)],
                [t("grape"), i(5)], [t("Banana"), i(6)], [t("cherry"), i(6)],
            ]),
        StatementCase(
            "SELECT name FROM t ORDER BY price IS NULL, price",
            columns: ["name"],
            rows: [[t("Banana")], [t("apple")], [t("apple")], [t("grape")], [t("Elder")], [t("date")], [t("cherry")], [t("fig")]]),
        StatementCase(
            "SELECT name, price FROM t ORDER BY -price LIMIT 3",
            columns: ["name", "price"],
            rows: [[t("fig"), n], [t("cherry"), i(12)], [t("date"), r(7.75)]]),
        StatementCase(
            "SELECT city, name FROM t ORDER BY city COLLATE NOCASE, name",
            columns: ["city", "name"],
            rows: [
                [n, t("date")], [t("Lyon"), t("Banana")], [t("lyon"), t("Elder")], [t("Nice"), t("apple")],
                [t("Nice"), t("fig")], [t("Paris"), t("apple")], [t("Paris"), t("cherry")], [t("Paris"), t("grape")],
            ]),
    ]
}
