import Foundation

extension Evaluator {
    /// The largest shift `<<` and `>>` take: past it every 64-bit value is 0 or out of range.
    static let maxShift = 62

    /// `5 & 3` → 1, `5 | 3` → 7, `5 xor 3` → 6, `1 << 4` → 16, `256 >> 2` → 64, on whole numbers
    /// that fit in 64 bits (two's complement for negatives, as fend and C do).
    func bitwise(_ op: BinaryOp, _ l: Value, _ r: Value) throws -> Value {
        guard case .number(let a) = l, case .number(let b) = r else { throw CalcError(.mismatch(l.kindName, r.kindName)) }
        guard let x = Evaluator.int64(a), let y = Evaluator.int64(b) else { throw CalcError(.bitwiseNeedsWholeNumbers) }
        switch op {
        case .bitAnd: return .number(Decimal(x & y))
        case .bitOr: return .number(Decimal(x | y))
        case .bitXor: return .number(Decimal(x ^ y))
        case .shiftLeft, .shiftRight:
            guard y >= 0, y <= Evaluator.maxShift else { throw CalcError(.shiftOutOfRange(String(y))) }
            if op == .shiftRight { return .number(Decimal(x >> y)) }
            let (shifted, overflow) = x.multipliedReportingOverflow(by: Int64(1) << y)
            guard !overflow else { throw CalcError.tooLarge }
            return .number(Decimal(shifted))
        default: throw CalcError(.mismatch(l.kindName, r.kindName))
        }
    }

    /// A whole decimal as a 64-bit integer, nil for fractions and larger values.
    private static func int64(_ d: Decimal) -> Int64? {
        guard DecimalMath.isInteger(d), abs(d) <= Decimal(Int64.max) else { return nil }
        return Int64(SmallDecimal.text(d) ?? d.description)
    }
}
