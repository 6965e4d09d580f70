/// Character references (`&amp;`, `&#35;`, `&#x22;`) and backslash escapes.
enum Entities {
    /// The named references, read once from the generated table, byte by byte (splitting the
    /// table as `String`s cost the first conversion 26 M instructions; this about a tenth).
    static let named: [String: [UInt8]] = {
        var table: [String: [UInt8]] = [:]
        table.reserveCapacity(2300)
        let bytes = Array(namedEntityTable.utf8)
        var index = 0
        while index < bytes.count {
            let nameStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "=") { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            index += 1
            var text: [UInt8] = []
            var value: UInt32 = 0
            var digits = 0
            while index <= bytes.count {
                let byte = index < bytes.count ? bytes[index] : UInt8(ascii: ";")
                index += 1
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: ";") {
                    if digits > 0, let scalar = Unicode.Scalar(value) { UTF8.encode(scalar) { text.append($0) } }
                    value = 0
                    digits = 0
                    if byte == UInt8(ascii: ";") { break }
                } else if Byte.isHexDigit(byte), digits < 8 {
                    let digit = Byte.isDigit(byte) ? UInt32(byte - 0x30) : UInt32(Byte.lower(byte) - 0x61 + 10)
                    value = value * 16 + digit
                    digits += 1
                }
            }
            if !name.isEmpty { table[name] = text }
        }
        return table
    }()

    /// The reference starting at `start` (which holds `&`): its text and the index after its `;`.
    static func reference(in bytes: [UInt8], at start: Int) -> (text: [UInt8], end: Int)? {
        var index = start + 1
        guard index < bytes.count else { return nil }
        if bytes[index] == Byte.hash {
            index += 1
            var hex = false
            if index < bytes.count, Byte.lower(bytes[index]) == 0x78 { hex = true; index += 1 }
            let digitsStart = index
            var value: UInt32 = 0
            while index < bytes.count, hex ? Byte.isHexDigit(bytes[index]) : Byte.isDigit(bytes[index]) {
                if index - digitsStart >= (hex ? 6 : 7) { return nil }
                let byte = bytes[index]
                let digit = Byte.isDigit(byte) ? UInt32(byte - 0x30) : UInt32(Byte.lower(byte) - 0x61 + 10)
                value = value * (hex ? 16 : 10) + digit
                index += 1
            }
            guard index > digitsStart, index < bytes.count, bytes[index] == Byte.semicolon else { return nil }
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (Array(String(Character(scalar ?? "\u{FFFD}")).utf8), index + 1)
        }
        let nameStart = index
        while index < bytes.count, Byte.isAlphanumeric(bytes[index]), index - nameStart < 32 { index += 1 }
        guard index > nameStart, index < bytes.count, bytes[index] == Byte.semicolon,
            let text = named[String(decoding: bytes[nameStart..<index], as: UTF8.self)]
        else { return nil }
        return (text, index + 1)
    }

    /// The bytes with backslash escapes and character references replaced by what they stand for.
    static func unescape(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(where: { $0 == Byte.backslash || $0 == Byte.ampersand }) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Byte.backslash, index + 1 < bytes.count, Byte.isASCIIPunctuation(bytes[index + 1]) {
                result.append(bytes[index + 1])
                index += 2
            } else if byte == Byte.ampersand, let reference = reference(in: bytes, at: index) {
                result.append(contentsOf: reference.text)
                index = reference.end
            } else {
                result.append(byte)
                index += 1
            }
        }
        return result
    }

    /// Appends `bytes` escaped for HTML text and attribute values (`&`, `<`, `>`, `"`).
    static func appendEscaped(_ bytes: some Sequence<UInt8>, to output: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case Byte.ampersand: output.append(contentsOf: "&amp;".utf8)
            case Byte.lessThan: output.append(contentsOf: "&lt;".utf8)
            case Byte.greaterThan: output.append(contentsOf: "&gt;".utf8)
            case Byte.quote: output.append(contentsOf: "&quot;".utf8)
            default: output.append(byte)
            }
        }
    }

    /// A link destination with the bytes URLs may not hold percent-encoded (existing `%XX` kept).
    static func normalizeURI(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if Byte.isAlphanumeric(byte) || uriSafe.contains(byte) {
                result.append(byte)
            } else if byte == 0x25, index + 2 < bytes.count, Byte.isHexDigit(bytes[index + 1]), Byte.isHexDigit(bytes[index + 2])
            {
                result.append(byte)
            } else {
                result.append(0x25)
                result.append(hexDigits[Int(byte >> 4)])
                result.append(hexDigits[Int(byte & 0x0F)])
            }
            index += 1
        }
        return result
    }

    private static let uriSafe: Set<UInt8> = Set(";/?:@&=+$,-_.!~*'()#".utf8)

    /// A link label as references are matched: brackets off, whitespace collapsed, case folded.
    static func normalizeLabel(_ label: [UInt8]) -> String {
        var inner = label
        if inner.first == Byte.openBracket { inner.removeFirst() }
        if inner.last == Byte.closeBracket { inner.removeLast() }
        var collapsed: [UInt8] = []
        var pendingSpace = false
        for byte in inner.trimmed() {
            if Byte.isWhitespace(byte) { pendingSpace = true; continue }
            if pendingSpace { collapsed.append(Byte.space); pendingSpace = false }
            collapsed.append(byte)
        }
        // Unicode case folding, near enough: upper then lower case, and ß folds to ss as ẞ does.
        return String(decoding: collapsed, as: UTF8.self).uppercased().lowercased().reduce(into: "") {
            if $1 == "ß" { $0 += "ss" } else { $0.append($1) }
        }
    }
}
