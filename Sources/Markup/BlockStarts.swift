/// Whether an open block goes on through the current line.
enum Continuation { case matched, failed, lineDone }

/// What a block start found at the current position.
enum BlockStart { case none, container, leaf }

extension BlockParser {
    /// Consumes the line's part that continues `container` (a `>`, an item's indentation…).
    mutating func continues(_ container: Int) -> Continuation {
        switch tree.nodes[container].kind {
        case .document, .list: return .matched
        case .blockQuote:
            guard !indented, peek(nextNonspace) == Byte.greaterThan else { return .failed }
            advanceNextNonspace()
            advanceOffset(1, columns: false)
            if let byte = peek(offset), Byte.isSpaceOrTab(byte) { advanceOffset(1, columns: true) }
            return .matched
        case .item:
            if blank {
                if tree.nodes[container].firstChild < 0 { return .failed }
                advanceNextNonspace()
            } else if indent >= tree.nodes[container].list.markerOffset + tree.nodes[container].list.padding {
                advanceOffset(tree.nodes[container].list.markerOffset + tree.nodes[container].list.padding, columns: true)
            } else {
                return .failed
            }
            return .matched
        case .heading, .thematicBreak: return .failed
        case .codeBlock:
            if tree.nodes[container].isFenced {
                if indent <= 3, peek(nextNonspace) == tree.nodes[container].fenceChar {
                    var end = nextNonspace
                    while end < line.count, line[end] == tree.nodes[container].fenceChar { end += 1 }
                    let length = end - nextNonspace
                    var rest = end
                    while rest < line.count, Byte.isSpaceOrTab(line[rest]) { rest += 1 }
                    if length >= tree.nodes[container].fenceLength, rest == line.count {
                        finalize(container, lineNumber)
                        return .lineDone
                    }
                }
                var skip = tree.nodes[container].fenceOffset
                while skip > 0, let byte = peek(offset), Byte.isSpaceOrTab(byte) {
                    advanceOffset(1, columns: true)
                    skip -= 1
                }
            } else if indent >= 4 {
                advanceOffset(4, columns: true)
            } else if blank {
                advanceNextNonspace()
            } else {
                return .failed
            }
            return .matched
        case .htmlBlock:
            return blank && (tree.nodes[container].htmlBlockType == 6 || tree.nodes[container].htmlBlockType == 7)
                ? .failed : .matched
        case .paragraph: return blank ? .failed : .matched
        default: return .matched
        }
    }

    /// Tries each block start, in the spec's order, at the next non-space character.
    mutating func startBlock(_ container: Int) throws(MarkupFailure) -> BlockStart {
        let byte = peek(nextNonspace) ?? 0
        let containerKind = tree.nodes[container].kind
        if !indented {
            switch byte {
            case Byte.greaterThan:
                advanceNextNonspace()
                advanceOffset(1, columns: false)
                if let next = peek(offset), Byte.isSpaceOrTab(next) { advanceOffset(1, columns: true) }
                closeUnmatchedBlocks()
                _ = try addChild(.blockQuote)
                return .container
            case Byte.hash:
                if let result = try atxHeading() { return result }
            case Byte.backtick, Byte.tilde:
                if let result = try fencedCode(byte) { return result }
            case Byte.lessThan:
                if let result = try htmlBlock(containerKind) { return result }
            default: break
            }
            if containerKind == .paragraph, byte == Byte.equals || byte == Byte.dash, let result = setextHeading(container, byte)
            {
                return result
            }
            if byte == Byte.asterisk || byte == Byte.underscore || byte == Byte.dash, isThematicBreak(byte) {
                closeUnmatchedBlocks()
                _ = try addChild(.thematicBreak)
                advanceOffset(line.count - offset, columns: false)
                return .leaf
            }
        }
        if !indented || containerKind == .list, let data = parseListMarker(containerKind) {
            closeUnmatchedBlocks()
            let tipNode = tree.nodes[tip]
            if tipNode.kind != .list || !Self.listsMatch(tipNode.list, data) {
                let list = try addChild(.list)
                tree.nodes[list].list = data
            }
            let item = try addChild(.item)
            tree.nodes[item].list = data
            return .container
        }
        if indented, tree.nodes[tip].kind != .paragraph, !blank {
            advanceOffset(4, columns: true)
            closeUnmatchedBlocks()
            _ = try addChild(.codeBlock)
            return .leaf
        }
        return .none
    }

    static func listsMatch(_ list: ListData, _ item: ListData) -> Bool {
        list.ordered == item.ordered && list.delimiter == item.delimiter && list.bulletChar == item.bulletChar
    }

    mutating func atxHeading() throws(MarkupFailure) -> BlockStart? {
        var end = nextNonspace
        while end < line.count, line[end] == Byte.hash { end += 1 }
        let level = end - nextNonspace
        guard level <= 6, end == line.count || Byte.isSpaceOrTab(line[end]) else { return nil }
        advanceNextNonspace()
        advanceOffset(level, columns: false)
        closeUnmatchedBlocks()
        let heading = try addChild(.heading)
        tree.nodes[heading].level = level
        var content = offset < line.count ? Array(line[offset...]) : []
        // The closing sequence: spaces, #s, spaces at the end (all of it when the content is only that).
        var stop = content.count
        while stop > 0, Byte.isSpaceOrTab(content[stop - 1]) { stop -= 1 }
        var hashes = stop
        while hashes > 0, content[hashes - 1] == Byte.hash { hashes -= 1 }
        if hashes < stop {
            if hashes == 0 || content[..<hashes].allSatisfy(Byte.isSpaceOrTab) {
                content = []
            } else if Byte.isSpaceOrTab(content[hashes - 1]) {
                content = Array(content[..<hashes])
            }
        }
        tree.nodes[heading].content = content
        advanceOffset(line.count - offset, columns: false)
        return .leaf
    }

