// Runs a bound query (lang_select.html "Generation of the set of result rows"): WHERE filters
// the rows; an aggregate query sorts them into groups by the GROUP BY values (so groups come out
// in that order, as SQLite's do) and evaluates the result columns once per group; then HAVING,
// DISTINCT, ORDER BY (stable; NULLs first when ascending), OFFSET and LIMIT.

struct QueryExecution {
    let query: BoundQuery
    let budget: QueryBudget
    let evaluator: SQLEvaluator

    init(_ query: BoundQuery, budget: QueryBudget) {
        self.query = query
        self.budget = budget
        evaluator = SQLEvaluator(budget: budget)
    }

    /// One result row with the values it sorts by.
    struct Output {
        var values: [SQLValue]
        var keys: [SQLValue]
    }

    func run(_ rows: [[SQLValue]]) throws -> [[SQLValue]] {
        let offset = try count(query.offset) ?? 0
        let limit = try count(query.limit)
        let filtered = try rows.filter { row in
            guard let filter = query.filter else { return true }
            evaluator.row = row
            return SQLArithmetic.truth(try evaluator.evaluate(filter)) == true
        }
        var outputs: [Output]
        if query.isAggregate {
            outputs = try GroupedExecution(query: query, evaluator: evaluator, budget: budget).outputs(filtered)
        } else {
            let canStopEarly = query.orderBy.isEmpty && !query.distinct
            outputs = []
            for row in filtered {
                if canStopEarly, let limit, outputs.count >= offset + limit { break }
                evaluator.row = row
                outputs.append(try output())
            }
        }
        if query.distinct { outputs = try distinct(outputs) }
        if !query.orderBy.isEmpty { outputs = try StableSort.sorted(outputs, budget: budget, by: order) }
        var result = outputs.dropFirst(offset).map(\.values)
        if let limit, result.count > limit { result.removeSubrange(limit...) }
        try check(result)
        return result
    }

    /// The current row's (or group's) result values and sort keys.
    func output() throws -> Output {
        Output(
            values: try query.items.map { try evaluator.evaluate($0) },
            keys: try query.orderBy.map { try evaluator.evaluate($0.node) })
    }

    /// LIMIT or OFFSET as a count: nil for none (no clause, or a negative LIMIT).
    private func count(_ node: SQLNode?) throws -> Int? {
        guard let node else { return nil }
        evaluator.row = []
        let value = try evaluator.evaluate(node)
        let number: Int64
        switch SQLNumeric.numericAffinity(value) {
        case .integer(let integer): number = integer
        case .real(let real) where SQLNumeric.exactInteger(real) != nil: number = SQLNumeric.integer(value)
        default: throw SQLRuntimeError("datatype mismatch: LIMIT and OFFSET take integers")
        }
        return number < 0 ? (node === query.offset ? 0 : nil) : Int(min(number, Int64(Int32.max)))
    }

    private func distinct(_ outputs: [Output]) throws -> [Output] {
        var kept: [Output] = []
        var seen: [[SQLValue]: [Int]] = [:]
        for output in outputs {
            try budget.spend()
            let key = output.values.map(Self.distinctKey)
            if seen[key] != nil { continue }
            seen[key] = [kept.count]
            kept.append(output)
        }
        return kept
    }

    private static func distinctKey(_ value: SQLValue) -> SQLValue {
        if case .real(let real) = value, let integer = SQLNumeric.exactInteger(real) { return .integer(integer) }
        return value
    }

    private func order(_ left: Output, _ right: Output) -> Int {
        for (index, term) in query.orderBy.enumerated() {
            let a = left.keys[index]
            let b = right.keys[index]
            if a.isNull != b.isNull { return a.isNull == term.nullsFirst ? -1 : 1 }
            let order = SQLOrdering.compare(a, b, term.collation)
            if order != 0 { return term.descending ? -order : order }
        }
        return 0
    }

    private func check(_ rows: [[SQLValue]]) throws {
        let limits = budget.limits
        if rows.count > limits.maximumRows { throw SQLLimitError.tooManyRows(limit: limits.maximumRows) }
        if rows.count * max(query.items.count, 1) > limits.maximumCells {
            throw SQLLimitError.tooManyCells(limit: limits.maximumCells)
        }
    }
}

/// A stable merge sort whose comparisons count as steps.
enum StableSort {
    static func sorted<Element>(_ elements: [Element], budget: QueryBudget, by compare: (Element, Element) -> Int) throws
        -> [Element]
    {
        var source = elements
        var target = elements
        var width = 1
        while width < source.count {
            var start = 0
            while start < source.count {
                let middle = min(start + width, source.count)
                let end = min(start + 2 * width, source.count)
                var left = start
                var right = middle
                try budget.spend(end - start)
                for index in start..<end {
                    if left < middle, right >= end || compare(source[right], source[left]) >= 0 {
                        target[index] = source[left]
                        left += 1
                    } else {
                        target[index] = source[right]
                        right += 1
                    }
                }
                start = end
            }
            swap(&source, &target)
            width *= 2
        }
        return source
    }
}
