/// The parsed form of a query: what `@`/`$` it starts from and its segments.
struct QueryAST: Sendable {
    /// `@` (true) or `$` (false).
    var isRelative: Bool
    var segments: [Segment]

    /// A singular query has only child segments holding one name or index selector each.
    var isSingular: Bool {
        segments.allSatisfy { segment in
            guard case .child(let selectors) = segment, selectors.count == 1 else { return false }
            switch selectors[0] {
            case .name, .index: return true
            default: return false
            }
        }
    }
}

enum Segment: Sendable {
    case child([Selector])
    case descendant([Selector])
}

enum Selector: Sendable {
    case name(String)
    case wildcard
    case index(Int)
    case slice(start: Int?, end: Int?, step: Int?)
    case filter(LogicalExpression)
}

indirect enum LogicalExpression: Sendable {
    case or([LogicalExpression])
    case and([LogicalExpression])
    case not(LogicalExpression)
    /// A query used as a test: true when it selects at least one node.
    case exists(QueryAST)
    /// A function of LogicalType or NodesType used as a test.
    case functionTest(FunctionCall)
    case compare(ComparableExpression, ComparisonOperator, ComparableExpression)
}

indirect enum ComparableExpression: Sendable {
    case literal(JSONPathValue)
    /// Always a singular query.
    case query(QueryAST)
    /// Always a function whose result is ValueType.
    case function(FunctionCall)
}

enum ComparisonOperator: String, Sendable {
    case equal = "==", notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">="
    case less = "<", greater = ">"
}

struct FunctionCall: Sendable {
    var function: JSONPathFunction
    var arguments: [FunctionArgument]
}

/// A function argument already converted to its parameter's declared type.
indirect enum FunctionArgument: Sendable {
    case value(ComparableExpression)
    case nodes(QueryAST)
    case logical(LogicalExpression)
}

/// The types of RFC 9535 section 2.4.1.
enum FunctionType: Sendable {
    case value, logical, nodes
}

/// The five function extensions of RFC 9535 section 2.4.
enum JSONPathFunction: String, Sendable {
    case length, count, match, search, value

    var parameters: [FunctionType] {
        switch self {
        case .length: [.value]
        case .count, .value: [.nodes]
        case .match, .search: [.value, .value]
        }
    }

    var result: FunctionType {
        switch self {
        case .length, .count, .value: .value
        case .match, .search: .logical
        }
    }
}
