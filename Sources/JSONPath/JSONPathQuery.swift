/// A compiled RFC 9535 JSONPath query.
///
/// ```swift
/// let query = try JSONPathQuery("$.store.book[?@.price < 10].title")
/// let titles = query.select(in: document)
/// ```
///
/// Compiling checks syntax and the well-typedness of function expressions; selecting
/// never fails. Selecting walks the input with explicit stacks, so deeply nested input works.
public struct JSONPathQuery: Sendable {
    /// The longest query text accepted, in Unicode scalars.
    public static let maximumLength = JSONPathParser.maximumLength
    /// The deepest nesting of filters, parentheses and function calls accepted.
    public static let maximumNesting = JSONPathParser.maximumNesting

    /// The query text as given.
    public let text: String
    private let syntax: QueryAST

    /// Compiles `text`; throws when it is not a valid, well-typed query, is longer than
    /// 4,096 characters, or nests filters, parentheses and calls deeper than 64 levels.
    public init(_ text: String) throws(JSONPathError) {
        self.text = text
        syntax = try JSONPathParser.parse(text)
    }

    /// The values of the nodes the query selects from `root`, in nodelist order, within the
    /// default limits (an evaluation past them gives no nodes; `nodes(in:limits:)` says why).
    public func select(in root: JSONPathValue) -> [JSONPathValue] {
        ((try? nodes(in: root, limits: JSONPathLimits(), paths: false)) ?? []).map(\.value)
    }

    /// The normalized paths (such as `$['store']['book'][0]`) of the selected nodes, in
    /// nodelist order, within the default limits.
    public func paths(in root: JSONPathValue) -> [String] {
        ((try? nodes(in: root, limits: JSONPathLimits(), paths: true)) ?? []).map(\.path)
    }

    /// The selected nodes as normalized path and value pairs, in nodelist order, within the
    /// default limits.
    public func nodes(in root: JSONPathValue) -> [(path: String, value: JSONPathValue)] {
        (try? nodes(in: root, limits: JSONPathLimits(), paths: true)) ?? []
    }

    /// The selected nodes (with their normalized paths when `paths` is on), or why the
    /// evaluation stopped first.
    public func nodes(
        in root: JSONPathValue, limits: JSONPathLimits, paths: Bool = true
    ) throws(JSONPathLimitError) -> [(path: String, value: JSONPathValue)] {
        let budget = Budget(limits)
        let found = Evaluator(root: root, tracksPaths: paths, budget: budget)
            .nodes(of: syntax, from: Node(value: root, path: nil))
        if let exceeded = budget.exceeded { throw exceeded }
        return found.map { (path: paths ? NormalizedPath.render($0.path) : "", value: $0.value) }
    }
}
