/// Character-level reading shared by the query and filter parsers: blank space, integers,
/// number literals, string literals and member names, as the RFC 9535 grammar spells them.
extension JSONPathParser {
    var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    var atEnd: Bool { position >= scalars.count }

    func error(_ message: String, at offset: Int? = nil) -> JSONPathError {
        JSONPathError(message: message, offset: offset ?? position)
    }

    /// What the next character is, for messages.
    var described: String {
        guard let scalar = peek else { return "end of query" }
        switch scalar {
        case " ": return "blank space"
        case "\t": return "tab"
        case "\n", "\r": return "line break"
        default: return "'\(Character(scalar))'"
        }
    }

    /// `B` of the grammar: space, tab, line feed, carriage return.
    static func isBlank(_ scalar: Unicode.Scalar?) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar >= "0" && scalar <= "9"
    }

    static func isNameFirst(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
            || scalar.value >= 0x80
    }

    mutating func skipBlanks() {
        while Self.isBlank(peek) { position += 1 }
    }

    /// Consumes `text` when the query continues with it.
    mutating func consume(_ text: String) -> Bool {
        var index = position
        for scalar in text.unicodeScalars {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
        }
        position = index
        return true
    }

    mutating func expect(_ text: String, _ message: String) throws(JSONPathError) {
        guard consume(text) else { throw error("\(message), found \(described)") }
    }

    /// `member-name-shorthand`: a letter, `_` or non-ASCII, then those or digits.
    mutating func parseMemberName() throws(JSONPathError) -> String {
        guard Self.isNameFirst(peek) else { throw error("expected a member name, found \(described)") }
        var name = String.UnicodeScalarView()
        while let scalar = peek, Self.isNameFirst(scalar) || Self.isDigit(scalar) {
            name.append(scalar)
            position += 1
        }
        return String(name)
    }

    /// `int`: `0`, or an optional `-` and digits without a leading zero, within ±(2^53 − 1).
    mutating func parseInteger() throws(JSONPathError) -> Int {
        let start = position
        let negative = consume("-")
        guard Self.isDigit(peek) else { throw error("expected a digit, found \(described)") }
        if peek == "0" {
            position += 1
            if negative { throw error("'-0' is not a valid integer", at: start) }
            if Self.isDigit(peek) { throw error("integer has a leading zero", at: start) }
            return 0
        }
        var value = 0
        var digits = 0
        while let scalar = peek, Self.isDigit(scalar) {
            digits += 1
            if digits > 16 { throw error("integer is out of range ±(2^53 − 1)", at: start) }
            value = value * 10 + Int(scalar.value - 48)
            position += 1
        }
        guard value <= 9_007_199_254_740_991 else {
            throw error("integer is out of range ±(2^53 − 1)", at: start)
        }
        return negative ? -value : value
    }

    /// `number`: `(int / "-0") [frac] [exp]`.
    mutating func parseNumberLiteral() throws(JSONPathError) -> Double {
        let start = position
        _ = consume("-")
        guard Self.isDigit(peek) else { throw error("expected a digit, found \(described)") }
        if consume("0") {
            if Self.isDigit(peek) { throw error("number has a leading zero", at: start) }
        } else {
            skipDigits()
        }
        if consume(".") {
            guard Self.isDigit(peek) else { throw error("expected a digit after '.', found \(described)") }
            skipDigits()
        }
        if peek == "e" || peek == "E" {
            position += 1
            if !consume("+") { _ = consume("-") }
            guard Self.isDigit(peek) else { throw error("expected a digit in exponent, found \(described)") }
            skipDigits()
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<position])
        guard let value = Double(String(text)), value.isFinite else {
            throw error("number is out of range", at: start)
        }
        return value
    }

    private mutating func skipDigits() {
        while Self.isDigit(peek) { position += 1 }
    }

    /// A single- or double-quoted string literal with the RFC's escapes.
    mutating func parseStringLiteral() throws(JSONPathError) -> String {
        let start = position
        guard let quote = peek else { throw error("expected a string") }
        position += 1
        var result = String.UnicodeScalarView()
        while true {
            guard let scalar = peek else { throw error("unterminated string", at: start) }
            if scalar == quote {
                position += 1
                return String(result)
            }
            if scalar == "\\" {
                result.append(try parseEscape(quote: quote))
                continue
            }
            if scalar.value < 0x20 {
                throw error("control character U+\(hex(scalar.value)) must be escaped")
            }
            result.append(scalar)
            position += 1
        }
    }

    private mutating func parseEscape(quote: Unicode.Scalar) throws(JSONPathError) -> Unicode.Scalar {
        let start = position
        position += 1
        guard let scalar = peek else { throw error("unterminated string") }
        position += 1
        switch scalar {
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "/", "\\": return scalar
        case "'" where quote == "'", "\"" where quote == "\"": return scalar
        case "u": return try parseUnicodeEscape(start: start)
        default: throw error("invalid escape '\\\(Character(scalar))'", at: start)
        }
    }

    private mutating func parseUnicodeEscape(start: Int) throws(JSONPathError) -> Unicode.Scalar {
        let first = try parseHex4()
        if (0xDC00...0xDFFF).contains(first) {
            throw error("unpaired low surrogate in \\u escape", at: start)
        }
        if (0xD800...0xDBFF).contains(first) {
            guard consume("\\u") else { throw error("high surrogate must be followed by a \\u low surrogate", at: start) }
            let second = try parseHex4()
            guard (0xDC00...0xDFFF).contains(second) else {
                throw error("high surrogate must be followed by a \\u low surrogate", at: start)
            }
            let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            guard let scalar = Unicode.Scalar(combined) else { throw error("invalid \\u escape", at: start) }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw error("invalid \\u escape", at: start) }
        return scalar
    }

    private mutating func parseHex4() throws(JSONPathError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = peek, let digit = Self.hexValue(scalar) else {
                throw error("expected four hexadecimal digits, found \(described)")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }

    func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
