// Selectors Level 4 (W3C Working Draft), the subset scrapers use: type, universal, #id, .class,
// attribute selectors with the `i`/`s` flags, the four combinators, selector lists, the
// tree-structural pseudo-classes, :not(), :is(), :where(), :has(), :root, :empty, :scope, and
// :contains("text"), an extension from jQuery and soupsieve (the element's text contains it).

/// A selector list: an element matches when one of its complex selectors does.
typealias CSSSelectorList = [CSSComplexSelector]

/// Compound selectors joined by combinators; `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
struct CSSComplexSelector {
    var compounds: [CSSCompoundSelector]
    var combinators: [CSSCombinator]
}

/// How two compound selectors relate, left to right.
enum CSSCombinator {
    case descendant, child, nextSibling, subsequentSibling
}

/// A type selector (nil: any element) and conditions the element must all meet.
struct CSSCompoundSelector {
    var type: String?
    var conditions: [CSSCondition]
}

/// How an attribute's value is compared.
enum CSSAttributeOperator {
    case equals, includesWord, dashPrefix, prefix, suffix, substring
}

/// One simple selector after the type.
indirect enum CSSCondition {
    case id(String)
    case className(String)
    case attribute(name: String, comparison: (CSSAttributeOperator, String)?, ignoreCase: Bool)
    /// `:nth-child(an+b of S)` and its relatives: `ofType` counts siblings of the same name,
    /// `fromEnd` counts from the last.
    case nth(a: Int, b: Int, ofType: Bool, fromEnd: Bool, of: CSSSelectorList?)
    case not(CSSSelectorList)
    case matchesAny(CSSSelectorList)
    /// `:has()`: each selector's first compound is `:scope`, the element tested.
    case has(CSSSelectorList)
    case empty
    case root
    case scope
    case contains(String)
}
