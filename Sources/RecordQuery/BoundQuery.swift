// A query plan bound to one table's columns: result columns expanded and named as SQLite names
// them (the alias; else a column reference's column name; else the expression as written),
// aggregates given slots, ORDER BY and GROUP BY terms that name an alias or a result column's
// number resolved to that column.

struct BoundOrderTerm {
    let node: SQLNode
    let descending: Bool
    let nullsFirst: Bool
    let collation: Collation
}

struct BoundQuery {
    var items: [SQLNode] = []
    var names: [String] = []
    var filter: SQLNode?
    var groupBy: [SQLNode] = []
    var having: SQLNode?
    var orderBy: [BoundOrderTerm] = []
    var limit: SQLNode?
    var offset: SQLNode?
    var distinct: Bool
    var aggregates: [AggregateSpec] = []
    var isAggregate = false

    init(_ plan: QueryPlan, columns: [String], readsRecords: Bool) throws {
        let binder = SQLBinder(columns: columns, unknownIsNull: readsRecords && columns.isEmpty)
        distinct = plan.distinct
        try bindResultColumns(plan.columns, binder)
        filter = try plan.filter.map { try binder.bind($0, .plain("where clause")) }
        for term in plan.groupBy {
            if let item = try resultColumn(term, "GROUP BY") {
                if item.containsAggregate { throw SQLRuntimeError("aggregate functions are not allowed in the GROUP BY clause") }
                groupBy.append(item)
            } else {
                groupBy.append(try binder.bind(term, .plain("group by clause")))
            }
        }
        having = try plan.having.map { try binder.bind($0, .aggregating) }
        for term in plan.orderBy { orderBy.append(try bindOrderTerm(term, binder)) }
        limit = try plan.limit.map { try binder.bind($0, .constant("LIMIT clause")) }
        offset = try plan.offset.map { try binder.bind($0, .constant("OFFSET clause")) }
        aggregates = binder.aggregates
        isAggregate = !groupBy.isEmpty || !aggregates.isEmpty
        if having != nil, !isAggregate {
            throw SQLRuntimeError("a HAVING clause needs GROUP BY or an aggregate function")
        }
    }

    private mutating func bindResultColumns(_ columns: [ResultColumn], _ binder: SQLBinder) throws {
        for column in columns {
            switch column.kind {
            case .star:
                for (index, name) in binder.columns.enumerated() {
                    items.append(SQLNode(.slot(index), start: 0, end: 0))
                    names.append(name)
                }
            case .expression(let node):
                let bound = try binder.bind(node, .aggregating, aliasesAllowed: false)
                items.append(bound)
                if let alias = column.alias {
                    names.append(alias)
                } else if case .slot(let index) = bound.kind, case .column = node.kind {
                    names.append(binder.columns[index])
                } else {
                    names.append(column.written)
                }
            }
        }
        var position = 0
        for column in columns {
            switch column.kind {
            case .star: position += binder.columns.count
            case .expression:
                if let alias = column.alias, binder.aliases[alias.lowercased()] == nil {
                    binder.aliases[alias.lowercased()] = items[position]
                }
                position += 1
            }
        }
    }

    /// The result column a term names by number (`ORDER BY 2`), or nil when it is not a number.
    private func resultColumn(_ term: SQLNode, _ clause: String) throws -> SQLNode? {
        guard case .literal(.integer(let number)) = term.kind else { return nil }
        guard number >= 1, number <= items.count else {
            throw SQLRuntimeError("\(clause) term \(number) is out of range: the result has \(items.count) columns")
        }
        return items[Int(number - 1)]
    }

    private func bindOrderTerm(_ term: OrderTerm, _ binder: SQLBinder) throws -> BoundOrderTerm {
        var node: SQLNode
        if let item = try resultColumn(term.node, "ORDER BY") {
            node = item
        } else if case .column(let name) = term.node.kind, let alias = binder.aliases[name.lowercased()] {
            node = alias
        } else {
            node = try binder.bind(term.node, .aggregating)
        }
        return BoundOrderTerm(
            node: node, descending: term.descending, nullsFirst: term.nullsFirst ?? !term.descending,
            collation: node.explicitCollation ?? .binary)
    }
}
