import Foundation

/// Decimal arithmetic that cannot trap and never answers NaN: the one guarded arithmetic that the
/// engine's `Number` and the calculator both use.
///
/// Foundation's `Decimal` holds 38 significant digits with a power of ten from -128 to 127. Its
/// multiplication traps (SIGILL) when the two exponents add up to less than -128, even if the product
/// could be held; its other operations answer NaN when a result leaves the range. The rule here:
/// - a result larger than `Decimal` holds is `DecimalRangeError.overflow` (Foundation gives up once a
///   result's power of ten passes 127, so in practice from about 10^128 to 3.4 × 10^165 depending on digits);
/// - a result smaller than `Decimal` holds **saturates to zero** (it is rounded to the last place a
///   `Decimal` has, 10^-128, as a double underflows to 0), so `1e-100 × 1e-100` is 0;
/// - a quotient is refined until it keeps all its digits (Foundation's own can keep as few as one:
///   `1e20 ÷ (1/3)` gave 300000000000030000000.000003); near 10^-128 results keep only the digits above
///   that last place. Sums, differences, products and rounding are Foundation's.
public enum CheckedDecimal {
    /// The smallest power of ten a `Decimal` keeps: results are rounded to this place.
    public static let smallestExponent = -128

    /// `a × b`, rounded to 38 digits; tiny products become 0.
    public static func multiply(_ a: Decimal, _ b: Decimal) throws(DecimalRangeError) -> Decimal {
        if a.isNaN || b.isNaN { throw .notANumber }
        if a.isZero || b.isZero { return 0 }
        let rawExponent = a.exponent + b.exponent
        if rawExponent >= smallestExponent {
            let product = a * b
            if product.isNaN { throw .overflow }
            return product
        }
        // Foundation would trap: multiply a copy 10^lift larger, then round and scale back down.
        let lift = smallestExponent - rawExponent
        let lifted = Decimal(sign: a.sign, exponent: a.exponent + lift, significand: a.significand)
        return scaledDown(lifted * b, by: lift)
    }

    /// `a ÷ b`, rounded to 38 digits; tiny quotients become 0.
    public static func divide(_ a: Decimal, _ b: Decimal) throws(DecimalRangeError) -> Decimal {
        if a.isNaN || b.isNaN { throw .notANumber }
        if b.isZero { throw .divisionByZero }
        if a.isZero { return 0 }
        return refined(try roughQuotient(a, b), a, b)
    }

    /// Foundation's quotient, or where that is NaN, the quotient below the range or too long for its
    /// last place, found by dividing copies whose quotient is about 10^40 (a made larger as far as its
    /// exponent allows, b smaller for the rest) and scaling back; 0 below 10^-128.
    static func roughQuotient(_ a: Decimal, _ b: Decimal) throws(DecimalRangeError) -> Decimal {
        let quotient = a / b
        if !quotient.isNaN { return quotient }
        // NaN means the quotient left the range: above it when its leading digit is at 10^1 or more.
        let magnitude = leadingPlace(a) - leadingPlace(b)
        if magnitude > 0 { throw .overflow }
        if magnitude < smallestExponent - 2 { return 0 }
        let lift = 40 - magnitude
        let liftA = min(lift, 127 - a.exponent)
        let liftB = lift - liftA
        let liftedA = Decimal(sign: a.sign, exponent: a.exponent + liftA, significand: a.significand)
        let loweredB = Decimal(sign: b.sign, exponent: b.exponent - liftB, significand: b.significand)
        let lifted = liftedA / loweredB
        if lifted.isNaN { return 0 }
        return scaledDown(refined(lifted, liftedA, loweredB), by: lift)
    }

