// WHATWG HTML, 13.2.5 "Tokenization", simplified: tags, attributes (quoted, unquoted, bare),
// comments (`<!-->` and unterminated ones included), doctypes, bogus comments (`<?…>`, `<!…>`,
// `</ …>`), and the RAWTEXT/RCDATA/PLAINTEXT content the tree builder asks for.

/// One token of an HTML document.
enum HTMLLexToken {
    case text(String)
    case start(name: String, attributes: [NodeAttribute], selfClosing: Bool)
    case end(name: String)
    case comment(String)
    case doctype(name: String)
}

/// Reads HTML bytes into tokens; never fails (a `<` that starts nothing is text).
struct HTMLLexer {
    let bytes: [UInt8]
    var position = 0

    init(_ text: String) {
        var bytes = normalizedLineEnds(text)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
    }

    /// The next token, or nil at the end of the input.
    mutating func next() -> HTMLLexToken? {
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: "<") {
            if let token = markup() { return token }
            // A tag the input ends inside is dropped.
            guard position < bytes.count else { return nil }
        }
        let start = position
        position += 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
        return .text(HTMLCharacterReferences.decode(bytes[start..<position], inAttribute: false))
    }

    /// The text up to the end tag `</name` (consumed), decoded when `decode` (RCDATA).
    mutating func rawText(until name: String, decode: Bool) -> String {
        let start = position
        var end = bytes.count
        var search = position
        while search + 1 < bytes.count {
            if bytes[search] == UInt8(ascii: "<"), bytes[search + 1] == UInt8(ascii: "/"), endsRawText(name, at: search + 2) {
                end = search
                break
            }
            search += 1
        }
        position = end
        if end < bytes.count {
            position = end + 2 + name.utf8.count
            skipToTagEnd()
        }
        let slice = bytes[start..<end]
        return decode ? HTMLCharacterReferences.decode(slice, inAttribute: false) : String(decoding: slice, as: UTF8.self)
    }

    /// The rest of the input as text (`<plaintext>`).
    mutating func remainder() -> String {
        defer { position = bytes.count }
        return String(decoding: bytes[position...], as: UTF8.self)
    }

    private func endsRawText(_ name: String, at start: Int) -> Bool {
        var index = start
        for byte in name.utf8 {
            guard index < bytes.count, bytes[index] | 0x20 == byte else { return false }
            index += 1
        }
        return index == bytes.count || isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/")
            || bytes[index] == UInt8(ascii: ">")
    }

    /// Moves past the next `>` (the rest of an end tag), quotes not considered, as end tags have none.
    private mutating func skipToTagEnd() {
        while position < bytes.count, bytes[position] != UInt8(ascii: ">") { position += 1 }
        position = min(position + 1, bytes.count)
    }

    /// The markup a `<` at `position` starts, or nil when it is text.
    private mutating func markup() -> HTMLLexToken? {
        let next = position + 1
        guard next < bytes.count else { return nil }
        let byte = bytes[next]
        if isLetter(byte) { return tag(closing: false, nameAt: next) }
        if byte == UInt8(ascii: "/") {
            guard next + 1 < bytes.count else { return nil }
            if isLetter(bytes[next + 1]) { return tag(closing: true, nameAt: next + 1) }
            if bytes[next + 1] == UInt8(ascii: ">") {
                position = next + 2
                return .text("")  // `</>` is dropped
            }
            return bogusComment(from: next + 1)
        }
        if byte == UInt8(ascii: "?") { return bogusComment(from: next) }
        if byte == UInt8(ascii: "!") { return declaration(at: next + 1) }
        return nil
    }

    private mutating func declaration(at start: Int) -> HTMLLexToken {
        if hasPrefix("--", at: start) {
            let body = start + 2
            for shortEnd in [">", "->"] where hasPrefix(shortEnd, at: body) {
                position = body + shortEnd.utf8.count
                return .comment("")
            }
            var index = body
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "-"), hasPrefix("-->", at: index) || hasPrefix("--!>", at: index) {
                    position = index + (bytes[index + 2] == UInt8(ascii: "!") ? 4 : 3)
                    return .comment(String(decoding: bytes[body..<index], as: UTF8.self))
                }
                index += 1
            }
            position = bytes.count
            var text = bytes[body...]
            while text.last == UInt8(ascii: "-") { text = text.dropLast() }
            return .comment(String(decoding: text, as: UTF8.self))
        }
        if hasPrefix("doctype", at: start, ignoringCase: true) {
            var index = start + 7
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
            let name = String(decoding: bytes[nameStart..<index].map(lower), as: UTF8.self)
            position = index
            skipToTagEnd()
            return .doctype(name: name)
        }
        return bogusComment(from: start)
    }

    private mutating func bogusComment(from start: Int) -> HTMLLexToken {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
        position = min(end + 1, bytes.count)
        return .comment(String(decoding: bytes[start..<end], as: UTF8.self))
    }

    private func hasPrefix(_ text: String, at start: Int, ignoringCase: Bool = false) -> Bool {
        var index = start
        for byte in text.utf8 {
            guard index < bytes.count, (ignoringCase ? lower(bytes[index]) : bytes[index]) == byte else { return false }
            index += 1
        }
        return true
    }

    func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}
