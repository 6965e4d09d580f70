// A recursive-descent parser for jq programs following the precedence of the jq 1.7 grammar
// (src/parser.y, lowest first): `|` (right), `,`, `//` (right), `=` `|=` `+=` … (non-associative),
// `or`, `and`, comparisons (non-associative), `+ -`, `* / %`, unary minus, postfix terms.
// `Term as $x | …`, `def …;` and `label $x | …` reach as far right as they can. Every nested
// construct passes `enter()`, which bounds the depth; names are checked against their scope.

/// Parses the tokens of one program (or of one string interpolation).
struct JQParser {
    static let maximumNesting = 256

    private let tokens: [JQToken]
    private var position = 0
    var scope: JQScope
    private var depth: Int

    init(tokens: [JQToken], scope: JQScope, depth: Int = 0) {
        self.tokens = tokens
        self.scope = scope
        self.depth = depth
    }

    var current: JQToken { tokens[min(position, tokens.count - 1)] }

    mutating func advance() { position += 1 }

    func error(_ message: String, at token: JQToken? = nil) -> JQSyntaxError {
        JQSyntaxError(message: message, column: (token ?? current).column)
    }

    func describeCurrent() -> String {
        switch current.kind {
        case .punctuation(let text): return "'\(text)'"
        case .field(let name): return "'.\(name)'"
        case .variable(let name): return "'$\(name)'"
        case .format(let name): return "'@\(name)'"
        case .number(let number): return "'\(JQSerializer.format(number))'"
        case .identifier(let name): return "'\(name)'"
        case .string: return "a string"
        case .end: return "the end of the program"
        }
    }

    func isPunctuation(_ text: String) -> Bool { current.punctuation == text }

    func isKeyword(_ word: String) -> Bool {
        if case .identifier(let name) = current.kind { return name == word }
        return false
    }

    mutating func expect(_ text: String, _ context: String) throws {
        guard isPunctuation(text) else {
            throw error("expected '\(text)' \(context), found \(describeCurrent())")
        }
        advance()
    }

    mutating func expectKeyword(_ word: String, _ context: String) throws {
        guard isKeyword(word) else { throw error("expected '\(word)' \(context), found \(describeCurrent())") }
        advance()
    }

    /// Counts one level of nesting; the caller must call `leave()` after.
    mutating func enter() throws {
        depth += 1
        if depth > Self.maximumNesting {
            throw error("the program nests deeper than \(Self.maximumNesting) levels")
        }
    }

    mutating func leave() { depth -= 1 }

    var nesting: Int { depth }

    /// The whole program.
    mutating func parseProgram() throws -> JQNode {
        if case .end = current.kind { return .identity }
        let node = try parsePipe()
        guard case .end = current.kind else { throw error("unexpected \(describeCurrent())") }
        return node
    }

    /// `a | b`, `def f: …; rest`, `label $x | rest`.
    mutating func parsePipe() throws -> JQNode {
        try enter()
        defer { leave() }
        if isKeyword("def") {
            let saved = scope
            let function = try parseDefinition()
            scope.functions.insert(function.key)
            let rest = try parsePipe()
            scope = saved
            return .define(function, rest)
        }
        let left = try parseComma()
        guard isPunctuation("|") else { return left }
        advance()
        return .pipe(left, try parsePipe())
    }

    private mutating func parseComma() throws -> JQNode {
        var node = try parseBinary(minimumPrecedence: 1)
        while isPunctuation(",") {
            advance()
            node = .comma(node, try parseBinary(minimumPrecedence: 1))
        }
        return node
    }

    /// Binding strength of the binary operator at `token`, nil if it is none.
    private func precedence(of token: JQToken) -> Int? {
        switch token.kind {
        case .punctuation(let text):
            switch text {
            case "//": return 1
            case "=", "|=", "+=", "-=", "*=", "/=", "%=", "//=": return 2
            case "==", "!=", "<", "<=", ">", ">=": return 5
            case "+", "-": return 6
            case "*", "/", "%": return 7
            default: return nil
            }
        case .identifier("or"): return 3
        case .identifier("and"): return 4
        default: return nil
        }
    }

