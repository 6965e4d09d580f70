/// One node of a nodelist: a value and, when paths are tracked, where it is.
struct Node {
    var value: JSONPathValue
    /// `nil` for the root, or when the evaluator does not track paths.
    var path: PathLink?
}

/// Applies segments and selectors (RFC 9535 sections 2.3 and 2.5) to nodelists.
/// Nothing here recurses on the input's depth: the descendant segment keeps its own stack.
struct Evaluator {
    /// The query argument, what `$` means inside filters.
    let root: JSONPathValue
    /// Whether result nodes carry their location, for normalized paths.
    let tracksPaths: Bool
    /// The evaluation's limits and count, shared with the evaluators of its filters.
    let budget: Budget

    /// The nodelist `query` selects, starting from `start`.
    func nodes(of query: QueryAST, from start: Node) -> [Node] {
        var current = [start]
        for segment in query.segments {
            var next: [Node] = []
            for node in current {
                let before = next.count
                apply(segment, to: node, into: &next)
                guard budget.spend(next.count - before + 1) else { return [] }
            }
            current = next
            if current.isEmpty { break }
        }
        return current
    }

    private func apply(_ segment: Segment, to node: Node, into output: inout [Node]) {
        switch segment {
        case .child(let selectors):
            for selector in selectors { apply(selector, to: node, into: &output) }
        case .descendant(let selectors):
            var stack = [node]
            while let visiting = stack.popLast() {
                guard budget.spend() else { return }
                for selector in selectors { apply(selector, to: visiting, into: &output) }
                stack.append(contentsOf: children(of: visiting).reversed())
            }
        }
    }

    private func apply(_ selector: Selector, to node: Node, into output: inout [Node]) {
        switch selector {
        case .name(let name):
            guard case .object(let members) = node.value else { return }
            for (key, value) in members where key.unicodeScalars.elementsEqual(name.unicodeScalars) {
                output.append(child(of: node, at: .name(key), value: value))
                return
            }
        case .wildcard:
            output.append(contentsOf: children(of: node))
        case .index(let index):
            guard case .array(let items) = node.value else { return }
            let normalized = index >= 0 ? index : items.count + index
            guard normalized >= 0, normalized < items.count else { return }
            output.append(child(of: node, at: .index(normalized), value: items[normalized]))
        case .slice(let start, let end, let step):
            guard case .array(let items) = node.value else { return }
            for index in Self.sliceIndices(start: start, end: end, step: step, count: items.count) {
                output.append(child(of: node, at: .index(index), value: items[index]))
            }
        case .filter(let expression):
            for candidate in children(of: node) {
                guard budget.spend() else { return }
                if test(expression, current: candidate.value) { output.append(candidate) }
            }
        }
    }

    /// The children of an array (in order) or an object (in member order).
    private func children(of node: Node) -> [Node] {
        switch node.value {
        case .array(let items):
            return items.enumerated().map { child(of: node, at: .index($0.offset), value: $0.element) }
        case .object(let members):
            return members.map { child(of: node, at: .name($0.0), value: $0.1) }
        default:
            return []
        }
    }

    private func child(of node: Node, at element: PathElement, value: JSONPathValue) -> Node {
        Node(value: value, path: tracksPaths ? PathLink(parent: node.path, element: element) : nil)
    }

    /// The indices an array slice selects, in selection order (RFC 9535 section 2.3.4.2.2).
    static func sliceIndices(start: Int?, end: Int?, step: Int?, count: Int) -> [Int] {
        let step = step ?? 1
        guard step != 0, count > 0 else { return [] }
        func normalize(_ index: Int) -> Int { index >= 0 ? index : count + index }
        var indices: [Int] = []
        if step > 0 {
            let lower = min(max(normalize(start ?? 0), 0), count)
            let upper = min(max(normalize(end ?? count), 0), count)
            var index = lower
            while index < upper {
                indices.append(index)
                index += step
            }
        } else {
            let upper = min(max(normalize(start ?? count - 1), -1), count - 1)
            let lower = end.map { min(max(normalize($0), -1), count - 1) } ?? -1
            var index = upper
            while lower < index {
                indices.append(index)
                index += step
            }
        }
        return indices
    }
}
