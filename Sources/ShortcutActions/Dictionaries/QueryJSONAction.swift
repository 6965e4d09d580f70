import JSONPath
import ShortcutEngine

/// Query JSON: the values (or their paths) an RFC 9535 JSONPath query selects from a dictionary,
/// a list, or JSON text or a file. Gizmo Pack's Process JSON with JSONPath imports to it.
public enum QueryJSONAction: Action {
    /// What each selected node gives.
    public enum Output: String, Choice {
        case values = "Values"
        case paths = "Paths"

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .values: return "the selected values"
            case .paths: return "their normalized paths, such as $['store']['book'][0]"
            }
        }
    }

    /// The limits of a query and its evaluation, for docs/limits.md: the query's length and
    /// nesting, and the nodes one evaluation may make.
    public static let limits = (
        length: JSONPathQuery.maximumLength, nesting: JSONPathQuery.maximumNesting,
        nodes: JSONPathLimits.defaultMaximumNodes
    )

    static let input = Parameter<Value>(
        "input", summary: "A dictionary, a list, or JSON text, or a file holding it (UTF-8; JSON5 read too).")
    static let query = Parameter<String>(
        "query", summary: "The JSONPath query (RFC 9535), e.g. $.store.book[?@.price < 10].title.", required: true)
    static let output = Parameter<Output>("output", summary: "What each selected node gives.", default: .values)

    public static let definition = ActionDefinition(
        "org.shortcutengine.json.query", name: "Query JSON",
        summary:
            "Selects from a dictionary, a list or JSON text with a JSONPath query (RFC 9535: names, wildcards, indexes, slices, descendants, filters with comparisons and length, count, match, search and value); outputs the values, or their paths, as a list in the query's order.",
        category: "Dictionaries",
        parameters: [input, query, output],
        input: input, output: .produces(.list), outputName: "JSONPath Results")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.query]
        let compiled: JSONPathQuery
        do { compiled = try JSONPathQuery(text) } catch {
            throw ActionFailure(JSONQueryFailure.invalid(query: text, error: error), parameter: Self.query.key)
        }
        let value = parameters.optional(Self.input) ?? .nothing
        let document: Value
        switch value {
        case .dictionary, .list: document = value
        case .nothing: return .list([])
        default: document = try ParseJSON5Action.perform(parameters, context: context)
        }
        let root = JSONPathBridge.value(try context.limitedJSON(document))
        let limits = JSONPathLimits(shouldStop: { (try? context.checkTime()) == nil })
        let wantsPaths = try parameters[Self.output] == .paths
        let nodes: [(path: String, value: JSONPathValue)]
        do { nodes = try compiled.nodes(in: root, limits: limits, paths: wantsPaths) } catch {
            // Stopped by the run's clock: its time limit's failure; else the node limit was passed.
            try context.checkTime()
            throw ActionFailure(JSONQueryFailure.tooManyNodes(query: text), parameter: Self.query.key)
        }
        try context.checkItemCount(nodes.count)
        return .list(nodes.map { wantsPaths ? .text($0.path) : Value(json: JSONPathBridge.json($0.value)) })
    }
}
