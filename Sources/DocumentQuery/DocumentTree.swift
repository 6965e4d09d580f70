/// What a node of a parsed document is.
enum NodeKind: UInt8, Sendable {
    case document, element, text, comment, processingInstruction, doctype
}

/// One attribute of an element, in source order.
struct NodeAttribute: Sendable {
    var name: String
    var value: String
}

/// One node of the arena. Indices are document order (preorder), so a node's descendants are the
/// contiguous indices `index + 1 ..< end`: text content, `descendant::` and `following::` are
/// ranges, not walks.
struct TreeNode: Sendable {
    var kind: NodeKind
    /// The element's qualified name (lowercase in HTML), a PI's target or the doctype's name.
    var name: String = ""
    /// A text's, comment's or PI's text.
    var value: String = ""
    var attributes: [NodeAttribute] = []
    var parent: Int32 = -1
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var next: Int32 = -1
    var previous: Int32 = -1
    /// One past the node's last descendant.
    var end: Int32 = 0
}

/// A parsed document: the arena of its nodes, the document node at index 0.
struct DocumentTree: Sendable {
    let nodes: [TreeNode]
    /// HTML (names case-insensitive, HTML serialisation) or XML.
    let isHTML: Bool

    /// The children of `index`, in order.
    func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var child = Int(nodes[index].firstChild)
        while child >= 0 {
            result.append(child)
            child = Int(nodes[child].next)
        }
        return result
    }

    /// The text content of `index`: its own text, or all its descendant texts in order.
    func textContent(of index: Int) -> String {
        let node = nodes[index]
        switch node.kind {
        case .text, .comment, .processingInstruction: return node.value
        case .doctype: return ""
        case .document, .element:
            var text = ""
            for descendant in (index + 1)..<Int(node.end) where nodes[descendant].kind == .text {
                text += nodes[descendant].value
            }
            return text
        }
    }

    /// Whether `index` is an element named `name` (HTML names are stored lowercase).
    func isElement(_ index: Int, named name: String) -> Bool {
        nodes[index].kind == .element && nodes[index].name == name
    }

    /// The value of `index`'s attribute `name`, if any (`ignoringCase` for HTML).
    func attribute(_ name: String, of index: Int) -> String? {
        nodes[index].attributes.first { $0.name == name }?.value
    }
}

/// Builds the arena in document order: every new node is the last child of its parent, which
/// is always the innermost open node, so indices stay in preorder.
struct TreeAssembler {
    private(set) var nodes: [TreeNode] = [TreeNode(kind: .document)]
    let maximumNodes: Int

    init(maximumNodes: Int) { self.maximumNodes = maximumNodes }

    /// Appends `node` as the last child of `parent`; its index.
    @discardableResult
    mutating func append(_ node: TreeNode, to parent: Int) throws -> Int {
        guard nodes.count < maximumNodes else {
            throw DocumentQueryError.limit("The document has more than \(maximumNodes) nodes, the limit.")
        }
        var node = node
        let index = nodes.count
        node.parent = Int32(parent)
        let last = nodes[parent].lastChild
        if last >= 0 {
            nodes[Int(last)].next = Int32(index)
            node.previous = last
        } else {
            nodes[parent].firstChild = Int32(index)
        }
        nodes[parent].lastChild = Int32(index)
        nodes.append(node)
        return index
    }

    /// Appends text to `parent`, joined to a text node that ends it (adjacent texts are one node).
    mutating func appendText(_ text: String, to parent: Int) throws {
        guard !text.isEmpty else { return }
        let last = Int(nodes[parent].lastChild)
        if last >= 0, last == nodes.count - 1, nodes[last].kind == .text {
            nodes[last].value += text
        } else {
            try append(TreeNode(kind: .text, value: text), to: parent)
        }
    }

    /// Adds `attributes` that `index` lacks (a second `<html>` or `<body>` tag's).
    mutating func merge(_ attributes: [NodeAttribute], into index: Int) {
        for attribute in attributes where !nodes[index].attributes.contains(where: { $0.name == attribute.name }) {
            nodes[index].attributes.append(attribute)
        }
    }

    func name(of index: Int) -> String { nodes[index].name }

    func lastChild(of index: Int) -> Int { Int(nodes[index].lastChild) }

    /// The finished tree, subtree ends filled in (children have larger indices, so a reverse pass).
    func finish(isHTML: Bool) -> DocumentTree {
        var nodes = nodes
        for index in nodes.indices.reversed() {
            let last = nodes[index].lastChild
            nodes[index].end = last >= 0 ? nodes[Int(last)].end : Int32(index + 1)
        }
        return DocumentTree(nodes: nodes, isHTML: isHTML)
    }
}
