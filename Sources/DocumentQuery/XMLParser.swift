// Extensible Markup Language (XML) 1.0 (Fifth Edition), W3C Recommendation: documents (2.1),
// characters and names (2.2–2.3, names approximated: any non-ASCII character is a name
// character), comments (2.5), processing instructions (2.6), CDATA sections (2.7), the
// prolog with its XML declaration and a DOCTYPE that is skipped whole (2.8), elements and
// attributes (3.1, values normalised as 3.3.3 does for CDATA attributes), character and the five
// predefined entity references (4.1, 4.6). No DTD is read, so no entity it declares is expanded
// (no "billion laughs"), and no external entity is ever fetched. Namespace prefixes are kept in
// the names as written.

/// Reads a well-formed XML document into a tree; the first error ends it.
struct XMLDocumentParser {
    let bytes: [UInt8]
    var position = 0
    var tree: TreeAssembler
    let maximumDepth: Int

    init(_ text: String, limits: DocumentLimits) {
        var bytes = normalizedLineEnds(text)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
        tree = TreeAssembler(maximumNodes: limits.maximumNodes)
        maximumDepth = limits.maximumDepth
    }

    /// The document's tree.
    mutating func parse() throws -> DocumentTree {
        skipSpace()
        if hasPrefix("<?xml"), position + 5 < bytes.count, isSpace(bytes[position + 5]) {
            guard let end = find("?>", from: position) else { throw error("the XML declaration has no closing '?>'") }
            position = end + 2
        }
        var seenDoctype = false
        var seenRoot = false
        while true {
            skipSpace()
            guard position < bytes.count else { break }
            if hasPrefix("<!--") {
                try comment(into: 0)
            } else if hasPrefix("<?") {
                try processingInstruction(into: 0)
            } else if hasPrefix("<!DOCTYPE") {
                if seenDoctype || seenRoot { throw error("a DOCTYPE may only come once, before the root element") }
                try skipDoctype()
                seenDoctype = true
            } else if bytes[position] == UInt8(ascii: "<"), !seenRoot {
                try content()
                seenRoot = true
            } else if seenRoot {
                throw error(bytes[position] == UInt8(ascii: "<") ? "a second root element" : "text after the root element")
            } else {
                throw error("expected '<' to start the root element")
            }
        }
        if !seenRoot { throw error("the document has no root element") }
        return tree.finish(isHTML: false)
    }

    /// The root element and everything inside it, with an explicit stack of open elements.
    private mutating func content() throws {
        var open: [(index: Int, name: String, start: Int)] = []
        repeat {
            let parent = open.last?.index ?? 0
            guard position < bytes.count else {
                let unclosed = open[open.count - 1]
                throw error("the element '\(unclosed.name)' is not closed", at: unclosed.start)
            }
            if bytes[position] == UInt8(ascii: "<") {
                if hasPrefix("</") {
                    guard let element = open.popLast() else { throw error("an end tag without a start tag") }
                    try endTag(closing: element.name)
                } else if hasPrefix("<!--") {
                    try comment(into: parent)
                } else if hasPrefix("<![CDATA[") {
                    try cdata(into: parent)
                } else if hasPrefix("<?") {
                    try processingInstruction(into: parent)
                } else if hasPrefix("<!") {
                    throw error("'<!' here starts neither a comment nor a CDATA section")
                } else {
                    if open.count >= maximumDepth {
                        throw error("elements nest deeper than \(maximumDepth) levels, the limit")
                    }
                    let start = position
                    let (element, isEmpty) = try startTag(into: parent)
                    if !isEmpty { open.append((element, tree.name(of: element), start)) }
                }
            } else {
                try text(into: parent)
            }
        } while !open.isEmpty
    }

    private mutating func text(into parent: Int) throws {
        var output: [UInt8] = []
        while position < bytes.count, bytes[position] != UInt8(ascii: "<") {
            if bytes[position] == UInt8(ascii: "&") {
                output.append(contentsOf: try reference())
            } else {
                if bytes[position] == UInt8(ascii: "]"), hasPrefix("]]>") { throw error("']]>' may not appear in text") }
                output.append(bytes[position])
                position += 1
            }
        }
        try tree.appendText(String(decoding: output, as: UTF8.self), to: parent)
    }

    // MARK: Byte helpers

    func hasPrefix(_ text: String, at start: Int? = nil) -> Bool {
        var index = start ?? position
        for byte in text.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    func find(_ text: String, from start: Int) -> Int? {
        var index = start
        let first = text.utf8.first
        while index < bytes.count {
            if bytes[index] == first, hasPrefix(text, at: index) { return index }
            index += 1
        }
        return nil
    }

    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    mutating func skipSpace() {
        while position < bytes.count, isSpace(bytes[position]) { position += 1 }
    }

    func error(_ message: String, at offset: Int? = nil) -> DocumentQueryError {
        let (line, column) = lineAndColumn(of: offset ?? position, in: bytes)
        return .xml(line: line, column: column, message)
    }

    /// What the next character is, for messages: `'x'` or "the end of the document".
    var found: String {
        guard position < bytes.count else { return "the end of the document" }
        let end = min(position + 4, bytes.count)
        let character = String(decoding: bytes[position..<end], as: UTF8.self).first.map { String($0) } ?? "?"
        return "'\(character)'"
    }
}