    mutating func fencedCode(_ fence: UInt8) throws(MarkupFailure) -> BlockStart? {
        var end = nextNonspace
        while end < line.count, line[end] == fence { end += 1 }
        let length = end - nextNonspace
        guard length >= 3 else { return nil }
        if fence == Byte.backtick, line[end...].contains(Byte.backtick) { return nil }
        closeUnmatchedBlocks()
        let block = try addChild(.codeBlock)
        tree.nodes[block].isFenced = true
        tree.nodes[block].fenceLength = length
        tree.nodes[block].fenceChar = fence
        tree.nodes[block].fenceOffset = indent
        advanceNextNonspace()
        advanceOffset(length, columns: false)
        return .leaf
    }

    mutating func htmlBlock(_ containerKind: NodeKind) throws(MarkupFailure) -> BlockStart? {
        let lazyParagraph = !allClosed && !blank && tree.nodes[tip].kind == .paragraph
        for type in 1...7 {
            guard HTMLBlocks.starts(type: type, line: line, at: nextNonspace) else { continue }
            if type == 7, containerKind == .paragraph || lazyParagraph { return nil }
            closeUnmatchedBlocks()
            let block = try addChild(.htmlBlock)
            tree.nodes[block].htmlBlockType = type
            return .leaf
        }
        return nil
    }

    mutating func setextHeading(_ container: Int, _ marker: UInt8) -> BlockStart? {
        var end = nextNonspace
        while end < line.count, line[end] == marker { end += 1 }
        while end < line.count, Byte.isSpaceOrTab(line[end]) { end += 1 }
        guard end == line.count else { return nil }
        closeUnmatchedBlocks()
        let content = takeReferenceDefinitions(tree.nodes[container].content).rest
        guard !content.isEmpty else { return nil }
        let heading = tree.make(.heading)
        tree.nodes[heading].level = marker == Byte.equals ? 1 : 2
        tree.nodes[heading].content = content
        tree.nodes[heading].startLine = tree.nodes[container].startLine
        tree.insert(heading, after: container)
        tree.unlink(container)
        tip = heading
        advanceOffset(line.count - offset, columns: false)
        return .leaf
    }

    /// Whether the rest of the line is a thematic break of `marker`. A scan that fails at some
    /// byte fails from every start before it too, so that byte is remembered for the line: a
    /// line of 50,000 `* ` and a letter was scanned once per nested list (quadratic).
    mutating func isThematicBreak(_ marker: UInt8) -> Bool {
        if thematicBreakMiss.marker == marker, nextNonspace <= thematicBreakMiss.at { return false }
        var count = 0
        for index in nextNonspace..<line.count {
            let byte = line[index]
            if byte == marker {
                count += 1
            } else if !Byte.isSpaceOrTab(byte) {
                thematicBreakMiss = (marker, index)
                return false
            }
        }
        return count >= 3
    }

    /// A list marker at the next non-space character, consuming it and the spaces after it.
    mutating func parseListMarker(_ containerKind: NodeKind) -> ListData? {
        guard indent < 4, nextNonspace < line.count else { return nil }
        var data = ListData()
        data.markerOffset = indent
        let first = line[nextNonspace]
        var markerLength = 0
        if first == Byte.asterisk || first == Byte.plus || first == Byte.dash {
            data.bulletChar = first
            markerLength = 1
        } else if Byte.isDigit(first) {
            var end = nextNonspace
            var number = 0
            while end < line.count, Byte.isDigit(line[end]), end - nextNonspace < 9 {
                number = number * 10 + Int(line[end] - 0x30)
                end += 1
            }
            guard end < line.count, line[end] == Byte.dot || line[end] == Byte.closeParen else { return nil }
            guard containerKind != .paragraph || number == 1 else { return nil }
            data.ordered = true
            data.start = number
            data.delimiter = line[end]
            markerLength = end + 1 - nextNonspace
        } else {
            return nil
        }
        let after = nextNonspace + markerLength
        guard after >= line.count || Byte.isSpaceOrTab(line[after]) else { return nil }
        if containerKind == .paragraph, !line[after...].contains(where: { !Byte.isSpaceOrTab($0) }) { return nil }
        advanceNextNonspace()
        advanceOffset(markerLength, columns: true)
        let spacesStartColumn = column
        let spacesStartOffset = offset
        repeat {
            advanceOffset(1, columns: true)
        } while column - spacesStartColumn < 5 && peek(offset).map(Byte.isSpaceOrTab) == true
        let blankItem = peek(offset) == nil
        let spacesAfterMarker = column - spacesStartColumn
        if spacesAfterMarker >= 5 || spacesAfterMarker < 1 || blankItem {
            data.padding = markerLength + 1
            column = spacesStartColumn
            offset = spacesStartOffset
            partiallyConsumedTab = false
            if let byte = peek(offset), Byte.isSpaceOrTab(byte) { advanceOffset(1, columns: true) }
        } else {
            data.padding = markerLength + spacesAfterMarker
        }
        return data
    }
}
