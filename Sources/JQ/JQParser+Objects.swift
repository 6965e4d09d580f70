// Object construction (`{a, "b": 1, (.k): .v, $x, "\(.n)": 2}`), string literals with
// interpolation and formats, and destructuring patterns (jq 1.7 manual, "Object Construction",
// "String interpolation", "Destructuring Alternative Operator" for the pattern forms).

extension JQParser {
    mutating func parseObject() throws -> JQNode {
        try enter()
        defer { leave() }
        advance()
        var entries: [JQObjectEntry] = []
        while !isPunctuation("}") {
            entries.append(try parseObjectEntry())
            if isPunctuation(",") {
                advance()
            } else if !isPunctuation("}") {
                throw error("expected ',' or '}' in an object, found \(describeCurrent())")
            }
        }
        advance()
        return .object(entries)
    }

    private mutating func parseObjectEntry() throws -> JQObjectEntry {
        let token = current
        let key: JQNode
        switch token.kind {
        case .variable(let name):
            advance()
            let value: JQNode = name == "__loc__" ? try parsePrimaryVariable(token) : try variableNode(name, token)
            return JQObjectEntry(key: .literal(.string(name)), value: value)
        case .identifier(let name):
            advance()
            key = .literal(.string(name))
        case .number(let number):
            advance()
            key = .literal(.number(number))
        case .string(let pieces):
            advance()
            key = try parseString(pieces, format: nil)
        case .format(let name):
            advance()
            guard case .string(let pieces) = current.kind else { throw error("expected a string after '@\(name)'") }
            advance()
            key = try parseString(pieces, format: name)
        case .punctuation("("):
            advance()
            key = try parsePipe()
            try expect(")", "to close a computed key")
            try expect(":", "after a computed key")
            return JQObjectEntry(key: key, value: try parseObjectValue())
        default:
            throw error("expected an object key, found \(describeCurrent())")
        }
        guard isPunctuation(":") else { return JQObjectEntry(key: key, value: nil) }
        advance()
        return JQObjectEntry(key: key, value: try parseObjectValue())
    }

    private mutating func parsePrimaryVariable(_ token: JQToken) throws -> JQNode {
        .literal(.object([("file", .string("<top-level>")), ("line", .number(Double(token.line)))]))
    }

    private func variableNode(_ name: String, _ token: JQToken) throws -> JQNode {
        guard scope.variables.contains(name) || name == "ENV" else { throw error("$\(name) is not defined", at: token) }
        return .variable(name)
    }

    /// A member's value: operators but no comma, and pipes of such.
    private mutating func parseObjectValue() throws -> JQNode {
        var node = try parseBinary(minimumPrecedence: 1)
        while isPunctuation("|") {
            advance()
            node = .pipe(node, try parseBinary(minimumPrecedence: 1))
        }
        return node
    }

    /// A string token's pieces; interpolations are parsed with the names in scope here.
    mutating func parseString(_ pieces: [JQStringPiece], format: String?) throws -> JQNode {
        var parts: [JQStringPart] = []
        for piece in pieces {
            switch piece {
            case .text(let text): parts.append(.text(text))
            case .interpolation(let tokens):
                var inner = JQParser(tokens: tokens, scope: scope, depth: nesting)
                try inner.enter()
                let node = try inner.parsePipe()
                guard case .end = inner.current.kind else {
                    throw inner.error("unexpected \(inner.describeCurrent()) in a string interpolation")
                }
                parts.append(.filter(node))
            }
        }
        if format == nil, parts.count == 1, case .text(let text) = parts[0] { return .literal(.string(text)) }
        return .string(format: format, parts)
    }

    /// `$x`, `[p, …]`, `{$x, key: p, "k": p, (expr): p, $x: p}`; binds its variables in scope.
    mutating func parsePattern() throws -> JQPattern {
        try enter()
        defer { leave() }
        switch current.kind {
        case .variable(let name):
            advance()
            scope.variables.insert(name)
            return .variable(name)
        case .punctuation("["):
            advance()
            var items: [JQPattern] = []
            repeat {
                if isPunctuation(",") { advance() }
                items.append(try parsePattern())
            } while isPunctuation(",")
            try expect("]", "to close an array pattern")
            return .array(items)
        case .punctuation("{"):
            advance()
            var entries: [JQObjectPatternEntry] = []
            repeat {
                if isPunctuation(",") { advance() }
                entries.append(try parseObjectPatternEntry())
            } while isPunctuation(",")
            try expect("}", "to close an object pattern")
            return .object(entries)
        default:
            throw error("expected '$name', '[' or '{' in a pattern, found \(describeCurrent())")
        }
    }

    private mutating func parseObjectPatternEntry() throws -> JQObjectPatternEntry {
        let key: JQNode
        switch current.kind {
        case .variable(let name):
            advance()
            scope.variables.insert(name)
            let pattern: JQPattern? = isPunctuation(":") ? try parsePatternAfterColon() : nil
            return JQObjectPatternEntry(variable: name, key: .literal(.string(name)), pattern: pattern)
        case .identifier(let name):
            advance()
            key = .literal(.string(name))
        case .string(let pieces):
            advance()
            key = try parseString(pieces, format: nil)
        case .punctuation("("):
            advance()
            key = try parsePipe()
            try expect(")", "to close a computed key")
        default:
            throw error("expected a key in an object pattern, found \(describeCurrent())")
        }
        guard isPunctuation(":") else { throw error("expected ':' after a key in an object pattern") }
        return JQObjectPatternEntry(variable: nil, key: key, pattern: try parsePatternAfterColon())
    }

    private mutating func parsePatternAfterColon() throws -> JQPattern {
        advance()
        return try parsePattern()
    }
}
