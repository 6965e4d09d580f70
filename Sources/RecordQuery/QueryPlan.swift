// What a SELECT asks (https://www.sqlite.org/lang_select.html), parsed up front: the result
// columns, WHERE, GROUP BY, HAVING, ORDER BY, LIMIT and OFFSET over the one table of records.

struct ResultColumn: Sendable {
    enum Kind: Sendable {
        case star
        case expression(SQLNode)
    }

    let kind: Kind
    /// The name given with AS (or after the expression), if any.
    let alias: String?
    /// The expression as written, SQLite's name for a column without an alias.
    let written: String
}

struct OrderTerm: Sendable {
    let node: SQLNode
    let descending: Bool
    /// NULLS FIRST (true) or NULLS LAST (false); nil: SQLite's default, NULLs first when ascending.
    let nullsFirst: Bool?
}

struct QueryPlan: Sendable {
    var columns: [ResultColumn] = []
    var distinct = false
    /// False for `SELECT` without FROM: one row and no records.
    var readsRecords = true
    var filter: SQLNode?
    var groupBy: [SQLNode] = []
    var having: SQLNode?
    var orderBy: [OrderTerm] = []
    var limit: SQLNode?
    var offset: SQLNode?
}

extension SQLParser {
    /// `*`, `table.*`, or an expression with an optional alias (`AS name`, or just `name`).
    func parseResultColumn() throws -> ResultColumn {
        if current.isSymbol("*") {
            advance()
            return ResultColumn(kind: .star, alias: nil, written: "*")
        }
        if peek(1).isSymbol("."), peek(2).isSymbol("*") {
            advance()
            advance()
            advance()
            return ResultColumn(kind: .star, alias: nil, written: "*")
        }
        let node = try parseExpression()
        let written = source(node.start, node.end)
        var alias: String?
        if accept("AS") {
            guard let name = aliasName() else { throw error("expected a name after 'AS'\(whereNow)") }
            alias = name
        } else {
            alias = aliasName()
        }
        return ResultColumn(kind: .expression(node), alias: alias, written: written)
    }

    /// A name that can be an alias here (advancing past it), or nil.
    private func aliasName() -> String? {
        switch current.kind {
        case .quoted(let name), .string(let name):
            advance()
            return name
        case .word(let word) where !Self.reserved.contains(word.uppercased()):
            advance()
            return word
        default: return nil
        }
    }

    /// `expr [ASC|DESC] [NULLS FIRST|LAST]`.
    func parseOrderTerm() throws -> OrderTerm {
        let node = try parseExpression()
        var descending = false
        if accept("DESC") {
            descending = true
        } else {
            _ = accept("ASC")
        }
        var nullsFirst: Bool?
        if accept("NULLS") {
            if accept("FIRST") {
                nullsFirst = true
            } else if accept("LAST") {
                nullsFirst = false
            } else {
                throw error("expected 'FIRST' or 'LAST' after 'NULLS'\(whereNow)")
            }
        }
        return OrderTerm(node: node, descending: descending, nullsFirst: nullsFirst)
    }

    /// The whole text is one expression (for a clause given on its own).
    func parseWholeExpression() throws -> SQLNode {
        if atEnd { throw error("expected an expression (the text is empty)") }
        let node = try parseExpression()
        try expectEnd("the expression")
        return node
    }

    func expectEnd(_ what: String) throws {
        if !atEnd { throw error("unexpected '\(text(of: current))' after \(what)") }
    }
}
