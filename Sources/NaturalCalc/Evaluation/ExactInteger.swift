import DigitGrouping
import Foundation

/// Whole-number arithmetic without rounding, for answers Decimal cannot hold exactly: `2^100`,
/// `100!`, `12345678901234567890 * 98765432109876543210`. Only an expression made of whole-number
/// literals, `+`, `-`, `×`, `^` (a whole exponent of at least 0) and `!` is worked out this
/// way, and only while every intermediate stays within `maxDigits`; anything else keeps the
/// Decimal answer.
struct ExactInteger: Equatable, Sendable {
    /// The most decimal digits an exact answer (or any step towards it) may have; beyond it the
    /// answer is Decimal's, in exponent form (docs/calculator.md "Number limits").
    static let maxDigits = 1000
    /// The same limit in 32-bit limbs (a limb holds 9.63 decimal digits), checked before work.
    private static let maxLimbs = maxDigits * 100 / 963 + 2

    /// Magnitude, least significant 32-bit limb first, no leading zero limbs (zero is `[]`).
    private(set) var limbs: [UInt32]
    private(set) var negative: Bool

    init(_ value: UInt64, negative: Bool = false) {
        var l: [UInt32] = []
        var v = value
        while v > 0 { l.append(UInt32(truncatingIfNeeded: v)); v >>= 32 }
        limbs = l
        self.negative = negative && !l.isEmpty
    }

    private init(limbs: [UInt32], negative: Bool) {
        var l = limbs
        while l.last == 0 { l.removeLast() }
        self.limbs = l
        self.negative = negative && !l.isEmpty
    }

    /// An exact whole Decimal (its 38 digits are all there); nil for a fraction or NaN, and for a
    /// full 38-digit significand scaled up, which may have been rounded (`2^128` as a Decimal).
    init?(_ d: Decimal) {
        guard d.isFinite, d == DecimalMath.rounded(d, 0) else { return nil }
        guard d.exponent <= 0 || d.significand.description.count < 38 else { return nil }
        var text = d.description
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        guard !text.contains("."), !text.contains("e") else { return nil }
        var result = ExactInteger(UInt64(0))
        for chunk in ExactInteger.chunks(text) {
            guard let n = UInt64(chunk.text) else { return nil }
            result = result.timesSmall(chunk.scale).plusSmall(n)
        }
        result.negative = negative && !result.limbs.isEmpty
        self = result
    }

    /// `text` in pieces of at most 9 digits with the power of ten each one shifts by.
    private static func chunks(_ text: String) -> [(text: Substring, scale: UInt32)] {
        var out: [(Substring, UInt32)] = []
        var i = text.startIndex
        while i < text.endIndex {
            let j = text.index(i, offsetBy: 9, limitedBy: text.endIndex) ?? text.endIndex
            var scale: UInt32 = 1
            for _ in 0..<text.distance(from: i, to: j) { scale *= 10 }
            out.append((text[i..<j], scale))
            i = j
        }
        return out
    }

    var isTooLarge: Bool { limbs.count > ExactInteger.maxLimbs }

    /// A whole-number literal as written — decimal digits with `_` or `,` groups, `0x`/`0b`/`0o`
    /// prefixes, or fend's `36#…` — so digits past Decimal's 38 are kept. Nil for anything else
    /// or past `maxDigits`.
    init?(literal text: String) {
        var body = Substring(text.lowercased().replacingOccurrences(of: "_", with: "").replacingOccurrences(of: ",", with: ""))
        var radix: UInt32 = 10
        if let hash = body.firstIndex(of: "#"), let r = UInt32(body[..<hash]), (2...36).contains(r) {
            radix = r
            body = body[body.index(after: hash)...]
        } else if body.count > 2, body.hasPrefix("0x") || body.hasPrefix("0b") || body.hasPrefix("0o") {
            radix = body.hasPrefix("0x") ? 16 : (body.hasPrefix("0b") ? 2 : 8)
            body = body.dropFirst(2)
        }
        guard !body.isEmpty, body.count <= ExactInteger.maxDigits * 4 else { return nil }
        var result = ExactInteger(UInt64(0))
        for c in body {
            guard let d = UInt32(String(c), radix: 36), d < radix else { return nil }
            result = result.timesSmall(radix).plusSmall(UInt64(d))
            if result.isTooLarge { return nil }
        }
        self = result
    }

