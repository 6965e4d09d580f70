/// One piece of an XML document as the plist reader (and the feed reader) needs it.
public enum XMLToken {
    case start(name: String, attributes: [(name: String, value: String)], selfClosing: Bool, offset: Int)
    case end(name: String, offset: Int)
    /// Character data with entities resolved; adjacent CDATA sections are merged in.
    case text(String, offset: Int)
}

/// A small pull tokenizer for the XML subset plists and feeds use; comments, processing
/// instructions and the DOCTYPE are skipped. It needs no libxml2 (so `shortcut` loads none), and
/// it behaves the same on every platform.
public struct XMLTokenizer {
    let bytes: [UInt8]
    private(set) var position = 0

    /// A tokenizer over the document's bytes (UTF-8, with or without a byte-order mark).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte-order mark is legal before the declaration.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    /// A `FormatError.xml` at the line and column of byte `offset`.
    public func error(_ message: String, at offset: Int) -> FormatError {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(max(offset, 0), bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return .xml(line: line, column: column, message)
    }

    /// The next token, or nil at the end of input.
    public mutating func next() throws(FormatError) -> XMLToken? {
        while position < bytes.count {
            if bytes[position] != UInt8(ascii: "<") || bytes.hasPrefix("<![CDATA[", at: position) {
                return try text()
            }
            let start = position
            if bytes.hasPrefix("<!--", at: position) {
                try skip(past: "-->", what: "comment", from: start)
            } else if bytes.hasPrefix("<?", at: position) {
                try skip(past: "?>", what: "processing instruction", from: start)
            } else if bytes.hasPrefix("<!", at: position) {
                try skipDeclaration(from: start)
            } else if bytes.hasPrefix("</", at: position) {
                position += 2
                let name = try readName()
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
                    throw error("expected '>' to close </\(name)>", at: position)
                }
                position += 1
                return .end(name: name, offset: start)
            } else {
                return try startTag()
            }
        }
        return nil
    }

    private mutating func startTag() throws(FormatError) -> XMLToken {
        let start = position
        position += 1
        let name = try readName()
        var attributes: [(name: String, value: String)] = []
        while true {
            let hadSpace = skipSpace()
            guard position < bytes.count else { throw error("unterminated tag <\(name)", at: start) }
            switch bytes[position] {
            case UInt8(ascii: ">"):
                position += 1
                return .start(name: name, attributes: attributes, selfClosing: false, offset: start)
            case UInt8(ascii: "/"):
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                    throw error("expected '>' after '/' in <\(name)>", at: position)
                }
                position += 2
                return .start(name: name, attributes: attributes, selfClosing: true, offset: start)
            default:
                guard hadSpace else { throw error("expected whitespace before attribute in <\(name)>", at: position) }
                let attribute = try readName()
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                    throw error("expected '=' after attribute '\(attribute)'", at: position)
                }
                position += 1
                skipSpace()
                guard position < bytes.count, bytes[position] == 0x22 || bytes[position] == 0x27 else {
                    throw error("expected a quoted value for attribute '\(attribute)'", at: position)
                }
                let quote = bytes[position]
                position += 1
                var value: [UInt8] = []
                while position < bytes.count, bytes[position] != quote {
                    if bytes[position] == UInt8(ascii: "&") {
                        try entity(into: &value)
                    } else {
                        value.append(bytes[position]); position += 1
                    }
                }
                guard position < bytes.count else { throw error("unterminated attribute value", at: start) }
                position += 1
                attributes.append((name: attribute, value: String(decoding: value, as: UTF8.self)))
            }
        }
    }

    private mutating func text() throws(FormatError) -> XMLToken {
        let start = position
        var buffer: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "&") {
                try entity(into: &buffer)
            } else if byte == UInt8(ascii: "<") {
                guard bytes.hasPrefix("<![CDATA[", at: position) else { break }
                let contentStart = position + 9
                guard let end = find("]]>", from: contentStart) else {
                    throw error("unterminated CDATA section", at: position)
                }
                buffer.append(contentsOf: bytes[contentStart..<end])
                position = end + 3
            } else {
                var run = position
                while run < bytes.count, bytes[run] != UInt8(ascii: "<"), bytes[run] != UInt8(ascii: "&") { run += 1 }
                buffer.append(contentsOf: bytes[position..<run])
                position = run
            }
        }
        return .text(String(decoding: buffer, as: UTF8.self), offset: start)
    }

    private mutating func entity(into buffer: inout [UInt8]) throws(FormatError) {
        let start = position
        // Entity names are short; looking further would make a file full of '&' quadratic.
        let window = bytes[(start + 1)..<min(bytes.count, start + 14)]
        guard let semicolon = window.firstIndex(of: UInt8(ascii: ";")) else {
            throw error("'&' does not start an entity; write &amp;", at: start)
        }
        let name = String(decoding: bytes[(start + 1)..<semicolon], as: UTF8.self)
        position = semicolon + 1
        switch name {
        case "amp": buffer.append(UInt8(ascii: "&"))
        case "lt": buffer.append(UInt8(ascii: "<"))
        case "gt": buffer.append(UInt8(ascii: ">"))
        case "quot": buffer.append(0x22)
        case "apos": buffer.append(0x27)
        default:
            var code: UInt32?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                code = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                code = UInt32(name.dropFirst(), radix: 10)
            }
            guard let code, let scalar = Unicode.Scalar(code) else {
                throw error("unknown entity '&\(name);'", at: start)
            }
            buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
    }

    private mutating func readName() throws(FormatError) -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            let isNameByte =
                byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x3A || byte == 0x2D || byte == 0x2E
            guard isNameByte else { break }
            position += 1
        }
        guard position > start else { throw error("expected an element or attribute name", at: start) }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = position
        while position < bytes.count, isXMLSpace(bytes[position]) { position += 1 }
        return position > start
    }

    private mutating func skip(past terminator: String, what: String, from start: Int) throws(FormatError) {
        guard let end = find(terminator, from: position + 2) else { throw error("unterminated \(what)", at: start) }
        position = end + terminator.utf8.count
    }

    /// Skips `<!DOCTYPE …>` including an internal subset in brackets.
    private mutating func skipDeclaration(from start: Int) throws(FormatError) {
        var depth = 0
        var quote: UInt8?
        position += 2
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">") && depth <= 0 {
                return
            }
        }
        throw error("unterminated <! declaration", at: start)
    }

    private func find(_ pattern: String, from offset: Int) -> Int? {
        let needle = Array(pattern.utf8)
        guard let first = needle.first, offset >= 0 else { return nil }
        var index = offset
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes.hasPrefix(pattern, at: index) { return index }
            index += 1
        }
        return nil
    }
}

func isXMLSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
