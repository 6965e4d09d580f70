import ShortcutEngine

/// The failure a run stopped at, as the HTML view shows it on the action that failed.
public struct GraphPageFailure: Sendable {
    /// The failing action's 0-based index, when the failure is at an action.
    public var actionIndex: Int?
    /// The error as the host words it (message and hint).
    public var message: String

    /// A failure at `actionIndex` (0-based), worded by the host.
    public init(actionIndex: Int?, message: String) {
        self.actionIndex = actionIndex
        self.message = message
    }
}

extension ContentGraph {
    /// One self-contained HTML page (docs/content-graph.md "HTML"): the graph as JSON inside a
    /// `<script type="application/json">`, drawn by the page's own script. Nothing is loaded from
    /// the network; every name and value reaches the page as JSON and is put into the document
    /// as text, never as markup.
    public func html(title: String, coercion: Coercion = Coercion(), failure: GraphPageFailure? = nil) -> String {
        guard case .object(var model) = json(coercion: coercion, detailed: true) else { return "" }
        model.insert(("title", .string(title)), at: 1)
        model.insert(("ran", .bool(!annotations.isEmpty || failure != nil)), at: 2)
        model.insert(("sampleLimit", .number(String(ActionAnnotation.sampleLimit))), at: 3)
        if let failure {
            var fields: [(key: String, value: JSON)] = [("message", .string(failure.message))]
            if let index = failure.actionIndex { fields.insert(("node", .string(NodeID.action(index).description)), at: 0) }
            model.append(("failure", .object(fields)))
        }
        let data = ContentGraph.scriptSafe(JSON.object(model).serialized(pretty: false))
        let page = GraphPage.parts
        return page.head + ContentGraph.htmlEscape(title)
            + GraphPage.withThumbnails(page.afterTitle, PageThumbnails.markup(for: annotations))
            + data + page.tail
    }

    /// JSON made safe inside a `<script>` element: `<`, `>` and `&` as `\u` escapes (they only
    /// ever occur inside JSON strings, where the escape means the same character), so no value
    /// can close the element or open a comment; U+2028/2029 escaped for older parsers.
    static func scriptSafe(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text for HTML element content and attribute values.
    static func htmlEscape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}

/// How much of each value the HTML view embeds, so a page for a run over large data stays small
/// enough to open: long text is cut, long lists and dictionaries keep their first entries, deep
/// nesting is summarised. What was cut is said in the value itself (`… 1,234 more characters`).
public enum PageValues {
    /// Characters kept of one text value.
    public static let textLimit = 2_000
    /// Items kept of a list, keys of a dictionary.
    public static let itemLimit = 50
    /// Levels of nesting kept.
    public static let depthLimit = 8

    /// `json` with long text, long lists and deep nesting cut to the limits above.
    public static func shortened(_ json: JSON, depth: Int = 0) -> JSON {
        switch json {
        case .string(let text):
            guard text.count > textLimit else { return json }
            return .string(String(text.prefix(textLimit)) + "… \(text.count - textLimit) more characters")
        case .array(let items):
            if depth >= depthLimit { return .string("[\(items.count) items]") }
            var kept = items.prefix(itemLimit).map { shortened($0, depth: depth + 1) }
            if items.count > itemLimit { kept.append(.string("… \(items.count - itemLimit) more items")) }
            return .array(kept)
        case .object(let pairs):
            if depth >= depthLimit { return .string("{\(pairs.count) keys}") }
            var kept = pairs.prefix(itemLimit).map { (key: $0.key, value: shortened($0.value, depth: depth + 1)) }
            if pairs.count > itemLimit { kept.append((key: "…", value: .string("\(pairs.count - itemLimit) more keys"))) }
            return .object(kept)
        case .null, .bool, .number: return json
        }
    }
}
