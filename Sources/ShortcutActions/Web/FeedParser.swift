import Foundation
import ShortcutEngine

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads RSS 2.0 (`<rss><channel><item>`), RSS 1.0 (`<rdf:RDF><item>`) and Atom (`<feed><entry>`)
/// with Foundation's `XMLParser` (FoundationXML on Linux; external entities are never loaded).
/// Each item becomes a dictionary: title, link, published, author, summary.
enum FeedParser {
    /// The feed's items, at most `limit`; a failure names `parameter`.
    static func items(_ text: String, limit: Int, parameter: String) throws(ActionFailure) -> [Value] {
        let reader = FeedReader(limit: limit)
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        let parsed = parser.parse()
        if let problem = reader.problem {
            throw ActionFailure(WebFailure.notAFeed(reason: problem), parameter: parameter)
        }
        if !reader.stopped, !parsed || !reader.open.isEmpty {
            let reason = reader.open.last.map { "the XML ends inside <\($0)>" } ?? "the XML is malformed at line \(parser.lineNumber)"
            throw ActionFailure(WebFailure.notAFeed(reason: reason), parameter: parameter)
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
        for (key, text) in [("title", title), ("link", link), ("published", published), ("author", author), ("summary", summary)] {
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

/// The parser's delegate: collects the text of the fields inside each item or entry.
private final class FeedReader: NSObject, XMLParserDelegate {
    let limit: Int
    var items: [FeedItem] = []
    var sawFeed = false
    var stopped = false
    /// The elements open, outermost first (libxml2 on Linux lets some mismatches through, so they are checked here).
    var open: [String] = []
    /// A mismatched end tag, in words.
    var problem: String?
    private var current: FeedItem?
    private var text = ""
    private var depthInItem = 0

    init(limit: Int) { self.limit = limit }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
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
        if name == "link", let href = attributes["href"], current?.link.isEmpty == true {
            let rel = attributes["rel"] ?? "alternate"
            if rel == "alternate" { current?.link = href }
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if current != nil { text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if current != nil { text += String(decoding: CDATABlock, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard open.last == elementName else {
            problem = "</\(elementName)> at line \(parser.lineNumber) closes " + (open.last.map { "<\($0)>" } ?? "nothing")
            parser.abortParsing()
            return
        }
        open.removeLast()
        guard var item = current else { return }
        let name = elementName.lowercased()
        if depthInItem == 0 {
            items.append(item)
            current = nil
            if items.count >= limit {
                stopped = true
                parser.abortParsing()
            }
            return
        }
        depthInItem -= 1
        if let field = FeedField.byElement[name] { field.fill(&item, with: text) }
        text = ""
        current = item
    }
}
