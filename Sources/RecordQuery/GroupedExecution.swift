// Aggregate queries (lang_select.html, "Generation of the set of result rows", and
// lang_aggfunc.html): rows are sorted by their GROUP BY values and each run of equal values is
// a group (without GROUP BY, all rows are one group, even none). Bare columns take the group's
// first row, or the row where the query's only min()/max() first reached its extreme.

struct GroupedExecution {
    let query: BoundQuery
    let evaluator: SQLEvaluator
    let budget: QueryBudget

    func outputs(_ rows: [[SQLValue]]) throws -> [QueryExecution.Output] {
        let execution = QueryExecution(query, budget: budget)
        var outputs: [QueryExecution.Output] = []
        for group in try groups(rows) {
            let (aggregates, bareRow) = try accumulate(group)
            evaluator.row = bareRow
            evaluator.aggregates = aggregates
            if let having = query.having, SQLArithmetic.truth(try evaluator.evaluate(having)) != true { continue }
            outputs.append(try executionOutput(execution))
        }
        return outputs
    }

    private func executionOutput(_ execution: QueryExecution) throws -> QueryExecution.Output {
        QueryExecution.Output(
            values: try query.items.map { try evaluator.evaluate($0) },
            keys: try query.orderBy.map { try evaluator.evaluate($0.node) })
    }

    /// The rows in groups, in the order of their GROUP BY values.
    private func groups(_ rows: [[SQLValue]]) throws -> [[[SQLValue]]] {
        guard !query.groupBy.isEmpty else { return [rows] }
        let collations = query.groupBy.map { $0.explicitCollation ?? .binary }
        var keyed: [(key: [SQLValue], row: [SQLValue])] = []
        for row in rows {
            evaluator.row = row
            keyed.append((try query.groupBy.map { try evaluator.evaluate($0) }, row))
        }
        let compare: ((key: [SQLValue], row: [SQLValue]), (key: [SQLValue], row: [SQLValue])) -> Int = { left, right in
            for (index, collation) in collations.enumerated() {
                let order = SQLOrdering.compare(left.key[index], right.key[index], collation)
                if order != 0 { return order }
            }
            return 0
        }
        let sorted = try StableSort.sorted(keyed, budget: budget, by: compare)
        var groups: [[[SQLValue]]] = []
        for (index, entry) in sorted.enumerated() {
            if index > 0, compare(sorted[index - 1], entry) == 0 {
                groups[groups.count - 1].append(entry.row)
            } else {
                groups.append([entry.row])
            }
        }
        return groups
    }

    /// The group's aggregate results and the row its bare columns read.
    private func accumulate(_ group: [[SQLValue]]) throws -> ([SQLValue], [SQLValue]) {
        var accumulators = query.aggregates.map(SQLAccumulator.init)
        let extremes = accumulators.indices.filter { accumulators[$0].isMinOrMax }
        let pickingSlot = extremes.count == 1 ? extremes[0] : nil
        var bareRow = group.first ?? []
        for row in group {
            evaluator.row = row
            for index in accumulators.indices {
                let spec = accumulators[index].spec
                let values = try spec.arguments.map { try evaluator.evaluate($0) }
                let collation = spec.arguments.first?.explicitCollation ?? .binary
                let isNewExtreme = try accumulators[index].step(values, collation: collation, budget: budget)
                if isNewExtreme, index == pickingSlot { bareRow = row }
            }
        }
        return (try accumulators.map { try $0.result() }, bareRow)
    }
}
