// The equality level of lang_expr.html: = == != <> IS [NOT] [DISTINCT FROM], [NOT] IN (…),
// [NOT] BETWEEN … AND …, [NOT] LIKE … [ESCAPE …], [NOT] GLOB, ISNULL, NOTNULL, NOT NULL.
// IN takes a list of expressions only: subqueries and table names are not supported.

extension SQLParser {
    func parseEquality() throws -> SQLNode {
        var left = try parseComparison()
        while let next = try equalityTail(left) { left = next }
        return left
    }

    /// The operator after `left` at this level, or nil when there is none.
    private func equalityTail(_ left: SQLNode) throws -> SQLNode? {
        if case .symbol(let symbol) = current.kind, ["=", "==", "!=", "<>"].contains(symbol) {
            advance()
            let right = try parseComparison()
            let op: BinaryOperator = symbol == "=" || symbol == "==" ? .equal : .notEqual
            return try make(.binary(op, left, right), left.start, right.end)
        }
        guard let keyword = current.keyword else { return nil }
        switch keyword {
        case "IS": return try parseIs(left)
        case "ISNULL", "NOTNULL":
            let end = current.end
            advance()
            return try make(.isNull(left, negated: keyword == "NOTNULL"), left.start, end)
        case "NOT":
            let next = peek(1).keyword
            if next == "NULL" {
                advance()
                let end = current.end
                advance()
                return try make(.isNull(left, negated: true), left.start, end)
            }
            guard let next, ["IN", "BETWEEN", "LIKE", "GLOB", "REGEXP", "MATCH"].contains(next) else { return nil }
            advance()
            return try parseMembership(left, negated: true)
        case "IN", "BETWEEN", "LIKE", "GLOB", "REGEXP", "MATCH": return try parseMembership(left, negated: false)
        default: return nil
        }
    }

    private func parseIs(_ left: SQLNode) throws -> SQLNode {
        advance()
        let isNot = accept("NOT")
        var distinctFrom = false
        if accept("DISTINCT") {
            try expect("FROM", "after 'IS DISTINCT'")
            distinctFrom = true
        }
        let right = try parseComparison()
        return try make(.isDistinct(left, right, distinct: isNot != distinctFrom), left.start, right.end)
    }

    private func parseMembership(_ left: SQLNode, negated: Bool) throws -> SQLNode {
        let keywordToken = current
        let keyword = current.keyword ?? ""
        advance()
        switch keyword {
        case "IN": return try parseIn(left, negated: negated)
        case "BETWEEN":
            let low = try parseComparison()
            try expect("AND", "after the lower bound of BETWEEN")
            let high = try parseComparison()
            return try make(.between(left, low, high, negated: negated), left.start, high.end)
        case "LIKE":
            let pattern = try parseComparison()
            var escape: SQLNode?
            if accept("ESCAPE") { escape = try parseComparison() }
            return try make(.like(left, pattern: pattern, escape: escape, negated: negated), left.start, (escape ?? pattern).end)
        case "GLOB":
            let pattern = try parseComparison()
            return try make(.glob(left, pattern: pattern, negated: negated), left.start, pattern.end)
        default:
            throw error("the \(keyword) operator is not supported (use LIKE or GLOB)", at: keywordToken)
        }
    }

    private func parseIn(_ left: SQLNode, negated: Bool) throws -> SQLNode {
        guard current.isSymbol("(") else {
            throw error("expected '(' and a list of values after 'IN' (tables are not supported)\(whereNow)")
        }
        let open = current
        advance()
        if isKeyword("SELECT") { throw error("subqueries are not supported") }
        var list: [SQLNode] = []
        if !current.isSymbol(")") {
            repeat { list.append(try parseExpression()) } while acceptSymbol(",")
        }
        let end = current.end
        try expectSymbol(")", "to close the list of IN at column \(open.start + 1)")
        return try make(.inList(left, list, negated: negated), left.start, end)
    }
}
