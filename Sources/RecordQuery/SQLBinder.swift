// Name resolution (lang_select.html "Generation of the set of result rows"): a column name is
// a record's key (an exact match first, then one differing only in letter case); failing that,
// in WHERE, GROUP BY, HAVING and ORDER BY, a result column's alias, as SQLite allows. Aggregate
// calls become accumulator slots; they may stand in the result columns, HAVING and ORDER BY only.

struct AggregateSpec {
    let function: AggregateFunction
    let arguments: [SQLNode]
    let distinct: Bool
}

final class SQLBinder {
    let columns: [String]
    private let lowercasedColumns: [String]
    private(set) var aggregates: [AggregateSpec] = []
    /// Result columns' aliases (lowercased) and the bound expressions they stand for.
    var aliases: [String: SQLNode] = [:]

    enum Context {
        /// A result column, HAVING or ORDER BY: aggregates allowed.
        case aggregating
        /// WHERE or GROUP BY (named for errors): no aggregates.
        case plain(String)
        /// LIMIT and OFFSET: no columns at all.
        case constant(String)
    }

    /// Unknown names are NULL (the records were empty, so no column is known) instead of an error.
    private let unknownIsNull: Bool

    init(columns: [String], unknownIsNull: Bool) {
        self.columns = columns
        self.unknownIsNull = unknownIsNull
        lowercasedColumns = columns.map { $0.lowercased() }
    }

    /// The index of a record key named `name`.
    func columnIndex(_ name: String) -> Int? {
        if let exact = columns.firstIndex(of: name) { return exact }
        return lowercasedColumns.firstIndex(of: name.lowercased())
    }

    func bind(_ node: SQLNode, _ context: Context, aliasesAllowed: Bool = true) throws -> SQLNode {
        switch node.kind {
        case .column(let name): return try bindColumn(name, node, context, aliasesAllowed: aliasesAllowed)
        case .aggregateCall(let function, let arguments, let distinct):
            guard case .aggregating = context else {
                if case .plain(let clause) = context {
                    throw SQLRuntimeError("misuse of aggregate function \(function.rawValue)() in the \(clause)")
                }
                throw SQLRuntimeError("the LIMIT and OFFSET clauses cannot use aggregate functions")
            }
            let bound = try arguments.map { argument in
                if argument.containsAggregate {
                    throw SQLRuntimeError("misuse of aggregate function: an aggregate inside \(function.rawValue)()")
                }
                return try bind(argument, .plain("arguments of \(function.rawValue)()"), aliasesAllowed: false)
            }
            aggregates.append(AggregateSpec(function: function, arguments: bound, distinct: distinct))
            return node.with(.aggregate(aggregates.count - 1))
        default:
            return node.with(try node.mapChildren { try bind($0, context, aliasesAllowed: aliasesAllowed) })
        }
    }

    private func bindColumn(_ name: String, _ node: SQLNode, _ context: Context, aliasesAllowed: Bool) throws -> SQLNode {
        if case .constant(let clause) = context { throw SQLRuntimeError("the \(clause) cannot name a column ('\(name)')") }
        if let index = columnIndex(name) { return node.with(.slot(index)) }
        if aliasesAllowed, let alias = aliases[name.lowercased()] {
            if case .plain(let clause) = context, alias.containsAggregate {
                throw SQLRuntimeError("misuse of aggregate: '\(name)' in the \(clause) stands for an aggregate")
            }
            return alias
        }
        if unknownIsNull { return node.with(.literal(.null)) }
        if columns.isEmpty { throw SQLRuntimeError("no such column '\(name)' (the statement reads no records: it has no FROM)") }
        throw SQLRuntimeError("no such column '\(name)' (the records have: \(Self.list(columns)))")
    }

    static func list(_ columns: [String]) -> String {
        let shown = columns.prefix(20).joined(separator: ", ")
        return columns.count > 20 ? shown + ", … (\(columns.count) in all)" : shown
    }
}
