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
            let firstChild = tree.nodes[node].firstChild
            let next = tree.nodes[node].next
            if entering, tree.nodes[node].kind.isContainer {
                if firstChild >= 0 {
                    node = firstChild
                } else {
                    entering = false
                }
            } else if node == 0 {
                break
            } else if next >= 0 {
                node = next
                entering = true
            } else {
                node = tree.nodes[node].parent
                entering = false
            }
        }
        return output
    }

    /// Writes one node on entering or leaving it (fields read in place: no copy of the node).
    mutating func visit(_ tree: MarkdownTree, _ index: Int, entering: Bool) {
        let kind = tree.nodes[index].kind
        switch kind {
        case .document: break
        case .text: Entities.appendEscaped(tree.nodes[index].content, to: &output)
        case .softBreak: output.append(Byte.newline)
        case .lineBreak:
            tag("<br />")
            lineEnd()
        case .code:
            tag("<code>")
            Entities.appendEscaped(tree.nodes[index].content, to: &output)
            tag("</code>")
        case .htmlInline: output.append(contentsOf: tree.nodes[index].content)
        case .emphasis: tag(entering ? "<em>" : "</em>")
        case .strong: tag(entering ? "<strong>" : "</strong>")
        case .link: link(tree, index, entering: entering)
        case .image: image(tree, index, entering: entering)
        case .paragraph: paragraph(tree, index, entering: entering)
        case .heading:
            if entering {
                lineEnd()
                tag("<h\(tree.nodes[index].level)>")
            } else {
                tag("</h\(tree.nodes[index].level)>")
                lineEnd()
            }
        case .codeBlock: codeBlock(tree, index)
        case .htmlBlock:
            lineEnd()
            output.append(contentsOf: tree.nodes[index].content)
            lineEnd()
        case .thematicBreak:
            lineEnd()
            tag("<hr />")
            lineEnd()
        case .blockQuote:
            lineEnd()
            tag(entering ? "<blockquote>" : "</blockquote>")
            lineEnd()
        case .list: list(tree, index, entering: entering)
        case .item:
            if entering {
                tag("<li>")
            } else {
                tag("</li>")
                lineEnd()
            }
        }
    }

    /// `<a href="…" title="…">` on entering, `</a>` on leaving.
    mutating func link(_ tree: MarkdownTree, _ index: Int, entering: Bool) {
        if entering {
            tag("<a href=\"")
            if disableTags == 0 {
                Entities.appendEscaped(tree.nodes[index].info, to: &output)
                if !tree.nodes[index].title.isEmpty {
                    output.append("\" title=\"")
                    Entities.appendEscaped(tree.nodes[index].title, to: &output)
                }
            }
            tag("\">")
        } else {
            tag("</a>")
        }
    }

    /// `<img src="…" alt="` on entering; the alt text is the image's text with tags off; the title
    /// and `" />` on leaving.
    mutating func image(_ tree: MarkdownTree, _ index: Int, entering: Bool) {
        if entering {
            if disableTags == 0 {
                output.append("<img src=\"")
                Entities.appendEscaped(tree.nodes[index].info, to: &output)
                output.append("\" alt=\"")
            }
            disableTags += 1
        } else {
            disableTags -= 1
            if disableTags == 0 {
                if !tree.nodes[index].title.isEmpty {
                    output.append("\" title=\"")
                    Entities.appendEscaped(tree.nodes[index].title, to: &output)
                }
                output.append("\" />")
            }
        }
    }

    /// `<p>…</p>` on its own lines, except in a tight list, where the paragraph is only its text.
    mutating func paragraph(_ tree: MarkdownTree, _ index: Int, entering: Bool) {
        let parent = tree.nodes[index].parent
        let grandparent = parent >= 0 ? tree.nodes[parent].parent : -1
        if grandparent >= 0, tree.nodes[grandparent].kind == .list, tree.nodes[grandparent].list.tight { return }
        if entering {
            lineEnd()
            tag("<p>")
        } else {
            tag("</p>")
            lineEnd()
        }
    }

    /// `<pre><code class="language-…">` with the escaped content.
    mutating func codeBlock(_ tree: MarkdownTree, _ index: Int) {
        lineEnd()
        let language = tree.nodes[index].info.split(whereSeparator: Byte.isWhitespace).first
        if let language, !language.isEmpty {
            tag("<pre><code class=\"language-")
            Entities.appendEscaped(language, to: &output)
            tag("\">")
        } else {
            tag("<pre><code>")
        }
        Entities.appendEscaped(tree.nodes[index].content, to: &output)
        tag("</code></pre>")
        lineEnd()
    }

    /// `<ul>` or `<ol start="N">` on entering, the closing tag on leaving.
    mutating func list(_ tree: MarkdownTree, _ index: Int, entering: Bool) {
        let name = tree.nodes[index].list.ordered ? "ol" : "ul"
        lineEnd()
        if entering {
            tag(
                tree.nodes[index].list.ordered && tree.nodes[index].list.start != 1
                    ? "<ol start=\"\(tree.nodes[index].list.start)\">" : "<\(name)>")
        } else {
            tag("</\(name)>")
        }
        lineEnd()
    }
}
