// Primary expressions of lang_expr.html: literals, NULL, TRUE and FALSE, CURRENT_DATE/TIME/
// TIMESTAMP, column names (bare, "quoted", [bracketed], `backticked`, with an ignored table
// qualifier), function calls, CASE, CAST and parentheses. Not supported: bound parameters, row
// values, subqueries, EXISTS, RAISE, window functions and FILTER clauses.

extension SQLParser {
    func parsePrimary() throws -> SQLNode {
        let token = current
        switch token.kind {
        case .integer(let value): return try literal(.integer(value), token)
        case .real(let value): return try literal(.real(value), token)
        case .string(let value): return try literal(.text(value), token)
        case .quoted(let name): return try parseColumn(name, token)
        case .word(let word): return try parseWord(word, token)
        case .symbol("("): return try parseParenthesized()
        case .symbol("?"): throw error("bound parameters ('?') are not supported")
        default: throw error("expected an expression\(whereNow)")
        }
    }

    private func literal(_ value: SQLValue, _ token: SQLToken) throws -> SQLNode {
        advance()
        return try make(.literal(value), token.start, token.end)
    }

    private func parseWord(_ word: String, _ token: SQLToken) throws -> SQLNode {
        let keyword = word.uppercased()
        switch keyword {
        case "NULL": return try literal(.null, token)
        case "TRUE": return try literal(.integer(1), token)
        case "FALSE": return try literal(.integer(0), token)
        case "CASE": return try parseCase()
        case "CAST": return try parseCast()
        case "NOT": return try parseNot()
        case "CURRENT_DATE", "CURRENT_TIME", "CURRENT_TIMESTAMP":
            advance()
            let function: ScalarFunction = keyword == "CURRENT_DATE" ? .date : keyword == "CURRENT_TIME" ? .time : .datetime
            let now = try make(.literal(.text("now")), token.start, token.end)
            return try make(.call(function, [now]), token.start, token.end)
        case "SELECT", "EXISTS": throw error("subqueries are not supported")
        default: break
        }
        if peek(1).isSymbol("(") { return try parseCall(word, token) }
        if Self.reserved.contains(keyword) { throw error("expected an expression\(whereNow)") }
        return try parseColumn(word, token)
    }

    /// A column name; `table.column` names the column (there is one table).
    private func parseColumn(_ name: String, _ token: SQLToken) throws -> SQLNode {
        advance()
        guard current.isSymbol(".") else { return try make(.column(name), token.start, token.end) }
        advance()
        let columnToken = current
        switch current.kind {
        case .word(let column) where !Self.reserved.contains(column.uppercased()):
            advance()
            return try make(.column(column), token.start, columnToken.end)
        case .quoted(let column):
            advance()
            return try make(.column(column), token.start, columnToken.end)
        default: throw error("expected a column name after '.'\(whereNow)")
        }
    }

    private func parseParenthesized() throws -> SQLNode {
        let open = current
        advance()
        if isKeyword("SELECT") { throw error("subqueries are not supported") }
        let inner = try parseExpression()
        if current.isSymbol(",") { throw error("row values are not supported") }
        let end = current.end
        try expectSymbol(")", "to close the '(' at column \(open.start + 1)")
        // The parentheses belong to the expression's text (a result column's name).
        return try make(inner.kind, open.start, end)
    }

    private func parseCase() throws -> SQLNode {
        let start = current.start
        advance()
        try enter()
        defer { depth -= 1 }
        if isKeyword("END") { throw error("expected 'WHEN' in the CASE at column \(start + 1)\(whereNow)") }
        let base = isKeyword("WHEN") ? nil : try parseExpression()
        var branches: [WhenBranch] = []
        while accept("WHEN") {
            let condition = try parseExpression()
            try expect("THEN", "after the condition of WHEN")
            branches.append(WhenBranch(condition: condition, result: try parseExpression()))
        }
        guard !branches.isEmpty else { throw error("expected 'WHEN' in the CASE at column \(start + 1)\(whereNow)") }
        let otherwise = accept("ELSE") ? try parseExpression() : nil
        let end = current.end
        try expect("END", "to close the CASE at column \(start + 1)")
        return try make(.caseWhen(base: base, branches: branches, otherwise: otherwise), start, end)
    }

    private func parseCast() throws -> SQLNode {
        let start = current.start
        advance()
        try expectSymbol("(", "after 'CAST'")
        let operand = try parseExpression()
        try expect("AS", "after the expression of CAST")
        var typeName = ""
        while case .word(let word) = current.kind {
            typeName += (typeName.isEmpty ? "" : " ") + word.uppercased()
            advance()
        }
        if acceptSymbol("(") {
            while !atEnd, !current.isSymbol(")") { advance() }
            try expectSymbol(")", "after the size of the type")
        }
        guard !typeName.isEmpty else {
            throw error("expected a type name after 'AS' (INTEGER, REAL, TEXT or NUMERIC)\(whereNow)")
        }
        let end = current.end
        try expectSymbol(")", "to close CAST")
        return try make(.cast(operand, try affinity(of: typeName, at: start)), start, end)
    }

    /// The affinity of a declared type (datatype3.html section 3.1).
    private func affinity(of typeName: String, at start: Int) throws -> Affinity {
        if typeName.contains("INT") { return .integer }
        if typeName.contains("CHAR") || typeName.contains("CLOB") || typeName.contains("TEXT") { return .text }
        if typeName.contains("BLOB") {
            throw SQLSyntaxError(clause: clause, column: start + 1, message: "BLOB values are not supported")
        }
        if typeName.contains("REAL") || typeName.contains("FLOA") || typeName.contains("DOUB") { return .real }
        return .numeric
    }
}
