import JQ
import JSONPath
import ShortcutEngine

/// Query JSON: the values (or their paths) an RFC 9535 JSONPath query selects from a dictionary,
/// a list, or JSON text or a file; or what a jq program makes of it. Gizmo Pack's Process JSON
/// with JSONPath/jq imports to it.
public enum QueryJSONAction: Action {
    /// The query language.
    public enum Language: String, Choice {
        case jsonPath = "JSONPath"
        case jq = "jq"

        /// Gizmo Pack's `queryType` values.
        public var aliases: [String] { self == .jsonPath ? ["jsonPath", "json path"] : [] }

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .jsonPath: return "RFC 9535: selects values (or their paths) in document order"
            case .jq: return "the jq language (the jq 1.7 manual): filters, pipes, functions; every value the program outputs"
            }
        }
    }

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

    /// The limits of a jq program and of its run, for docs/limits.md.
    public static let jqLimits = (
        length: JQProgram.maximumLength, steps: JQLimits().maximumSteps, outputs: JQLimits().maximumOutputs
    )

    static let input = Parameter<Value>(
        "input", summary: "A dictionary, a list, or JSON text, or a file holding it (UTF-8; JSON5 read too).")
    static let language = Parameter<Language>("language", summary: "How the query is written.", default: .jsonPath)
    static let query = Parameter<String>(
        "query",
        summary:
            "The JSONPath query (RFC 9535), e.g. $.store.book[?@.price < 10].title; or the jq program, e.g. .items | map(.name).",
        required: true)
    static let output = Parameter<Output>(
        "output", summary: "What each selected node gives.", default: .values, parent: .init(language, [Language.jsonPath]))
    static let slurp = Parameter<Bool>(
        "slurp", summary: "Give jq the input inside a list, as jq --slurp does (a list given is one input already).",
        default: false, parent: .init(language, [Language.jq]))

    public static let definition = ActionDefinition(
        "org.shortcutengine.json.query", name: "Query JSON",
        summary:
            "Selects from a dictionary, a list or JSON text with a JSONPath query (RFC 9535: names, wildcards, indexes, slices, descendants, filters with comparisons and length, count, match, search and value), outputting the values or their paths as a list in the query's order; or runs a jq program on it (the jq 1.7 language), outputting every value it makes.",
        category: "Dictionaries",
        parameters: [input, language, query, output, slurp],
        input: input, output: .produces(.list), outputName: "JSONPath Results")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.query]
        let value = parameters.optional(Self.input) ?? .nothing
        let document: Value
        switch value {
        case .dictionary, .list: document = value
        case .nothing: return .list([])
        default: document = try ParseJSON5Action.perform(parameters, context: context)
        }
        let json = try context.limitedJSON(document)
        if try parameters[Self.language] == .jq {
            return try runJQ(text, on: json, slurp: try parameters[Self.slurp], context: context)
        }
        let compiled: JSONPathQuery
        do { compiled = try JSONPathQuery(text) } catch {
            throw ActionFailure(JSONQueryFailure.invalid(query: text, error: error), parameter: Self.query.key)
        }
        let limits = JSONPathLimits(shouldStop: { (try? context.checkTime()) == nil })
        let wantsPaths = try parameters[Self.output] == .paths
        let nodes: [(path: String, value: JSONPathValue)]
        do { nodes = try compiled.nodes(in: JSONPathBridge.value(json), limits: limits, paths: wantsPaths) } catch {
            // Stopped by the run's clock: its time limit's failure; else the node limit was passed.
            try context.checkTime()
            throw ActionFailure(JSONQueryFailure.tooManyNodes(query: text), parameter: Self.query.key)
        }
        try context.checkItemCount(nodes.count)
        return .list(nodes.map { wantsPaths ? .text($0.path) : Value(json: JSONPathBridge.json($0.value)) })
    }

    /// Every value the jq program `text` outputs for `json` (inside a list with `slurp`).
    static func runJQ(_ text: String, on json: JSON, slurp: Bool, context: ActionContext) throws -> Value {
        let program: JQProgram
        do { program = try JQProgram(text) } catch {
            throw ActionFailure(JSONQueryFailure.jqInvalid("\(error)"), parameter: Self.query.key)
        }
        let input = JQBridge.value(json)
        let limits = JQLimits(shouldStop: { (try? context.checkTime()) == nil })
        let outputs: [JQValue]
        do { outputs = try program.run(slurp ? .array([input]) : input, limits: limits) } catch let error as JQRuntimeError {
            throw ActionFailure(JSONQueryFailure.jqFailed(error.description), parameter: Self.query.key)
        } catch {
            try context.checkTime()
            throw ActionFailure(JSONQueryFailure.jqLimit("\(error)"), parameter: Self.query.key)
        }
        try context.checkItemCount(outputs.count)
        return .list(outputs.map { Value(json: JQBridge.json($0)) })
    }
}
