/// The second pass of CommonMark parsing: a paragraph's or heading's text into inline nodes
/// (code spans, emphasis by the delimiter-run algorithm, links, images, autolinks, raw HTML…).
struct InlineParser {
    /// One run of `*` or `_` that may open or close emphasis.
    struct Delimiter {
        var node: Int
        var char: UInt8
        var count: Int
        var originalCount: Int
        var canOpen: Bool
        var canClose: Bool
        var previous: Int
        var next: Int
    }

    /// One `[` or `![` that may start a link or image.
    struct Bracket {
        var node: Int
        var previousDelimiter: Int
        var index: Int
        var image: Bool
        var active = true
        var bracketAfter = false
    }

    var subject: [UInt8]
    var position = 0
    var references: [String: LinkReference]
    var delimiters: [Delimiter] = []
    var lastDelimiter = -1
    var brackets: [Bracket] = []
    var backtickRuns: [Int: [Int]]?
    var htmlClosers = HTMLSyntax.Closers()

    init(subject: [UInt8], references: [String: LinkReference]) {
        self.subject = subject
        self.references = references
    }

    func peek() -> UInt8? { position < subject.count ? subject[position] : nil }

    // MARK: - Link pieces (shared with reference definitions)

    /// Spaces and tabs with at most one line ending among them.
    mutating func skipSpacesAndOneNewline() {
        while let byte = peek(), Byte.isSpaceOrTab(byte) { position += 1 }
        if peek() == Byte.newline {
            position += 1
            while let byte = peek(), Byte.isSpaceOrTab(byte) { position += 1 }
        }
    }

    /// `[label]` of at most 999 characters: its length with the brackets, or 0.
    mutating func parseLinkLabel() -> Int {
        guard peek() == Byte.openBracket else { return 0 }
        var index = position + 1
        while index < subject.count, index - position <= 1000 {
            switch subject[index] {
            case Byte.backslash:
                index += 2
            case Byte.openBracket: return 0
            case Byte.closeBracket:
                let length = index + 1 - position
                guard length <= 1001 else { return 0 }
                position = index + 1
                return length
            default: index += 1
            }
        }
        return 0
    }

    mutating func parseLinkDestination() -> [UInt8]? {
        if peek() == Byte.lessThan {
            var index = position + 1
            while index < subject.count {
                let byte = subject[index]
                if byte == Byte.backslash, index + 1 < subject.count, Byte.isASCIIPunctuation(subject[index + 1]) {
                    index += 2
                } else if byte == Byte.greaterThan {
                    let inner = Array(subject[(position + 1)..<index])
                    position = index + 1
                    return Entities.normalizeURI(Entities.unescape(inner))
                } else if byte == Byte.lessThan || byte == Byte.newline {
                    return nil
                } else {
                    index += 1
                }
            }
            return nil
        }
        let start = position
        var depth = 0
        while let byte = peek() {
            if byte == Byte.backslash, position + 1 < subject.count, Byte.isASCIIPunctuation(subject[position + 1]) {
                position += 2
            } else if byte == Byte.openParen {
                // Nested parentheses stop at 32 levels (as cmark does), keeping the scan linear.
                guard depth < 32 else {
                    position = start
                    return nil
                }
                depth += 1
                position += 1
            } else if byte == Byte.closeParen {
                if depth < 1 { break }
                depth -= 1
                position += 1
            } else if byte <= Byte.space || byte == 0x7F {
                break
            } else {
                position += 1
            }
        }
        if position == start, peek() != Byte.closeParen { return nil }
        if depth != 0 {
            position = start
            return nil
        }
        return Entities.normalizeURI(Entities.unescape(Array(subject[start..<position])))
    }

    mutating func parseLinkTitle() -> [UInt8]? {
        guard let open = peek() else { return nil }
        let close: UInt8
        switch open {
        case Byte.quote, Byte.apostrophe: close = open
        case Byte.openParen: close = Byte.closeParen
        default: return nil
        }
        var index = position + 1
        while index < subject.count {
            let byte = subject[index]
            if byte == Byte.backslash, index + 1 < subject.count, Byte.isASCIIPunctuation(subject[index + 1]) {
                index += 2
            } else if byte == close {
                let inner = Array(subject[(position + 1)..<index])
                position = index + 1
                return Entities.unescape(inner)
            } else if open == Byte.openParen, byte == Byte.openParen {
                return nil
            } else {
                index += 1
            }
        }
        return nil
    }

    /// A link reference definition at `start` of the subject: the index just past it, or `start`
    /// when there is none.
    mutating func parseReference(from start: Int) -> Int {
        position = start
        let labelLength = parseLinkLabel()
        guard labelLength > 0 else { return start }
        let rawLabel = Array(subject[start..<(start + labelLength)])
        guard peek() == Byte.colon else {
            position = start
            return start
        }
        position += 1
        skipSpacesAndOneNewline()
        guard let destination = parseLinkDestination() else {
            position = start
            return start
        }
        let beforeTitle = position
        skipSpacesAndOneNewline()
        var title: [UInt8]?
        if position != beforeTitle { title = parseLinkTitle() }
        if title == nil { position = beforeTitle }
        var atLineEnd = spaceToLineEnd()
        if !atLineEnd, title != nil {
            title = nil
            position = beforeTitle
            atLineEnd = spaceToLineEnd()
        }
        guard atLineEnd else {
            position = start
            return start
        }
        let label = Entities.normalizeLabel(rawLabel)
        guard !label.isEmpty else {
            position = start
            return start
        }
        if references[label] == nil { references[label] = LinkReference(destination: destination, title: title ?? []) }
        return position
    }

    /// Consumes spaces and tabs to a line ending (included) or the end: whether it got there.
    mutating func spaceToLineEnd() -> Bool {
        var index = position
        while index < subject.count, Byte.isSpaceOrTab(subject[index]) { index += 1 }
        if index == subject.count {
            position = index
            return true
        }
        if subject[index] == Byte.newline {
            position = index + 1
            return true
        }
        return false
    }
}
