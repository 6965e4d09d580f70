// The expression tree of lang_expr.html. Nodes are immutable; a node knows its height, so the
// parser can refuse a tree deeper than `RecordQuery.maximumDepth` and every recursive walk over
// it (binding, evaluation) is bounded by that height.

enum UnaryOperator: Sendable { case negate, plus, bitNot, not }

enum BinaryOperator: Sendable {
    case concat, multiply, divide, remainder, add, subtract
    case shiftLeft, shiftRight, bitAnd, bitOr
    case less, lessEqual, greater, greaterEqual, equal, notEqual
    case and, or

    var isComparison: Bool {
        switch self {
        case .less, .lessEqual, .greater, .greaterEqual, .equal, .notEqual: true
        default: false
        }
    }
}

/// A column's or expression's type affinity (datatype3.html section 3).
enum Affinity: Sendable {
    case none, text, numeric, integer, real

    var isNumeric: Bool { self == .numeric || self == .integer || self == .real }
}

/// A collating sequence (datatype3.html section 7).
enum Collation: String, Sendable { case binary, nocase, rtrim }

struct WhenBranch: Sendable {
    let condition: SQLNode
    let result: SQLNode
}

final class SQLNode: Sendable {
    indirect enum Kind: Sendable {
        case literal(SQLValue)
        /// A column named in the query (a qualifier before '.' is dropped); bound later.
        case column(String)
        /// A bound column: its index in the record's values.
        case slot(Int)
        case unary(UnaryOperator, SQLNode)
        case binary(BinaryOperator, SQLNode, SQLNode)
        /// `IS` (`distinct` false: equal or both NULL) and `IS NOT` / `IS DISTINCT FROM` (true).
        case isDistinct(SQLNode, SQLNode, distinct: Bool)
        case isNull(SQLNode, negated: Bool)
        case inList(SQLNode, [SQLNode], negated: Bool)
        case between(SQLNode, SQLNode, SQLNode, negated: Bool)
        case like(SQLNode, pattern: SQLNode, escape: SQLNode?, negated: Bool)
        case glob(SQLNode, pattern: SQLNode, negated: Bool)
        case caseWhen(base: SQLNode?, branches: [WhenBranch], otherwise: SQLNode?)
        case cast(SQLNode, Affinity)
        case collate(SQLNode, Collation)
        case call(ScalarFunction, [SQLNode])
        case aggregateCall(AggregateFunction, [SQLNode], distinct: Bool)
        /// A bound aggregate: its slot among the query's accumulators.
        case aggregate(Int)
    }

    let kind: Kind
    /// Where the expression is in its text (0-based Unicode scalar offsets, end exclusive).
    let start: Int
    let end: Int
    let height: Int

    init(_ kind: Kind, start: Int, end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
        height = 1 + (Self.children(of: kind).map(\.height).max() ?? 0)
    }

    /// The same place in the text, another kind (binding keeps positions).
    func with(_ kind: Kind) -> SQLNode { SQLNode(kind, start: start, end: end) }

    static func children(of kind: Kind) -> [SQLNode] {
        switch kind {
        case .literal, .column, .slot, .aggregate: []
        case .unary(_, let operand), .isNull(let operand, _), .cast(let operand, _), .collate(let operand, _): [operand]
        case .binary(_, let left, let right), .isDistinct(let left, let right, _): [left, right]
        case .inList(let operand, let list, _): [operand] + list
        case .between(let operand, let low, let high, _): [operand, low, high]
        case .like(let operand, let pattern, let escape, _): [operand, pattern] + (escape.map { [$0] } ?? [])
        case .glob(let operand, let pattern, _): [operand, pattern]
        case .caseWhen(let base, let branches, let otherwise):
            (base.map { [$0] } ?? []) + branches.flatMap { [$0.condition, $0.result] } + (otherwise.map { [$0] } ?? [])
        case .call(_, let arguments), .aggregateCall(_, let arguments, _): arguments
        }
    }

    /// The affinity the comparison rules give this expression: a record's column has NUMERIC
    /// affinity, a CAST its type's, a COLLATE its operand's, anything else none.
    var affinity: Affinity {
        switch kind {
        case .column, .slot: .numeric
        case .cast(_, let affinity): affinity
        case .collate(let operand, _): operand.affinity
        default: .none
        }
    }

    /// The collation an explicit COLLATE gives this expression, looking through the left-hand
    /// operands as SQLite does.
    var explicitCollation: Collation? {
        switch kind {
        case .collate(_, let collation): collation
        case .unary(let op, let operand): op == .not ? nil : operand.explicitCollation
        case .cast(let operand, _): operand.explicitCollation
        case .binary(let op, let left, let right):
            op.isComparison || op == .and || op == .or
                ? nil : left.explicitCollation ?? right.explicitCollation
        default: nil
        }
    }
}
