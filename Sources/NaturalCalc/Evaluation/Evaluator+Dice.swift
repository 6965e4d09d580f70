import Foundation

/// Dice in arithmetic and the words that read them (`Dice.swift`): `d20 + d6 + 4`, `mean d6`, `roll 2d6`.
extension Evaluator {
    /// Dice combined with dice or a plain number; nil when neither side is dice.
    func diceBinary(_ op: BinaryOp, _ l: Value, _ r: Value) throws -> Value? {
        switch (l, r) {
        case (.distribution, _), (_, .distribution): break
        default: return nil
        }
        let a = try dice(l), b = try dice(r)
        let combined: Distribution
        switch op {
        case .add: combined = try a.combined(with: b, by: +)
        case .subtract: combined = try a.combined(with: b, by: -)
        case .multiply: combined = try a.combined(with: b, by: *)
        case .divide:
            combined = try a.combined(with: b) { x, y in
                guard y != 0 else { throw CalcError.divisionByZero }
                return x / y
            }
        default: throw CalcError(.diceOperators)
        }
        return Self.settled(combined)
    }

    /// A distribution, or its one outcome when only one is possible (`d1 + d1` is 2).
    static func settled(_ d: Distribution) -> Value {
        d.outcomes.count == 1 ? .number(d.outcomes[0].value) : .distribution(d)
    }

    private func dice(_ v: Value) throws -> Distribution {
        switch v {
        case .distribution(let d): return d
        case .number(let n): return .certain(n)
        default: throw CalcError(.diceCombine(v.kindName))
        }
    }

    /// The function `d6` and `2d6` are read as.
    static let diceFunction = "dice"
}
