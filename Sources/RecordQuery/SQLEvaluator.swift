import Foundation

// Evaluates a bound expression tree for one row (lang_expr.html): three-valued logic with NULL,
// comparisons under the affinity and collation rules, CASE, CAST, IN, BETWEEN, LIKE and GLOB.
// The recursion is bounded by the tree's height, which the parser limits.

final class SQLEvaluator {
    let budget: QueryBudget
    /// The current row's values, by column index.
    var row: [SQLValue] = []
    /// The current group's aggregate results, by slot.
    var aggregates: [SQLValue] = []
    /// parsedate()'s formatters, by pattern.
    var dateParsers: [String: DateFormatter] = [:]

    init(budget: QueryBudget) { self.budget = budget }

    func evaluate(_ node: SQLNode) throws -> SQLValue {
        try budget.spend()
        switch node.kind {
        case .literal(let value): return value
        case .slot(let index): return index < row.count ? row[index] : .null
        case .aggregate(let slot): return slot < aggregates.count ? aggregates[slot] : .null
        case .column, .aggregateCall: return .null
        case .unary(let op, let operand): return try unary(op, try evaluate(operand))
        case .binary(let op, let left, let right): return try binary(op, left, right)
        case .isDistinct(let left, let right, let distinct):
            let (a, b, collation) = try operands(left, right)
            return .bool((SQLOrdering.compare(a, b, collation) != 0) == distinct)
        case .isNull(let operand, let negated): return .bool(try evaluate(operand).isNull != negated)
        case .inList(let operand, let list, let negated): return try inList(operand, list, negated: negated)
        case .between(let operand, let low, let high, let negated): return try between(operand, low, high, negated: negated)
        case .like(let operand, let pattern, let escape, let negated):
            return try like(operand, pattern, escape, negated: negated)
        case .glob(let operand, let pattern, let negated): return try glob(operand, pattern, negated: negated)
        case .caseWhen(let base, let branches, let otherwise): return try caseWhen(base, branches, otherwise)
        case .cast(let operand, let affinity): return try cast(try evaluate(operand), affinity)
        case .collate(let operand, _): return try evaluate(operand)
        case .call(let function, let arguments): return try call(function, arguments)
        }
    }

    private func unary(_ op: UnaryOperator, _ value: SQLValue) throws -> SQLValue {
        switch op {
        case .negate: SQLArithmetic.negate(value)
        case .plus: value
        case .bitNot: SQLArithmetic.bitNot(value)
        case .not: SQLArithmetic.truth(value).map { .bool(!$0) } ?? .null
        }
    }

    private func binary(_ op: BinaryOperator, _ left: SQLNode, _ right: SQLNode) throws -> SQLValue {
        switch op {
        case .and:
            let a = SQLArithmetic.truth(try evaluate(left))
            if a == false { return .bool(false) }
            let b = SQLArithmetic.truth(try evaluate(right))
            if b == false { return .bool(false) }
            return a == nil || b == nil ? .null : .bool(true)
        case .or:
            let a = SQLArithmetic.truth(try evaluate(left))
            if a == true { return .bool(true) }
            let b = SQLArithmetic.truth(try evaluate(right))
            if b == true { return .bool(true) }
            return a == nil || b == nil ? .null : .bool(false)
        case .less, .lessEqual, .greater, .greaterEqual, .equal, .notEqual:
            let (a, b, collation) = try operands(left, right)
            if a.isNull || b.isNull { return .null }
            return .bool(Self.holds(op, SQLOrdering.compare(a, b, collation)))
        case .concat:
            let a = try evaluate(left)
            let b = try evaluate(right)
            guard let x = a.text, let y = b.text else { return .null }
            try budget.checkText(length: x.utf8.count + y.utf8.count)
            return .text(x + y)
        case .add, .subtract, .multiply, .divide, .remainder:
            return SQLArithmetic.apply(op, try evaluate(left), try evaluate(right))
        case .bitAnd, .bitOr, .shiftLeft, .shiftRight:
            return SQLArithmetic.bitwise(op, try evaluate(left), try evaluate(right))
        }
    }

    static func holds(_ op: BinaryOperator, _ order: Int) -> Bool {
        switch op {
        case .less: order < 0
        case .lessEqual: order <= 0
        case .greater: order > 0
        case .greaterEqual: order >= 0
        case .equal: order == 0
        default: order != 0
        }
    }

    /// Both operands evaluated, with the comparison's affinity conversions and collation.
    func operands(_ left: SQLNode, _ right: SQLNode) throws -> (SQLValue, SQLValue, Collation) {
        let a = try evaluate(left)
        let b = try evaluate(right)
        return prepare(a, left, b, right)
    }

    func prepare(_ a: SQLValue, _ left: SQLNode, _ b: SQLValue, _ right: SQLNode) -> (SQLValue, SQLValue, Collation) {
        let (x, y) = SQLOrdering.applyAffinities(a, left.affinity, b, right.affinity)
        return (x, y, left.explicitCollation ?? right.explicitCollation ?? .binary)
    }
}