    /// The quotient and remainder of whole division, truncated toward zero (the remainder takes
    /// the dividend's sign, as `DecimalMath.remainder`); nil for a zero divisor. Bit by bit: at
    /// `maxDigits` that is about 3,300 steps of at most 105 limbs.
    static func divide(_ a: ExactInteger, by b: ExactInteger) -> (quotient: ExactInteger, remainder: ExactInteger)? {
        guard !b.limbs.isEmpty else { return nil }
        var quotient = [UInt32](repeating: 0, count: a.limbs.count)
        var remainder: [UInt32] = []
        for bit in stride(from: a.limbs.count * 32 - 1, through: 0, by: -1) {
            remainder = shiftedLeftOne(remainder, carryIn: (a.limbs[bit / 32] >> UInt32(bit % 32)) & 1)
            if compareMagnitudes(remainder, b.limbs) >= 0 {
                remainder = subtractMagnitudes(remainder, b.limbs)
                while remainder.last == 0 { remainder.removeLast() }
                quotient[bit / 32] |= 1 << UInt32(bit % 32)
            }
        }
        return (
            ExactInteger(limbs: quotient, negative: a.negative != b.negative),
            ExactInteger(limbs: remainder, negative: a.negative)
        )
    }

    private static func shiftedLeftOne(_ m: [UInt32], carryIn: UInt32) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(m.count + 1)
        var carry = carryIn
        for l in m {
            out.append(l << 1 | carry)
            carry = l >> 31
        }
        if carry > 0 { out.append(carry) }
        while out.last == 0 { out.removeLast() }
        return out
    }

    private func timesSmall(_ m: UInt32) -> ExactInteger {
        var out: [UInt32] = []
        out.reserveCapacity(limbs.count + 1)
        var carry: UInt64 = 0
        for l in limbs {
            let p = UInt64(l) * UInt64(m) + carry
            out.append(UInt32(truncatingIfNeeded: p))
            carry = p >> 32
        }
        if carry > 0 { out.append(UInt32(carry)) }
        return ExactInteger(limbs: out, negative: negative)
    }

    private func plusSmall(_ a: UInt64) -> ExactInteger {
        ExactInteger(limbs: ExactInteger.addMagnitudes(limbs, ExactInteger(a).limbs), negative: negative)
    }

    private static func addMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(max(a.count, b.count) + 1)
        var carry: UInt64 = 0
        for i in 0..<max(a.count, b.count) {
            let s = UInt64(i < a.count ? a[i] : 0) + UInt64(i < b.count ? b[i] : 0) + carry
            out.append(UInt32(truncatingIfNeeded: s))
            carry = s >> 32
        }
        if carry > 0 { out.append(UInt32(carry)) }
        return out
    }

    /// `a - b` for magnitudes with `a >= b`.
    private static func subtractMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(a.count)
        var borrow: Int64 = 0
        for i in 0..<a.count {
            var d = Int64(a[i]) - Int64(i < b.count ? b[i] : 0) - borrow
            borrow = d < 0 ? 1 : 0
            if d < 0 { d += 1 << 32 }
            out.append(UInt32(d))
        }
        return out
    }

    private static func compareMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for i in stride(from: a.count - 1, through: 0, by: -1) where a[i] != b[i] {
            return a[i] < b[i] ? -1 : 1
        }
        return 0
    }

    static func + (a: ExactInteger, b: ExactInteger) -> ExactInteger {
        if a.negative == b.negative { return ExactInteger(limbs: addMagnitudes(a.limbs, b.limbs), negative: a.negative) }
        if compareMagnitudes(a.limbs, b.limbs) >= 0 {
            return ExactInteger(limbs: subtractMagnitudes(a.limbs, b.limbs), negative: a.negative)
        }
        return ExactInteger(limbs: subtractMagnitudes(b.limbs, a.limbs), negative: b.negative)
    }

    static prefix func - (a: ExactInteger) -> ExactInteger { ExactInteger(limbs: a.limbs, negative: !a.negative) }

    static func - (a: ExactInteger, b: ExactInteger) -> ExactInteger { a + (-b) }

    /// The product, or nil when it would pass `maxDigits`.
    static func times(_ a: ExactInteger, _ b: ExactInteger) -> ExactInteger? {
        guard a.limbs.count + b.limbs.count <= maxLimbs + 1 else { return nil }
        if a.limbs.isEmpty || b.limbs.isEmpty { return ExactInteger(UInt64(0)) }
        var out = [UInt32](repeating: 0, count: a.limbs.count + b.limbs.count)
        for (i, x) in a.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, y) in b.limbs.enumerated() {
                let t = UInt64(x) * UInt64(y) + UInt64(out[i + j]) + carry
                out[i + j] = UInt32(truncatingIfNeeded: t)
                carry = t >> 32
            }
            out[i + b.limbs.count] = UInt32(carry)
        }
        let product = ExactInteger(limbs: out, negative: a.negative != b.negative)
        return product.isTooLarge ? nil : product
    }

    /// `a^n` by squaring, or nil past `maxDigits`.
    static func power(_ a: ExactInteger, _ n: Int) -> ExactInteger? {
        var result = ExactInteger(UInt64(1))
        var base = a
        var e = n
        while e > 0 {
            if e & 1 == 1 { guard let r = times(result, base) else { return nil }; result = r }
            e >>= 1
            if e > 0 { guard let b = times(base, base) else { return nil }; base = b }
        }
        return result
    }

    /// The decimal digits, with `separator` between groups of three when given.
    func digits(separator: Character?) -> String {
        if limbs.isEmpty { return "0" }
        var chunks: [UInt32] = []  // base 10^9, least significant first
        var rest = limbs
        while !rest.isEmpty {
            var remainder: UInt64 = 0
            for i in stride(from: rest.count - 1, through: 0, by: -1) {
                let cur = (remainder << 32) | UInt64(rest[i])
                rest[i] = UInt32(cur / 1_000_000_000)
                remainder = cur % 1_000_000_000
            }
            chunks.append(UInt32(remainder))
            while rest.last == 0 { rest.removeLast() }
        }
        var text = String(chunks.removeLast())
        for c in chunks.reversed() {
            let s = String(c)
            text += String(repeating: "0", count: 9 - s.count) + s
        }
        if let separator { text = DigitGrouping.grouped(text, separator: separator) }
        return (negative ? "-" : "") + text
    }
}

