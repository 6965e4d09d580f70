import AppleFormats
import Foundation
import ShortcutEngine

/// Reads RSS 2.0 (`<rss><channel><item>`), RSS 1.0 (`<rdf:RDF><item>`) and Atom (`<feed><entry>`)
/// with the XML tokenizer the property-list reader uses (no libxml2, so no run loads it; external
/// entities are never loaded). Each item becomes a dictionary: title, link, published, author, summary.
enum FeedParser {
    /// The feed's items, at most `limit`; a failure names `parameter`.
    static func items(_ text: String, limit: Int, parameter: String) throws(ActionFailure) -> [Value] {
        var reader = FeedReader(limit: limit)
        var tokenizer = XMLTokenizer(bytes: Array(text.utf8))
        do {
            while !reader.stopped, let token = try tokenizer.next() {
                if let problem = reader.read(token, tokenizer: tokenizer) {
                    throw ActionFailure(WebFailure.notAFeed(reason: problem), parameter: parameter)
                }
            }
        } catch let error as FormatError {
            guard case .xml(let line, let column, let message) = error else {
                throw ActionFailure(WebFailure.notAFeed(reason: "\(error)"), parameter: parameter)
            }
            throw ActionFailure(
                WebFailure.notAFeed(reason: "the XML is malformed at line \(line), column \(column): \(message)"),
                parameter: parameter)
        } catch let failure as ActionFailure {
            throw failure
        } catch {
            throw ActionFailure(WebFailure.notAFeed(reason: "\(error)"), parameter: parameter)
        }
        if !reader.stopped, let open = reader.open.last {
            throw ActionFailure(WebFailure.notAFeed(reason: "the XML ends inside <\(open)>"), parameter: parameter)
        }
        guard reader.sawFeed else {
            throw ActionFailure(WebFailure.notAFeed(reason: "no <rss>, <rdf:RDF> or <feed> element"), parameter: parameter)
        }
        return reader.items.map(\.value)
    }
}

/// One item as read.
private struct FeedItem {
    var title = ""
    var link = ""
    var published = ""
    var author = ""
    var summary = ""

    /// The item as a dictionary; empty fields left out.
    var value: Value {
        var dictionary = ValueDictionary()
        for (key, text) in [("title", title), ("link", link), ("published", published), ("author", author), ("summary", summary)]
        {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { dictionary[key] = .text(trimmed) }
        }
        return .dictionary(dictionary)
    }
}

/// The item fields and the elements that hold them in RSS 2.0, RSS 1.0 (Dublin Core) and Atom;
/// the first element found for a field wins.
private enum FeedField {
    case title, link, published, author, summary

    /// The field each element fills, by lowercased element name.
    static let byElement: [String: FeedField] = [
        "title": .title, "link": .link, "pubdate": .published, "published": .published, "updated": .published,
        "dc:date": .published, "author": .author, "dc:creator": .author, "name": .author, "description": .summary,
        "summary": .summary, "content": .summary, "content:encoded": .summary,
    ]

    /// Sets this field of `item` to `text` unless it already has a value.
    func fill(_ item: inout FeedItem, with text: String) {
        switch self {
        case .title: if item.title.isEmpty { item.title = text }
        case .link: if item.link.isEmpty { item.link = text }
        case .published: if item.published.isEmpty { item.published = text }
        case .author: if item.author.isEmpty { item.author = text }
        case .summary: if item.summary.isEmpty { item.summary = text }
        }
    }
}

/// Collects the text of the fields inside each item or entry, token by token.
private struct FeedReader {
    let limit: Int
    var items: [FeedItem] = []
    var sawFeed = false
    /// The item limit was reached; the rest of the document is not read.
    var stopped = false
    /// The elements open, outermost first.
    var open: [String] = []
    private var current: FeedItem?
    private var text = ""
    private var depthInItem = 0

    init(limit: Int) { self.limit = limit }

    /// Takes in one token; a mismatched end tag is returned as the problem, in words.
    mutating func read(_ token: XMLToken, tokenizer: XMLTokenizer) -> String? {
        switch token {
        case .start(let name, let attributes, let selfClosing, _):
            start(name, attributes: attributes)
            if selfClosing { end(name) }
        case .end(let name, let offset):
            guard open.last == name else {
                guard case .xml(let line, _, _) = tokenizer.error("", at: offset) else { return nil }
                return "</\(name)> at line \(line) closes " + (open.last.map { "<\($0)>" } ?? "nothing")
            }
            end(name)
        case .text(let string, _):
            if current != nil { text += string }
        }
        return nil
    }

    private mutating func start(_ elementName: String, attributes: [(name: String, value: String)]) {
        open.append(elementName)
        let name = elementName.lowercased()
        if name == "rss" || name == "rdf:rdf" || name == "feed" { sawFeed = true }
        if current == nil {
            if name == "item" || name == "entry" {
                current = FeedItem()
                depthInItem = 0
            }
            return
        }
        depthInItem += 1
        text = ""
        // Atom: <link href="…" rel="alternate"/>; the first alternate (or rel-less) link wins.
        if name == "link", let href = attributes.first(where: { $0.name == "href" })?.value, current?.link.isEmpty == true {
            let rel = attributes.first { $0.name == "rel" }?.value ?? "alternate"
            if rel == "alternate" { current?.link = href }
        }
    }

    private mutating func end(_ elementName: String) {
        open.removeLast()
        guard var item = current else { return }
        if depthInItem == 0 {
            items.append(item)
            current = nil
            if items.count >= limit { stopped = true }
            return
        }
        depthInItem -= 1
        if let field = FeedField.byElement[elementName.lowercased()] { field.fill(&item, with: text) }
        text = ""
        current = item
    }
}
