import DocumentQuery
import ShortcutEngine

/// Query HTML or XML: the parts of a document a CSS selector or an XPath 1.0 expression picks,
/// as their text or their markup (Gizmo Pack's Scrape HTML/XML with CSS/XPath imports to it).
public enum QueryMarkupAction: Action {
    /// The query language.
    public enum Language: String, Choice {
        case css = "CSS"
        case xpath = "XPath"

        /// Gizmo Pack's `queryType` values.
        public var aliases: [String] { [rawValue.lowercased()] }

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .css: return "a CSS selector (Selectors level 4's structural pseudo-classes, :is, :not, :has, :contains)"
            case .xpath: return "an XPath 1.0 expression (every axis and core function)"
            }
        }
    }

    /// What each match gives.
    public enum Output: String, Choice {
        case text = "Text"
        case markup = "Markup"

        /// Gizmo Pack's `outputType` values.
        public var aliases: [String] { self == .text ? ["text"] : ["html_xml", "html", "xml"] }

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .text: return "the text inside it (an attribute: its value)"
            case .markup: return "its HTML or XML, tags and all (an attribute: name=\"value\")"
            }
        }
    }

    /// The limits of a document and of a query's reading and work, for docs/limits.md.
    public static let limits = (
        documentBytes: DocumentLimits().maximumBytes, depth: DocumentLimits().maximumDepth,
        nodes: DocumentLimits().maximumNodes, queryLength: QueryLimits().maximumLength,
        nesting: QueryLimits().maximumNesting, steps: QueryLimits().maximumSteps
    )

    static let document = Parameter<Value>(
        "document",
        summary:
            "The HTML or XML: text, or a file holding it (UTF-8). XML when it starts with <?xml or is well-formed XML with another root than html."
    )
    static let language = Parameter<Language>("language", summary: "How the query is written.", default: .css)
    static let query = Parameter<String>(
        "query", summary: "The selector or expression, e.g. 'ul > li a' or '//ul/li//a/@href'.", required: true)
    static let output = Parameter<Output>("output", summary: "What each match gives.", default: .text)
    static let firstOnly = Parameter<Bool>(
        "firstOnly", label: "Only First Result", summary: "Give the first match alone, not a list.", default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.markup.query", name: "Query HTML or XML",
        summary:
            "Picks the parts of an HTML or XML document that a CSS selector or an XPath 1.0 expression names, in document order, as their text or their markup; an XPath expression that computes a string, number or boolean gives that value.",
        category: "Text",
        parameters: [document, language, query, output, firstOnly],
        input: document, output: .produces(.list), outputName: "Query Results")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try ContentBytes.text(try parameters.value(Self.document), parameter: Self.document.key, context: context)
        let query = try parameters[Self.query]
        let wantsMarkup = try parameters[Self.output] == .markup
        let limits = QueryLimits(shouldStop: { (try? context.checkTime()) == nil })
        var results: [Value]
        do {
            let parsed = try MarkupDocument.parse(text)
            switch try parameters[Self.language] {
            case .css:
                results = try parsed.select(css: query, limits: limits).map { .text(wantsMarkup ? $0.markup : $0.text) }
            case .xpath:
                switch try parsed.evaluate(xpath: query, limits: limits) {
                case .nodes(let nodes): results = nodes.map { .text(wantsMarkup ? $0.markup : $0.text) }
                case .string(let string): results = [.text(string)]
                case .number(let number): results = [.number(Number(number))]
                case .boolean(let boolean): results = [.boolean(boolean)]
                }
            }
        } catch let error as DocumentQueryError {
            try context.checkTime()
            switch error.kind {
            case .xmlSyntax: throw ActionFailure(QueryFailure.badXML(error.description), parameter: Self.document)
            case .limit, .stopped: throw ActionFailure(QueryFailure.markupLimit(error.description), parameter: Self.query)
            case .cssSyntax, .xpathSyntax, .xpathType:
                throw ActionFailure(QueryFailure.badMarkupQuery(error.description), parameter: Self.query)
            }
        }
        try context.checkItemCount(results.count)
        if try parameters[Self.firstOnly] { return results.first ?? .nothing }
        return .list(results)
    }
}
