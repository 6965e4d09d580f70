import Foundation

/// numbat's `NaN` and `inf`, typed as such. Decimal has no infinities, so any arithmetic or
/// comparison that meets one is worked out in Double: IEEE 754 gives the rules (`inf - inf` is
/// NaN, `1 / inf` is 0, every ordering with NaN is false), and a finite answer comes back as a
/// number. A Decimal overflow is still an error ("out of range"), never a NaN shown as an answer.
extension Evaluator {
    /// The Double a non-finite value, a plain number or a quantity's amount stands for.
    private func ieee(_ v: Value) -> Double? {
        switch v.plain {
        case .nonFinite(let x): return x
        case .number(let n), .quantity(let n, _): return DecimalMath.double(n)
        default: return nil
        }
    }

    /// A Double answer: non-finite stays so, finite becomes a number again.
    func ieeeValue(_ x: Double) throws -> Value {
        x.isFinite ? .number(try DecimalMath.decimal(x)) : .nonFinite(x)
    }

    /// Arithmetic and comparisons when either side is NaN or infinite; nil when neither is.
    func nonFiniteBinary(_ op: BinaryOp, _ l: Value, _ r: Value) throws -> Value? {
        guard l.isNonFinite || r.isNonFinite else { return nil }
        return try nonFiniteParts(op, l, r)
    }

    private func nonFiniteParts(_ op: BinaryOp, _ l: Value, _ r: Value) throws -> Value {
        guard let a = ieee(l), let b = ieee(r) else { throw CalcError(.mismatch(l.kindName, r.kindName)) }
        switch op {
        case .add: return try ieeeValue(a + b)
        case .subtract: return try ieeeValue(a - b)
        case .multiply: return try ieeeValue(a * b)
        case .divide: return try ieeeValue(a / b)
        case .power: return try ieeeValue(pow(a, b))
        case .equal: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        case .less: return .bool(a < b)
        case .lessOrEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterOrEqual: return .bool(a >= b)
        default: throw CalcError(.needsFinite(l.kindName, r.kindName))
        }
    }
}
