// Generated from SQLite 3.40.1 (Python's sqlite3) running each query over the records of
// RecordFixture (a table whose columns have NUMERIC affinity); made by
// scripts/record-query-cases.py, then swift format. Do not edit by hand.
import RecordQuery

extension StatementCase {
    static let aggregates: [StatementCase] = [
        StatementCase(
            "SELECT count(*), count(qty), count(city), count(DISTINCT city), count(DISTINCT name) FROM t",
            columns: ["count(*)", "count(qty)", "count(city)", "count(DISTINCT city)", "count(DISTINCT name)"],
            rows: [[i(8), i(7), i(7), i(4), i(7)]]),
        StatementCase(
            "SELECT sum(qty), total(qty), avg(qty), min(qty), max(qty) FROM t",
            columns: ["sum(qty)", "total(qty)", "avg(qty)", "min(qty)", "max(qty)"],
            rows: [[i(188), r(188.0), r(26.857142857142858), i(0), i(120)]]),
        StatementCase(
            "SELECT sum(price), total(price), avg(price), min(price), max(price) FROM t",
            columns: ["sum(price)", "total(price)", "avg(price)", "min(price)", "max(price)"],
            rows: [[r(29.0), r(29.0), r(4.142857142857143), r(0.25), i(12)]]),
        StatementCase(
            "SELECT sum(qty) FROM t WHERE qty > 1000",
            columns: ["sum(qty)"],
            rows: [[n]]),
        StatementCase(
            "SELECT count(*), sum(qty), total(qty), avg(qty), min(qty), group_concat(name) FROM t WHERE 0",
            columns: ["count(*)", "sum(qty)", "total(qty)", "avg(qty)", "min(qty)", "group_concat(name)"],
            rows: [[i(0), n, r(0.0), n, n, n]]),
        StatementCase(
            "SELECT group_concat(name), group_concat(name, '; '), group_concat(DISTINCT city) FROM t",
            columns: ["group_concat(name)", "group_concat(name, '; ')", "group_concat(DISTINCT city)"],
            rows: [
                [
                    t("apple,Banana,cherry,date,Elder,fig,grape,apple"),
                    t("apple; Banana; cherry; date; Elder; fig; grape; apple"), t("Paris,Lyon,lyon,Nice"),
                ]
            ]),
        StatementCase(
            "SELECT group_concat(city, NULL), group_concat(qty) FROM t",
            columns: ["group_concat(city, NULL)", "group_concat(qty)"],
            rows: [[t("ParisLyonParislyonNiceParisNice"), t("10,120,3,0,8,42,5")]]),
        StatementCase(
            "SELECT city, count(*) FROM t GROUP BY city",
            columns: ["city", "count(*)"],
            rows: [[n, i(1)], [t("Lyon"), i(1)], [t("Nice"), i(2)], [t("Paris"), i(3)], [t("lyon"), i(1)]]),
        StatementCase(
            "SELECT city, count(*) AS n FROM t GROUP BY city ORDER BY n DESC, city",
            columns: ["city", "n"],
            rows: [[t("Paris"), i(3)], [t("Nice"), i(2)], [n, i(1)], [t("Lyon"), i(1)], [t("lyon"), i(1)]]),
        StatementCase(
            "SELECT city, sum(qty) FROM t GROUP BY city HAVING sum(qty) > 10",
            columns: ["city", "sum(qty)"],
            rows: [[t("Lyon"), i(120)], [t("Nice"), i(13)], [t("Paris"), i(55)]]),
        StatementCase(
            "SELECT city, sum(qty) AS s FROM t GROUP BY city HAVING s > 10 ORDER BY s",
            columns: ["city", "s"],
            rows: [[t("Nice"), i(13)], [t("Paris"), i(55)], [t("Lyon"), i(120)]]),
        StatementCase(
            "SELECT city COLLATE NOCASE, count(*) FROM t GROUP BY city COLLATE NOCASE",
            columns: ["city COLLATE NOCASE", "count(*)"],
            rows: [[n, i(1)], [t("Lyon"), i(2)], [t("Nice"), i(2)], [t("Paris"), i(3)]]),
        StatementCase(
            "SELECT lower(city), count(*) FROM t GROUP BY lower(city)",
            columns: ["lower(city)", "count(*)"],
            rows: [[n, i(1)], [t("lyon"), i(2)], [t("nice"), i(2)], [t("paris"), i(3)]]),
        StatementCase(
            "SELECT name, count(*), sum(price) FROM t GROUP BY name",
            columns: ["name", "count(*)", "sum(price)"],
            rows: [
                [t("Banana"), i(1), r(0.25)], [t("Elder"), i(1), i(3)], [t("apple"), i(2), r(3.5)], [t("cherry"), i(1), i(12)],
                [t("date"), i(1), r(7.75)], [t("fig"), i(1), n], [t("grape"), i(1), r(2.5)],
            ]),
        StatementCase(
            "SELECT name, count(*) FROM t GROUP BY 1 ORDER BY 2 DESC, 1",
            columns: ["name", "count(*)"],
            rows: [
                [t("apple"), i(2)], [t("Banana"), i(1)], [t("Elder"), i(1)], [t("cherry"), i(1)], [t("date"), i(1)],
                [t("fig"), i(1)], [t("grape"), i(1)],
            ]),
        StatementCase(
            "SELECT city, name FROM t GROUP BY city",
            columns: ["city", "name"],
            rows: [
                [n, t("date")], [t("Lyon"), t("Banana")], [t("Nice"), t("fig")], [t("Paris"), t("apple")],
                [t("lyon"), t("Elder")],
            ]),
        StatementCase(
            "SELECT city, name, max(price) FROM t GROUP BY city",
            columns: ["city", "name", "max(price)"],
            rows: [
                [n, t("date"), r(7.75)], [t("Lyon"), t("Banana"), r(0.25)], [t("Nice"), t("apple"), i(2)],
                [t("Paris"), t("cherry"), i(12)], [t("lyon"), t("Elder"), i(3)],
            ]),
        StatementCase(
            "SELECT city, name, min(qty) FROM t GROUP BY city",
            columns: ["city", "name", "min(qty)"],
            rows: [
                [n, t("date"), n], [t("Lyon"), t("Banana"), i(120)], [t("Nice"), t("apple"), i(5)],
                [t("Paris"), t("cherry"), i(3)], [t("lyon"), t("Elder"), i(0)],
            ]),
        StatementCase(
            "SELECT name, max(qty) FROM t",
            columns: ["name", "max(qty)"],
            rows: [[t("Banana"), i(120)]]),
        StatementCase(
            "SELECT name, min(price) FROM t",
            columns: ["name", "min(price)"],
            rows: [[t("Banana"), r(0.25)]]),
        StatementCase(
            "SELECT name, count(*) FROM t",
            columns: ["name", "count(*)"],
            rows: [[t("apple"), i(8)]]),
        StatementCase(
            "SELECT count(*) FROM t HAVING count(*) > 3",
            columns: ["count(*)"],
            rows: [[i(8)]]),
        StatementCase(
            "SELECT count(*) FROM t HAVING count(*) > 30",
            columns: ["count(*)"],
            rows: []),
        StatementCase(
            "SELECT qty > 5 AS big, count(*) FROM t GROUP BY big",
            columns: ["big", "count(*)"],
            rows: [[n, i(1)], [i(0), i(3)], [i(1), i(4)]]),
        StatementCase(
            "SELECT city, avg(price), total(qty) FROM t GROUP BY city ORDER BY avg(price) DESC",
            columns: ["city", "avg(price)", "total(qty)"],
            rows: [
                [n, r(7.75), r(0.0)], [t("Paris"), r(5.333333333333333), r(55.0)], [t("lyon"), r(3.0), r(0.0)],
                [t("Nice"), r(2.0), r(13.0)], [t("Lyon"), r(0.25), r(120.0)],
            ]),
        StatementCase(
            "SELECT city, group_concat(name, '/') FROM t GROUP BY city ORDER BY city",
            columns: ["city", "group_concat(name, '/')"],
            rows: [
                [n, t("date")], [t("Lyon"), t("Banana")], [t("Nice"), t("fig/apple")], [t("Paris"), t("apple/cherry/grape")],
                [t("lyon"), t("Elder")],
            ]),
        StatementCase(
            "SELECT substr(day, 1, 7) AS month, count(*), sum(qty) FROM t GROUP BY month",
            columns: ["month", "count(*)", "sum(qty)"],
            rows: [
                [t("2023-12"), i(1), i(3)], [t("2024-01"), i(3), i(52)], [t("2024-02"), i(1), i(120)], [t("2024-03"), i(1), n],
                [t("2024-05"), i(1), i(5)], [t("2024-07"), i(1), i(8)],
            ]),
        StatementCase(
            "SELECT count(DISTINCT qty > 5), sum(DISTINCT price), avg(DISTINCT price) FROM t",
            columns: ["count(DISTINCT qty > 5)", "sum(DISTINCT price)", "avg(DISTINCT price)"],
            rows: [[i(2), r(29.0), r(4.142857142857143)]]),
        StatementCase(
            "SELECT max(name), min(name), max(city), min(day) FROM t",
            columns: ["max(name)", "min(name)", "max(city)", "min(day)"],
            rows: [[t("grape"), t("Banana"), t("lyon"), t("2023-12-31 23:59:59")]]),
        StatementCase(
            "SELECT sum('3'), sum('abc'), sum('2.5'), typeof(sum('3')) FROM t LIMIT 1",
            columns: ["sum('3')", "sum('abc')", "sum('2.5')", "typeof(sum('3'))"],
            rows: [[i(24), r(0.0), r(20.0), t("integer")]]),
        StatementCase(
            "SELECT count(*) * 2, sum(qty) / count(qty), max(price) - min(price) FROM t",
            columns: ["count(*) * 2", "sum(qty) / count(qty)", "max(price) - min(price)"],
            rows: [[i(16), i(26), r(11.75)]]),
        StatementCase(
            "SELECT city, count(*) FROM t WHERE price > 1 GROUP BY city HAVING count(*) >= 2",
            columns: ["city", "count(*)"],
            rows: [[t("Paris"), i(3)]]),
        StatementCase(
            "SELECT city, count(*) FROM t GROUP BY city HAVING city LIKE 'p%'",
            columns: ["city", "count(*)"],
            rows: [[t("Paris"), i(3)]]),
        StatementCase(
            "SELECT sum(qty), count(*) FROM t GROUP BY city, name > 'c' ORDER BY 1",
            columns: ["sum(qty)", "count(*)"],
            rows: [[n, i(1)], [i(0), i(1)], [i(5), i(1)], [i(8), i(1)], [i(10), i(1)], [i(45), i(2)], [i(120), i(1)]]),
        StatementCase(
            "SELECT count(*) FROM t GROUP BY qty IS NULL",
            columns: ["count(*)"],
            rows: [[i(7)], [i(1)]]),
        StatementCase(
            "SELECT city FROM t GROUP BY city ORDER BY count(*) DESC, city",
            columns: ["city"],
            rows: [[t("Paris")], [t("Nice")], [n], [t("Lyon")], [t("lyon")]]),
        StatementCase(
            "SELECT min(price, qty), max(price, qty) FROM t",
            columns: ["min(price, qty)", "max(price, qty)"],
            rows: [
                [r(1.5), i(10)], [r(0.25), i(120)], [i(3), i(12)], [n, n], [i(0), i(3)], [n, n], [r(2.5), i(42)], [i(2), i(5)],
            ]),
        StatementCase(
            "SELECT avg(qty) * 1.0, round(avg(price), 2) FROM t",
            columns: ["avg(qty) * 1.0", "round(avg(price), 2)"],
            rows: [[r(26.857142857142858), r(4.14)]]),
        StatementCase(
            "SELECT city, max(day) FROM t GROUP BY city",
            columns: ["city", "max(day)"],
            rows: [
                [n, t("2024-03-01 08:30:00")], [t("Lyon"), t("2024-02-29")], [t("Nice"), t("2024-07-04 12:00")],
                [t("Paris"), t("2024-01-15")], [t("lyon"), t("2024-01-01")],
            ]),
        StatementCase(
            "SELECT DISTINCT city, count(*) FROM t GROUP BY name ORDER BY city",
            columns: ["city", "count(*)"],
            rows: [
                [n, i(1)], [t("Lyon"), i(1)], [t("Nice"), i(1)], [t("Paris"), i(2)], [t("Paris"), i(1)], [t("lyon"), i(1)],
            ]),
        StatementCase(
            "SELECT name, sum(qty) FROM t GROUP BY name HAVING max(price) > 1.5 ORDER BY name",
            columns: ["name", "sum(qty)"],
            rows: [[t("Elder"), i(0)], [t("apple"), i(15)], [t("cherry"), i(3)], [t("date"), n], [t("grape"), i(42)]]),
        StatementCase(
            "SELECT total(price) / count(*) FROM t",
            columns: ["total(price) / count(*)"],
            rows: [[r(3.625)]]),
        StatementCase(
            "SELECT count(*) AS n, name FROM t GROUP BY name ORDER BY n DESC, name LIMIT 2",
            columns: ["n", "name"],
            rows: [[i(2), t("apple")], [i(1), t("Banana")]]),
    ]
}
