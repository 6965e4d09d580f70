// A precedence-climbing parser for SQLite expressions, after the operator table of
// https://www.sqlite.org/lang_expr.html ("Operators, and Parse-Affecting Attributes"), from the
// loosest: OR; AND; NOT; = == != <> IS IS NOT IS [NOT] DISTINCT FROM IN LIKE GLOB BETWEEN ISNULL
// NOTNULL NOT NULL; < <= > >=; & | << >>; + -; * / %; ||; COLLATE; unary - + ~.

final class SQLParser {
    let tokens: [SQLToken]
    let scalars: [Unicode.Scalar]
    let clause: String
    var position = 0
    var depth = 0

    /// Words that cannot be a bare column name or alias.
    static let reserved: Set<String> = [
        "AND", "OR", "NOT", "IS", "IN", "BETWEEN", "LIKE", "GLOB", "ESCAPE", "CASE", "WHEN", "THEN", "ELSE", "END",
        "CAST", "AS", "COLLATE", "NULL", "DISTINCT", "ISNULL", "NOTNULL", "SELECT", "FROM", "WHERE", "GROUP", "HAVING",
        "ORDER", "LIMIT", "OFFSET", "REGEXP", "MATCH", "JOIN", "UNION", "EXCEPT", "INTERSECT", "EXISTS", "ALL",
    ]

    init(_ text: String, clause: String) throws {
        guard text.unicodeScalars.count <= RecordQuery.maximumTextLength else {
            throw SQLSyntaxError(
                clause: clause, column: 1,
                message: "the text is longer than \(RecordQuery.maximumTextLength) characters")
        }
        var lexer = SQLLexer(text, clause: clause)
        tokens = try lexer.tokens()
        scalars = lexer.scalars
        self.clause = clause
    }

    // MARK: Tokens

    var current: SQLToken { tokens[position] }

    /// The token `offset` ahead (the end token past the end).
    func peek(_ offset: Int) -> SQLToken { tokens[min(position + offset, tokens.count - 1)] }
    var atEnd: Bool { current.kind == .end }

    func advance() { if position < tokens.count - 1 { position += 1 } }

    /// The text of a token as written.
    func text(of token: SQLToken) -> String { source(token.start, token.end) }

    func source(_ start: Int, _ end: Int) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[start..<end])
        return result
    }

    func error(_ message: String, at token: SQLToken? = nil) -> SQLSyntaxError {
        SQLSyntaxError(clause: clause, column: (token ?? current).start + 1, message: message)
    }

    /// Where the current token is, for "expected …" messages.
    var whereNow: String {
        if atEnd { return position > 0 ? " after '\(text(of: tokens[position - 1]))'" : "" }
        return ", found '\(text(of: current))'"
    }

    func isKeyword(_ keyword: String) -> Bool { current.keyword == keyword }

    func accept(_ keyword: String) -> Bool {
        guard isKeyword(keyword) else { return false }
        advance()
        return true
    }

    func acceptSymbol(_ symbol: String) -> Bool {
        guard current.isSymbol(symbol) else { return false }
        advance()
        return true
    }

    func expect(_ keyword: String, _ context: String) throws {
        guard accept(keyword) else { throw error("expected '\(keyword)' \(context)\(whereNow)") }
    }

    func expectSymbol(_ symbol: String, _ context: String) throws {
        guard acceptSymbol(symbol) else { throw error("expected '\(symbol)' \(context)\(whereNow)") }
    }

    /// A node, refused when the tree would be too deep to walk safely.
    func make(_ kind: SQLNode.Kind, _ start: Int, _ end: Int) throws -> SQLNode {
        let node = SQLNode(kind, start: start, end: end)
        if node.height > RecordQuery.maximumDepth {
            throw SQLSyntaxError(
                clause: clause, column: start + 1, message: "the expression nests deeper than \(RecordQuery.maximumDepth) levels")
        }
        return node
    }

    func enter() throws {
        depth += 1
        if depth > RecordQuery.maximumDepth {
            throw error("the expression nests deeper than \(RecordQuery.maximumDepth) levels")
        }
    }

    // MARK: Operators, loosest first

    func parseExpression() throws -> SQLNode {
        try enter()
        defer { depth -= 1 }
        return try parseOr()
    }

    func parseOr() throws -> SQLNode {
        var left = try parseAnd()
        while accept("OR") {
            let right = try parseAnd()
            left = try make(.binary(.or, left, right), left.start, right.end)
        }
        return left
    }

    func parseAnd() throws -> SQLNode {
        var left = try parseNot()
        while accept("AND") {
            let right = try parseNot()
            left = try make(.binary(.and, left, right), left.start, right.end)
        }
        return left
    }

    func parseNot() throws -> SQLNode {
        guard isKeyword("NOT") else { return try parseEquality() }
        let start = current.start
        advance()
        try enter()
        defer { depth -= 1 }
        let operand = try parseNot()
        return try make(.unary(.not, operand), start, operand.end)
    }

    func binaryLevel(_ operators: [String: BinaryOperator], next: () throws -> SQLNode) throws -> SQLNode {
        var left = try next()
        while case .symbol(let symbol) = current.kind, let op = operators[symbol] {
            advance()
            let right = try next()
            left = try make(.binary(op, left, right), left.start, right.end)
        }
        return left
    }

    func parseComparison() throws -> SQLNode {
        try binaryLevel(["<": .less, "<=": .lessEqual, ">": .greater, ">=": .greaterEqual], next: parseBitwise)
    }

    func parseBitwise() throws -> SQLNode {
        try binaryLevel(["&": .bitAnd, "|": .bitOr, "<<": .shiftLeft, ">>": .shiftRight], next: parseAdditive)
    }

    func parseAdditive() throws -> SQLNode {
        try binaryLevel(["+": .add, "-": .subtract], next: parseMultiplicative)
    }

    func parseMultiplicative() throws -> SQLNode {
        try binaryLevel(["*": .multiply, "/": .divide, "%": .remainder], next: parseConcat)
    }

    func parseConcat() throws -> SQLNode {
        let node = try binaryLevel(["||": .concat], next: parseCollate)
        if current.isSymbol("->") { throw error("the JSON operators -> and ->> are not supported") }
        return node
    }

    func parseCollate() throws -> SQLNode {
        var operand = try parseUnary()
        while isKeyword("COLLATE") {
            advance()
            let name: String
            switch current.kind {
            case .word(let word), .quoted(let word), .string(let word): name = word
            default: throw error("expected a collation name (BINARY, NOCASE or RTRIM) after 'COLLATE'\(whereNow)")
            }
            guard let collation = Collation(rawValue: name.lowercased()) else {
                throw error("no such collation sequence '\(name)' (there are BINARY, NOCASE and RTRIM)")
            }
            let end = current.end
            advance()
            operand = try make(.collate(operand, collation), operand.start, end)
        }
        return operand
    }

    func parseUnary() throws -> SQLNode {
        let operators: [String: UnaryOperator] = ["-": .negate, "+": .plus, "~": .bitNot]
        guard case .symbol(let symbol) = current.kind, let op = operators[symbol] else {
            return try parsePrimary()
        }
        let start = current.start
        advance()
        try enter()
        defer { depth -= 1 }
        let operand = try parseUnary()
        return try make(.unary(op, operand), start, operand.end)
    }
}
