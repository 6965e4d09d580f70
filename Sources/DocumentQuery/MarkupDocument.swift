/// A parsed HTML or XML document, queried with CSS selectors or XPath 1.0.
public struct MarkupDocument: Sendable {
    let tree: DocumentTree

    /// Parses `html` tolerantly, as a browser would in the main (WHATWG) respects; it fails only
    /// on a limit.
    public init(html: String, limits: DocumentLimits = .init()) throws {
        try Self.checkSize(html, limits)
        var builder = HTMLTreeBuilder(html, limits: limits)
        tree = try builder.build()
    }

    /// Parses `xml`, which must be well-formed; the error names the line and column.
    public init(xml: String, limits: DocumentLimits = .init()) throws {
        try Self.checkSize(xml, limits)
        var parser = XMLDocumentParser(xml, limits: limits)
        tree = try parser.parse()
    }

    /// Parses `text` as XML when it starts (after a byte order mark and white space) with
    /// `<?xml`, or when its root element is not `html` and it is well-formed XML; else as HTML.
    public static func parse(_ text: String, limits: DocumentLimits = .init()) throws -> MarkupDocument {
        switch MarkupSniffer.guess(text) {
        case .xml: return try MarkupDocument(xml: text, limits: limits)
        case .html: return try MarkupDocument(html: text, limits: limits)
        case .either:
            if let document = try? MarkupDocument(xml: text, limits: limits) { return document }
            return try MarkupDocument(html: text, limits: limits)
        }
    }

    /// Whether the document was parsed as HTML (names case-insensitive, HTML serialisation).
    public var isHTML: Bool { tree.isHTML }

    /// The document node: its `text` is all the document's text, its `markup` the whole document.
    public var root: MarkupNode { MarkupNode(tree: tree, index: 0) }

    /// The elements `css` (a selector list) matches, in document order, each once.
    public func select(css: String, limits: QueryLimits = .init()) throws -> [MarkupNode] {
        let parsed = try CSSParser.parse(css, limits: limits)
        let selectors = tree.isHTML ? parsed.foldingCase() : parsed
        let matcher = CSSMatcher(tree: tree, budget: StepBudget(limits))
        return try matcher.select(selectors).map { MarkupNode(tree: tree, index: $0) }
    }

    /// The value of the XPath 1.0 expression `xpath`, the document node its context.
    public func evaluate(xpath: String, limits: QueryLimits = .init()) throws -> XPathResult {
        let expression = try XPathParser.parse(xpath, limits: limits)
        let evaluator = XPathEvaluator(tree: tree, budget: StepBudget(limits))
        switch try evaluator.evaluate(expression, context: XPathContext(node: NodeReference(0), position: 1, size: 1)) {
        case .nodes(let nodes):
            return .nodes(nodes.map { MarkupNode(tree: tree, index: $0.node, attributeIndex: $0.attribute) })
        case .string(let string): return .string(string)
        case .number(let number): return .number(number)
        case .boolean(let boolean): return .boolean(boolean)
        }
    }

    private static func checkSize(_ text: String, _ limits: DocumentLimits) throws {
        let size = text.utf8.count
        if size > limits.maximumBytes {
            throw DocumentQueryError.limit("The document is \(size) bytes; the limit is \(limits.maximumBytes) bytes.")
        }
    }
}

/// What an XPath expression evaluates to.
public enum XPathResult: Sendable {
    /// A node-set, in document order.
    case nodes([MarkupNode])
    /// A string.
    case string(String)
    /// A number (IEEE 754 double).
    case number(Double)
    /// A boolean.
    case boolean(Bool)

    /// The result as XPath's `string()` gives it: the first node's string-value (empty for no
    /// node), a number as `1`, `0.5`, `NaN` or `Infinity`, a boolean as `true` or `false`.
    public var stringValue: String {
        switch self {
        case .nodes(let nodes): return nodes.first?.text ?? ""
        case .string(let string): return string
        case .number(let number): return XPathNumber.string(number)
        case .boolean(let boolean): return boolean ? "true" : "false"
        }
    }
}

/// Which parser a text looks made for.
enum MarkupSniffer {
    enum Guess { case xml, html, either }

    /// XML for `<?xml`; HTML when the first element is `html` or the text starts with no tag;
    /// otherwise either (XML if it is well-formed).
    static func guess(_ text: String) -> Guess {
        var bytes = Array(text.utf8.prefix(4096))[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        while true {
            bytes = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            if bytes.starts(with: Array("<?xml".utf8)) { return .xml }
            guard bytes.first == UInt8(ascii: "<") else { return .html }
            let second = bytes.dropFirst().first
            if second == UInt8(ascii: "!") || second == UInt8(ascii: "?") {
                let end = bytes.starts(with: Array("<!--".utf8)) ? closeOfComment(bytes) : bytes.firstIndex(of: UInt8(ascii: ">"))
                guard let end else { return .html }
                bytes = bytes[(end + 1)...]
                continue
            }
            let name = bytes.dropFirst().prefix { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
            return String(decoding: name, as: UTF8.self).lowercased() == "html" ? .html : .either
        }
    }

    private static func closeOfComment(_ bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex + 4
        while index + 2 < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] == UInt8(ascii: ">") {
                return index + 2
            }
            index += 1
        }
        return nil
    }
}
