// The terms of the jq grammar: literals, `.`, `..`, variables, calls, parentheses, arrays,
// objects, strings and formats, `if`, `try`, `reduce`, `foreach`, `label`, `break`, `def`.

extension JQParser {
    private static let keywords: Set<String> = [
        "def", "as", "if", "then", "elif", "else", "end", "reduce", "foreach", "try", "catch", "label",
        "import", "include", "and", "or", "__loc__",
    ]

    mutating func parsePrimary() throws -> JQNode {
        try enter()
        defer { leave() }
        let token = current
        switch token.kind {
        case .number(let number):
            advance()
            return .literal(.number(number))
        case .string(let pieces):
            advance()
            return try parseString(pieces, format: nil)
        case .format(let name):
            advance()
            if case .string(let pieces) = current.kind {
                advance()
                return try parseString(pieces, format: name)
            }
            return .format(name)
        case .field(let name):
            advance()
            return .index(.identity, .literal(.string(name)))
        case .variable(let name):
            advance()
            return try variable(name, token)
        case .identifier(let name):
            return try parseWord(name, token)
        case .punctuation(let text):
            return try parsePunctuation(text)
        case .end:
            throw error("unexpected end of the program")
        }
    }

    private func variable(_ name: String, _ token: JQToken) throws -> JQNode {
        if name == "__loc__" {
            return .literal(.object([("file", .string("<top-level>")), ("line", .number(Double(token.line)))]))
        }
        guard !scope.checksNames || scope.variables.contains(name) || name == "ENV" else {
            throw error("$\(name) is not defined", at: token)
        }
        return .variable(name)
    }

    private mutating func parsePunctuation(_ text: String) throws -> JQNode {
        switch text {
        case ".":
            advance()
            if case .string(let pieces) = current.kind {
                advance()
                return .index(.identity, try parseString(pieces, format: nil))
            }
            return .identity
        case "..":
            advance()
            return .recurseAll
        case "(":
            advance()
            let inner = try parsePipe()
            try expect(")", "to close the parenthesis")
            return inner
        case "[":
            advance()
            if isPunctuation("]") {
                advance()
                return .array(nil)
            }
            let inner = try parsePipe()
            try expect("]", "to close the array")
            return .array(inner)
        case "{":
            return try parseObject()
        default:
            throw error("unexpected \(describeCurrent())")
        }
    }

    private mutating func parseWord(_ name: String, _ token: JQToken) throws -> JQNode {
        switch name {
        case "if": return try parseIf()
        case "try":
            advance()
            let body = try parsePostfix(allowBinding: false)
            guard isKeyword("catch") else { return .tryCatch(body, nil) }
            advance()
            return .tryCatch(body, try parsePostfix(allowBinding: false))
        case "reduce", "foreach": return try parseFold(isReduce: name == "reduce")
        case "label":
            advance()
            guard case .variable(let label) = current.kind else { throw error("expected '$name' after 'label'") }
            advance()
            try expect("|", "after the label's name")
            let saved = scope
            scope.labels.insert(label)
            let body = try parsePipe()
            scope = saved
            return .label(label, body)
        case "break":
            advance()
            guard case .variable(let label) = current.kind else { throw error("expected '$name' after 'break'") }
            guard scope.labels.contains(label) else { throw error("break $\(label) has no enclosing label $\(label)") }
            advance()
            return .breakLabel(label)
        case "def":
            let saved = scope
            let function = try parseDefinition()
            scope.functions.insert(function.key)
            let rest = try parsePipe()
            scope = saved
            return .define(function, rest)
        default:
            if Self.keywords.contains(name) { throw error("unexpected keyword '\(name)'") }
            return try parseCall(name, token)
        }
    }

    private mutating func parseCall(_ name: String, _ token: JQToken) throws -> JQNode {
        advance()
        var arguments: [JQNode] = []
        if isPunctuation("(") {
            advance()
            arguments.append(try parsePipe())
            while isPunctuation(";") {
                advance()
                arguments.append(try parsePipe())
            }
            try expect(")", "after the arguments of '\(name)'")
        }
        let key = "\(name)/\(arguments.count)"
        if arguments.isEmpty, ["true", "false", "null"].contains(name), !scope.functions.contains(key) {
            return .literal(name == "null" ? .null : .bool(name == "true"))
        }
        guard !scope.checksNames || scope.functions.contains(key) || JQBuiltins.natives[key] != nil else {
            throw error("\(key) is not defined", at: token)
        }
        return .call(JQCall(name: name, key: key, arguments: arguments))
    }

    private mutating func parseIf() throws -> JQNode {
        advance()
        var conditions: [JQCondition] = []
        while true {
            let condition = try parsePipe()
            try expectKeyword("then", "after the condition of 'if'")
            conditions.append(JQCondition(condition: condition, body: try parsePipe()))
            guard isKeyword("elif") else { break }
            advance()
        }
        var otherwise: JQNode?
        if isKeyword("else") {
            advance()
            otherwise = try parsePipe()
        }
        try expectKeyword("end", "to close 'if'")
        return .ifThen(conditions, otherwise)
    }

    /// `reduce SOURCE as $x (INIT; UPDATE)`, `foreach SOURCE as $x (INIT; UPDATE[; EXTRACT])`.
    private mutating func parseFold(isReduce: Bool) throws -> JQNode {
        let keyword = isReduce ? "reduce" : "foreach"
        advance()
        let source = try parsePostfix(allowBinding: false)
        try expectKeyword("as", "after the source of '\(keyword)'")
        let saved = scope
        let pattern = try parsePattern()
        try expect("(", "after the variables of '\(keyword)'")
        let outer = scope
        scope = saved
        let initial = try parsePipe()
        scope = outer
        try expect(";", "after the initial value of '\(keyword)'")
        let update = try parsePipe()
        var extract: JQNode?
        if !isReduce, isPunctuation(";") {
            advance()
            extract = try parsePipe()
        }
        try expect(")", "to close '\(keyword)'")
        scope = saved
        if isReduce { return .reduce(source: source, pattern, initial: initial, update: update) }
        return .foreach(source: source, pattern, initial: initial, update: update, extract: extract)
    }

    /// `def name: body;` or `def name(f; $v): body;`; the body sees the function itself.
    mutating func parseDefinition() throws -> JQFunction {
        try enter()
        defer { leave() }
        advance()
        guard case .identifier(let name) = current.kind, !Self.keywords.contains(name) else {
            throw error("expected a function name after 'def', found \(describeCurrent())")
        }
        advance()
        var parameters: [String] = []
        if isPunctuation("(") {
            advance()
            repeat {
                if isPunctuation(";") { advance() }
                switch current.kind {
                case .identifier(let parameter): parameters.append(parameter)
                case .variable(let parameter): parameters.append("$" + parameter)
                default: throw error("expected a parameter name, found \(describeCurrent())")
                }
                advance()
            } while isPunctuation(";")
            try expect(")", "after the parameters of '\(name)'")
        }
        try expect(":", "after the name of '\(name)'")
        let saved = scope
        scope.functions.insert("\(name)/\(parameters.count)")
        for parameter in parameters {
            let plain = parameter.hasPrefix("$") ? String(parameter.dropFirst()) : parameter
            scope.functions.insert("\(plain)/0")
            if parameter.hasPrefix("$") { scope.variables.insert(plain) }
        }
        let body = try parsePipe()
        scope = saved
        try expect(";", "after the body of '\(name)'")
        return JQFunction(name: name, parameters: parameters, body: body)
    }
}
