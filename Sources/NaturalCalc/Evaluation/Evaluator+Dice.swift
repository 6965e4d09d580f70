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
        default: throw CalcError("dice take + - * / only")
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
        default: throw CalcError("dice combine with plain numbers only, not \(v.kindName)")
        }
    }

    /// `roll d6` draws one outcome (a plain number rolls to itself); `mean(d6)` and `average(d6)`
    /// are the expected value; `dice(2, 6)` is `2d6`. Nil for other names and arguments.
    func diceCall(_ name: String, _ args: [Value]) throws -> Value? {
        switch name {
        case Self.diceFunction:
            guard args.count == 2 else { throw CalcError.functionArity(name, 2) }
            let count = try numberArg(args[0]), faces = try numberArg(args[1])
            guard DecimalMath.isInteger(count), DecimalMath.isInteger(faces) else { throw CalcError.wholeNumberNeeded(name) }
            guard count <= Decimal(Distribution.countLimit), faces <= Decimal(Distribution.faceLimit), let c = DecimalMath.int(count),
                let f = DecimalMath.int(faces)
            else {
                throw CalcError("\(count)d\(faces) is too many dice: at most \(Distribution.countLimit) dice of at most \(Distribution.faceLimit) faces")
            }
            return Self.settled(try Distribution.dice(count: c, faces: f))
        case "roll":
            guard args.count == 1 else { throw CalcError.functionArity(name, 1) }
            switch args[0].plain {
            case .distribution(let d): return .number(d.sample(using: &random))
            case .number(let n): return .number(n)
            default: throw CalcError("roll takes dice, as in 'roll d6', not \(args[0].kindName)")
            }
        case "mean", "average", "avg":
            guard args.count == 1, case .distribution(let d) = args[0].plain else { return nil }
            return .number(try d.mean())
        default:
            return nil
        }
    }

    /// The function `d6` and `2d6` are read as.
    static let diceFunction = "dice"
}
