import Foundation

/// One token of PDF syntax (§7.2): a value that needs no nesting, a bracket, or a bare keyword
/// (`obj`, `R`, `stream`, a content-stream operator).
enum PDFToken: Equatable {
    case value(PDFObject)
    case keyword(String)
    case arrayStart, arrayEnd, dictionaryStart, dictionaryEnd
}

/// Reads tokens from bytes; never recurses (a literal string's nested parentheses are counted).
struct PDFScanner {
    let bytes: [UInt8]
    var position: Int
    let end: Int

    init(bytes: [UInt8], position: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        self.position = position
        self.end = min(end ?? bytes.count, bytes.count)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x28, 0x29, 0x3C, 0x3E, 0x5B, 0x5D, 0x7B, 0x7D, 0x2F, 0x25: return true
        default: return false
        }
    }

    /// Skips whitespace and comments.
    mutating func skipSpace() {
        while position < end {
            let byte = bytes[position]
            if Self.isWhitespace(byte) {
                position += 1
            } else if byte == 0x25 {
                while position < end, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }

    /// The next token, or nil at the end.
    mutating func next() throws -> PDFToken? {
        skipSpace()
        guard position < end else { return nil }
        let start = position
        let byte = bytes[position]
        switch byte {
        case 0x28: return .value(.string(try literalString()))
        case 0x3C:
            if position + 1 < end, bytes[position + 1] == 0x3C {
                position += 2
                return .dictionaryStart
            }
            return .value(.string(try hexString()))
        case 0x3E:
            guard position + 1 < end, bytes[position + 1] == 0x3E else { throw PDFError.syntax(offset: start, "a lone '>'") }
            position += 2
            return .dictionaryEnd
        case 0x5B: position += 1; return .arrayStart
        case 0x5D: position += 1; return .arrayEnd
        case 0x7B, 0x7D: position += 1; return .keyword(String(UnicodeScalar(byte)))
        case 0x29: throw PDFError.syntax(offset: start, "a lone ')'")
        case 0x2F: return .value(.name(name()))
        default: return regular(start: start)
        }
    }

    private mutating func regular(start: Int) -> PDFToken {
        while position < end, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) { position += 1 }
        if position == start { position += 1 }
        let word = bytes[start..<position]
        if let number = Self.number(word) { return .value(number) }
        let text = String(decoding: word, as: UTF8.self)
        switch text {
        case "true": return .value(.boolean(true))
        case "false": return .value(.boolean(false))
        case "null": return .value(.null)
        default: return .keyword(text)
        }
    }

    static func number(_ word: ArraySlice<UInt8>) -> PDFObject? {
        guard let first = word.first, first == 0x2B || first == 0x2D || first == 0x2E || (0x30...0x39).contains(first) else {
            return nil
        }
        var sawDot = false, sawDigit = false
        for (index, byte) in word.enumerated() {
            switch byte {
            case 0x30...0x39: sawDigit = true
            case 0x2E where !sawDot: sawDot = true
            case 0x2B where index == 0, 0x2D where index == 0: break
            default: return nil
            }
        }
        guard sawDigit else { return sawDot ? .real(0) : nil }
        let text = String(decoding: word, as: UTF8.self)
        if !sawDot, word.count <= 18, let value = Int(text) { return .integer(value) }
        guard
            let value = Double(
                text.hasPrefix(".") || text.hasPrefix("-.") ? text.replacingOccurrences(of: ".", with: "0.") : text)
        else { return nil }
        return .real(value)
    }

    private mutating func name() -> String {
        position += 1
        var out: [UInt8] = []
        while position < end, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) {
            let byte = bytes[position]
            if byte == 0x23, position + 2 < end, let high = Self.hexValue(bytes[position + 1]),
                let low = Self.hexValue(bytes[position + 2])
            {
                out.append(high << 4 | low)
                position += 3
            } else {
                out.append(byte)
                position += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x37
        case 0x61...0x66: return byte - 0x57
        default: return nil
        }
    }

    private mutating func hexString() throws -> [UInt8] {
        let start = position
        position += 1
        var out: [UInt8] = []
        var high: UInt8?
        while position < end {
            let byte = bytes[position]
            position += 1
            if byte == 0x3E {
                if let pending = high { out.append(pending << 4) }
                return out
            }
            if Self.isWhitespace(byte) { continue }
            guard let value = Self.hexValue(byte) else {
                throw PDFError.syntax(offset: position - 1, "a hexadecimal string holds '\(Character(UnicodeScalar(byte)))'")
            }
            if let pending = high {
                out.append(pending << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        throw PDFError.syntax(offset: start, "a hexadecimal string has no closing '>'")
    }

    private mutating func literalString() throws -> [UInt8] {
        let start = position
        position += 1
        var out: [UInt8] = []
        var depth = 1
        while position < end {
            let byte = bytes[position]
            position += 1
            switch byte {
            case 0x28: depth += 1; out.append(byte)
            case 0x29:
                depth -= 1
                if depth == 0 { return out }
                out.append(byte)
            case 0x5C: escape(into: &out)
            case 0x0D:
                // An end of line in a string is a line feed, however it was written.
                if position < end, bytes[position] == 0x0A { position += 1 }
                out.append(0x0A)
            default: out.append(byte)
            }
        }
        throw PDFError.syntax(offset: start, "a string has no closing ')'")
    }

    private mutating func escape(into out: inout [UInt8]) {
        guard position < end else { return }
        let byte = bytes[position]
        position += 1
        switch byte {
        case 0x6E: out.append(0x0A)
        case 0x72: out.append(0x0D)
        case 0x74: out.append(0x09)
        case 0x62: out.append(0x08)
        case 0x66: out.append(0x0C)
        case 0x0D: if position < end, bytes[position] == 0x0A { position += 1 }
        case 0x0A: break
        case 0x30...0x37:
            var value = Int(byte - 0x30)
            var digits = 1
            while digits < 3, position < end, (0x30...0x37).contains(bytes[position]) {
                value = value * 8 + Int(bytes[position] - 0x30)
                position += 1
                digits += 1
            }
            out.append(UInt8(value & 0xFF))
        default: out.append(byte)
        }
    }
}
