/// Byte constants and character classes the parsers share (ASCII; UTF-8 passes through).
enum Byte {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let bang: UInt8 = 0x21
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let ampersand: UInt8 = 0x26
    static let apostrophe: UInt8 = 0x27
    static let openParen: UInt8 = 0x28
    static let closeParen: UInt8 = 0x29
    static let asterisk: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let dash: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let lessThan: UInt8 = 0x3C
    static let equals: UInt8 = 0x3D
    static let greaterThan: UInt8 = 0x3E
    static let question: UInt8 = 0x3F
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60
    static let tilde: UInt8 = 0x7E

    /// Space or tab.
    static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == space || byte == tab }
    /// Space, tab, line feed, form feed, carriage return or vertical tab.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn || byte == 0x0B || byte == 0x0C
    }
    /// 0–9.
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    /// A–Z or a–z.
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    /// A letter or digit.
    static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
    /// 0–9, a–f, A–F.
    static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) }
    /// ASCII punctuation: what a backslash may escape.
    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (byte >= 0x21 && byte <= 0x2F) || (byte >= 0x3A && byte <= 0x40) || (byte >= 0x5B && byte <= 0x60)
            || (byte >= 0x7B && byte <= 0x7E)
    }
    /// The lowercase of an ASCII letter; other bytes unchanged.
    static func lower(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }
}

extension Array where Element == UInt8 {
    /// Whether the bytes from `offset` start with `prefix` (ASCII, case-insensitive).
    func hasPrefix(_ prefix: String, at offset: Int, ignoringCase: Bool = true) -> Bool {
        var index = offset
        for byte in prefix.utf8 {
            guard index < count else { return false }
            let here = self[index]
            if ignoringCase ? Byte.lower(here) != Byte.lower(byte) : here != byte { return false }
            index += 1
        }
        return true
    }

    /// The first index at or after `offset` where `needle` starts (ASCII, case-insensitive), or nil.
    func firstIndex(of needle: String, from offset: Int) -> Int? {
        let bytes = Array(needle.utf8)
        guard let first = bytes.first else { return offset }
        var index = offset
        let lowerFirst = Byte.lower(first)
        while index + bytes.count <= count {
            if Byte.lower(self[index]) == lowerFirst, hasPrefix(needle, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The bytes with leading and trailing spaces, tabs and line endings removed.
    func trimmed() -> [UInt8] {
        var start = startIndex
        var end = endIndex
        while start < end, Byte.isWhitespace(self[start]) { start += 1 }
        while end > start, Byte.isWhitespace(self[end - 1]) { end -= 1 }
        return Array(self[start..<end])
    }

    /// Whether every byte is a space, tab or line ending.
    var isBlank: Bool { allSatisfy(Byte.isWhitespace) }

    /// Appends a string's UTF-8.
    mutating func append(_ text: String) { append(contentsOf: text.utf8) }
}

/// Unicode classes the emphasis rules ask about, for the scalar around a delimiter run.
enum ScalarClass {
    /// The scalar that ends just before `index` (a line feed at the start).
    static func scalar(before index: Int, in bytes: [UInt8]) -> Unicode.Scalar {
        guard index > 0 else { return "\n" }
        var start = index - 1
        while start > 0, bytes[start] & 0xC0 == 0x80, index - start < 4 { start -= 1 }
        return decode(bytes, from: start) ?? "\u{FFFD}"
    }

    /// The scalar that starts at `index` (a line feed at the end).
    static func scalar(at index: Int, in bytes: [UInt8]) -> Unicode.Scalar {
        guard index < bytes.count else { return "\n" }
        return decode(bytes, from: index) ?? "\u{FFFD}"
    }

    private static func decode(_ bytes: [UInt8], from start: Int) -> Unicode.Scalar? {
        var decoder = UTF8()
        var iterator = bytes[start...].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// Unicode whitespace: category Zs, tab, line feed, form feed, carriage return.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20: return true
        default: return scalar.value > 0x7F && scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// Unicode punctuation or symbol (categories P and S).
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return Byte.isASCIIPunctuation(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default: return false
        }
    }
}
