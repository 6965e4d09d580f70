// Generated from SQLite 3.40.1 (Python's sqlite3) running each query over the records of
// RecordFixture (a table whose columns have NUMERIC affinity); made by
// scripts/record-query-cases.py, then swift format. Do not edit by hand.
import RecordQuery

extension StatementCase {
    static let filtering: [StatementCase] = [
        StatementCase(
            "SELECT name FROM t WHERE price > 2",
            columns: ["name"],
            rows: [[t("cherry")], [t("date")], [t("Elder")], [t("grape")]]),
        StatementCase(
            "SELECT name FROM t WHERE price >= 2 AND qty < 10",
            columns: ["name"],
            rows: [[t("cherry")], [t("Elder")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE price < 1 OR qty > 40",
            columns: ["name"],
            rows: [[t("Banana")], [t("grape")]]),
        StatementCase(
            "SELECT name FROM t WHERE NOT price > 2",
            columns: ["name"],
            rows: [[t("apple")], [t("Banana")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE qty",
            columns: ["name"],
            rows: [[t("apple")], [t("Banana")], [t("cherry")], [t("fig")], [t("grape")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE NOT qty",
            columns: ["name"],
            rows: [[t("Elder")]]),
        StatementCase(
            "SELECT name FROM t WHERE city = 'Paris'",
            columns: ["name"],
            rows: [[t("apple")], [t("cherry")], [t("grape")]]),
        StatementCase(
            "SELECT name FROM t WHERE city <> 'Paris'",
            columns: ["name"],
            rows: [[t("Banana")], [t("Elder")], [t("fig")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE city != 'Paris' OR city IS NULL",
            columns: ["name"],
            rows: [[t("Banana")], [t("date")], [t("Elder")], [t("fig")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE city == 'lyon' COLLATE NOCASE",
            columns: ["name"],
            rows: [[t("Banana")], [t("Elder")]]),
        StatementCase(
            "SELECT name FROM t WHERE city IS NULL",
            columns: ["name"],
            rows: [[t("date")]]),
        StatementCase(
            "SELECT name FROM t WHERE city ISNULL",
            columns: ["name"],
            rows: [[t("date")]]),
        StatementCase(
            "SELECT name FROM t WHERE city NOTNULL AND qty NOT NULL",
            columns: ["name"],
            rows: [[t("apple")], [t("Banana")], [t("cherry")], [t("Elder")], [t("fig")], [t("grape")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE city IS NOT NULL",
            columns: ["name"],
            rows: [[t("apple")], [t("Banana")], [t("cherry")], [t("Elder")], [t("fig")], [t("grape")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE price > '5'",
            columns: ["name"],
            rows: [[t("cherry")], [t("date")]]),
        StatementCase(
            "SELECT name FROM t WHERE price = '12'",
            columns: ["name"],
            rows: [[t("cherry")]]),
        StatementCase(
            "SELECT name FROM t WHERE qty = '0'",
            columns: ["name"],
            rows: [[t("Elder")]]),
        StatementCase(
            "SELECT name FROM t WHERE price BETWEEN 1 AND 3",
            columns: ["name"],
            rows: [[t("apple")], [t("Elder")], [t("grape")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE price NOT BETWEEN 1 AND 3",
            columns: ["name"],
            rows: [[t("Banana")], [t("cherry")], [t("date")]]),
        StatementCase(
            "SELECT name FROM t WHERE name BETWEEN 'b' AND 'e'",
            columns: ["name"],
            rows: [[t("cherry")], [t("date")]]),
        StatementCase(
            "SELECT name FROM t WHERE qty IN (3, 5, 8)",
            columns: ["name"],
            rows: [[t("cherry")], [t("fig")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE qty NOT IN (3, 5, 8)",
            columns: ["name"],
            rows: [[t("apple")], [t("Banana")], [t("Elder")], [t("grape")]]),
        StatementCase(
            "SELECT name FROM t WHERE city IN ('Paris', 'Nice')",
            columns: ["name"],
            rows: [[t("apple")], [t("cherry")], [t("fig")], [t("grape")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE qty IN ('10', '120')",
            columns: ["name"],
            rows: [[t("apple")], [t("Banana")]]),
        StatementCase(
            "SELECT name FROM t WHERE qty NOT IN (3, NULL)",
            columns: ["name"],
            rows: []),
        StatementCase(
            "SELECT name FROM t WHERE qty IN ()",
            columns: ["name"],
            rows: []),
        StatementCase(
            "SELECT name FROM t WHERE name LIKE 'a%'",
            columns: ["name"],
            rows: [[t("apple")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE name LIKE 'B%'",
            columns: ["name"],
            rows: [[t("Banana")]]),
        StatementCase(
            "SELECT name FROM t WHERE name LIKE '%e'",
            columns: ["name"],
            rows: [[t("apple")], [t("date")], [t("grape")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE name LIKE '_a%'",
            columns: ["name"],
            rows: [[t("Banana")], [t("date")]]),
        StatementCase(
            "SELECT name FROM t WHERE name NOT LIKE '%a%'",
            columns: ["name"],
            rows: [[t("cherry")], [t("Elder")], [t("fig")]]),
        StatementCase(
            "SELECT name FROM t WHERE note LIKE '%\\%%' ESCAPE '\\'",
            columns: ["name"],
            rows: [[t("cherry")]]),
        StatementCase(
            "SELECT name FROM t WHERE note LIKE '%!_%' ESCAPE '!'",
            columns: ["name"],
            rows: [[t("Elder")]]),
        StatementCase(
            "SELECT name FROM t WHERE note LIKE '%_%'",
            columns: ["name"],
            rows: [[t("apple")], [t("cherry")], [t("date")], [t("Elder")], [t("grape")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE name GLOB '[a-c]*'",
            columns: ["name"],
            rows: [[t("apple")], [t("cherry")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE name GLOB '*e?'",
            columns: ["name"],
            rows: [[t("Elder")]]),
        StatementCase(
            "SELECT name FROM t WHERE name GLOB '[^a-e]*'",
            columns: ["name"],
            rows: [[t("Banana")], [t("Elder")], [t("fig")], [t("grape")]]),
        StatementCase(
            "SELECT name FROM t WHERE name NOT GLOB '*a*'",
            columns: ["name"],
            rows: [[t("cherry")], [t("Elder")], [t("fig")]]),
        StatementCase(
            "SELECT name FROM t WHERE name GLOB 'B*'",
            columns: ["name"],
            rows: [[t("Banana")]]),
        StatementCase(
            "SELECT name FROM t WHERE price * 2 > qty",
            columns: ["name"],
            rows: [[t("cherry")], [t("Elder")]]),
        StatementCase(
            "SELECT name FROM t WHERE (price > 2 OR city = 'Nice') AND qty > 4",
            columns: ["name"],
            rows: [[t("fig")], [t("grape")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE price > 2 OR city = 'Nice' AND qty > 4",
            columns: ["name"],
            rows: [[t("cherry")], [t("date")], [t("Elder")], [t("fig")], [t("grape")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE qty > 4 = 1",
            columns: ["name"],
            rows: [[t("apple")], [t("Banana")], [t("fig")], [t("grape")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE name = 'APPLE' COLLATE NOCASE",
            columns: ["name"],
            rows: [[t("apple")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE name IS 'apple'",
            columns: ["name"],
            rows: [[t("apple")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE city IS DISTINCT FROM 'Paris'",
            columns: ["name"],
            rows: [[t("Banana")], [t("date")], [t("Elder")], [t("fig")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE city IS NOT DISTINCT FROM NULL",
            columns: ["name"],
            rows: [[t("date")]]),
        StatementCase(
            "SELECT name FROM t WHERE day > '2024-03'",
            columns: ["name"],
            rows: [[t("date")], [t("fig")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE day BETWEEN '2024-01-01' AND '2024-01-31'",
            columns: ["name"],
            rows: [[t("apple")], [t("Elder")], [t("grape")]]),
        StatementCase(
            "SELECT name FROM t WHERE price",
            columns: ["name"],
            rows: [[t("apple")], [t("Banana")], [t("cherry")], [t("date")], [t("Elder")], [t("grape")], [t("apple")]]),
        StatementCase(
            "SELECT name FROM t WHERE note = ''",
            columns: ["name"],
            rows: [[t("fig")]]),
        StatementCase(
            "SELECT name FROM t WHERE TRUE AND NOT FALSE",
            columns: ["name"],
            rows: [[t("apple")], [t("Banana")], [t("cherry")], [t("date")], [t("Elder")], [t("fig")], [t("grape")], [t("apple")]]),
    ]
}
