/// Scanners for CommonMark's raw HTML: tags, comments, processing instructions, declarations, CDATA.
/// Each returns the index just past what it matched, or nil.
enum HTMLSyntax {
    /// Where each closing sequence of raw HTML next occurs, remembered across one subject's scans:
    /// without it, a subject of many `<?`, `<![CDATA[`, `<!--` or `<!X` with no closing sequence
    /// scanned to its end from every opener (400 KB of `a <!-- -- ` took 25 s). Positions asked
    /// only grow within a subject, so each sequence is searched across the subject once.
    struct Closers {
        private var found: [String: (from: Int, at: Int?)] = [:]

        /// The first index at or after `offset` where `needle` starts, or nil.
        mutating func next(_ needle: String, in bytes: [UInt8], from offset: Int) -> Int? {
            if let known = found[needle], known.from <= offset {
                guard let at = known.at else { return nil }
                if at >= offset { return at }
            }
            let at = bytes.firstIndex(of: needle, from: offset)
            found[needle] = (offset, at)
            return at
        }
    }

    /// Any raw HTML construct that starts at `start` (which holds `<`).
    static func rawHTML(_ bytes: [UInt8], at start: Int, closers: inout Closers) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        switch bytes[start + 1] {
        case Byte.slash: return closingTag(bytes, at: start)
        case Byte.question:
            guard let end = closers.next("?>", in: bytes, from: start + 2) else { return nil }
            return end + 2
        case Byte.bang:
            if bytes.hasPrefix("<!--", at: start, ignoringCase: false) { return comment(bytes, at: start, closers: &closers) }
            if bytes.hasPrefix("<![CDATA[", at: start, ignoringCase: false) {
                guard let end = closers.next("]]>", in: bytes, from: start + 9) else { return nil }
                return end + 3
            }
            guard start + 2 < bytes.count, Byte.isLetter(bytes[start + 2]) else { return nil }
            guard let end = closers.next(">", in: bytes, from: start + 2) else { return nil }
            return end + 1
        default: return openTag(bytes, at: start, closers: &closers)
        }
    }

    static func comment(_ bytes: [UInt8], at start: Int, closers: inout Closers) -> Int? {
        if bytes.hasPrefix("<!-->", at: start, ignoringCase: false) { return start + 5 }
        if bytes.hasPrefix("<!--->", at: start, ignoringCase: false) { return start + 6 }
        guard let end = closers.next("-->", in: bytes, from: start + 4) else { return nil }
        return end + 3
    }

    static func tagName(_ bytes: [UInt8], at start: Int) -> Int? {
        guard start < bytes.count, Byte.isLetter(bytes[start]) else { return nil }
        var index = start + 1
        while index < bytes.count, Byte.isAlphanumeric(bytes[index]) || bytes[index] == Byte.dash { index += 1 }
        return index
    }

    static func skipWhitespace(_ bytes: [UInt8], _ start: Int) -> Int {
        var index = start
        while index < bytes.count, Byte.isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    /// `<name attributes... /?>`.
    static func openTag(_ bytes: [UInt8], at start: Int, closers: inout Closers) -> Int? {
        guard var index = tagName(bytes, at: start + 1) else { return nil }
        while true {
            let afterSpace = skipWhitespace(bytes, index)
            guard afterSpace < bytes.count else { return nil }
            if bytes[afterSpace] == Byte.greaterThan { return afterSpace + 1 }
            if bytes[afterSpace] == Byte.slash {
                return afterSpace + 1 < bytes.count && bytes[afterSpace + 1] == Byte.greaterThan ? afterSpace + 2 : nil
            }
            guard afterSpace > index, let attributeEnd = attribute(bytes, at: afterSpace, closers: &closers) else { return nil }
            index = attributeEnd
        }
    }

    static func attribute(_ bytes: [UInt8], at start: Int, closers: inout Closers) -> Int? {
        guard start < bytes.count else { return nil }
        let first = bytes[start]
        guard Byte.isLetter(first) || first == Byte.underscore || first == Byte.colon else { return nil }
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            guard
                Byte.isAlphanumeric(byte) || byte == Byte.underscore || byte == Byte.dot || byte == Byte.colon
                    || byte == Byte.dash
            else { break }
            index += 1
        }
        let beforeValue = skipWhitespace(bytes, index)
        guard beforeValue < bytes.count, bytes[beforeValue] == Byte.equals else { return index }
        let valueStart = skipWhitespace(bytes, beforeValue + 1)
        guard valueStart < bytes.count else { return nil }
        let quote = bytes[valueStart]
        if quote == Byte.quote || quote == Byte.apostrophe {
            guard let close = closers.next(quote == Byte.quote ? "\"" : "'", in: bytes, from: valueStart + 1) else { return nil }
            return close + 1
        }
        var end = valueStart
        while end < bytes.count {
            let byte = bytes[end]
            if byte <= Byte.space || byte == Byte.quote || byte == Byte.apostrophe || byte == Byte.equals || byte == Byte.lessThan
                || byte == Byte.greaterThan || byte == Byte.backtick
            {
                break
            }
            end += 1
        }
        return end > valueStart ? end : nil
    }

    /// `</name >`.
    static func closingTag(_ bytes: [UInt8], at start: Int) -> Int? {
        guard let nameEnd = tagName(bytes, at: start + 2) else { return nil }
        let index = skipWhitespace(bytes, nameEnd)
        return index < bytes.count && bytes[index] == Byte.greaterThan ? index + 1 : nil
    }
}

