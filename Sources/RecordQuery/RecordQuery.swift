// SQL queries over a list of records, in SQLite's dialect (https://www.sqlite.org/lang_select.html,
// lang_expr.html, lang_corefunc.html, lang_aggfunc.html, lang_datefunc.html, datatype3.html).
// The records are one table: each record's keys are its columns (a key missing from a record is
// NULL there); each value is typed by the caller (a CSV reader makes numeric-looking cells
// numbers). A column compares with NUMERIC affinity, so `price > '5'` compares numbers.

/// A parsed SQL query over records, ready to run on any list of them.
///
/// One table, no joins, no subqueries, no compound SELECTs, no window functions. Bare columns in
/// an aggregate query take the values of the group's first row, or, when the query has exactly
/// one min() or max(), of the row where that extreme first appears (SQLite's rule).
public struct RecordQuery: Sendable {
    /// The longest query text, or any one clause or field, in Unicode scalars.
    public static let maximumTextLength = 65_536
    /// The deepest an expression may nest (operators, parentheses, function calls).
    public static let maximumDepth = 200

    let plan: QueryPlan

    /// A query from its parts, each parsed now: `select` holds result columns (`name`,
    /// `price * 2 AS double`, `count(*)`; empty means `*`), `where` and `having` an expression,
    /// `groupBy` expressions, `orderBy` terms (`expr [ASC|DESC] [NULLS FIRST|LAST]`, or a result
    /// column's alias or 1-based number). A negative `limit` means none. Throws `SQLSyntaxError`
    /// naming the part ("select field 2", "where clause", "order by term 1") and the column.
    public init(
        select: [String], where filter: String?, groupBy: [String], having: String? = nil, orderBy: [String], limit: Int?,
        offset: Int? = nil
    ) throws {
        var plan = QueryPlan()
        for (index, field) in select.enumerated() where !field.trimmingSpaces.isEmpty {
            let parser = try SQLParser(field, clause: "select field \(index + 1)")
            plan.columns.append(try parser.parseResultColumn())
            try parser.expectEnd("the result column")
        }
        if plan.columns.isEmpty { plan.columns = [ResultColumn(kind: .star, alias: nil, written: "*")] }
        plan.filter = try Self.clause(filter, "where clause")
        for (index, term) in groupBy.enumerated() where !term.trimmingSpaces.isEmpty {
            if let node = try Self.clause(term, "group by term \(index + 1)") { plan.groupBy.append(node) }
        }
        plan.having = try Self.clause(having, "having clause")
        for (index, term) in orderBy.enumerated() where !term.trimmingSpaces.isEmpty {
            let parser = try SQLParser(term, clause: "order by term \(index + 1)")
            plan.orderBy.append(try parser.parseOrderTerm())
            try parser.expectEnd("the order by term")
        }
        plan.limit = limit.map { SQLNode(.literal(.integer(Int64($0))), start: 0, end: 0) }
        plan.offset = offset.map { SQLNode(.literal(.integer(Int64($0))), start: 0, end: 0) }
        self.plan = plan
    }

    /// A whole `SELECT … [FROM name] [WHERE …] [GROUP BY …] [HAVING …] [ORDER BY …]
    /// [LIMIT … [OFFSET …]]` statement; the table's name is ignored (the records are the table).
    /// Throws `SQLSyntaxError` with the clause "statement" and the column.
    public init(statement: String) throws {
        let parser = try SQLParser(statement, clause: "statement")
        plan = try parser.parseStatement()
    }

    private static func clause(_ text: String?, _ name: String) throws -> SQLNode? {
        guard let text, !text.trimmingSpaces.isEmpty else { return nil }
        return try SQLParser(text, clause: name).parseWholeExpression()
    }

    /// Runs the query over `records` (each a list of key–value pairs; a later duplicate key wins)
    /// and returns the result's column names and rows. Throws `SQLRuntimeError` (an unknown
    /// column, a misused aggregate, an integer overflow in sum()) or `SQLLimitError`.
    public func run(on records: [[(String, SQLValue)]], limits: SQLLimits = .init()) throws -> (
        columns: [String], rows: [[SQLValue]]
    ) {
        let budget = QueryBudget(limits)
        let table = try RecordTable(records, budget: budget)
        let bound = try BoundQuery(plan, columns: plan.readsRecords ? table.columns : [], readsRecords: plan.readsRecords)
        let rows = plan.readsRecords ? table.rows : [[]]
        let result = try QueryExecution(bound, budget: budget).run(rows)
        return (bound.names, result)
    }
}

/// The records as rows of one table: the columns are every key, in the order first seen.
struct RecordTable {
    /// A NaN real is NULL, as SQLite stores it.
    static func normalized(_ value: SQLValue) -> SQLValue {
        if case .real(let real) = value, real.isNaN { return .null }
        return value
    }

    var columns: [String] = []
    var rows: [[SQLValue]] = []

    init(_ records: [[(String, SQLValue)]], budget: QueryBudget) throws {
        var indexes: [String: Int] = [:]
        for record in records {
            try budget.spend(record.count + 1)
            for (key, _) in record where indexes[key] == nil {
                indexes[key] = columns.count
                columns.append(key)
            }
        }
        rows.reserveCapacity(records.count)
        for record in records {
            var row = [SQLValue](repeating: .null, count: columns.count)
            for (key, value) in record {
                if let index = indexes[key] { row[index] = Self.normalized(value) }
            }
            rows.append(row)
        }
    }
}
