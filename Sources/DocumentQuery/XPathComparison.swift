// XPath 1.0, 3.4 "Booleans": comparisons of node-sets with node-sets, numbers, strings and
// booleans, and of two other values, for `=`, `!=`, `<`, `<=`, `>`, `>=`.

extension XPathEvaluator {
    func compare(_ op: XPathOperator, _ left: XPathValue, _ right: XPathValue) throws -> Bool {
        switch (left, right) {
        case (.nodes(let first), .nodes(let second)):
            if op == .equal || op == .notEqual {
                let strings = Set(second.map(tree.stringValue))
                try budget.spend(first.count + second.count)
                if op == .equal { return first.contains { strings.contains(tree.stringValue($0)) } }
                return first.contains { value in strings.contains { $0 != tree.stringValue(value) } }
            }
            let numbers = second.map { XPathNumber.parse(tree.stringValue($0)) }
            for node in first {
                try budget.spend(numbers.count)
                let number = XPathNumber.parse(tree.stringValue(node))
                if numbers.contains(where: { Self.compare(op, number, $0) }) { return true }
            }
            return false
        case (.nodes(let nodes), _):
            return try compare(op, nodes, right, nodeSetFirst: true)
        case (_, .nodes(let nodes)):
            return try compare(op, nodes, left, nodeSetFirst: false)
        default:
            return compareValues(op, left, right)
        }
    }

    /// A node-set against another kind of value: true when some node's value compares so.
    private func compare(_ op: XPathOperator, _ nodes: [NodeReference], _ other: XPathValue, nodeSetFirst: Bool) throws
        -> Bool
    {
        if case .boolean = other {
            let mine = XPathValue.boolean(!nodes.isEmpty)
            return nodeSetFirst ? compareValues(op, mine, other) : compareValues(op, other, mine)
        }
        try budget.spend(nodes.count)
        for node in nodes {
            let value: XPathValue
            if case .number = other {
                value = .number(XPathNumber.parse(tree.stringValue(node)))
            } else {
                value = .string(tree.stringValue(node))
            }
            if nodeSetFirst ? compareValues(op, value, other) : compareValues(op, other, value) { return true }
        }
        return false
    }

    /// Two values that are not node-sets.
    func compareValues(_ op: XPathOperator, _ left: XPathValue, _ right: XPathValue) -> Bool {
        if op == .equal || op == .notEqual {
            let equal: Bool
            switch (left, right) {
            case (.boolean, _), (_, .boolean): equal = tree.boolean(left) == tree.boolean(right)
            case (.number, _), (_, .number): equal = tree.number(left) == tree.number(right)
            default: equal = tree.string(left) == tree.string(right)
            }
            return op == .equal ? equal : !equal
        }
        return Self.compare(op, tree.number(left), tree.number(right))
    }

    static func compare(_ op: XPathOperator, _ a: Double, _ b: Double) -> Bool {
        switch op {
        case .equal: return a == b
        case .notEqual: return a != b
        case .less: return a < b
        case .lessOrEqual: return a <= b
        case .greater: return a > b
        default: return a >= b
        }
    }
}
