// XML Path Language (XPath) Version 1.0, W3C Recommendation 16 November 1999: the abstract
// syntax the parser builds from the grammar of sections 2 (location paths) and 3 (expressions).

/// An XPath expression.
indirect enum XPathExpression {
    case binary(XPathOperator, XPathExpression, XPathExpression)
    case negate(XPathExpression)
    case number(Double)
    case literal(String)
    case function(String, [XPathExpression])
    /// A location path from the root (`absolute`) or the context node.
    case path(absolute: Bool, steps: [XPathStep])
    /// A primary expression filtered by predicates, then followed by location steps.
    case filter(XPathExpression, predicates: [XPathExpression], steps: [XPathStep])
}

/// The binary operators, lowest precedence first.
enum XPathOperator: String {
    case or, and
    case equal = "=", notEqual = "!="
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case plus = "+", minus = "-", multiply = "*", divide = "div", modulo = "mod"
    case union = "|"
}

/// One location step: `axis::test[predicate]…`.
struct XPathStep {
    var axis: XPathAxis
    var test: XPathNodeTest
    var predicates: [XPathExpression]
}

/// The thirteen axes (2.2).
enum XPathAxis: String, CaseIterable {
    case ancestor, ancestorOrSelf = "ancestor-or-self", attribute, child, descendant
    case descendantOrSelf = "descendant-or-self", following, followingSibling = "following-sibling", namespace, parent
    case preceding, precedingSibling = "preceding-sibling", `self`

    /// Whether the axis runs against document order (proximity positions count backwards).
    var isReverse: Bool {
        self == .ancestor || self == .ancestorOrSelf || self == .preceding || self == .precedingSibling
    }
}

/// What a step keeps of its axis's nodes (2.3).
enum XPathNodeTest {
    /// A qualified name as written (compared case-insensitively with HTML's names).
    case name(String)
    /// `*`: any node of the axis's principal type.
    case anyName
    /// `prefix:*`.
    case prefixed(String)
    case text, node, comment
    /// `processing-instruction('target')`, the target optional.
    case processingInstruction(String?)
}
