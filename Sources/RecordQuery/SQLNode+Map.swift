extension SQLNode {
    /// This node's kind with each child replaced by `transform(child)`.
    func mapChildren(_ transform: (SQLNode) throws -> SQLNode) throws -> Kind {
        switch kind {
        case .literal, .column, .slot, .aggregate: return kind
        case .unary(let op, let operand): return .unary(op, try transform(operand))
        case .binary(let op, let left, let right): return .binary(op, try transform(left), try transform(right))
        case .isDistinct(let left, let right, let distinct):
            return .isDistinct(try transform(left), try transform(right), distinct: distinct)
        case .isNull(let operand, let negated): return .isNull(try transform(operand), negated: negated)
        case .inList(let operand, let list, let negated):
            return .inList(try transform(operand), try list.map(transform), negated: negated)
        case .between(let operand, let low, let high, let negated):
            return .between(try transform(operand), try transform(low), try transform(high), negated: negated)
        case .like(let operand, let pattern, let escape, let negated):
            return .like(
                try transform(operand), pattern: try transform(pattern), escape: try escape.map(transform), negated: negated)
        case .glob(let operand, let pattern, let negated):
            return .glob(try transform(operand), pattern: try transform(pattern), negated: negated)
        case .caseWhen(let base, let branches, let otherwise):
            let mapped = try branches.map { WhenBranch(condition: try transform($0.condition), result: try transform($0.result)) }
            return .caseWhen(base: try base.map(transform), branches: mapped, otherwise: try otherwise.map(transform))
        case .cast(let operand, let affinity): return .cast(try transform(operand), affinity)
        case .collate(let operand, let collation): return .collate(try transform(operand), collation)
        case .call(let function, let arguments): return .call(function, try arguments.map(transform))
        case .aggregateCall(let function, let arguments, let distinct):
            return .aggregateCall(function, try arguments.map(transform), distinct: distinct)
        }
    }

    /// Whether an aggregate (bound or not) is anywhere in this tree.
    var containsAggregate: Bool {
        switch kind {
        case .aggregate, .aggregateCall: true
        default: Self.children(of: kind).contains { $0.containsAggregate }
        }
    }
}
