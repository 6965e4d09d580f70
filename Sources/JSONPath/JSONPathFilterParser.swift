/// What a filter sub-expression parsed to, before its context says which type it must have.
enum Operand {
    case literal(JSONPathValue)
    case query(QueryAST)
    case function(FunctionCall)
    case logical(LogicalExpression)
}

/// Filter expressions (RFC 9535 section 2.3.5.1) and the well-typedness rules for
/// function expressions (section 2.4.3).
extension JSONPathParser {
    /// `logical-or-expr = logical-and-expr *(S "||" S logical-and-expr)`.
    mutating func parseLogicalOr() throws(JSONPathError) -> Operand {
        let start = position
        let first = try parseLogicalAnd()
        var terms: [LogicalExpression] = []
        while true {
            let save = position
            skipBlanks()
            guard consume("||") else {
                position = save
                break
            }
            skipBlanks()
            if terms.isEmpty { terms.append(try logical(first, at: start)) }
            let termStart = position
            terms.append(try logical(try parseLogicalAnd(), at: termStart))
        }
        return terms.isEmpty ? first : .logical(.or(terms))
    }

    /// `logical-and-expr = basic-expr *(S "&&" S basic-expr)`.
    private mutating func parseLogicalAnd() throws(JSONPathError) -> Operand {
        let start = position
        let first = try parseBasic()
        var terms: [LogicalExpression] = []
        while true {
            let save = position
            skipBlanks()
            guard consume("&&") else {
                position = save
                break
            }
            skipBlanks()
            if terms.isEmpty { terms.append(try logical(first, at: start)) }
            let termStart = position
            terms.append(try logical(try parseBasic(), at: termStart))
        }
        return terms.isEmpty ? first : .logical(.and(terms))
    }

    /// `basic-expr = paren-expr / comparison-expr / test-expr`; a bare literal, query or
    /// function is returned as is so that function arguments can use it.
    private mutating func parseBasic() throws(JSONPathError) -> Operand {
        let start = position
        if consume("!") {
            skipBlanks()
            let operandStart = position
            if peek == "(" { return .logical(.not(try parseParenthesized())) }
            let operand = try parsePrimary()
            if case .literal = operand {
                throw error("'!' must be followed by a query, a function or '('", at: operandStart)
            }
            return .logical(.not(try logical(operand, at: operandStart)))
        }
        if peek == "(" { return .logical(try parseParenthesized()) }
        let left = try parsePrimary()
        let save = position
        skipBlanks()
        guard let comparison = parseComparisonOperator() else {
            position = save
            return left
        }
        skipBlanks()
        let rightStart = position
        let right = try parsePrimary()
        return .logical(
            .compare(
                try comparable(left, at: start), comparison, try comparable(right, at: rightStart)))
    }

    private mutating func parseComparisonOperator() -> ComparisonOperator? {
        for candidate in [ComparisonOperator.equal, .notEqual, .lessOrEqual, .greaterOrEqual, .less, .greater]
        where consume(candidate.rawValue) {
            return candidate
        }
        return nil
    }

    /// `paren-expr` without its optional `!`.
    private mutating func parseParenthesized() throws(JSONPathError) -> LogicalExpression {
        let open = position
        position += 1
        try enterNesting(at: open)
        skipBlanks()
        let start = position
        let inner = try logical(try parseLogicalOr(), at: start)
        skipBlanks()
        try expect(")", "expected ')' to close the '(' at offset \(open)")
        nesting -= 1
        return inner
    }

    /// A literal, a relative or absolute query, or a function expression.
    private mutating func parsePrimary() throws(JSONPathError) -> Operand {
        switch peek {
        case "@", "$":
            let relative = peek == "@"
            position += 1
            return .query(QueryAST(isRelative: relative, segments: try parseSegments()))
        case "'", "\"":
            return .literal(.string(try parseStringLiteral()))
        case "-":
            return .literal(.number(try parseNumberLiteral()))
        case let scalar? where Self.isDigit(scalar):
            return .literal(.number(try parseNumberLiteral()))
        case let scalar? where scalar >= "a" && scalar <= "z":
            return try parseNameOrKeyword()
        default:
            throw error("expected a query, a literal or a function, found \(described)")
        }
    }

