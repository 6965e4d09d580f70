/// One node of a parsed document, as a query returns it: an element, text, comment, processing
/// instruction, doctype, the document itself, or (from XPath) an attribute.
public struct MarkupNode: Sendable {
    /// What a node is.
    public enum Kind: Sendable, Equatable {
        /// The document node (XPath `/`).
        case document
        /// An element.
        case element
        /// An element's attribute (XPath's attribute axis).
        case attribute
        /// A run of text (CDATA sections included).
        case text
        /// A comment.
        case comment
        /// A processing instruction (XML) or a bogus `<?…>` comment's text (HTML has none).
        case processingInstruction
        /// The document type declaration (HTML).
        case doctype
    }

    let tree: DocumentTree
    let index: Int
    /// The attribute's position in its element, or -1 for a node that is not an attribute.
    let attributeIndex: Int

    init(tree: DocumentTree, index: Int, attributeIndex: Int = -1) {
        self.tree = tree
        self.index = index
        self.attributeIndex = attributeIndex
    }

    /// What the node is.
    public var kind: Kind {
        if attributeIndex >= 0 { return .attribute }
        switch tree.nodes[index].kind {
        case .document: return .document
        case .element: return .element
        case .text: return .text
        case .comment: return .comment
        case .processingInstruction: return .processingInstruction
        case .doctype: return .doctype
        }
    }

    /// The text content: an element's or document's descendant text in order (the text of HTML
    /// `script` and `style` included, as the DOM's `textContent` does), an attribute's value, or
    /// a text's, comment's or processing instruction's own text.
    public var text: String {
        if attributeIndex >= 0 { return tree.nodes[index].attributes[attributeIndex].value }
        return tree.textContent(of: index)
    }

    /// The outer markup: the element with its tags and content serialised as HTML or XML, a
    /// document's content, an attribute as `name="value"`, and a text node's text as it is.
    public var markup: String {
        if attributeIndex >= 0 {
            let attribute = tree.nodes[index].attributes[attributeIndex]
            return "\(attribute.name)=\"\(tree.escapeAttribute(attribute.value))\""
        }
        if tree.nodes[index].kind == .text { return tree.nodes[index].value }
        return tree.markup(of: index)
    }

    /// The name of an element or attribute (qualified, as written; lowercase in HTML), a
    /// processing instruction's target or the doctype's name; nil for others.
    public var name: String? {
        if attributeIndex >= 0 { return tree.nodes[index].attributes[attributeIndex].name }
        switch tree.nodes[index].kind {
        case .element, .processingInstruction, .doctype: return tree.nodes[index].name
        default: return nil
        }
    }

    /// An element's attributes as (name, value) pairs in source order; empty for other nodes.
    public var attributes: [(String, String)] {
        guard attributeIndex < 0 else { return [] }
        return tree.nodes[index].attributes.map { ($0.name, $0.value) }
    }
}
