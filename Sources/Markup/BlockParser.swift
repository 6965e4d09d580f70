/// The first pass of CommonMark parsing: lines into blocks (the strategy of the spec's appendix,
/// as in the reference implementations), iterative throughout.
struct BlockParser {
    var tree = MarkdownTree()
    var references: [String: LinkReference] = [:]
    var tip = 0
    var oldTip = 0
    var lastMatchedContainer = 0
    var line: [UInt8] = []
    var lineNumber = 0
    var offset = 0
    var column = 0
    var nextNonspace = 0
    var nextNonspaceColumn = 0
    var indent = 0
    var indented = false
    var blank = false
    var partiallyConsumedTab = false
    var allClosed = true
    var depth = 0
    /// The last run of spaces `findNextNonspace` crossed on this line (no tabs in it): its
    /// start and the first index after it. Each open container asks again from a little further
    /// on, so a line indented under 1,000 nested lists was scanned 1,000 times (cubic in depth).
    var spaceRun = (start: -1, end: -1)
    /// Where a thematic-break scan of this line failed, and for which marker (`isThematicBreak`).
    var thematicBreakMiss = (marker: UInt8(0), at: -1)

    /// Parses every line of `bytes` and finalizes the document.
    mutating func parse(_ bytes: [UInt8]) throws(MarkupFailure) {
        var start = 0
        var index = 0
        var lines = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Byte.newline || byte == Byte.carriageReturn {
                try incorporate(bytes[start..<index])
                lines += 1
                if byte == Byte.carriageReturn, index + 1 < bytes.count, bytes[index + 1] == Byte.newline { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { try incorporate(bytes[start..<bytes.count]) }
        while tip >= 0 {
            let parent = tree.nodes[tip].parent
            finalize(tip, lineNumber)
            tip = parent
        }
    }

    // MARK: - Positions in the line

    func peek(_ index: Int) -> UInt8? { index < line.count ? line[index] : nil }

    mutating func findNextNonspace() {
        if spaceRun.start >= 0, offset >= spaceRun.start, offset <= spaceRun.end, !partiallyConsumedTab {
            record(next: spaceRun.end, columns: column + (spaceRun.end - offset))
            return
        }
        var index = offset
        var columns = column
        var sawTab = false
        while index < line.count {
            let byte = line[index]
            if byte == Byte.space {
                index += 1
                columns += 1
            } else if byte == Byte.tab {
                index += 1
                columns += 4 - columns % 4
                sawTab = true
            } else {
                break
            }
        }
        spaceRun = sawTab ? (-1, -1) : (offset, index)
        record(next: index, columns: columns)
    }

    private mutating func record(next index: Int, columns: Int) {
        blank = index >= line.count
        nextNonspace = index
        nextNonspaceColumn = columns
        indent = nextNonspaceColumn - column
        indented = indent >= 4
    }

    mutating func advanceNextNonspace() {
        offset = nextNonspace
        column = nextNonspaceColumn
        partiallyConsumedTab = false
    }

    mutating func advanceOffset(_ amount: Int, columns: Bool) {
        var count = amount
        while count > 0, offset < line.count {
            if line[offset] == Byte.tab {
                let charsToTab = 4 - column % 4
                if columns {
                    partiallyConsumedTab = charsToTab > count
                    let advance = min(charsToTab, count)
                    column += advance
                    offset += partiallyConsumedTab ? 0 : 1
                    count -= advance
                } else {
                    partiallyConsumedTab = false
                    column += charsToTab
                    offset += 1
                    count -= 1
                }
            } else {
                partiallyConsumedTab = false
                offset += 1
                column += 1
                count -= 1
            }
        }
    }

    mutating func addLine() {
        if partiallyConsumedTab {
            offset += 1
            let charsToTab = 4 - column % 4
            tree.nodes[tip].content.append(contentsOf: repeatElement(Byte.space, count: charsToTab))
        }
        if offset < line.count { tree.nodes[tip].content.append(contentsOf: line[offset...]) }
        tree.nodes[tip].content.append(Byte.newline)
    }

    // MARK: - Tree building

    mutating func addChild(_ kind: NodeKind) throws(MarkupFailure) -> Int {
        while !tree.nodes[tip].kind.canContain(kind) { finalize(tip, lineNumber - 1) }
        var levels = 0
        var ancestor = tip
        while ancestor >= 0 {
            levels += 1
            ancestor = tree.nodes[ancestor].parent
        }
        if levels > MarkupLimits.maximumNesting { throw .nestingTooDeep(limit: MarkupLimits.maximumNesting) }
        let node = tree.make(kind)
        tree.nodes[node].startLine = lineNumber
        tree.append(node, to: tip)
        tip = node
        return node
    }

    mutating func closeUnmatchedBlocks() {
        guard !allClosed else { return }
        while oldTip != lastMatchedContainer {
            let parent = tree.nodes[oldTip].parent
            finalize(oldTip, lineNumber - 1)
            oldTip = parent
        }
        allClosed = true
    }

    // MARK: - One line

    mutating func incorporate(_ slice: ArraySlice<UInt8>) throws(MarkupFailure) {
        line = Array(slice)
        spaceRun = (-1, -1)
        thematicBreakMiss = (0, -1)
        if line.contains(0) { line = line.flatMap { $0 == 0 ? [0xEF, 0xBF, 0xBD] : [$0] } }
        var container = 0
        oldTip = tip
        offset = 0
        column = 0
        blank = false
        partiallyConsumedTab = false
        lineNumber += 1

        while true {
            let last = tree.nodes[container].lastChild
            guard last >= 0, tree.nodes[last].open else { break }
            container = last
            findNextNonspace()
            switch continues(container) {
            case .matched: continue
            case .failed:
                container = tree.nodes[container].parent
            case .lineDone:
                return
            }
            break
        }
        allClosed = container == oldTip
        lastMatchedContainer = container

        var matchedLeaf = tree.nodes[container].kind != .paragraph && tree.nodes[container].kind.acceptsLines
        starts: while !matchedLeaf {
            findNextNonspace()
            if !indented, nextNonspace >= line.count || !Self.maybeSpecial(line[nextNonspace]) {
                advanceNextNonspace()
                break starts
            }
            switch try startBlock(container) {
            case .none:
                advanceNextNonspace()
                break starts
            case .container:
                container = tip
            case .leaf:
                container = tip
                matchedLeaf = true
            }
        }

        if !allClosed, !blank, tree.nodes[tip].kind == .paragraph {
            addLine()
            return
        }
        closeUnmatchedBlocks()
        let kind = tree.nodes[container].kind
        if kind.acceptsLines {
            addLine()
            if kind == .htmlBlock, (1...5).contains(tree.nodes[container].htmlBlockType),
                HTMLBlocks.ends(type: tree.nodes[container].htmlBlockType, line: line, from: offset)
            {
                finalize(container, lineNumber)
            }
        } else if offset < line.count, !blank {
            _ = try addChild(.paragraph)
            advanceNextNonspace()
            addLine()
        }
    }

    static func maybeSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case Byte.hash, Byte.backtick, Byte.tilde, Byte.asterisk, Byte.plus, Byte.underscore, Byte.equals,
            Byte.lessThan, Byte.greaterThan, Byte.dash:
            return true
        default: return Byte.isDigit(byte)
        }
    }

