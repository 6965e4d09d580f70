// The syntax tree of a jq program (jq 1.7 manual). Sugar is removed while parsing: `.foo` is an
// index by a literal, `{a}` names its value `.a`, `x?` is `try x`, `$__loc__` is a literal.

/// A filter.
indirect enum JQNode: Sendable {
    case identity
    case recurseAll
    case index(JQNode, JQNode)
    case slice(JQNode, JQNode?, JQNode?)
    case iterate(JQNode)
    case literal(JQValue)
    /// A string with interpolations, each written with the format (`@base64 "…\(x)"`) if any.
    case string(format: String?, [JQStringPart])
    case format(String)
    case array(JQNode?)
    case object([JQObjectEntry])
    case pipe(JQNode, JQNode)
    case comma(JQNode, JQNode)
    case negate(JQNode)
    case binary(JQBinaryOperator, JQNode, JQNode)
    case and(JQNode, JQNode)
    case or(JQNode, JQNode)
    case alternative(JQNode, JQNode)
    case assign(JQAssignment, JQNode, JQNode)
    case ifThen([JQCondition], JQNode?)
    case tryCatch(JQNode, JQNode?)
    case reduce(source: JQNode, JQPattern, initial: JQNode, update: JQNode)
    case foreach(source: JQNode, JQPattern, initial: JQNode, update: JQNode, extract: JQNode?)
    case define(JQFunction, JQNode)
    case call(JQCall)
    case variable(String)
    case bind(JQNode, JQPattern, JQNode)
    case label(String, JQNode)
    case breakLabel(String)
}

/// Literal text or an interpolated filter of a string.
enum JQStringPart: Sendable {
    case text(String)
    case filter(JQNode)
}

/// `key: value` of an object construction; a nil value means `.[key]` (as in `{a}` or `{"\(x)"}`).
struct JQObjectEntry: Sendable {
    let key: JQNode
    let value: JQNode?
}

/// One `cond then body` of an `if`.
struct JQCondition: Sendable {
    let condition: JQNode
    let body: JQNode
}

/// Arithmetic and comparison operators.
enum JQBinaryOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", modulo = "%"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
}

/// `=`, `|=`, and the arithmetic and alternative updates `+=` … `//=`.
enum JQAssignment: Sendable {
    case set
    case update
    case arithmetic(JQBinaryOperator)
    case alternative
}

/// A destructuring pattern of `as`, `reduce` and `foreach`.
indirect enum JQPattern: Sendable {
    case variable(String)
    case array([JQPattern])
    case object([JQObjectPatternEntry])
}

/// `$name`, `$name: pattern`, or `key: pattern` in an object pattern.
struct JQObjectPatternEntry: Sendable {
    /// The variable bound to the whole member (`$name` forms).
    let variable: String?
    /// The key, a filter over the input of the `as`.
    let key: JQNode
    let pattern: JQPattern?
}

/// A function definition: parameters named `f` are filters, `$f` values.
struct JQFunction: Sendable {
    let name: String
    let parameters: [String]
    let body: JQNode

    var key: String { "\(name)/\(parameters.count)" }
}

/// A call of a function by name and arity.
struct JQCall: Sendable {
    let name: String
    let key: String
    let arguments: [JQNode]
}
