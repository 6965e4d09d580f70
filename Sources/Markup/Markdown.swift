/// Markdown to HTML, following CommonMark 0.31.2.
public enum Markdown {
    /// The HTML of `markdown`: blocks (headings, paragraphs, block quotes, lists, code, thematic
    /// breaks, HTML blocks, link reference definitions) and inlines (emphasis, code spans, links,
    /// images, autolinks, raw HTML, entities, escapes, breaks), as the CommonMark spec renders them.
    public static func html(_ markdown: String) throws(MarkupFailure) -> String {
        try html(markdown, sizeLimit: MarkupLimits.maximumInputBytes)
    }

    /// The HTML of `markdown`, refusing more than `sizeLimit` bytes (tests use a small limit).
    static func html(_ markdown: String, sizeLimit: Int) throws(MarkupFailure) -> String {
        let size = markdown.utf8.count
        guard size <= sizeLimit else { throw .inputTooLarge(bytes: size, limit: sizeLimit) }
        var bytes = Array(markdown.utf8)
        // A byte order mark at the start is not text (as cmark reads it).
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var parser = BlockParser()
        try parser.parse(bytes)
        var tree = parser.tree
        let blockCount = tree.nodes.count
        for index in 0..<blockCount {
            let kind = tree.nodes[index].kind
            guard kind == .paragraph || kind == .heading, tree.nodes[index].parent >= 0 || index == 0 else { continue }
            let subject = tree.nodes[index].content.trimmed()
            tree.nodes[index].content = []
            var inline = InlineParser(subject: subject, references: parser.references)
            inline.parseInlines(into: &tree, block: index)
        }
        var renderer = HTMLRenderer()
        return String(decoding: renderer.render(tree), as: UTF8.self)
    }
}
