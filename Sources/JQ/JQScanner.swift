// The tokens of a jq program (jq 1.7 manual, "Basic filters" through "Comments"): punctuation and
// operators, `.name` fields, `$name` variables, `@format` names, numbers, identifiers, and
// strings whose `\(…)` interpolations are scanned into tokens of their own.

/// One token and where it starts.
struct JQToken {
    enum Kind {
        case punctuation(String)
        case field(String)
        case variable(String)
        case format(String)
        case number(Double)
        case identifier(String)
        case string([JQStringPiece])
        case end
    }

    let kind: Kind
    let column: Int
    let line: Int

    /// The operator or punctuation text, or nil.
    var punctuation: String? {
        if case .punctuation(let text) = kind { return text }
        return nil
    }
}

/// Literal text or an interpolation of a string token.
enum JQStringPiece {
    case text(String)
    case interpolation([JQToken])
}

/// Splits program text into tokens.
struct JQScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private let maximumNesting: Int

    /// Operators, longest first so `?//` wins over `?`.
    private static let operators = [
        "?//", "//=", "|=", "+=", "-=", "*=", "/=", "%=", "==", "!=", "<=", ">=", "//", "..", "|", ",", "(", ")",
        "[", "]", "{", "}", ":", ";", "?", "=", "<", ">", "+", "-", "*", "/", "%", ".",
    ].map { Array($0.unicodeScalars) }

    init(_ source: String, maximumNesting: Int) {
        scalars = Array(source.unicodeScalars)
        self.maximumNesting = maximumNesting
    }

    private func error(_ message: String, at column: Int? = nil) -> JQSyntaxError {
        JQSyntaxError(message: message, column: (column ?? index) + 1)
    }

    /// Every token up to the end of the text, the last one `.end`.
    mutating func scanAll() throws -> [JQToken] {
        let tokens = try scanTokens(untilClosingParenthesis: false, nesting: 0)
        return tokens + [JQToken(kind: .end, column: index + 1, line: line)]
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Tokens until the end, or until the `)` closing an interpolation (consumed, not returned).
    private mutating func scanTokens(untilClosingParenthesis: Bool, nesting: Int) throws -> [JQToken] {
        var tokens: [JQToken] = []
        var depth = 0
        while true {
            skipSpaceAndComments()
            guard let scalar = peek() else {
                if untilClosingParenthesis { throw error("unterminated string interpolation") }
                return tokens
            }
            let start = index
            if untilClosingParenthesis, scalar == ")", depth == 0 {
                index += 1
                return tokens
            }
            let kind = try scanToken(scalar, nesting: nesting)
            if case .punctuation(let text) = kind {
                if text == "(" { depth += 1 }
                if text == ")" { depth -= 1 }
            }
            tokens.append(JQToken(kind: kind, column: start + 1, line: line))
        }
    }

    private mutating func skipSpaceAndComments() {
        while let scalar = peek() {
            if scalar == "\n" {
                line += 1
                index += 1
            } else if scalar == " " || scalar == "\t" || scalar == "\r" {
                index += 1
            } else if scalar == "#" {
                while let next = peek(), next != "\n" { index += 1 }
            } else {
                return
            }
        }
    }

    private mutating func scanName() -> String {
        var name = String.UnicodeScalarView()
        while let scalar = peek() {
            if Self.isIdentifierPart(scalar) {
                name.append(scalar)
                index += 1
            } else if scalar == ":", peek(1) == ":", let next = peek(2), Self.isIdentifierStart(next) {
                name.append(contentsOf: "::".unicodeScalars)
                index += 2
            } else {
                break
            }
        }
        return String(name)
    }

    private mutating func scanToken(_ scalar: Unicode.Scalar, nesting: Int) throws -> JQToken.Kind {
        if scalar == "\"" { return .string(try scanString(nesting: nesting)) }
        if ("0"..."9").contains(scalar) || (scalar == "." && peek(1).map { ("0"..."9").contains($0) } == true) {
            return try scanNumber()
        }
        if scalar == ".", let next = peek(1), Self.isIdentifierStart(next) {
            index += 1
            return .field(scanName())
        }
        if scalar == "$" || scalar == "@" {
            index += 1
            guard let next = peek(), Self.isIdentifierStart(next) else {
                throw error("expected a name after '\(scalar)'")
            }
            let name = scanName()
            return scalar == "$" ? .variable(name) : .format(name)
        }
        if Self.isIdentifierStart(scalar) { return .identifier(scanName()) }
        for candidate in Self.operators where scalars.count - index >= candidate.count {
            if Array(scalars[index..<index + candidate.count]) == candidate {
                index += candidate.count
                return .punctuation(String(String.UnicodeScalarView(candidate)))
            }
        }
        throw error("unexpected character '\(scalar.escaped(asASCII: false))'")
    }

    private mutating func scanNumber() throws -> JQToken.Kind {
        let start = index
        while let scalar = peek(), ("0"..."9").contains(scalar) || scalar == "." { index += 1 }
        if let scalar = peek(), scalar == "e" || scalar == "E" {
            let save = index
            index += 1
            if let sign = peek(), sign == "+" || sign == "-" { index += 1 }
            if let digit = peek(), ("0"..."9").contains(digit) {
                while let digit = peek(), ("0"..."9").contains(digit) { index += 1 }
            } else {
                index = save
            }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        guard let number = Double(text.hasPrefix(".") ? "0" + text : text) else {
            throw error("invalid number '\(text)'", at: start)
        }
        return .number(number)
    }

    private mutating func scanString(nesting: Int) throws -> [JQStringPiece] {
        let start = index
        index += 1
        var pieces: [JQStringPiece] = []
        var text = String.UnicodeScalarView()
        while let scalar = peek() {
            index += 1
            if scalar == "\"" {
                if !text.isEmpty || pieces.isEmpty { pieces.append(.text(String(text))) }
                return pieces
            }
            if scalar == "\n" { line += 1 }
            guard scalar == "\\" else {
                text.append(scalar)
                continue
            }
            guard let escape = peek() else { break }
            index += 1
            switch escape {
            case "\"", "\\", "/": text.append(escape)
            case "b": text.append("\u{8}")
            case "f": text.append("\u{c}")
            case "n": text.append("\n")
            case "r": text.append("\r")
            case "t": text.append("\t")
            case "u": text.append(try scanUnicodeEscape())
            case "(":
                guard nesting < maximumNesting else { throw error("string interpolations nested too deeply") }
                if !text.isEmpty { pieces.append(.text(String(text))) }
                text = String.UnicodeScalarView()
                let inner = try scanTokens(untilClosingParenthesis: true, nesting: nesting + 1)
                pieces.append(.interpolation(inner + [JQToken(kind: .end, column: index, line: line)]))
            default:
                throw error("invalid escape '\\\(escape)' in a string", at: index - 2)
            }
        }
        throw error("unterminated string", at: start)
    }

    private mutating func scanHex4() throws -> UInt32 {
        guard scalars.count - index >= 4,
            let value = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16)
        else { throw error("invalid \\u escape in a string") }
        index += 4
        return value
    }

    private mutating func scanUnicodeEscape() throws -> Unicode.Scalar {
        let first = try scanHex4()
        if (0xD800..<0xDC00).contains(first), peek() == "\\", peek(1) == "u" {
            let save = index
            index += 2
            let second = try scanHex4()
            if (0xDC00..<0xE000).contains(second) {
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
            }
            index = save
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }
}