extension ExactInteger {
    /// The exact value of `expr` when it is whole-number arithmetic only (see the type's note),
    /// else nil. The parser's nesting cap bounds the recursion.
    static func evaluate(_ expr: Expr, budget: CalcOptions.Budget) -> ExactInteger? {
        switch expr {
        case .number(let d, _, scaled: false):
            return ExactInteger(d)
        case .exactInteger(let n, _):
            return n
        case .negate(let inner):
            return evaluate(inner, budget: budget).map { -$0 }
        case .call(let name, let arguments) where ExactInteger.factorialNames.contains(name) && arguments.count == 1:
            return evaluate(.factorial(arguments[0], step: 1), budget: budget)
        case .factorial(let inner, let step):
            guard let n = evaluate(inner, budget: budget), !n.negative, n.limbs.count <= 1 else { return nil }
            let count = Int(n.limbs.first ?? 0)
            guard count <= budget.maxFactorial * step else { return nil }
            var result = ExactInteger(UInt64(1))
            for k in stride(from: count, to: 1, by: -step) {
                guard let r = times(result, ExactInteger(UInt64(k))) else { return nil }
                result = r
            }
            return result
        case .binary(let op, let l, let r):
            guard let a = evaluate(l, budget: budget), let b = evaluate(r, budget: budget) else { return nil }
            switch op {
            case .add: return checked(a + b)
            case .subtract: return checked(a - b)
            case .multiply: return times(a, b)
            case .divide:
                // Exact only when it divides evenly; a fraction keeps the Decimal answer.
                guard let (q, r) = divide(a, by: b), r.limbs.isEmpty else { return nil }
                return q
            case .modulo: return divide(a, by: b)?.remainder
            case .power:
                guard !b.negative, b.limbs.count <= 1 else { return nil }
                let n = Int(b.limbs.first ?? 0)
                guard n <= budget.maxExponent else { return nil }
                // Digits of a^n are about n × digits(a): refuse before doing the work.
                guard a.limbs.count <= 1 || n <= maxLimbs else { return nil }
                return power(a, n)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The function names `Evaluator+Functions` computes a factorial for.
    private static let factorialNames: Set<String> = ["factorial", "fact"]

    private static func checked(_ x: ExactInteger) -> ExactInteger? { x.isTooLarge ? nil : x }
}
