/// HTML to Markdown (in the spirit of html2text) and to plain text, for the common tags: p, br,
/// h1–h6, strong/b, em/i, a, img, ul/ol/li, pre/code, blockquote, hr and tables (as text).
/// Unknown tags keep their text; script, style and head content is dropped. Iterative throughout.
public enum HTMLConverter {
    /// The Markdown of `html`.
    public static func markdown(_ html: String) throws(MarkupFailure) -> String {
        try convert(html, markdown: true)
    }

    /// The plain text of `html`: blocks on their own lines, list items marked, table cells tab-separated.
    public static func text(_ html: String) throws(MarkupFailure) -> String {
        try convert(html, markdown: false)
    }

    /// One open element the conversion keeps track of.
    private struct Open {
        var name: String
        var closing: String = ""
        var prefix = false
        var list: (ordered: Bool, next: Int)?
    }

    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]
    static let droppedElements: Set<String> = ["script", "style", "head", "title", "template", "noscript"]
    static let paragraphs: Set<String> = ["p", "address", "figure", "figcaption", "details", "summary", "dl", "center", "table"]
    static let lineBlocks: Set<String> = [
        "div", "section", "article", "header", "footer", "main", "nav", "aside", "form", "fieldset", "dt", "dd",
        "thead", "tbody", "tfoot", "caption",
    ]

    /// The conversion, refusing more than `sizeLimit` bytes (tests use a small limit).
    static func convert(
        _ html: String, markdown: Bool, sizeLimit: Int = MarkupLimits.maximumInputBytes
    ) throws(MarkupFailure) -> String {
        let size = html.utf8.count
        guard size <= sizeLimit else { throw .inputTooLarge(bytes: size, limit: sizeLimit) }
        var tokens = HTMLTokenizer(html)
        var conversion = Conversion(markdown: markdown)
        while let token = tokens.next() {
            switch token {
            case .text(let bytes):
                let text = String(decoding: bytes, as: UTF8.self)
                if conversion.preDepth > 0 { conversion.writer.preformatted(text) } else { conversion.writer.text(text) }
            case .end(let name):
                let boundary: Set<String> = name == "li" ? ["ul", "ol"] : (name == "td" || name == "th") ? ["tr", "table"] : []
                conversion.closeElement(name, boundary: boundary)
            case .start(let name, let attributes, let selfClosing):
                if droppedElements.contains(name) {
                    if !selfClosing { tokens.skipRawText(until: name) }
                    continue
                }
                try conversion.start(name, attributes: attributes, selfClosing: selfClosing)
            }
        }
        while let open = conversion.stack.popLast() { conversion.close(open) }
        return conversion.writer.finish()
    }

    /// The text written so far and the elements open around it.
    private struct Conversion {
        let markdown: Bool
        var writer: TextWriter
        var stack: [Open] = []
        var preDepth = 0
        var cellIndex = 0
        /// Blank lines between blocks: one empty line in Markdown, none in plain text.
        let separation: Int

        init(markdown: Bool) {
            self.markdown = markdown
            writer = TextWriter(markdown: markdown)
            separation = markdown ? 2 : 1
        }

        /// An element's start tag: the ends it implies, what it writes, and the element kept open.
        mutating func start(_ name: String, attributes: [String: String], selfClosing: Bool) throws(MarkupFailure) {
            // Implied ends: a new paragraph, item, row or cell closes the open one.
            switch name {
            case "p": closeElement("p", boundary: ["div", "blockquote", "li", "td", "th"])
            case "li": closeElement("li", boundary: ["ul", "ol"])
            case "tr": closeElement("tr", boundary: ["table"])
            case "td", "th":
                closeElement("td", boundary: ["tr", "table"])
                closeElement("th", boundary: ["tr", "table"])
            default: break
            }
            var open = Open(name: name)
            if !startInline(name, attributes: attributes, &open) { startBlock(name, attributes: attributes, &open) }
            if !voidElements.contains(name), !selfClosing {
                guard stack.count < MarkupLimits.maximumNesting else { throw .nestingTooDeep(limit: MarkupLimits.maximumNesting) }
                stack.append(open)
            }
        }

        /// Line breaks, images, emphasis, code and links; false for any other element.
        mutating func startInline(_ name: String, attributes: [String: String], _ open: inout Open) -> Bool {
            switch name {
            case "br": writer.lineBreak()
            case "img":
                let alt = attributes["alt"] ?? ""
                if markdown, let source = attributes["src"] {
                    writer.raw("![")
                    writer.text(alt)
                    writer.raw("](\(destination(source))\(title(attributes)))")
                } else {
                    writer.text(alt)
                }
            case "strong", "b": mark("**", &open)
            case "em", "i": mark("_", &open)
            case "code", "kbd", "samp", "tt":
                if markdown, preDepth > 0, writer.output.hasSuffix("```"),
                    let language = attributes["class"]?.split(separator: " ").first(where: { $0.hasPrefix("language-") })
                {
                    writer.output += language.dropFirst("language-".count)
                }
                if markdown, preDepth == 0 {
                    mark("`", &open)
                    writer.verbatim += 1
                }
            case "a":
                if markdown, let href = attributes["href"], !href.isEmpty {
                    writer.raw("[")
                    open.closing = "](\(destination(href))\(title(attributes)))"
                }
            default: return false
            }
            return true
        }

        /// In Markdown, writes `delimiter` and closes the element with it.
        mutating func mark(_ delimiter: String, _ open: inout Open) {
            guard markdown else { return }
            writer.raw(delimiter)
            open.closing = delimiter
        }

        /// Rules, headings, preformatted text, quotes, lists, table rows and cells, other blocks.
        mutating func startBlock(_ name: String, attributes: [String: String], _ open: inout Open) {
            switch name {
            case "hr":
                writer.block(separation)
                if markdown { writer.raw("* * *") }
                writer.block(separation)
            case "h1", "h2", "h3", "h4", "h5", "h6":
                writer.block(separation)
                if markdown, let level = Int(name.dropFirst()) { writer.raw(String(repeating: "#", count: level) + " ") }
            case "pre":
                writer.block(separation)
                if markdown {
                    writer.raw("```")
                    writer.block(1)
                }
                preDepth += 1
            case "blockquote":
                writer.block(separation)
                if markdown {
                    writer.prefixes.append(TextWriter.Prefix(first: "> ", rest: "> "))
                    open.prefix = true
                }
            case "ul", "ol":
                let nested = stack.contains { $0.name == "li" }
                writer.block(nested ? 1 : separation)
                open.list = (name == "ol", Int(attributes["start"] ?? "") ?? 1)
            case "li":
                writer.block(1)
                var marker = markdown ? "- " : "• "
                if let listIndex = stack.lastIndex(where: { $0.list != nil }), let list = stack[listIndex].list, list.ordered {
                    marker = "\(list.next). "
                    stack[listIndex].list = (true, list.next + 1)
                }
                writer.prefixes.append(TextWriter.Prefix(first: marker, rest: String(repeating: " ", count: marker.count)))
                open.prefix = true
            case "tr":
                writer.block(1)
                cellIndex = 0
            case "td", "th":
                if cellIndex > 0 { writer.raw(markdown ? " | " : "\t") }
                cellIndex += 1
            default:
                if paragraphs.contains(name) { writer.block(separation) }
                if lineBlocks.contains(name) { writer.block(1) }
            }
        }

        /// Writes what ends `open`: its closing delimiter, the end of its prefix, the break after it.
        mutating func close(_ open: Open) {
            if !open.closing.isEmpty { writer.raw(open.closing, closing: true) }
            if open.closing == "`" { writer.verbatim -= 1 }
            if open.prefix, !writer.prefixes.isEmpty { writer.prefixes.removeLast() }
            switch open.name {
            case "pre":
                preDepth -= 1
                if markdown {
                    writer.block(1)
                    writer.raw("```")
                }
                writer.block(separation)
            case "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "hr":
                writer.block(separation)
            default:
                if paragraphs.contains(open.name) { writer.block(separation) }
                if lineBlocks.contains(open.name) || open.name == "li" || open.name == "tr" { writer.block(1) }
            }
        }

        /// Closes elements down to and including the innermost `name` (nothing when it is not open
        /// or when a boundary element comes first).
        mutating func closeElement(_ name: String, boundary: Set<String> = []) {
            guard let index = stack.lastIndex(where: { $0.name == name || boundary.contains($0.name) }), stack[index].name == name
            else { return }
            while stack.count > index { close(stack.removeLast()) }
        }
    }

    /// A link destination as Markdown writes it: in angle brackets when it has spaces or parentheses.
    static func destination(_ url: String) -> String {
        url.contains(where: { $0 == " " || $0 == "(" || $0 == ")" })
            ? "<\(url.replacingAll("<", "%3C").replacingAll(">", "%3E"))>" : url
    }

    static func title(_ attributes: [String: String]) -> String {
        guard let title = attributes["title"], !title.isEmpty else { return "" }
        return " \"\(title.replacingAll("\"", "\\\""))\""
    }
}

extension String {
    /// Every `target` replaced by `replacement` (without Foundation).
    func replacingAll(_ target: Character, _ replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
