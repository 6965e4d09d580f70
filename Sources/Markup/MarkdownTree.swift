/// The kinds of node in a parsed Markdown document.
enum NodeKind: UInt8 {
    case document, blockQuote, list, item, paragraph, heading, thematicBreak, codeBlock, htmlBlock
    case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link, image

    /// Whether the node holds other nodes (entered and exited when rendered).
    var isContainer: Bool {
        switch self {
        case .document, .blockQuote, .list, .item, .paragraph, .heading, .emphasis, .strong, .link, .image: return true
        default: return false
        }
    }

    /// Whether a block of this kind may hold a child block of `kind`.
    func canContain(_ kind: NodeKind) -> Bool {
        switch self {
        case .document, .blockQuote, .item: return kind != .item
        case .list: return kind == .item
        default: return false
        }
    }

    /// Whether lines are added to a block of this kind as its text.
    var acceptsLines: Bool { self == .paragraph || self == .codeBlock || self == .htmlBlock }
}

/// A list's marker facts, shared by the list and its items.
struct ListData {
    var ordered = false
    var bulletChar: UInt8 = 0
    var start = 1
    var delimiter: UInt8 = 0
    var padding = 0
    var markerOffset = 0
    var tight = true
}

/// One node, stored in the tree's array and linked by indices (-1 for none): no recursion to free it.
struct MarkdownNode {
    var kind: NodeKind
    var parent = -1
    var firstChild = -1
    var lastChild = -1
    var previous = -1
    var next = -1
    var open = true
    var startLine = 0
    var endLine = 0
    /// The block's accumulated lines; an inline's literal text.
    var content: [UInt8] = []
    /// A code block's info string; a link's destination.
    var info: [UInt8] = []
    /// A link's title.
    var title: [UInt8] = []
    /// A heading's level.
    var level = 0
    var isFenced = false
    var fenceChar: UInt8 = 0
    var fenceLength = 0
    var fenceOffset = 0
    var htmlBlockType = 0
    var list = ListData()

    init(kind: NodeKind) { self.kind = kind }
}

/// A parsed document: the nodes in one array, the root at index 0.
struct MarkdownTree {
    var nodes: [MarkdownNode] = [MarkdownNode(kind: .document)]

    /// Adds a detached node and returns its index.
    mutating func make(_ kind: NodeKind) -> Int {
        nodes.append(MarkdownNode(kind: kind))
        return nodes.count - 1
    }

    /// Makes `child` the last child of `parent`.
    mutating func append(_ child: Int, to parent: Int) {
        unlink(child)
        nodes[child].parent = parent
        let last = nodes[parent].lastChild
        if last >= 0 {
            nodes[last].next = child
            nodes[child].previous = last
        } else {
            nodes[parent].firstChild = child
        }
        nodes[parent].lastChild = child
    }

    /// Puts `sibling` right after `node`.
    mutating func insert(_ sibling: Int, after node: Int) {
        unlink(sibling)
        let next = nodes[node].next
        let parent = nodes[node].parent
        nodes[sibling].next = next
        nodes[sibling].previous = node
        nodes[sibling].parent = parent
        nodes[node].next = sibling
        if next >= 0 { nodes[next].previous = sibling } else if parent >= 0 { nodes[parent].lastChild = sibling }
    }

    /// Takes `node` out of its parent's children.
    mutating func unlink(_ node: Int) {
        let previous = nodes[node].previous
        let next = nodes[node].next
        let parent = nodes[node].parent
        if previous >= 0 { nodes[previous].next = next } else if parent >= 0 { nodes[parent].firstChild = next }
        if next >= 0 { nodes[next].previous = previous } else if parent >= 0 { nodes[parent].lastChild = previous }
        nodes[node].parent = -1
        nodes[node].previous = -1
        nodes[node].next = -1
    }
}
