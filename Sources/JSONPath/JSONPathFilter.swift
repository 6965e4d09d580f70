/// Filter evaluation (RFC 9535 section 2.3.5.2): tests, logical operators, comparisons.
extension Evaluator {
    /// Whether `expression` holds with `current` as `@`.
    func test(_ expression: LogicalExpression, current: JSONPathValue) -> Bool {
        switch expression {
        case .or(let terms):
            return terms.contains { test($0, current: current) }
        case .and(let terms):
            return terms.allSatisfy { test($0, current: current) }
        case .not(let inner):
            return !test(inner, current: current)
        case .exists(let query):
            return !queryNodes(query, current: current).isEmpty
        case .functionTest(let call):
            switch self.call(call, current: current) {
            case .logical(let result): return result
            case .nodes(let nodes): return !nodes.isEmpty
            case .value: return false
            }
        case .compare(let left, let comparison, let right):
            return Self.compare(
                value(of: left, current: current), comparison, value(of: right, current: current))
        }
    }

    /// The nodelist of a query inside a filter; paths are not needed there.
    func queryNodes(_ query: QueryAST, current: JSONPathValue) -> [Node] {
        let inner = Evaluator(root: root, tracksPaths: false, budget: budget)
        return inner.nodes(of: query, from: Node(value: query.isRelative ? current : root, path: nil))
    }

    /// A comparable's value, or `nil` for Nothing.
    func value(of comparable: ComparableExpression, current: JSONPathValue) -> JSONPathValue? {
        switch comparable {
        case .literal(let value):
            return value
        case .query(let query):
            let nodes = queryNodes(query, current: current)
            return nodes.count == 1 ? nodes[0].value : nil
        case .function(let call):
            if case .value(let value) = self.call(call, current: current) { return value }
            return nil
        }
    }

    /// RFC 9535 section 2.3.5.2.2; `nil` is Nothing.
    static func compare(_ left: JSONPathValue?, _ comparison: ComparisonOperator, _ right: JSONPathValue?) -> Bool {
        switch comparison {
        case .equal: equal(left, right)
        case .notEqual: !equal(left, right)
        case .less: less(left, right)
        case .lessOrEqual: less(left, right) || equal(left, right)
        case .greater: less(right, left)
        case .greaterOrEqual: less(right, left) || equal(left, right)
        }
    }

    private static func equal(_ left: JSONPathValue?, _ right: JSONPathValue?) -> Bool {
        switch (left, right) {
        case (.none, .none): true
        case let (.some(left), .some(right)): left == right
        default: false
        }
    }

    /// Only numbers with numbers and strings with strings are ordered; strings by
    /// Unicode scalar values.
    private static func less(_ left: JSONPathValue?, _ right: JSONPathValue?) -> Bool {
        switch (left, right) {
        case let (.number(a)?, .number(b)?):
            return a < b
        case let (.string(a)?, .string(b)?):
            return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) { $0.value < $1.value }
        default:
            return false
        }
    }
}
