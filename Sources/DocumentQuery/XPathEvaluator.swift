// XPath 1.0: evaluating location paths (2, 2.4 predicates with proximity positions), the
// operators of 3.3–3.5 and the comparison rules of 3.4 for node-sets, numbers, strings and
// booleans.

/// Evaluates expressions against one document.
struct XPathEvaluator {
    let tree: DocumentTree
    let budget: StepBudget

    func evaluate(_ expression: XPathExpression, context: XPathContext) throws -> XPathValue {
        switch expression {
        case .number(let number): return .number(number)
        case .literal(let text): return .string(text)
        case .negate(let operand): return .number(-tree.number(try evaluate(operand, context: context)))
        case .function(let name, let arguments): return try call(name, arguments, context: context)
        case .path(let absolute, let steps):
            return .nodes(try follow(steps, from: [absolute ? NodeReference(0) : context.node]))
        case .filter(let primary, let predicates, let steps):
            var nodes = try nodeSet(try evaluate(primary, context: context), "a predicate or '/' is applied to")
            for predicate in predicates { nodes = try filter(nodes, by: predicate) }
            return .nodes(try follow(steps, from: nodes))
        case .binary(let op, let left, let right):
            return try binary(op, left, right, context: context)
        }
    }

    private func binary(_ op: XPathOperator, _ left: XPathExpression, _ right: XPathExpression, context: XPathContext) throws
        -> XPathValue
    {
        switch op {
        case .or:
            if tree.boolean(try evaluate(left, context: context)) { return .boolean(true) }
            return .boolean(tree.boolean(try evaluate(right, context: context)))
        case .and:
            if !tree.boolean(try evaluate(left, context: context)) { return .boolean(false) }
            return .boolean(tree.boolean(try evaluate(right, context: context)))
        case .union:
            let first = try nodeSet(try evaluate(left, context: context), "'|' joins")
            let second = try nodeSet(try evaluate(right, context: context), "'|' joins")
            try budget.spend(first.count + second.count)
            return .nodes(Array(Set(first + second)).sorted())
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            return .boolean(try compare(op, try evaluate(left, context: context), try evaluate(right, context: context)))
        case .plus, .minus, .multiply, .divide, .modulo:
            let a = tree.number(try evaluate(left, context: context))
            let b = tree.number(try evaluate(right, context: context))
            switch op {
            case .plus: return .number(a + b)
            case .minus: return .number(a - b)
            case .multiply: return .number(a * b)
            case .divide: return .number(a / b)
            default: return .number(a.truncatingRemainder(dividingBy: b))
            }
        }
    }

    func nodeSet(_ value: XPathValue, _ what: String) throws -> [NodeReference] {
        guard case .nodes(let nodes) = value else {
            throw DocumentQueryError(
                kind: .xpathType, description: "XPath expression: \(what) a \(typeName(value)), where a node-set is needed.")
        }
        return nodes
    }

    func typeName(_ value: XPathValue) -> String {
        switch value {
        case .nodes: return "node-set"
        case .string: return "string"
        case .number: return "number"
        case .boolean: return "boolean"
        }
    }

    // MARK: Location paths

    /// The nodes `steps` select from `start`, in document order.
    func follow(_ steps: [XPathStep], from start: [NodeReference]) throws -> [NodeReference] {
        var current = start
        var index = 0
        while index < steps.count {
            var step = steps[index]
            // `//name` without predicates is `descendant::name`: the same nodes, one pass.
            if step.axis == .descendantOrSelf, case .node = step.test, step.predicates.isEmpty, index + 1 < steps.count,
                steps[index + 1].axis == .child, steps[index + 1].predicates.isEmpty
            {
                step = XPathStep(axis: .descendant, test: steps[index + 1].test, predicates: [])
                index += 1
            }
            var next: [NodeReference] = []
            for node in current {
                var selected = try axisNodes(step.axis, from: node).filter { matches(step.test, $0, axis: step.axis) }
                for predicate in step.predicates { selected = try filter(selected, by: predicate) }
                next.append(contentsOf: selected)
            }
            if current.count > 1 || step.axis.isReverse { next = Array(Set(next)).sorted() }
            current = next
            index += 1
        }
        return current
    }

    /// The nodes of `nodes` (in proximity order) for which `predicate` holds (2.4).
    func filter(_ nodes: [NodeReference], by predicate: XPathExpression) throws -> [NodeReference] {
        var kept: [NodeReference] = []
        for (offset, node) in nodes.enumerated() {
            let context = XPathContext(node: node, position: offset + 1, size: nodes.count)
            let value = try evaluate(predicate, context: context)
            if case .number(let number) = value {
                if number == Double(offset + 1) { kept.append(node) }
            } else if tree.boolean(value) {
                kept.append(node)
            }
        }
        return kept
    }

    func matches(_ test: XPathNodeTest, _ reference: NodeReference, axis: XPathAxis) -> Bool {
        let node = tree.nodes[reference.node]
        let isAttribute = reference.attribute >= 0
        let kind = isAttribute ? nil : node.kind
        if kind == .doctype { return false }
        switch test {
        case .node: return true
        case .text: return kind == .text
        case .comment: return kind == .comment
        case .processingInstruction(let target): return kind == .processingInstruction && (target == nil || target == node.name)
        case .anyName, .name, .prefixed:
            guard axis == .attribute ? isAttribute : kind == .element else { return false }
            let name = isAttribute ? node.attributes[reference.attribute].name : node.name
            switch test {
            case .name(let expected): return tree.isHTML ? name == expected.lowercased() : name == expected
            case .prefixed(let prefix): return name.hasPrefix(prefix + ":")
            default: return true
            }
        }
    }
}
