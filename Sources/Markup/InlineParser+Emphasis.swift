extension InlineParser {
    /// A run of `*` or `_`: a text node and, when it may open or close, a delimiter.
    mutating func handleDelimiters(_ tree: inout MarkdownTree, _ block: Int, _ char: UInt8) {
        let start = position
        while peek() == char { position += 1 }
        let count = position - start
        let before = ScalarClass.scalar(before: start, in: subject)
        let after = ScalarClass.scalar(at: position, in: subject)
        let afterIsWhitespace = ScalarClass.isWhitespace(after)
        let afterIsPunctuation = ScalarClass.isPunctuation(after)
        let beforeIsWhitespace = ScalarClass.isWhitespace(before)
        let beforeIsPunctuation = ScalarClass.isPunctuation(before)
        let leftFlanking = !afterIsWhitespace && (!afterIsPunctuation || beforeIsWhitespace || beforeIsPunctuation)
        let rightFlanking = !beforeIsWhitespace && (!beforeIsPunctuation || afterIsWhitespace || afterIsPunctuation)
        let canOpen: Bool
        let canClose: Bool
        if char == Byte.underscore {
            canOpen = leftFlanking && (!rightFlanking || beforeIsPunctuation)
            canClose = rightFlanking && (!leftFlanking || afterIsPunctuation)
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        let node = appendText(&tree, block, Array(subject[start..<position]))
        guard canOpen || canClose else { return }
        delimiters.append(
            Delimiter(
                node: node, char: char, count: count, originalCount: count, canOpen: canOpen, canClose: canClose,
                previous: lastDelimiter, next: -1))
        let index = delimiters.count - 1
        if lastDelimiter >= 0 { delimiters[lastDelimiter].next = index }
        lastDelimiter = index
    }

    mutating func removeDelimiter(_ index: Int) {
        let previous = delimiters[index].previous
        let next = delimiters[index].next
        if previous >= 0 { delimiters[previous].next = next }
        if next >= 0 { delimiters[next].previous = previous } else { lastDelimiter = previous }
        delimiters[index].previous = -1
        delimiters[index].next = -1
    }

    /// The delimiter-run algorithm over the delimiters above `bottom` (-1: all of them).
    mutating func processEmphasis(_ tree: inout MarkdownTree, bottom: Int) {
        // openersBottom[char(0: *, 1: _)][closer can open][original count % 3]
        var openersBottom = [Int](repeating: bottom, count: 12)
        var closer = lastDelimiter == bottom ? -1 : lastDelimiter
        while closer >= 0, delimiters[closer].previous != bottom { closer = delimiters[closer].previous }
        while closer >= 0 {
            let closing = delimiters[closer]
            guard closing.canClose else {
                closer = closing.next
                continue
            }
            let bottomIndex = (closing.char == Byte.underscore ? 6 : 0) + (closing.canOpen ? 3 : 0) + closing.originalCount % 3
            var opener = closing.previous
            var found = false
            while opener >= 0, opener != bottom, opener != openersBottom[bottomIndex] {
                let opening = delimiters[opener]
                let oddMatch =
                    (closing.canOpen || opening.canClose) && closing.originalCount % 3 != 0
                    && (opening.originalCount + closing.originalCount) % 3 == 0
                if opening.char == closing.char, opening.canOpen, !oddMatch {
                    found = true
                    break
                }
                opener = opening.previous
            }
            let oldCloser = closer
            if found {
                let used = closing.count >= 2 && delimiters[opener].count >= 2 ? 2 : 1
                let openerNode = delimiters[opener].node
                let closerNode = closing.node
                delimiters[opener].count -= used
                delimiters[closer].count -= used
                tree.nodes[openerNode].content.removeLast(used)
                tree.nodes[closerNode].content.removeLast(used)
                let emphasis = tree.make(used == 1 ? .emphasis : .strong)
                var child = tree.nodes[openerNode].next
                while child >= 0, child != closerNode {
                    let next = tree.nodes[child].next
                    tree.append(child, to: emphasis)
                    child = next
                }
                tree.insert(emphasis, after: openerNode)
                // The delimiters between opener and closer are gone.
                delimiters[opener].next = closer
                delimiters[closer].previous = opener
                if delimiters[opener].count == 0 {
                    tree.unlink(openerNode)
                    removeDelimiter(opener)
                }
                if delimiters[closer].count == 0 {
                    tree.unlink(closerNode)
                    let next = delimiters[closer].next
                    removeDelimiter(closer)
                    closer = next
                }
            } else {
                closer = closing.next
                openersBottom[bottomIndex] = delimiters[oldCloser].previous
                if !closing.canOpen { removeDelimiter(oldCloser) }
            }
        }
        while lastDelimiter >= 0, lastDelimiter != bottom { removeDelimiter(lastDelimiter) }
    }

    mutating func addBracket(node: Int, index: Int, image: Bool) {
        if !brackets.isEmpty { brackets[brackets.count - 1].bracketAfter = true }
        brackets.append(Bracket(node: node, previousDelimiter: lastDelimiter, index: index, image: image))
    }

    mutating func parseCloseBracket(_ tree: inout MarkdownTree, _ block: Int) {
        position += 1
        let afterBracket = position
        guard let opener = brackets.last else {
            appendText(&tree, block, [Byte.closeBracket])
            return
        }
        guard opener.active else {
            appendText(&tree, block, [Byte.closeBracket])
            brackets.removeLast()
            return
        }
        var destination: [UInt8]?
        var title: [UInt8] = []
        var matched = false
        if peek() == Byte.openParen {
            position += 1
            skipSpacesAndOneNewline()
            if let found = parseLinkDestination() {
                let afterDestination = position
                skipSpacesAndOneNewline()
                if position > afterDestination, let parsedTitle = parseLinkTitle() {
                    title = parsedTitle
                    skipSpacesAndOneNewline()
                }
                if peek() == Byte.closeParen {
                    position += 1
                    destination = found
                    matched = true
                }
            }
            if !matched { position = afterBracket }
        }
        if !matched {
            let beforeLabel = position
            let labelLength = parseLinkLabel()
            var label: [UInt8]?
            if labelLength > 2 {
                label = Array(subject[beforeLabel..<(beforeLabel + labelLength)])
            } else if !opener.bracketAfter {
                label = Array(subject[opener.index..<afterBracket])
            }
            if labelLength == 0 { position = afterBracket }
            if let label, let reference = references[Entities.normalizeLabel(label)] {
                destination = reference.destination
                title = reference.title
                matched = true
            }
        }
        guard matched, let destination else {
            brackets.removeLast()
            position = afterBracket
            appendText(&tree, block, [Byte.closeBracket])
            return
        }
        let link = tree.make(opener.image ? .image : .link)
        tree.nodes[link].info = destination
        tree.nodes[link].title = title
        var child = tree.nodes[opener.node].next
        while child >= 0 {
            let next = tree.nodes[child].next
            tree.append(child, to: link)
            child = next
        }
        tree.append(link, to: block)
        processEmphasis(&tree, bottom: opener.previousDelimiter)
        brackets.removeLast()
        tree.unlink(opener.node)
        if !opener.image {
            for index in brackets.indices where !brackets[index].image { brackets[index].active = false }
        }
    }
}
