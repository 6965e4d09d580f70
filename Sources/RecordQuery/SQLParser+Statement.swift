// A whole statement (lang_select.html, one simple SELECT): SELECT [DISTINCT|ALL] columns
// [FROM table [[AS] alias]] [WHERE …] [GROUP BY …] [HAVING …] [ORDER BY …]
// [LIMIT n [OFFSET m | , n]] [;]. The table's name is not looked at: the records are the table.
// Not supported: joins, several tables, subqueries, compound SELECTs, WITH and WINDOW.

extension SQLParser {
    func parseStatement() throws -> QueryPlan {
        if isKeyword("WITH") { throw error("WITH (common table expressions) is not supported") }
        try expect("SELECT", "at the start of the statement")
        var plan = QueryPlan()
        if accept("DISTINCT") {
            plan.distinct = true
        } else {
            _ = accept("ALL")
        }
        repeat { plan.columns.append(try parseResultColumn()) } while acceptSymbol(",")
        if accept("FROM") {
            try parseTable()
        } else {
            plan.readsRecords = false
        }
        try parseClauses(into: &plan)
        _ = acceptSymbol(";")
        if ["UNION", "EXCEPT", "INTERSECT"].contains(current.keyword ?? "") {
            throw error("compound SELECTs (\(current.keyword ?? "")) are not supported")
        }
        try expectEnd("the statement")
        return plan
    }

    private func parseTable() throws {
        switch current.kind {
        case .word(let word) where !Self.reserved.contains(word.uppercased()): advance()
        case .quoted, .symbol("?"): advance()
        case .symbol("("): throw error("subqueries are not supported")
        default: throw error("expected a table name after 'FROM'\(whereNow)")
        }
        if acceptSymbol(".") { advance() }
        if accept("AS") {
            advance()
        } else if case .word(let word) = current.kind, !Self.reserved.contains(word.uppercased()),
            !["LEFT", "RIGHT", "INNER", "CROSS", "NATURAL", "FULL", "OUTER", "WINDOW"].contains(word.uppercased())
        {
            advance()
        } else if case .quoted = current.kind {
            advance()
        }
        if current.isSymbol(",") || isKeyword("JOIN")
            || ["LEFT", "RIGHT", "INNER", "CROSS", "NATURAL", "FULL"].contains(current.keyword ?? "")
        {
            throw error("joins are not supported: a query reads one table, the records")
        }
    }

    private func parseClauses(into plan: inout QueryPlan) throws {
        if accept("WHERE") { plan.filter = try parseExpression() }
        if accept("GROUP") {
            try expect("BY", "after 'GROUP'")
            repeat { plan.groupBy.append(try parseExpression()) } while acceptSymbol(",")
        }
        if accept("HAVING") { plan.having = try parseExpression() }
        if isKeyword("WINDOW") { throw error("WINDOW clauses are not supported") }
        if accept("ORDER") {
            try expect("BY", "after 'ORDER'")
            repeat { plan.orderBy.append(try parseOrderTerm()) } while acceptSymbol(",")
        }
        if accept("LIMIT") {
            let first = try parseExpression()
            if accept("OFFSET") {
                plan.limit = first
                plan.offset = try parseExpression()
            } else if acceptSymbol(",") {
                // LIMIT m, n means OFFSET m LIMIT n.
                plan.offset = first
                plan.limit = try parseExpression()
            } else {
                plan.limit = first
            }
        }
    }
}