/// The seven kinds of HTML block: how each starts and ends.
enum HTMLBlocks {
    static let literalNames = ["script", "pre", "textarea", "style"]
    static let blockNames: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col", "colgroup",
        "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "frame",
        "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link",
        "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "search", "section",
        "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
    ]

    /// Whether a block of `type` starts at `start` of `line`.
    static func starts(type: Int, line: [UInt8], at start: Int) -> Bool {
        switch type {
        case 1:
            for name in literalNames where line.hasPrefix("<" + name, at: start) {
                let after = start + 1 + name.utf8.count
                if after >= line.count || Byte.isWhitespace(line[after]) || line[after] == Byte.greaterThan { return true }
            }
            return false
        case 2: return line.hasPrefix("<!--", at: start, ignoringCase: false)
        case 3: return line.hasPrefix("<?", at: start, ignoringCase: false)
        case 4:
            return line.hasPrefix("<!", at: start, ignoringCase: false) && start + 2 < line.count
                && Byte.isLetter(line[start + 2])
        case 5: return line.hasPrefix("<![CDATA[", at: start, ignoringCase: false)
        case 6:
            var nameStart = start + 1
            if nameStart < line.count, line[nameStart] == Byte.slash { nameStart += 1 }
            var nameEnd = nameStart
            while nameEnd < line.count, Byte.isAlphanumeric(line[nameEnd]) { nameEnd += 1 }
            guard nameEnd > nameStart else { return false }
            let name = String(decoding: line[nameStart..<nameEnd].map(Byte.lower), as: UTF8.self)
            guard blockNames.contains(name) else { return false }
            if nameEnd >= line.count || Byte.isWhitespace(line[nameEnd]) || line[nameEnd] == Byte.greaterThan { return true }
            return line.hasPrefix("/>", at: nameEnd, ignoringCase: false)
        default:
            let end: Int?
            if start + 1 < line.count, line[start + 1] == Byte.slash {
                end = HTMLSyntax.closingTag(line, at: start)
            } else {
                var closers = HTMLSyntax.Closers()
                end = HTMLSyntax.openTag(line, at: start, closers: &closers)
            }
            guard let end else { return false }
            return line[end...].allSatisfy(Byte.isWhitespace)
        }
    }

    /// Whether the line (from `start`) holds the end condition of a block of `type` 1–5.
    static func ends(type: Int, line: [UInt8], from start: Int) -> Bool {
        switch type {
        case 1: return literalNames.contains { line.firstIndex(of: "</" + $0 + ">", from: start) != nil }
        case 2: return line.firstIndex(of: "-->", from: start) != nil
        case 3: return line.firstIndex(of: "?>", from: start) != nil
        case 4: return line[min(start, line.count)...].contains(Byte.greaterThan)
        case 5: return line.firstIndex(of: "]]>", from: start) != nil
        default: return false
        }
    }
}
