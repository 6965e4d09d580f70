/// Writes a parsed Markdown tree as HTML, the way the CommonMark spec's examples show it.
/// Walks the tree with a loop (enter and exit events), never by recursion.
struct HTMLRenderer {
    var output: [UInt8] = []
    var disableTags = 0

    mutating func lineEnd() {
        if let last = output.last, last != Byte.newline { output.append(Byte.newline) }
    }

    mutating func tag(_ text: String) {
        if disableTags == 0 { output.append(text) }
    }

    /// The HTML of the whole tree.
    mutating func render(_ tree: MarkdownTree) -> [UInt8] {
        output.reserveCapacity(tree.nodes.count * 16)
        var node = 0
        var entering = true
        while true {
            visit(tree, node, entering: entering)
            let current = tree.nodes[node]
            if entering, current.kind.isContainer {
                if current.firstChild >= 0 {
                    node = current.firstChild
                } else {
                    entering = false
                }
            } else if node == 0 {
                break
            } else if current.next >= 0 {
                node = current.next
                entering = true
            } else {
                node = current.parent
                entering = false
            }
        }
        return output
    }

    mutating func visit(_ tree: MarkdownTree, _ index: Int, entering: Bool) {
        let node = tree.nodes[index]
        switch node.kind {
        case .document: break
        case .text: Entities.appendEscaped(node.content, to: &output)
        case .softBreak: output.append(Byte.newline)
        case .lineBreak:
            tag("<br />")
            lineEnd()
        case .code:
            tag("<code>")
            Entities.appendEscaped(node.content, to: &output)
            tag("</code>")
        case .htmlInline: output.append(contentsOf: node.content)
        case .emphasis: tag(entering ? "<em>" : "</em>")
        case .strong: tag(entering ? "<strong>" : "</strong>")
        case .link:
            if entering {
                tag("<a href=\"")
                if disableTags == 0 {
                    Entities.appendEscaped(node.info, to: &output)
                    if !node.title.isEmpty {
                        output.append("\" title=\"")
                        Entities.appendEscaped(node.title, to: &output)
                    }
                }
                tag("\">")
            } else {
                tag("</a>")
            }
        case .image:
            if entering {
                if disableTags == 0 {
                    output.append("<img src=\"")
                    Entities.appendEscaped(node.info, to: &output)
                    output.append("\" alt=\"")
                }
                disableTags += 1
            } else {
                disableTags -= 1
                if disableTags == 0 {
                    if !node.title.isEmpty {
                        output.append("\" title=\"")
                        Entities.appendEscaped(node.title, to: &output)
                    }
                    output.append("\" />")
                }
            }
        case .paragraph:
            let parent = node.parent
            let grandparent = parent >= 0 ? tree.nodes[parent].parent : -1
            if grandparent >= 0, tree.nodes[grandparent].kind == .list, tree.nodes[grandparent].list.tight { return }
            if entering {
                lineEnd()
                tag("<p>")
            } else {
                tag("</p>")
                lineEnd()
            }
        case .heading:
            if entering {
                lineEnd()
                tag("<h\(node.level)>")
            } else {
                tag("</h\(node.level)>")
                lineEnd()
            }
        case .codeBlock:
            lineEnd()
            let language = node.info.split(whereSeparator: Byte.isWhitespace).first
            if let language, !language.isEmpty {
                tag("<pre><code class=\"language-")
                Entities.appendEscaped(language, to: &output)
                tag("\">")
            } else {
                tag("<pre><code>")
            }
            Entities.appendEscaped(node.content, to: &output)
            tag("</code></pre>")
            lineEnd()
        case .htmlBlock:
            lineEnd()
            output.append(contentsOf: node.content)
            lineEnd()
        case .thematicBreak:
            lineEnd()
            tag("<hr />")
            lineEnd()
        case .blockQuote:
            lineEnd()
            tag(entering ? "<blockquote>" : "</blockquote>")
            lineEnd()
        case .list:
            let name = node.list.ordered ? "ol" : "ul"
            lineEnd()
            if entering {
                tag(node.list.ordered && node.list.start != 1 ? "<ol start=\"\(node.list.start)\">" : "<\(name)>")
            } else {
                tag("</\(name)>")
            }
            lineEnd()
        case .item:
            if entering {
                tag("<li>")
            } else {
                tag("</li>")
                lineEnd()
            }
        }
    }
}
