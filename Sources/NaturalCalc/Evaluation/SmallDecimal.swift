import Foundation

/// Fast paths for decimals whose digits fit in 64 bits, the common case (`21 / 7`, `1 / 1000`,
/// `$11.50`). Foundation's `Decimal` division costs about 50,000 instructions and its `description`
/// about 9,000; these give the same values (exact quotients only) for a few hundred, and return nil
/// whenever the answer is not certain, so the caller falls back to Foundation.
enum SmallDecimal {
    /// The significand of `d` when it fits in a `UInt64` (at most four 16-bit words), with the exponent.
    /// Foundation keeps these fields internal; they are read from swift-foundation's layout (exponent
    /// byte, then a byte with the length in its high 4 bits and the sign in bit 3, then 8 little-endian
    /// words of mantissa from byte 4), which `layoutHolds` checks once against the public accessors.
    @inline(__always)
    static func parts(_ d: Decimal) -> (significand: UInt64, exponent: Int, negative: Bool)? {
        guard layoutHolds else { return nil }
        return rawParts(d)
    }

    @inline(__always)
    private static func rawParts(_ d: Decimal) -> (significand: UInt64, exponent: Int, negative: Bool)? {
        guard MemoryLayout<Decimal>.size == 20 else { return nil }
        return withUnsafeBytes(of: d) { raw -> (UInt64, Int, Bool)? in
            let flags = raw[1]
            let length = flags >> 4
            let negative = flags & 0x08 != 0
            // Length 0 with the sign set is NaN.
            guard length <= 4, !(length == 0 && negative) else { return nil }
            var s: UInt64 = 0
            for word in 0..<Int(length) {
                let w = UInt64(raw[4 + 2 * word]) | UInt64(raw[5 + 2 * word]) << 8
                s |= w << (16 * UInt64(word))
            }
            return (s, Int(Int8(bitPattern: raw[0])), negative)
        }
    }

    /// Whether the raw reading agrees with `exponent`, `sign` and `significand` on a few values.
    static let layoutHolds: Bool = {
        let samples: [Decimal] = [
            Decimal(sign: .minus, exponent: -3, significand: 12_345),
            Decimal(sign: .plus, exponent: 7, significand: Decimal(UInt64(9_876_543_210_123_456_789))),
            Decimal(sign: .plus, exponent: 0, significand: 65_537),
        ]
        let expected: [(UInt64, Int, Bool)] = [(12_345, -3, true), (9_876_543_210_123_456_789, 7, false), (65_537, 0, false)]
        for (d, e) in zip(samples, expected) {
            guard let p = rawParts(d), p.significand == e.0, p.exponent == e.1, p.negative == e.2,
                p.exponent == d.exponent, p.negative == (d.sign == .minus)
            else { return false }
        }
        return rawParts(.nan) == nil
    }()

    /// A decimal from a 64-bit significand, trailing zeros taken into the exponent (as Foundation's
    /// own results are), or nil outside the exponent range.
    @inline(__always)
    static func make(_ significand: UInt64, exponent: Int, negative: Bool) -> Decimal? {
        var s = significand
        var e = exponent
        if s == 0 { return 0 }
        while s % 10 == 0, e < 127 { s /= 10; e += 1 }
        guard e >= -128, e <= 127 else { return nil }
        let value = Decimal(s)
        return Decimal(sign: negative ? .minus : .plus, exponent: e, significand: value)
    }

    /// `a / b` when the quotient is exact in 64-bit digits (`21 / 7`, `1 / 8`, `3.6 / 1000`); nil
    /// otherwise (`1 / 3`, a zero divisor, long operands).
    static func exactQuotient(_ a: Decimal, _ b: Decimal) -> Decimal? {
        guard let x = parts(a), let y = parts(b), y.significand != 0 else { return nil }
        if x.significand == 0 { return 0 }
        var dividend = x.significand
        var shift = 0
        // Scale the dividend by tens until the division is exact, as far as 64 bits allow.
        while dividend % y.significand != 0 {
            guard dividend <= UInt64.max / 10, shift < 38 else { return nil }
            dividend *= 10
            shift += 1
        }
        return make(dividend / y.significand, exponent: x.exponent - y.exponent - shift, negative: x.negative != y.negative)
    }

    /// `a / b`: the exact 64-bit quotient when there is one, else Foundation's.
    @inline(__always)
    static func quotient(_ a: Decimal, _ b: Decimal) -> Decimal {
        exactQuotient(a, b) ?? a / b
    }

    /// Positional text of `d` (`-12.5`, `0.003`, `1200`) without exponent form, as Foundation's
    /// `description` gives it; nil for long significands, NaN or exponents beyond ±40.
    static func text(_ d: Decimal) -> String? {
        guard let p = parts(d), p.exponent > -40, p.exponent < 40 else { return nil }
        if p.significand == 0 { return "0" }
        var digits = String(p.significand)
        if p.exponent > 0 {
            digits += String(repeating: "0", count: p.exponent)
        } else if p.exponent < 0 {
            let places = -p.exponent
            if digits.utf8.count <= places {
                digits = "0." + String(repeating: "0", count: places - digits.utf8.count) + digits
            } else {
                let cut = digits.index(digits.endIndex, offsetBy: -places)
                digits = String(digits[..<cut]) + "." + String(digits[cut...])
            }
        }
        return p.negative ? "-" + digits : digits
    }
}
