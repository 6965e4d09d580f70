/// One piece of an HTML document, as the tolerant tokenizer reads it.
public enum HTMLToken: Sendable {
    /// Text with its character references decoded.
    case text([UInt8])
    /// `<name attributes>`; `selfClosing` for `<br/>`.
    case start(name: String, attributes: [String: String], selfClosing: Bool)
    /// `</name>`.
    case end(name: String)
}

/// Reads HTML into tokens without judging it: comments, doctypes and processing instructions are
/// dropped, a `<` that starts no tag is text, unclosed tags and quotes end at the end of the input,
/// and the text of `script` and `style` runs to their end tag.
public struct HTMLTokenizer {
    let bytes: [UInt8]
    var position = 0

    public init(_ html: String) { bytes = Array(html.utf8) }

    /// The next token, or nil at the end.
    public mutating func next() -> HTMLToken? {
        while position < bytes.count, bytes[position] == Byte.lessThan {
            switch tag() {
            case .token(let token): return token
            case .skipped: continue
            case .notATag: break
            }
            break
        }
        guard position < bytes.count else { return nil }
        let start = position
        position += 1
        while position < bytes.count, bytes[position] != Byte.lessThan { position += 1 }
        return .text(Entities.unescapeReferences(Array(bytes[start..<position])))
    }

    /// The raw text of a `script` or `style` element up to its end tag (consumed too).
    public mutating func skipRawText(until name: String) {
        if let end = bytes.firstIndex(of: "</" + name, from: position) {
            position = end
            _ = tag()
        } else {
            position = bytes.count
        }
    }

    /// What a `<` started.
    private enum TagResult {
        case token(HTMLToken)
        case skipped
        case notATag
    }

    private mutating func tag() -> TagResult {
        let start = position
        var index = start + 1
        guard index < bytes.count else { return .notATag }
        let byte = bytes[index]
        if byte == Byte.bang || byte == Byte.question {
            if bytes.hasPrefix("<!--", at: start, ignoringCase: false) {
                let end = bytes.firstIndex(of: "-->", from: start + 4).map { $0 + 3 } ?? bytes.count
                position = end
            } else {
                position = (bytes[index...].firstIndex(of: Byte.greaterThan) ?? bytes.count - 1) + 1
            }
            return .skipped
        }
        let closing = byte == Byte.slash
        if closing { index += 1 }
        guard index < bytes.count, Byte.isLetter(bytes[index]) else { return .notATag }
        let nameStart = index
        while index < bytes.count, !Byte.isWhitespace(bytes[index]), bytes[index] != Byte.slash,
            bytes[index] != Byte.greaterThan
        {
            index += 1
        }
        let name = String(decoding: bytes[nameStart..<index].map(Byte.lower), as: UTF8.self)
        var attributes: [String: String] = [:]
        var selfClosing = false
        while index < bytes.count, bytes[index] != Byte.greaterThan {
            let here = bytes[index]
            if Byte.isWhitespace(here) || here == Byte.slash {
                selfClosing = here == Byte.slash
                index += 1
                continue
            }
            selfClosing = false
            let attributeStart = index
            while index < bytes.count, !Byte.isWhitespace(bytes[index]), bytes[index] != Byte.equals,
                bytes[index] != Byte.greaterThan, bytes[index] != Byte.slash
            {
                index += 1
            }
            let attribute = String(decoding: bytes[attributeStart..<index].map(Byte.lower), as: UTF8.self)
            var value: [UInt8] = []
            var look = index
            while look < bytes.count, Byte.isWhitespace(bytes[look]) { look += 1 }
            if look < bytes.count, bytes[look] == Byte.equals {
                look += 1
                while look < bytes.count, Byte.isWhitespace(bytes[look]) { look += 1 }
                if look < bytes.count, bytes[look] == Byte.quote || bytes[look] == Byte.apostrophe {
                    let quote = bytes[look]
                    let close = bytes[(look + 1)...].firstIndex(of: quote) ?? bytes.count
                    value = Array(bytes[(look + 1)..<close])
                    index = min(close + 1, bytes.count)
                } else {
                    let valueStart = look
                    while look < bytes.count, !Byte.isWhitespace(bytes[look]), bytes[look] != Byte.greaterThan { look += 1 }
                    value = Array(bytes[valueStart..<look])
                    index = look
                }
            }
            if !attribute.isEmpty, attributes[attribute] == nil {
                attributes[attribute] = String(decoding: Entities.unescapeReferences(value), as: UTF8.self)
            }
        }
        position = min(index + 1, bytes.count)
        return .token(closing ? .end(name: name) : .start(name: name, attributes: attributes, selfClosing: selfClosing))
    }
}

extension Entities {
    /// The bytes with character references decoded (backslashes kept: this is HTML, not Markdown).
    static func unescapeReferences(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(Byte.ampersand) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == Byte.ampersand, let reference = reference(in: bytes, at: index) {
                result.append(contentsOf: reference.text)
                index = reference.end
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }
}