    // MARK: - Finalizing

    mutating func finalize(_ block: Int, _ line: Int) {
        let parent = tree.nodes[block].parent
        tree.nodes[block].open = false
        tree.nodes[block].endLine = line
        switch tree.nodes[block].kind {
        case .paragraph:
            let (content, found) = takeReferenceDefinitions(tree.nodes[block].content)
            tree.nodes[block].content = content
            if found, content.isBlank { tree.unlink(block) }
        case .codeBlock:
            let content = tree.nodes[block].content
            if tree.nodes[block].isFenced {
                let newline = content.firstIndex(of: Byte.newline) ?? content.count
                tree.nodes[block].info = Entities.unescape(Array(content[..<newline]).trimmed())
                tree.nodes[block].content = newline < content.count ? Array(content[(newline + 1)...]) : []
            } else {
                tree.nodes[block].content = Self.droppingTrailingBlankLines(content)
            }
        case .htmlBlock:
            tree.nodes[block].content = Self.droppingTrailingLineEnds(tree.nodes[block].content)
        case .list:
            var tight = true
            var item = tree.nodes[block].firstChild
            outer: while item >= 0 {
                if endsWithBlankLine(item) {
                    tight = false
                    break
                }
                var sub = tree.nodes[item].firstChild
                while sub >= 0 {
                    if endsWithBlankLine(sub) {
                        tight = false
                        break outer
                    }
                    sub = tree.nodes[sub].next
                }
                item = tree.nodes[item].next
            }
            tree.nodes[block].list.tight = tight
            let last = tree.nodes[block].lastChild
            if last >= 0 { tree.nodes[block].endLine = tree.nodes[last].endLine }
        case .item:
            let last = tree.nodes[block].lastChild
            tree.nodes[block].endLine = last >= 0 ? tree.nodes[last].endLine : tree.nodes[block].startLine
        default: break
        }
        tip = parent
    }

    /// Whether a blank line separates `block` from the block after it.
    func endsWithBlankLine(_ block: Int) -> Bool {
        let next = tree.nodes[block].next
        return next >= 0 && tree.nodes[block].endLine != tree.nodes[next].startLine - 1
    }

    /// The lines without the blank ones at the end, ending in one line feed.
    static func droppingTrailingBlankLines(_ content: [UInt8]) -> [UInt8] {
        var lines = content.split(separator: Byte.newline, omittingEmptySubsequences: false)
        while let last = lines.last, last.allSatisfy(Byte.isSpaceOrTab) { lines.removeLast() }
        guard !lines.isEmpty else { return [] }
        var result: [UInt8] = []
        result.reserveCapacity(content.count)
        for line in lines {
            result.append(contentsOf: line)
            result.append(Byte.newline)
        }
        return result
    }

    /// An HTML block's text without its final line endings and the spaces between them.
    static func droppingTrailingLineEnds(_ content: [UInt8]) -> [UInt8] {
        var end = content.count
        while true {
            var probe = end
            while probe > 0, content[probe - 1] == Byte.space { probe -= 1 }
            guard probe > 0, content[probe - 1] == Byte.newline else { break }
            end = probe - 1
        }
        return Array(content[..<end])
    }
}

/// A link reference definition's target.
extension BlockParser {
    /// Reads the link reference definitions at the start of a paragraph's `content` into
    /// `references`; what is left, and whether any was read.
    mutating func takeReferenceDefinitions(_ content: [UInt8]) -> (rest: [UInt8], found: Bool) {
        guard content.first == Byte.openBracket else { return (content, false) }
        // The table moves into the parser and back, so adding to it never copies it; the
        // definitions are read in place, one after another (slicing the rest off after each
        // made 320,000 definitions quadratic).
        var inline = InlineParser(subject: content, references: references)
        references = [:]
        var start = 0
        while start < content.count, content[start] == Byte.openBracket {
            let end = inline.parseReference(from: start)
            guard end > start else { break }
            start = end
        }
        references = inline.references
        return (start == 0 ? content : Array(content[start...]), start > 0)
    }
}

struct LinkReference {
    var destination: [UInt8]
    var title: [UInt8]
}
