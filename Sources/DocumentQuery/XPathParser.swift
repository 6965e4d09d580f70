// XPath 1.0, the grammar of 2 (location paths, [1]–[13]) and 3 (expressions, [14]–[27]), read by
// recursive descent. Every nested construct and every further operand of an operator chain
// counts one level of nesting, so the tree it builds, and its evaluation, stay within the limit.

/// Reads an XPath 1.0 expression; errors name the column (in characters, from 1).
struct XPathParser {
    var tokens: [XPathToken]
    var index = 0
    private let maximumNesting: Int
    var nesting = 0

    /// The expression `text`.
    static func parse(_ text: String, limits: QueryLimits) throws -> XPathExpression {
        try limits.check(length: text, language: "XPath expression")
        var parser = XPathParser(tokens: try XPathLexer.tokens(text), maximumNesting: limits.maximumNesting)
        if parser.peek == .end { throw DocumentQueryError.xpath(column: 1, "the expression is empty") }
        let expression = try parser.expression()
        guard parser.peek == .end else { throw parser.error("unexpected \(parser.describe(parser.peek))") }
        return expression
    }

    private init(tokens: [XPathToken], maximumNesting: Int) {
        self.tokens = tokens
        self.maximumNesting = maximumNesting
    }

    // MARK: Expressions, lowest precedence first

    mutating func expression() throws -> XPathExpression {
        try binary(levels: [
            [.or], [.and], [.equal, .notEqual], [.less, .lessOrEqual, .greater, .greaterOrEqual],
            [.plus, .minus], [.multiply, .divide, .modulo],
        ])
    }

    /// One precedence level: operands of the next level joined left to right by `levels[0]`.
    private mutating func binary(levels: ArraySlice<[XPathOperator]>) throws -> XPathExpression {
        guard let operators = levels.first else { return try unary() }
        let rest = levels.dropFirst()
        var left = try binary(levels: rest)
        var entered = 0
        defer { nesting -= entered }
        while let op = binaryOperator(), operators.contains(op) {
            index += 1
            try enter()
            entered += 1
            left = .binary(op, left, try binary(levels: rest))
        }
        return left
    }

    private func binaryOperator() -> XPathOperator? {
        switch peek {
        case .symbol(let symbol): return XPathOperator(rawValue: symbol)
        case .operatorName(let name): return XPathOperator(rawValue: name)
        default: return nil
        }
    }

    private mutating func unary() throws -> XPathExpression {
        if peek == .symbol("-") {
            index += 1
            try enter()
            defer { nesting -= 1 }
            return .negate(try unary())
        }
        var left = try pathExpression()
        var entered = 0
        defer { nesting -= entered }
        while peek == .symbol("|") {
            index += 1
            try enter()
            entered += 1
            left = .binary(.union, left, try pathExpression())
        }
        return left
    }

    private mutating func pathExpression() throws -> XPathExpression {
        switch peek {
        case .literal, .number, .functionName, .symbol("("), .variable:
            let primary = try primaryExpression()
            let predicates = try self.predicates()
            var steps: [XPathStep] = []
            if peek == .symbol("/") || peek == .symbol("//") { steps = try relativePath(afterSlash: true) }
            if predicates.isEmpty, steps.isEmpty { return primary }
            return .filter(primary, predicates: predicates, steps: steps)
        case .symbol("/"):
            index += 1
            return .path(absolute: true, steps: startsStep ? try relativePath(afterSlash: false) : [])
        case .symbol("//"):
            return .path(absolute: true, steps: try relativePath(afterSlash: true))
        default:
            guard startsStep else { throw error("expected a location path or an expression, found \(describe(peek))") }
            return .path(absolute: false, steps: try relativePath(afterSlash: false))
        }
    }

    private mutating func primaryExpression() throws -> XPathExpression {
        let token = tokens[index]
        index += 1
        switch token.kind {
        case .literal(let text): return .literal(text)
        case .number(let number): return .number(number)
        case .functionName(let name): return try functionCall(name, column: token.column)
        default:
            try enter()
            defer { nesting -= 1 }
            let inner = try expression()
            try expect(")", "to close the '(' at column \(token.column)")
            return inner
        }
    }

    private mutating func functionCall(_ name: String, column: Int) throws -> XPathExpression {
        guard let arity = XPathFunctions.arity[name] else {
            throw DocumentQueryError.xpath(column: column, "unknown function '\(name)()'")
        }
        try expect("(", "after the function name '\(name)'")
        try enter()
        defer { nesting -= 1 }
        var arguments: [XPathExpression] = []
        if peek != .symbol(")") {
            repeat { arguments.append(try expression()) } while consume(",")
        }
        try expect(")", "after the arguments of '\(name)()'")
        guard arity.contains(arguments.count) else {
            let expected =
                arity.count == 1
                ? "\(arity.lowerBound)"
                : arity.upperBound > 100 ? "\(arity.lowerBound) or more" : "\(arity.lowerBound) to \(arity.upperBound)"
            throw DocumentQueryError.xpath(
                column: column, "'\(name)()' takes \(expected) argument\(expected == "1" ? "" : "s"), not \(arguments.count)")
        }
        return .function(name, arguments)
    }

    // MARK: Helpers

    var peek: XPathToken.Kind { tokens[index].kind }

    mutating func consume(_ symbol: String) -> Bool {
        guard peek == .symbol(symbol) else { return false }
        index += 1
        return true
    }

    mutating func expect(_ symbol: String, _ context: String) throws {
        guard consume(symbol) else { throw error("expected '\(symbol)' \(context), found \(describe(peek))") }
    }

    mutating func enter() throws {
        nesting += 1
        guard nesting <= maximumNesting else {
            throw error("the expression nests deeper than \(maximumNesting) levels, the limit")
        }
    }

    func error(_ message: String) -> DocumentQueryError { .xpath(column: tokens[index].column, message) }

    func describe(_ kind: XPathToken.Kind) -> String {
        switch kind {
        case .symbol(let text), .operatorName(let text), .nameTest(let text), .axisName(let text): return "'\(text)'"
        case .functionName(let name), .nodeType(let name): return "'\(name)('"
        case .literal(let text): return "the string '\(text)'"
        case .number(let number): return "the number \(XPathNumber.string(number))"
        case .variable(let name): return "'$\(name)'"
        case .end: return "the end of the expression"
        }
    }
}
