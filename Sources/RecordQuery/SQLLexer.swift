// Tokens of SQLite's SQL (https://www.sqlite.org/lang_keywords.html, lang_expr.html "Literal
// values"): identifiers bare or quoted with "", [] or ``, 'strings' with '' for a quote, integer,
// real and 0x hex literals, operators, -- and /* */ comments.

/// One token and where it is (0-based offsets in Unicode scalars).
struct SQLToken {
    enum Kind: Equatable {
        /// A bare identifier or keyword, as written.
        case word(String)
        /// A quoted identifier, without its quotes.
        case quoted(String)
        case integer(Int64)
        case real(Double)
        case string(String)
        case symbol(String)
        case end
    }

    let kind: Kind
    let start: Int
    let end: Int

    /// The keyword this bare word spells, uppercased; nil for anything else.
    var keyword: String? {
        if case .word(let word) = kind { return word.uppercased() }
        return nil
    }

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol(symbol) }
}

struct SQLLexer {
    let scalars: [Unicode.Scalar]
    let clause: String
    private var index = 0

    init(_ text: String, clause: String) {
        scalars = Array(text.unicodeScalars)
        self.clause = clause
    }

    static let symbols: [String] = ["||", "<<", ">>", "<=", ">=", "==", "!=", "<>", "->"]
    static let singleSymbols: Set<Unicode.Scalar> = [
        "<", ">", "=", "*", "/", "%", "+", "-", "&", "|", "~", "(", ")", ",", ".", ";", "?",
    ]

    func error(_ message: String, at offset: Int) -> SQLSyntaxError {
        SQLSyntaxError(clause: clause, column: offset + 1, message: message)
    }

    mutating func tokens() throws -> [SQLToken] {
        var result: [SQLToken] = []
        while true {
            skipSpaceAndComments()
            guard index < scalars.count else { break }
            result.append(try next())
        }
        result.append(SQLToken(kind: .end, start: scalars.count, end: scalars.count))
        return result
    }

    private func at(_ offset: Int) -> Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

    private mutating func skipSpaceAndComments() {
        while let scalar = at(index) {
            if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "-", at(index + 1) == "-" {
                while let next = at(index), next != "\n" { index += 1 }
            } else if scalar == "/", at(index + 1) == "*" {
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && at(index + 1) == "/") { index += 1 }
                index = min(index + 2, scalars.count)
            } else {
                return
            }
        }
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.value >= 0x80) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || scalar == "$" || ("0"..."9").contains(scalar)
    }

    private mutating func next() throws -> SQLToken {
        let start = index
        let scalar = scalars[index]
        if Self.isIdentifierStart(scalar) {
            while let next = at(index), Self.isIdentifierPart(next) { index += 1 }
            return SQLToken(kind: .word(text(start, index)), start: start, end: index)
        }
        if ("0"..."9").contains(scalar) || (scalar == "." && at(index + 1).map { ("0"..."9").contains($0) } == true) {
            return try number()
        }
        switch scalar {
        case "'": return SQLToken(kind: .string(try quoted(closing: "'", what: "string literal")), start: start, end: index)
        case "\"": return SQLToken(kind: .quoted(try quoted(closing: "\"", what: "quoted identifier")), start: start, end: index)
        case "`": return SQLToken(kind: .quoted(try quoted(closing: "`", what: "quoted identifier")), start: start, end: index)
        case "[":
            guard let close = scalars[(index + 1)...].firstIndex(of: "]") else {
                throw error("unterminated [identifier]", at: start)
            }
            index = close + 1
            return SQLToken(kind: .quoted(text(start + 1, close)), start: start, end: index)
        default: break
        }
        if index + 1 < scalars.count {
            let pair = text(index, index + 2)
            if Self.symbols.contains(pair) {
                index += 2
                return SQLToken(kind: .symbol(pair), start: start, end: index)
            }
        }
        if Self.singleSymbols.contains(scalar) {
            index += 1
            return SQLToken(kind: .symbol(String(scalar)), start: start, end: index)
        }
        throw error("unrecognized token '\(scalar)'", at: start)
    }

    private func text(_ from: Int, _ to: Int) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[from..<to])
        return result
    }

    /// A quoted run; a doubled closing quote stands for one.
    private mutating func quoted(closing: Unicode.Scalar, what: String) throws -> String {
        let start = index
        index += 1
        var result = ""
        while true {
            guard let scalar = at(index) else { throw error("unterminated \(what)", at: start) }
            index += 1
            if scalar == closing {
                if at(index) == closing {
                    index += 1
                } else {
                    return result
                }
            }
            result.unicodeScalars.append(scalar)
        }
    }

    private mutating func number() throws -> SQLToken {
        let start = index
        if scalars[index] == "0", let x = at(index + 1), x == "x" || x == "X" {
            index += 2
            while let next = at(index), next.properties.isASCIIHexDigit { index += 1 }
            let digits = text(start + 2, index)
            guard !digits.isEmpty, digits.count <= 16, let bits = UInt64(digits, radix: 16) else {
                throw error(
                    digits.isEmpty ? "unrecognized token '\(text(start, index))'" : "hex literal too big: \(text(start, index))",
                    at: start)
            }
            try checkNumberEnd(start)
            return SQLToken(kind: .integer(Int64(bitPattern: bits)), start: start, end: index)
        }
        var isReal = false
        while let next = at(index), ("0"..."9").contains(next) { index += 1 }
        if at(index) == "." {
            isReal = true
            index += 1
            while let next = at(index), ("0"..."9").contains(next) { index += 1 }
        }
        if let e = at(index), e == "e" || e == "E" {
            var exponent = index + 1
            if let sign = at(exponent), sign == "+" || sign == "-" { exponent += 1 }
            guard let digit = at(exponent), ("0"..."9").contains(digit) else {
                throw error("unrecognized token '\(text(start, exponent))'", at: start)
            }
            index = exponent
            while let next = at(index), ("0"..."9").contains(next) { index += 1 }
            isReal = true
        }
        try checkNumberEnd(start)
        let literal = text(start, index)
        if !isReal, let integer = Int64(literal) {
            return SQLToken(kind: .integer(integer), start: start, end: index)
        }
        return SQLToken(kind: .real(Double(literal) ?? 0), start: start, end: index)
    }

    /// A number may not run into a name ('12abc').
    private mutating func checkNumberEnd(_ start: Int) throws {
        if let next = at(index), Self.isIdentifierPart(next) {
            while let more = at(index), Self.isIdentifierPart(more) { index += 1 }
            throw error("unrecognized token '\(text(start, index))'", at: start)
        }
    }
}
