// XPath 1.0, 2.2 "Axes": each axis's nodes in proximity order (reverse axes nearest first).
// Attributes are children of no one but have their element as parent; the namespace axis is
// always empty (namespace nodes are not modelled: names match as written).

extension XPathEvaluator {
    func axisNodes(_ axis: XPathAxis, from reference: NodeReference) throws -> [NodeReference] {
        let nodes = tree.nodes
        let index = reference.node
        let isAttribute = reference.attribute >= 0
        var result: [NodeReference] = []
        switch axis {
        case .self: result = [reference]
        case .child:
            if !isAttribute { result = tree.children(of: index).map { NodeReference($0) } }
        case .descendant, .descendantOrSelf:
            if axis == .descendantOrSelf { result.append(reference) }
            if !isAttribute { result += ((index + 1)..<Int(nodes[index].end)).map { NodeReference($0) } }
        case .parent:
            if isAttribute {
                result = [NodeReference(index)]
            } else if nodes[index].parent >= 0 {
                result = [NodeReference(Int(nodes[index].parent))]
            }
        case .ancestor, .ancestorOrSelf:
            if axis == .ancestorOrSelf { result.append(reference) }
            var ancestor = isAttribute ? index : Int(nodes[index].parent)
            while ancestor >= 0 {
                result.append(NodeReference(ancestor))
                ancestor = Int(nodes[ancestor].parent)
            }
        case .followingSibling, .precedingSibling:
            guard !isAttribute else { break }
            var sibling = Int(axis == .followingSibling ? nodes[index].next : nodes[index].previous)
            while sibling >= 0 {
                result.append(NodeReference(sibling))
                sibling = Int(axis == .followingSibling ? nodes[sibling].next : nodes[sibling].previous)
            }
        case .following:
            let start = isAttribute ? index + 1 : Int(nodes[index].end)
            result = (start..<nodes.count).map { NodeReference($0) }
        case .preceding:
            var ancestors = Set<Int>()
            var ancestor = index
            while ancestor >= 0 {
                ancestors.insert(ancestor)
                ancestor = Int(nodes[ancestor].parent)
            }
            result = (0..<index).reversed().filter { !ancestors.contains($0) }.map { NodeReference($0) }
        case .attribute:
            if !isAttribute, nodes[index].kind == .element {
                result = nodes[index].attributes.indices.map { NodeReference(index, attribute: $0) }
            }
        case .namespace: break
        }
        try budget.spend(result.count + 1)
        return result
    }
}