    /// Foundation's quotient `q` of `a ÷ b` can be short of digits (`1e20 ÷ (1/3)` gave
    /// 300000000000030000000.000003; a 38-digit divisor can leave 1 correct digit): add the quotient of
    /// the remainder until it no longer changes the answer (a few rounds; at most 40).
    static func refined(_ quotient: Decimal, _ a: Decimal, _ b: Decimal) -> Decimal {
        var q = quotient
        for _ in 0..<40 {
            guard let product = try? multiply(q, b) else { break }
            let remainder = a - product
            if remainder.isNaN || remainder.isZero { break }
            var correction = remainder / b
            if correction.isNaN {
                // Below what Foundation divides to: the lifted division, unrefined (it is a correction).
                let magnitude = leadingPlace(remainder) - leadingPlace(b)
                guard magnitude <= 0, magnitude >= smallestExponent - 2 else { break }
                let lift = 40 - magnitude
                let liftA = min(lift, 127 - remainder.exponent)
                let liftedA = Decimal(
                    sign: remainder.sign, exponent: remainder.exponent + liftA, significand: remainder.significand)
                let loweredB = Decimal(sign: b.sign, exponent: b.exponent - (lift - liftA), significand: b.significand)
                let lifted = liftedA / loweredB
                if lifted.isNaN { break }
                correction = scaledDown(lifted, by: lift)
            }
            if correction.isZero { break }
            let next = q + correction
            if next.isNaN || next == q { break }
            q = next
        }
        return q
    }

    /// `a + b`, rounded to 38 digits.
    public static func add(_ a: Decimal, _ b: Decimal) throws(DecimalRangeError) -> Decimal {
        if a.isNaN || b.isNaN { throw .notANumber }
        let sum = a + b
        if sum.isNaN { throw .overflow }
        return sum
    }

    /// `a - b`, rounded to 38 digits.
    public static func subtract(_ a: Decimal, _ b: Decimal) throws(DecimalRangeError) -> Decimal {
        if a.isNaN || b.isNaN { throw .notANumber }
        let difference = a - b
        if difference.isNaN { throw .overflow }
        return difference
    }

    /// `value` rounded to `places` digits after the point (negative: to tens, hundreds…); rounding up
    /// past the largest `Decimal` is an overflow.
    public static func rounded(
        _ value: Decimal, places: Int, mode: NSDecimalNumber.RoundingMode = .plain
    ) throws(DecimalRangeError) -> Decimal {
        if value.isNaN { throw .notANumber }
        // Already within `places` decimals: NSDecimalRound would only spend time dividing.
        if value.exponent >= -places || value.isZero { return value }
        // A place above 10^165, beyond every Decimal: 0, or (rounding away from zero) a power of ten too
        // large to hold; Foundation answers 0 for both.
        if places < -165 {
            let awayFromZero = value > 0 ? mode == .up : mode == .down
            if awayFromZero { throw .overflow }
            return 0
        }
        var copy = value
        var result = Decimal()
        NSDecimalRound(&result, &copy, places, mode)
        if result.isNaN { throw .overflow }
        return result
    }

    /// The place of the leading digit: 2 for 123.4, -2 for 0.01234 (from the Decimal, not a Double).
    public static func leadingPlace(_ value: Decimal) -> Int {
        value.exponent + digitCount(value.significand) - 1
    }

    /// How many digits a whole, non-negative decimal has (1 for 0).
    static func digitCount(_ whole: Decimal) -> Int {
        var count = 1
        var bound = Decimal(10)
        while abs(whole) >= bound && count < 40 {
            count += 1
            bound *= 10
        }
        return count
    }

    /// `value` × 10^-shift rounded to the last place a Decimal keeps (10^-128); 0 below that.
    static func scaledDown(_ value: Decimal, by shift: Int) -> Decimal {
        var copy = value
        var result = Decimal()
        NSDecimalRound(&result, &copy, -smallestExponent - shift, .plain)
        if result.isZero || result.isNaN { return 0 }
        // After rounding, result.exponent ≥ shift - 128, so the scaled exponent stays in range.
        return Decimal(sign: result.sign, exponent: result.exponent - shift, significand: result.significand)
    }
}
