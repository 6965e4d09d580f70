// XML 1.0: tags and attributes (3.1), names (2.3), references (4.1), comments (2.5), PIs (2.6),
// CDATA sections (2.7) and the document type declaration (2.8, skipped).

extension XMLDocumentParser {
    /// A start tag at `<`: the element made and whether it was empty (`/>`).
    mutating func startTag(into parent: Int) throws -> (Int, Bool) {
        position += 1
        let name = try self.name(what: "an element name after '<'")
        var attributes: [NodeAttribute] = []
        while true {
            let hadSpace = position < bytes.count && isSpace(bytes[position])
            skipSpace()
            guard position < bytes.count else { throw error("the start tag of '\(name)' is not closed") }
            if hasPrefix("/>") || bytes[position] == UInt8(ascii: ">") { break }
            guard hadSpace else { throw error("expected white space, '>' or '/>' in the start tag of '\(name)', found \(found)") }
            let attributeStart = position
            let attributeName = try self.name(what: "an attribute name, '>' or '/>' in the start tag of '\(name)'")
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error("expected '=' after the attribute '\(attributeName)', found \(found)")
            }
            position += 1
            skipSpace()
            let value = try attributeValue(of: attributeName)
            if attributes.contains(where: { $0.name == attributeName }) {
                throw error("the attribute '\(attributeName)' appears twice in '\(name)'", at: attributeStart)
            }
            attributes.append(NodeAttribute(name: attributeName, value: value))
        }
        let isEmpty = bytes[position] == UInt8(ascii: "/")
        position += isEmpty ? 2 : 1
        let element = try tree.append(TreeNode(kind: .element, name: name, attributes: attributes), to: parent)
        return (element, isEmpty)
    }

    private mutating func attributeValue(of name: String) throws -> String {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw error("expected a quoted value for the attribute '\(name)', found \(found)")
        }
        let quote = bytes[position]
        position += 1
        var output: [UInt8] = []
        while true {
            guard position < bytes.count else { throw error("the value of the attribute '\(name)' is not closed") }
            let byte = bytes[position]
            if byte == quote { break }
            if byte == UInt8(ascii: "<") { throw error("'<' may not appear in the value of the attribute '\(name)'") }
            if byte == UInt8(ascii: "&") {
                output.append(contentsOf: try reference())
            } else {
                output.append(isSpace(byte) ? 0x20 : byte)
                position += 1
            }
        }
        position += 1
        return String(decoding: output, as: UTF8.self)
    }

    /// An end tag at `</`, which must close `expected`.
    mutating func endTag(closing expected: String) throws {
        let start = position
        position += 2
        let name = try self.name(what: "an element name after '</'")
        skipSpace()
        guard name == expected else { throw error("expected '</\(expected)>' but found '</\(name)>'", at: start) }
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw error("expected '>' to end the end tag of '\(name)', found \(found)")
        }
        position += 1
    }

    /// A name (letters, digits, `_`, `:`, `-`, `.`, any non-ASCII; not starting with a digit, `-` or `.`).
    mutating func name(what: String) throws -> String {
        let start = position
        while position < bytes.count, isNameByte(bytes[position], first: position == start) { position += 1 }
        guard position > start else { throw error("expected \(what), found \(found)") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        if byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") { return true }
        if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A { return true }
        return !first && ((byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "."))
    }

    /// A reference at `&`: the bytes it stands for.
    mutating func reference() throws -> [UInt8] {
        let start = position
        guard let end = bytes[position...].prefix(48).firstIndex(of: UInt8(ascii: ";")) else {
            throw error("'&' must start a reference ending in ';' (write '&amp;' for '&')")
        }
        let body = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        position = end + 1
        switch body {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "apos": return [UInt8(ascii: "'")]
        case "quot": return [UInt8(ascii: "\"")]
        default: break
        }
        if body.hasPrefix("#") {
            let hex = body.hasPrefix("#x")
            let digits = body.dropFirst(hex ? 2 : 1)
            guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: hex ? 16 : 10),
                let scalar = Unicode.Scalar(value), isXMLCharacter(value)
            else { throw error("'&\(body);' is not a valid character reference", at: start) }
            return Array(String(Character(scalar)).utf8)
        }
        throw error(
            "the entity '&\(body);' is not defined (only the five predefined entities are read; a DTD's are never expanded)",
            at: start)
    }

    private func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value <= 0xD7FF)
            || (value >= 0xE000 && value <= 0xFFFD) || (value >= 0x10000 && value <= 0x10FFFF)
    }

    mutating func comment(into parent: Int) throws {
        let start = position
        guard let end = find("--", from: position + 4) else { throw error("the comment is not closed with '-->'", at: start) }
        guard hasPrefix("-->", at: end) else { throw error("'--' may not appear inside a comment", at: end) }
        let text = String(decoding: bytes[(start + 4)..<end], as: UTF8.self)
        position = end + 3
        try tree.append(TreeNode(kind: .comment, value: text), to: parent)
    }

    mutating func cdata(into parent: Int) throws {
        let start = position
        guard let end = find("]]>", from: position + 9) else {
            throw error("the CDATA section is not closed with ']]>'", at: start)
        }
        try tree.appendText(String(decoding: bytes[(start + 9)..<end], as: UTF8.self), to: parent)
        position = end + 3
    }

    mutating func processingInstruction(into parent: Int) throws {
        let start = position
        position += 2
        let target = try name(what: "a processing instruction's target after '<?'")
        if target.lowercased() == "xml" {
            throw error("the XML declaration may only come at the very start of the document", at: start)
        }
        guard let end = find("?>", from: position) else {
            throw error("the processing instruction '\(target)' is not closed with '?>'", at: start)
        }
        skipSpace()
        let data = position < end ? String(decoding: bytes[position..<end], as: UTF8.self) : ""
        position = end + 2
        try tree.append(TreeNode(kind: .processingInstruction, name: target, value: data), to: parent)
    }

    /// Skips `<!DOCTYPE …>`, its internal subset included, honouring quotes and comments.
    mutating func skipDoctype() throws {
        let start = position
        var brackets = 0
        position += 9
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                guard let close = bytes[(position + 1)...].firstIndex(of: byte) else { break }
                position = close
            } else if hasPrefix("<!--") {
                guard let close = find("-->", from: position + 4) else { break }
                position = close + 2
            } else if byte == UInt8(ascii: "[") {
                brackets += 1
            } else if byte == UInt8(ascii: "]") {
                brackets -= 1
            } else if byte == UInt8(ascii: ">"), brackets <= 0 {
                position += 1
                return
            }
            position += 1
        }
        throw error("the DOCTYPE is not closed with '>'", at: start)
    }
}