    /// Binary operators by precedence climbing; `//` groups to the right, assignments and
    /// comparisons do not chain.
    mutating func parseBinary(minimumPrecedence: Int) throws -> JQNode {
        try enter()
        defer { leave() }
        var left = try parseUnary()
        var lastNonAssociative: Int?
        while let precedence = precedence(of: current), precedence >= minimumPrecedence {
            let token = current
            if lastNonAssociative == precedence {
                throw error("\(describeCurrent()) cannot follow another operator of its kind without parentheses")
            }
            advance()
            let rightAssociative = precedence == 1
            let right = try parseBinary(minimumPrecedence: rightAssociative ? precedence : precedence + 1)
            left = try combine(token, left, right)
            if precedence == 2 || precedence == 5 { lastNonAssociative = precedence }
        }
        return left
    }

    private func combine(_ token: JQToken, _ left: JQNode, _ right: JQNode) throws -> JQNode {
        switch token.kind {
        case .identifier("or"): return .or(left, right)
        case .identifier("and"): return .and(left, right)
        case .punctuation(let text):
            switch text {
            case "//": return .alternative(left, right)
            case "=": return .assign(.set, left, right)
            case "|=": return .assign(.update, left, right)
            case "//=": return .assign(.alternative, left, right)
            default:
                if ["+=", "-=", "*=", "/=", "%="].contains(text), let op = JQBinaryOperator(rawValue: String(text.prefix(1))) {
                    return .assign(.arithmetic(op), left, right)
                }
                if let op = JQBinaryOperator(rawValue: text) { return .binary(op, left, right) }
            }
        default: break
        }
        throw error("unknown operator", at: token)
    }

    private mutating func parseUnary() throws -> JQNode {
        guard isPunctuation("-") else { return try parsePostfix(allowBinding: true) }
        try enter()
        defer { leave() }
        advance()
        return .negate(try parsePostfix(allowBinding: true))
    }

    /// A term and its suffixes: `.a`, `."a"`, `[…]`, `.[…]`, `?`, and `as $x | body`.
    mutating func parsePostfix(allowBinding: Bool) throws -> JQNode {
        var node = try parsePrimary()
        while true {
            switch current.kind {
            case .field(let name):
                advance()
                node = .index(node, .literal(.string(name)))
            case .punctuation("."):
                advance()
                if case .string(let pieces) = current.kind {
                    advance()
                    node = .index(node, try parseString(pieces, format: nil))
                } else if isPunctuation("[") {
                    node = try parseBracketSuffix(node)
                } else {
                    throw error("expected a name, a string or '[' after '.', found \(describeCurrent())")
                }
            case .punctuation("["):
                node = try parseBracketSuffix(node)
            case .punctuation("?"):
                advance()
                node = .tryCatch(node, nil)
            case .identifier("as") where allowBinding:
                return try parseBinding(node)
            default:
                return node
            }
        }
    }

    /// `[]`, `[e]`, `[e:]`, `[:e]`, `[e:e]` after a term.
    mutating func parseBracketSuffix(_ target: JQNode) throws -> JQNode {
        try enter()
        defer { leave() }
        try expect("[", "to open an index")
        if isPunctuation("]") {
            advance()
            return .iterate(target)
        }
        if isPunctuation(":") {
            advance()
            let upper = try parsePipe()
            try expect("]", "to close a slice")
            return .slice(target, nil, upper)
        }
        let index = try parsePipe()
        if isPunctuation(":") {
            advance()
            let upper = isPunctuation("]") ? nil : try parsePipe()
            try expect("]", "to close a slice")
            return .slice(target, index, upper)
        }
        try expect("]", "to close an index")
        return .index(target, index)
    }

    /// `source as $x | body` (the `?//` alternatives are not supported).
    private mutating func parseBinding(_ source: JQNode) throws -> JQNode {
        advance()
        let saved = scope
        let pattern = try parsePattern()
        if isPunctuation("?//") { throw error("destructuring alternatives '?//' are not supported") }
        try expect("|", "after the variables of 'as'")
        let body = try parsePipe()
        scope = saved
        return .bind(source, pattern, body)
    }
}

/// The names visible at a point of the program: functions as `name/arity`, variables without `$`.
struct JQScope {
    var functions: Set<String>
    var variables: Set<String>
    var labels: Set<String>
    /// False while parsing the prelude, whose functions may name each other in any order.
    var checksNames = true
}
