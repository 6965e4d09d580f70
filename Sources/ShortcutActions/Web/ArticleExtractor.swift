import Foundation
import Markup
import ShortcutEngine

/// A small readability-style reader of a web page, what Get Article stands on. Its rules:
/// - the text of `script`, `style`, `noscript`, `template`, `svg`, `nav`, `header`, `footer`,
///   `aside`, `form` and `button` is dropped;
/// - the title is `og:title`, else the first `<h1>` of the article, else `<title>`;
/// - the author is `<meta name="author">`, `article:author`, else the text of a `rel="author"` link;
/// - the published date is `article:published_time`, `<meta name="date">`, else the first
///   `<time datetime>`;
/// - the body is the paragraphs (text between block tags) of the first `<article>` with text,
///   else of `<main>`, else of the element whose `<p>` children hold the most text; the
///   article's first `<h1>` is its title, left out of the body;
/// - the main image is `og:image`, else the first `<img src>` of the body's element; the excerpt
///   is `og:description` or `<meta name="description">`, else the body's first paragraph; the URL
///   is `og:url` or `<link rel="canonical">`, else the page's; relative URLs are resolved against it.
/// One pass over the tokens with an explicit stack: no recursion, whatever the nesting.
enum ArticleExtractor {
    /// Elements whose text is never the article's.
    static let dropped: Set<String> = [
        "script", "style", "noscript", "template", "svg", "nav", "header", "footer", "aside", "form", "button", "head",
    ]
    /// Elements whose text runs to their end tag without tags inside.
    static let rawText: Set<String> = ["script", "style", "textarea", "title"]
    /// Elements with no end tag.
    static let void: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]
    /// Tags that end a paragraph of text.
    static let blocks: Set<String> = [
        "p", "div", "section", "article", "main", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "blockquote",
        "pre", "br", "hr", "tr", "td", "th", "table", "figure", "figcaption", "dd", "dt", "body",
    ]

    /// The tags whose attributes or text the reader looks at, beyond paragraphs.
    enum Tag {
        case meta, link, image, time, heading, anchor

        /// Each tag's role, by lowercased tag name.
        static let roles: [String: Tag] = [
            "meta": .meta, "link": .link, "img": .image, "time": .time, "h1": .heading, "a": .anchor,
        ]
    }

    /// One paragraph of text and where it stood.
    private struct Paragraph {
        var text: String
        /// The element (by number) that holds it, the nearest article and main around it.
        var container: Int
        var article: Int?
        var main: Int?
        /// Whether it came from a `<p>`.
        var isP: Bool
    }

    /// One open element.
    private struct Open {
        var name: String
        var number: Int
    }

    /// The article in `html`, read from the page at `url` (nil for HTML given as text).
    static func article(_ html: String, url: URL?) -> Value {
        var tokens = HTMLTokenizer(html)
        var page = PageReading()
        while let token = tokens.next() {
            switch token {
            case .text(let bytes): page.text(String(decoding: bytes, as: UTF8.self))
            case .start(let name, let attributes, let selfClosing):
                page.note(name, attributes)
                if blocks.contains(name) { page.flush() }
                if rawText.contains(name), !selfClosing, name != "title" {
                    tokens.skipRawText(until: name)
                    continue
                }
                guard !void.contains(name), !selfClosing else { continue }
                page.open(name)
            case .end(let name): page.end(name)
            }
        }
        page.flush()
        let body = chooseBody(page.paragraphs)
        return build(
            meta: page.meta, pageTitle: page.pageTitle, firstH1: page.firstH1, authorLink: page.authorLink,
            firstTime: page.firstTime, body: body, images: page.images, canonical: page.canonical, url: url)
    }

    /// What one pass over a page gathers: its text in paragraphs with the elements they sit in,
    /// its meta tags, title, first heading, author link, first time, images and canonical link.
    private struct PageReading {
        var stack: [Open] = []
        var counter = 0
        /// Open elements whose text is not the article's (navigation, asides, forms…).
        var droppedDepth = 0
        var buffer = ""
        var paragraphs: [Paragraph] = []
        var meta: [String: String] = [:]
        var pageTitle = ""
        var firstH1: String?
        var h1Buffer: String?
        var authorLink: String?
        var authorBuffer: String?
        var firstTime: String?
        var images: [(container: Int, source: String)] = []
        var canonical: String?

        mutating func text(_ text: String) {
            if stack.last?.name == "title" {
                pageTitle += text
                return
            }
            if h1Buffer != nil { h1Buffer? += text }
            if authorBuffer != nil { authorBuffer? += text }
            if droppedDepth == 0 { buffer += text }
        }

        /// What a start tag tells about the page, by the element's role.
        mutating func note(_ name: String, _ attributes: [String: String]) {
            switch Tag.roles[name] {
            case .meta?:
                let key = (attributes["property"] ?? attributes["name"] ?? attributes["itemprop"] ?? "").lowercased()
                if !key.isEmpty, let content = attributes["content"], meta[key] == nil { meta[key] = content }
            case .link?:
                if attributes["rel"]?.lowercased() == "canonical", canonical == nil { canonical = attributes["href"] }
            case .image?:
                if droppedDepth == 0, let source = attributes["src"], !source.isEmpty {
                    images.append((stack.last?.number ?? 0, source))
                }
            case .time?:
                if firstTime == nil, let datetime = attributes["datetime"] { firstTime = datetime }
            case .heading? where firstH1 == nil && droppedDepth == 0: h1Buffer = ""
            case .anchor? where attributes["rel"]?.lowercased() == "author" && authorLink == nil: authorBuffer = ""
            case .heading?, .anchor?, nil: break
            }
        }

        /// An element that holds text: numbered, so paragraphs know their container.
        mutating func open(_ name: String) {
            if name == "p", stack.last?.name == "p" { stack.removeLast() }
            counter += 1
            stack.append(Open(name: name, number: counter))
            if dropped.contains(name) { droppedDepth += 1 }
        }

        mutating func end(_ name: String) {
            if blocks.contains(name) { flush() }
            if name == "h1", let text = h1Buffer {
                firstH1 = text
                h1Buffer = nil
            }
            if name == "a", let text = authorBuffer {
                authorLink = text
                authorBuffer = nil
            }
            guard let index = stack.lastIndex(where: { $0.name == name }) else { return }
            for open in stack[index...] where dropped.contains(open.name) { droppedDepth -= 1 }
            stack.removeSubrange(index...)
        }

        /// The text gathered since the last block boundary, as a paragraph of its container.
        mutating func flush() {
            let text = buffer.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            buffer = ""
            guard !text.isEmpty, droppedDepth == 0 else { return }
            let container = stack.last?.number ?? 0
            let article = stack.last { $0.name == "article" }?.number
            let main = stack.last { $0.name == "main" }?.number
            let isP = stack.last?.name == "p"
            let holder = isP ? (stack.dropLast().last?.number ?? 0) : container
            paragraphs.append(Paragraph(text: text, container: holder, article: article, main: main, isP: isP))
        }
    }

    /// The article's paragraphs and the element numbers they came from.
    private static func chooseBody(_ paragraphs: [Paragraph]) -> (texts: [String], containers: Set<Int>) {
        if let article = paragraphs.first(where: { $0.article != nil })?.article {
            let chosen = paragraphs.filter { $0.article == article }
            return (chosen.map(\.text), Set(chosen.map(\.container)))
        }
        if let main = paragraphs.first(where: { $0.main != nil })?.main {
            let chosen = paragraphs.filter { $0.main == main }
            return (chosen.map(\.text), Set(chosen.map(\.container)))
        }
        var totals: [Int: Int] = [:]
        for paragraph in paragraphs where paragraph.isP { totals[paragraph.container, default: 0] += paragraph.text.count }
        if let best = totals.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key {
            let chosen = paragraphs.filter { $0.isP && $0.container == best }
            return (chosen.map(\.text), [best])
        }
        return (paragraphs.map(\.text), Set(paragraphs.map(\.container)))
    }

    /// The article's dictionary, under Apple's property names; absent details left out.
    private static func build(
        meta: [String: String], pageTitle: String, firstH1: String?, authorLink: String?, firstTime: String?,
        body: (texts: [String], containers: Set<Int>), images: [(container: Int, source: String)], canonical: String?,
        url: URL?
    ) -> Value {
        func clean(_ text: String?) -> String? {
            guard let text else { return nil }
            let joined = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            return joined.isEmpty ? nil : joined
        }
        func resolved(_ link: String?) -> String? {
            guard let link = clean(link) else { return nil }
            if let url, let absolute = URL(string: link, relativeTo: url) { return absolute.absoluteString }
            return link
        }
        var article = ValueDictionary()
        let title = clean(meta["og:title"]) ?? clean(firstH1) ?? clean(pageTitle)
        if let title { article["Title"] = .text(title) }
        // The article's own heading is its title, not its body.
        var texts = body.texts
        if let heading = clean(firstH1), let index = texts.firstIndex(of: heading), index == 0 || texts[index] == title {
            texts.remove(at: index)
        }
        if let author = clean(meta["author"]) ?? clean(meta["article:author"]) ?? clean(authorLink) {
            article["Author"] = .text(author)
        }
        if let published = clean(meta["article:published_time"]) ?? clean(meta["date"]) ?? clean(meta["datepublished"])
            ?? clean(firstTime)
        {
            article["Published Date"] = publishedDate(published)
        }
        let bodyText = texts.joined(separator: "\n\n")
        article["Body"] = .text(bodyText)
        if let link = resolved(meta["og:url"]) ?? resolved(canonical) ?? url?.absoluteString { article["URL"] = .url(link) }
        let image = meta["og:image"] ?? images.first { body.containers.contains($0.container) }?.source ?? images.first?.source
        if let image = resolved(image) { article["Main Image URL"] = .url(image) }
        if let excerpt = clean(meta["og:description"]) ?? clean(meta["description"]) ?? texts.first {
            article["Excerpt"] = .text(excerpt)
        }
        article["Number of Words"] = .number(.integer(bodyText.split(whereSeparator: { $0.isWhitespace }).count))
        if let site = clean(meta["og:site_name"]) { article["Site Name"] = .text(site) }
        return .dictionary(article)
    }

    /// An ISO 8601 date or date-time as a date; other text stays text.
    static func publishedDate(_ text: String) -> Value {
        let full = ISO8601DateFormatter()
        if let date = full.date(from: text) { return .date(date) }
        full.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = full.date(from: text) { return .date(date) }
        full.formatOptions = [.withFullDate]
        if text.count == 10, let date = full.date(from: text) { return .date(date) }
        return .text(text)
    }
}
