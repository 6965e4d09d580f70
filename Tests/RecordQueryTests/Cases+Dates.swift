// Generated from SQLite 3.40.1 (Python's sqlite3) running each query over the records of
// RecordFixture (a table whose columns have NUMERIC affinity); made by
// scripts/record-query-cases.py, then swift format. Do not edit by hand.
import RecordQuery

extension StatementCase {
    static let dates: [StatementCase] = [
        StatementCase(
            "SELECT date('2024-01-15'), time('2024-01-15 13:45:10'), datetime('2024-01-15 13:45'), julianday('2000-01-01 12:00:00')",
            columns: [
                "date('2024-01-15')", "time('2024-01-15 13:45:10')", "datetime('2024-01-15 13:45')",
                "julianday('2000-01-01 12:00:00')",
            ],
            rows: [[t("2024-01-15"), t("13:45:10"), t("2024-01-15 13:45:00"), r(2451545.0)]]),
        StatementCase(
            "SELECT date('2024-01-31', '+1 month'), date('2024-03-31', '-1 month'), date('2024-02-29', '+1 year'), date('2023-01-01', '+1.5 months')",
            columns: [
                "date('2024-01-31', '+1 month')", "date('2024-03-31', '-1 month')", "date('2024-02-29', '+1 year')",
                "date('2023-01-01', '+1.5 months')",
            ],
            rows: [[t("2024-03-02"), t("2024-03-02"), t("2025-03-01"), t("2023-02-16")]]),
        StatementCase(
            "SELECT datetime('2024-01-15 10:00:00', '+90 minutes'), datetime('2024-01-15 10:00:00', '-3 hours'), datetime('2024-01-15 10:00:00', '+30 seconds'), datetime('2024-01-15', '+1.5 days')",
            columns: [
                "datetime('2024-01-15 10:00:00', '+90 minutes')", "datetime('2024-01-15 10:00:00', '-3 hours')",
                "datetime('2024-01-15 10:00:00', '+30 seconds')", "datetime('2024-01-15', '+1.5 days')",
            ],
            rows: [[t("2024-01-15 11:30:00"), t("2024-01-15 07:00:00"), t("2024-01-15 10:00:30"), t("2024-01-16 12:00:00")]]),
        StatementCase(
            "SELECT date('2024-05-20', 'start of month'), date('2024-05-20', 'start of year'), datetime('2024-05-20 12:34:56', 'start of day')",
            columns: [
                "date('2024-05-20', 'start of month')", "date('2024-05-20', 'start of year')",
                "datetime('2024-05-20 12:34:56', 'start of day')",
            ],
            rows: [[t("2024-05-01"), t("2024-01-01"), t("2024-05-20 00:00:00")]]),
        StatementCase(
            "SELECT date('2024-05-20', 'weekday 0'), date('2024-05-20', 'weekday 1'), date('2024-05-20', 'weekday 3'), date('2024-05-20', 'start of month', '+1 month', '-1 day')",
            columns: [
                "date('2024-05-20', 'weekday 0')", "date('2024-05-20', 'weekday 1')", "date('2024-05-20', 'weekday 3')",
                "date('2024-05-20', 'start of month', '+1 month', '-1 day')",
            ],
            rows: [[t("2024-05-26"), t("2024-05-20"), t("2024-05-22"), t("2024-05-31")]]),
        StatementCase(
            "SELECT datetime(0, 'unixepoch'), datetime(1700000000, 'unixepoch'), date(2460000.5), unixepoch('2024-01-01'), unixepoch('1970-01-01 00:00:01')",
            columns: [
                "datetime(0, 'unixepoch')", "datetime(1700000000, 'unixepoch')", "date(2460000.5)", "unixepoch('2024-01-01')",
                "unixepoch('1970-01-01 00:00:01')",
            ],
            rows: [[t("1970-01-01 00:00:00"), t("2023-11-14 22:13:20"), t("2023-02-25"), i(1704067200), i(1)]]),
        StatementCase(
            "SELECT datetime('2024-01-15T10:00:00Z'), datetime('2024-01-15 10:00:00+02:00'), datetime('2024-01-15 10:00:00-05:30'), time('12:30'), date('12:30')",
            columns: [
                "datetime('2024-01-15T10:00:00Z')", "datetime('2024-01-15 10:00:00+02:00')",
                "datetime('2024-01-15 10:00:00-05:30')", "time('12:30')", "date('12:30')",
            ],
            rows: [
                [t("2024-01-15 10:00:00"), t("2024-01-15 08:00:00"), t("2024-01-15 15:30:00"), t("12:30:00"), t("2000-01-01")]
            ]),
        StatementCase(
            "SELECT date('2024-13-01'), date('garbage'), date('2024-01-15', 'bogus'), date(NULL), datetime('2024-01-15 25:00')",
            columns: [
                "date('2024-13-01')", "date('garbage')", "date('2024-01-15', 'bogus')", "date(NULL)",
                "datetime('2024-01-15 25:00')",
            ],
            rows: [[n, n, n, n, n]]),
        StatementCase(
            "SELECT strftime('%Y/%m/%d %H:%M:%S', '2024-03-05 07:08:09'), strftime('%j', '2024-12-31'), strftime('%w %W', '2024-01-01'), strftime('%s', '2024-01-01'), strftime('%f', '2024-01-01 10:00:01.25')",
            columns: [
                "strftime('%Y/%m/%d %H:%M:%S', '2024-03-05 07:08:09')", "strftime('%j', '2024-12-31')",
                "strftime('%w %W', '2024-01-01')", "strftime('%s', '2024-01-01')", "strftime('%f', '2024-01-01 10:00:01.25')",
            ],
            rows: [[t("2024/03/05 07:08:09"), t("366"), t("1 01"), t("1704067200"), t("01.250")]]),
        StatementCase(
            "SELECT strftime('%J', '2024-01-01 12:00'), strftime('%%Y', '2024-01-01'), strftime('%W', '2024-12-31'), strftime('%j', '2024-03-01'), strftime('%H', 0.5)",
            columns: [
                "strftime('%J', '2024-01-01 12:00')", "strftime('%%Y', '2024-01-01')", "strftime('%W', '2024-12-31')",
                "strftime('%j', '2024-03-01')", "strftime('%H', 0.5)",
            ],
            rows: [[t("2460311"), t("%Y"), t("53"), t("061"), t("00")]]),
        StatementCase(
            "SELECT name, date(day, '+7 days') FROM t",
            columns: ["name", "date(day, '+7 days')"],
            rows: [
                [t("apple"), t("2024-01-22")], [t("Banana"), t("2024-03-07")], [t("cherry"), t("2024-01-07")],
                [t("date"), t("2024-03-08")], [t("Elder"), t("2024-01-08")], [t("fig"), t("2024-07-11")],
                [t("grape"), t("2024-01-22")], [t("apple"), t("2024-05-27")],
            ]),
        StatementCase(
            "SELECT name, strftime('%m', day) AS month FROM t ORDER BY month, name",
            columns: ["name", "month"],
            rows: [
                [t("Elder"), t("01")], [t("apple"), t("01")], [t("grape"), t("01")], [t("Banana"), t("02")],
                [t("date"), t("03")], [t("apple"), t("05")], [t("fig"), t("07")], [t("cherry"), t("12")],
            ]),
        StatementCase(
            "SELECT julianday('2024-03-01') - julianday('2024-02-01'), time('2024-01-01 10:20:30', '+01:30'), datetime('2024-01-01 10:20:30.75'), datetime(2460000.25)",
            columns: [
                "julianday('2024-03-01') - julianday('2024-02-01')", "time('2024-01-01 10:20:30', '+01:30')",
                "datetime('2024-01-01 10:20:30.75')", "datetime(2460000.25)",
            ],
            rows: [[r(29.0), t("11:50:30"), t("2024-01-01 10:20:30"), t("2023-02-24 18:00:00")]]),
        StatementCase(
            "SELECT date('2024-01-15 10:00', '+1 day', 'start of day'), datetime(1700000000.5, 'unixepoch'), datetime('1700000000', 'unixepoch'), date(1700000000, 'auto')",
            columns: [
                "date('2024-01-15 10:00', '+1 day', 'start of day')", "datetime(1700000000.5, 'unixepoch')",
                "datetime('1700000000', 'unixepoch')", "date(1700000000, 'auto')",
            ],
            rows: [[t("2024-01-16"), t("2023-11-14 22:13:20"), t("2023-11-14 22:13:20"), t("2023-11-14")]]),
    ]
}
