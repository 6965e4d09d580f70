// Generated from SQLite 3.40.1 (Python's sqlite3) running each query over the records of
// RecordFixture (a table whose columns have NUMERIC affinity); made by
// scripts/record-query-cases.py, then swift format. Do not edit by hand.
import RecordQuery

extension FieldCase {
    static let all: [FieldCase] = [
        FieldCase(
            select: [], where: nil, groupBy: [], having: nil,
            orderBy: [], limit: nil, offset: nil,
            columns: ["name", "price", "qty", "city", "day", "note"],
            rows: [
                [t("apple"), r(1.5), i(10), t("Paris"), t("2024-01-15"), t("red fruit")],
                [t("Banana"), r(0.25), i(120), t("Lyon"), t("2024-02-29"), n],
                [t("cherry"), i(12), i(3), t("Paris"), t("2023-12-31 23:59:59"), t("50% off")],
                [t("date"), r(7.75), n, n, t("2024-03-01 08:30:00"), t("it's sweet")],
                [t("Elder"), i(3), i(0), t("lyon"), t("2024-01-01"), t("a_b")],
                [t("fig"), n, i(8), t("Nice"), t("2024-07-04 12:00"), t("")],
                [t("grape"), r(2.5), i(42), t("Paris"), t("2024-01-15"), t("  padded  ")],
                [t("apple"), i(2), i(5), t("Nice"), t("2024-05-20"), t("green")],
            ]),
        FieldCase(
            select: ["name", "price * 2 AS double"], where: "price > 2", groupBy: [], having: nil,
            orderBy: ["double DESC"], limit: nil, offset: nil,
            columns: ["name", "double"],
            rows: [[t("cherry"), i(24)], [t("date"), r(15.5)], [t("Elder"), i(6)], [t("grape"), r(5.0)]]),
        FieldCase(
            select: ["count(*)"], where: nil, groupBy: [], having: nil,
            orderBy: [], limit: nil, offset: nil,
            columns: ["count(*)"],
            rows: [[i(8)]]),
        FieldCase(
            select: ["upper(city)", "count(*) AS n"], where: "city IS NOT NULL", groupBy: ["upper(city)"], having: nil,
            orderBy: ["n DESC", "1"], limit: nil, offset: nil,
            columns: ["upper(city)", "n"],
            rows: [[t("PARIS"), i(3)], [t("LYON"), i(2)], [t("NICE"), i(2)]]),
        FieldCase(
            select: ["name"], where: "qty BETWEEN 3 AND 10", groupBy: [], having: nil,
            orderBy: ["name COLLATE NOCASE DESC"], limit: 2, offset: nil,
            columns: ["name"],
            rows: [[t("fig")], [t("cherry")]]),
        FieldCase(
            select: ["name", "qty"], where: nil, groupBy: [], having: nil,
            orderBy: ["qty NULLS LAST", "name"], limit: 3, offset: 1,
            columns: ["name", "qty"],
            rows: [[t("cherry"), i(3)], [t("apple"), i(5)], [t("fig"), i(8)]]),
        FieldCase(
            select: ["city", "sum(qty) AS total"], where: nil, groupBy: ["city"], having: "total > 10",
            orderBy: ["total"], limit: nil, offset: nil,
            columns: ["city", "total"],
            rows: [[t("Nice"), i(13)], [t("Paris"), i(55)], [t("Lyon"), i(120)]]),
        FieldCase(
            select: ["*"], where: "name = 'fig'", groupBy: [], having: nil,
            orderBy: [], limit: nil, offset: nil,
            columns: ["name", "price", "qty", "city", "day", "note"],
            rows: [[t("fig"), n, i(8), t("Nice"), t("2024-07-04 12:00"), t("")]]),
        FieldCase(
            select: ["name AS n", "price p"], where: "p < 2", groupBy: [], having: nil,
            orderBy: ["2"], limit: nil, offset: nil,
            columns: ["n", "p"],
            rows: [[t("Banana"), r(0.25)], [t("apple"), r(1.5)]]),
        FieldCase(
            select: ["name"], where: "", groupBy: [], having: nil,
            orderBy: [""], limit: nil, offset: nil,
            columns: ["name"],
            rows: [[t("apple")], [t("Banana")], [t("cherry")], [t("date")], [t("Elder")], [t("fig")], [t("grape")], [t("apple")]]),
        FieldCase(
            select: ["name", "price"], where: nil, groupBy: [], having: nil,
            orderBy: ["price DESC NULLS LAST"], limit: 3, offset: nil,
            columns: ["name", "price"],
            rows: [[t("cherry"), i(12)], [t("date"), r(7.75)], [t("Elder"), i(3)]]),
        FieldCase(
            select: ["city", "group_concat(name, '+')"], where: nil, groupBy: ["city"], having: "count(*) > 1",
            orderBy: ["city"], limit: nil, offset: nil,
            columns: ["city", "group_concat(name, '+')"],
            rows: [[t("Nice"), t("fig+apple")], [t("Paris"), t("apple+cherry+grape")]]),
        FieldCase(
            select: ["name"], where: nil, groupBy: [], having: nil,
            orderBy: ["name"], limit: -1, offset: 5,
            columns: ["name"],
            rows: [[t("date")], [t("fig")], [t("grape")]]),
    ]
}