    /// `true`, `false`, `null`, or `function-name "(" ...`.
    private mutating func parseNameOrKeyword() throws(JSONPathError) -> Operand {
        let start = position
        var name = ""
        while let scalar = peek,
            (scalar >= "a" && scalar <= "z") || Self.isDigit(scalar) || scalar == "_"
        {
            name.unicodeScalars.append(scalar)
            position += 1
        }
        if peek == "(" { return .function(try parseFunctionCall(named: name, at: start)) }
        switch name {
        case "true": return .literal(.bool(true))
        case "false": return .literal(.bool(false))
        case "null": return .literal(.null)
        default: throw error("unknown name '\(name)'", at: start)
        }
    }

    private mutating func parseFunctionCall(named name: String, at start: Int) throws(JSONPathError) -> FunctionCall {
        guard let function = JSONPathFunction(rawValue: name) else {
            throw error("unknown function '\(name)'", at: start)
        }
        let open = position
        position += 1
        try enterNesting(at: open)
        skipBlanks()
        var arguments: [(Operand, Int)] = []
        if !consume(")") {
            while true {
                let argumentStart = position
                arguments.append((try parseLogicalOr(), argumentStart))
                skipBlanks()
                if consume(")") { break }
                try expect(",", "expected ',' or ')' in call of \(name)()")
                skipBlanks()
            }
        }
        nesting -= 1
        let parameters = function.parameters
        guard arguments.count == parameters.count else {
            let noun = parameters.count == 1 ? "argument" : "arguments"
            throw error("\(name)() takes \(parameters.count) \(noun), not \(arguments.count)", at: start)
        }
        var converted: [FunctionArgument] = []
        for ((operand, offset), parameter) in zip(arguments, parameters) {
            converted.append(try argument(operand, as: parameter, of: name, at: offset))
        }
        return FunctionCall(function: function, arguments: converted)
    }

    /// Converts an argument to its parameter's declared type (RFC 9535 section 2.4.3).
    private func argument(_ operand: Operand, as type: FunctionType, of name: String, at offset: Int)
        throws(JSONPathError) -> FunctionArgument
    {
        switch type {
        case .value:
            return .value(try comparable(operand, at: offset, context: "an argument of \(name)()"))
        case .logical:
            return .logical(try logical(operand, at: offset))
        case .nodes:
            if case .query(let query) = operand { return .nodes(query) }
            throw error("argument of \(name)() must be a query", at: offset)
        }
    }

    /// The operand as a test or logical expression (LogicalType).
    func logical(_ operand: Operand, at offset: Int) throws(JSONPathError) -> LogicalExpression {
        switch operand {
        case .logical(let expression):
            return expression
        case .query(let query):
            return .exists(query)
        case .function(let call):
            guard call.function.result != .value else {
                throw error("result of \(call.function.rawValue)() must be compared", at: offset)
            }
            return .functionTest(call)
        case .literal:
            throw error("a literal must be compared", at: offset)
        }
    }

    /// The operand as a `comparable` (ValueType).
    func comparable(_ operand: Operand, at offset: Int, context: String = "a comparison")
        throws(JSONPathError) -> ComparableExpression
    {
        switch operand {
        case .literal(let value):
            return .literal(value)
        case .query(let query):
            guard query.isSingular else {
                throw error("a non-singular query cannot be \(context)", at: offset)
            }
            return .query(query)
        case .function(let call):
            guard call.function.result == .value else {
                throw error("result of \(call.function.rawValue)() cannot be \(context)", at: offset)
            }
            return .function(call)
        case .logical:
            throw error("a logical expression cannot be \(context)", at: offset)
        }
    }
}
