extension InlineParser {
    /// Parses `block`'s content into its inline children.
    mutating func parseInlines(into tree: inout MarkdownTree, block: Int) {
        while let byte = peek() {
            switch byte {
            case Byte.newline: parseNewline(&tree, block)
            case Byte.backslash: parseBackslash(&tree, block)
            case Byte.backtick: parseBackticks(&tree, block)
            case Byte.asterisk, Byte.underscore: handleDelimiters(&tree, block, byte)
            case Byte.openBracket:
                let node = appendText(&tree, block, Array("[".utf8))
                position += 1
                addBracket(node: node, index: position - 1, image: false)
            case Byte.bang:
                position += 1
                if peek() == Byte.openBracket {
                    position += 1
                    let node = appendText(&tree, block, Array("![".utf8))
                    addBracket(node: node, index: position - 1, image: true)
                } else {
                    _ = appendText(&tree, block, [Byte.bang])
                }
            case Byte.closeBracket: parseCloseBracket(&tree, block)
            case Byte.lessThan: parseAngle(&tree, block)
            case Byte.ampersand:
                if let reference = Entities.reference(in: subject, at: position) {
                    _ = appendText(&tree, block, reference.text)
                    position = reference.end
                } else {
                    _ = appendText(&tree, block, [Byte.ampersand])
                    position += 1
                }
            default:
                let start = position
                position += 1
                while let next = peek(), !Self.isSpecial(next) { position += 1 }
                _ = appendText(&tree, block, Array(subject[start..<position]))
            }
        }
        processEmphasis(&tree, bottom: -1)
    }

    static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case Byte.newline, Byte.backslash, Byte.backtick, Byte.asterisk, Byte.underscore, Byte.openBracket, Byte.closeBracket,
            Byte.bang, Byte.lessThan, Byte.ampersand:
            return true
        default: return false
        }
    }

    @discardableResult
    mutating func appendText(_ tree: inout MarkdownTree, _ block: Int, _ text: [UInt8]) -> Int {
        let node = tree.make(.text)
        tree.nodes[node].content = text
        tree.append(node, to: block)
        return node
    }

    mutating func appendLeaf(_ tree: inout MarkdownTree, _ block: Int, _ kind: NodeKind, _ content: [UInt8] = []) {
        let node = tree.make(kind)
        tree.nodes[node].content = content
        tree.append(node, to: block)
    }

    mutating func parseNewline(_ tree: inout MarkdownTree, _ block: Int) {
        position += 1
        let last = tree.nodes[block].lastChild
        var hard = false
        if last >= 0, tree.nodes[last].kind == .text, tree.nodes[last].content.last == Byte.space {
            var content = tree.nodes[last].content
            hard = content.count >= 2 && content[content.count - 2] == Byte.space
            while content.last == Byte.space { content.removeLast() }
            tree.nodes[last].content = content
        }
        appendLeaf(&tree, block, hard ? .lineBreak : .softBreak)
        while let byte = peek(), Byte.isSpaceOrTab(byte) { position += 1 }
    }

    mutating func parseBackslash(_ tree: inout MarkdownTree, _ block: Int) {
        position += 1
        if peek() == Byte.newline {
            position += 1
            appendLeaf(&tree, block, .lineBreak)
            while let byte = peek(), Byte.isSpaceOrTab(byte) { position += 1 }
        } else if let byte = peek(), Byte.isASCIIPunctuation(byte) {
            position += 1
            appendText(&tree, block, [byte])
        } else {
            appendText(&tree, block, [Byte.backslash])
        }
    }

    /// The starts of every maximal backtick run, by length (computed once per subject).
    mutating func runStarts(length: Int) -> [Int] {
        if backtickRuns == nil {
            var runs: [Int: [Int]] = [:]
            var index = 0
            while index < subject.count {
                if subject[index] == Byte.backtick {
                    let start = index
                    while index < subject.count, subject[index] == Byte.backtick { index += 1 }
                    runs[index - start, default: []].append(start)
                } else {
                    index += 1
                }
            }
            backtickRuns = runs
        }
        return backtickRuns?[length] ?? []
    }

    mutating func parseBackticks(_ tree: inout MarkdownTree, _ block: Int) {
        let start = position
        while peek() == Byte.backtick { position += 1 }
        let length = position - start
        let afterOpen = position
        let starts = runStarts(length: length)
        // The first run of the same length after the opener (binary search).
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < afterOpen { low = middle + 1 } else { high = middle }
        }
        guard low < starts.count else {
            appendText(&tree, block, Array(subject[start..<afterOpen]))
            return
        }
        let close = starts[low]
        var content = subject[afterOpen..<close].map { $0 == Byte.newline ? Byte.space : $0 }
        if content.count >= 2, content.first == Byte.space, content.last == Byte.space,
            content.contains(where: { $0 != Byte.space })
        {
            content = Array(content[1..<(content.count - 1)])
        }
        appendLeaf(&tree, block, .code, content)
        position = close + length
    }

    mutating func parseAngle(_ tree: inout MarkdownTree, _ block: Int) {
        if let (destination, label, end) = autolink() {
            let link = tree.make(.link)
            tree.nodes[link].info = destination
            tree.append(link, to: block)
            let text = tree.make(.text)
            tree.nodes[text].content = label
            tree.append(text, to: link)
            position = end
        } else if let end = HTMLSyntax.rawHTML(subject, at: position, closers: &htmlClosers) {
            appendLeaf(&tree, block, .htmlInline, Array(subject[position..<end]))
            position = end
        } else {
            appendText(&tree, block, [Byte.lessThan])
            position += 1
        }
    }

    /// `<scheme:...>` or `<address@host>` at the position.
    func autolink() -> (destination: [UInt8], label: [UInt8], end: Int)? {
        let start = position + 1
        guard
            let close = subject[start...].firstIndex(where: { $0 == Byte.greaterThan || $0 == Byte.lessThan || $0 <= Byte.space }
            ),
            subject[close] == Byte.greaterThan
        else { return nil }
        let inner = Array(subject[start..<close])
        if Self.isURI(inner) { return (Entities.normalizeURI(inner), inner, close + 1) }
        if Self.isEmail(inner) { return (Entities.normalizeURI(Array("mailto:".utf8) + inner), inner, close + 1) }
        return nil
    }

    static func isURI(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first, Byte.isLetter(first), let colon = bytes.firstIndex(of: Byte.colon) else { return false }
        let schemeLength = colon
        guard schemeLength >= 2, schemeLength <= 32 else { return false }
        return bytes[1..<colon].allSatisfy { Byte.isAlphanumeric($0) || $0 == Byte.plus || $0 == Byte.dot || $0 == Byte.dash }
    }

    static func isEmail(_ bytes: [UInt8]) -> Bool {
        guard let at = bytes.firstIndex(of: 0x40), at > 0 else { return false }
        let localAllowed = Set(".!#$%&'*+/=?^_`{|}~-".utf8)
        guard bytes[..<at].allSatisfy({ Byte.isAlphanumeric($0) || localAllowed.contains($0) }) else { return false }
        let domain = bytes[(at + 1)...]
        guard !domain.isEmpty else { return false }
        for label in domain.split(separator: Byte.dot, omittingEmptySubsequences: false) {
            guard let first = label.first, let last = label.last, label.count <= 63, Byte.isAlphanumeric(first),
                Byte.isAlphanumeric(last), label.allSatisfy({ Byte.isAlphanumeric($0) || $0 == Byte.dash })
            else { return false }
        }
        return true
    }
}
