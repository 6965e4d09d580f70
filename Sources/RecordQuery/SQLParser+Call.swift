// Function calls (lang_expr.html "Function calls" and lang_aggfunc.html): name(args),
// count(*), aggregate(DISTINCT x). Names and argument counts are checked here, so a misspelt
// function is reported with its column before anything runs.

extension SQLParser {
    func parseCall(_ name: String, _ nameToken: SQLToken) throws -> SQLNode {
        advance()
        advance()  // the '('
        try enter()
        defer { depth -= 1 }
        let distinct = accept("DISTINCT")
        var arguments: [SQLNode] = []
        var star = false
        if current.isSymbol("*") {
            star = true
            advance()
        } else if !current.isSymbol(")") {
            repeat { arguments.append(try parseExpression()) } while acceptSymbol(",")
        }
        let end = current.end
        try expectSymbol(")", "after the arguments of '\(name)'")
        if isKeyword("FILTER") || isKeyword("OVER") {
            throw error("\(current.keyword ?? "") clauses (window functions) are not supported")
        }
        let node = try callNode(name, nameToken, arguments: arguments, distinct: distinct, star: star)
        return try make(node, nameToken.start, end)
    }

    private func callNode(_ name: String, _ nameToken: SQLToken, arguments: [SQLNode], distinct: Bool, star: Bool) throws
        -> SQLNode.Kind
    {
        guard let entry = FunctionCatalog.lookUp(name, argumentCount: arguments.count) else {
            throw error("no such function '\(name)'", at: nameToken)
        }
        switch entry {
        case .scalar(let function):
            if star { throw error("only count() takes '*' as its argument", at: nameToken) }
            if distinct { throw error("DISTINCT is only for aggregate functions, not \(function.rawValue)()", at: nameToken) }
            try checkArity(function.rawValue, function.arity, arguments.count, nameToken)
            return .call(function, arguments)
        case .aggregate(let function):
            if star, function != .count { throw error("only count() takes '*' as its argument", at: nameToken) }
            if function == .count, !star, arguments.isEmpty {
                throw error("count() needs an argument or '*'", at: nameToken)
            }
            try checkArity(function.rawValue, (function.arity.minimum, function.arity.maximum), arguments.count, nameToken)
            if distinct, arguments.count != 1 {
                throw error("DISTINCT aggregates must have exactly one argument", at: nameToken)
            }
            return .aggregateCall(function, arguments, distinct: distinct)
        }
    }

    private func checkArity(_ name: String, _ arity: (minimum: Int, maximum: Int?), _ count: Int, _ token: SQLToken) throws {
        if count < arity.minimum || arity.maximum.map({ count > $0 }) == true {
            let takes = FunctionCatalog.describe(arity)
            throw error("wrong number of arguments to function \(name)(): \(count) given, it takes \(takes)", at: token)
        }
    }
}
