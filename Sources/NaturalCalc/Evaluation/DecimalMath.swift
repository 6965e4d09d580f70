import CheckedDecimal
import Foundation

/// Decimal helpers; Double is used only for transcendental functions.
enum DecimalMath {
    static let pi = Decimal(
        sign: .plus, exponent: -36, significand: Decimal(string: "3141592653589793238462643383279502884") ?? 3)
    static let e = Decimal(sign: .plus, exponent: -36, significand: Decimal(string: "2718281828459045235360287471352662498") ?? 3)
    static let comparisonTolerance = Decimal(sign: .plus, exponent: -20, significand: 1)
    static let halfThousandth = Decimal(sign: .plus, exponent: -4, significand: 5)

    /// `a * b` that cannot crash, by the shared rule (`CheckedDecimal`): a product below 10^-128 is 0,
    /// one too large is NaN, which `checked` and `Calculator.run` turn into "the result is out of range".
    static func mul(_ a: Decimal, _ b: Decimal) -> Decimal {
        (try? CheckedDecimal.multiply(a, b)) ?? .nan
    }

    /// `a / b` by the shared rule: a quotient below 10^-128 is 0; division by zero and overflow are errors.
    static func div(_ a: Decimal, _ b: Decimal) throws -> Decimal {
        if let exact = SmallDecimal.exactQuotient(a, b) { return exact }
        do { return try CheckedDecimal.divide(a, b) } catch {
            switch error {
            case .divisionByZero: throw CalcError.divisionByZero
            case .overflow, .notANumber: throw CalcError.outOfRange
            }
        }
    }

    /// Position of the leading digit: 2 for 123.4, -2 for 0.01234 (from the Decimal, not a Double).
    static func magnitude(_ d: Decimal) -> Int {
        CheckedDecimal.leadingPlace(d)
    }

    static func isInteger(_ d: Decimal) -> Bool {
        if d.exponent >= 0 || d.isZero { return true }
        var x = d
        var r = Decimal()
        NSDecimalRound(&r, &x, 0, .plain)
        return r == d
    }

    static func int(_ d: Decimal) -> Int? {
        guard isInteger(d), abs(d) < 1_000_000_000_000 else { return nil }
        return NSDecimalNumber(decimal: d).intValue
    }

    /// `d` rounded to `places` decimals by the shared rule; NaN when rounding up leaves the range.
    static func rounded(_ d: Decimal, _ places: Int, _ mode: NSDecimalNumber.RoundingMode = .plain) -> Decimal {
        (try? CheckedDecimal.rounded(d, places: places, mode: mode)) ?? .nan
    }

    static func double(_ d: Decimal) -> Double { NSDecimalNumber(decimal: d).doubleValue }

    /// Converts a Double result back, keeping 15 significant digits so `sqrt(16)` is exactly 4.
    static func decimal(_ x: Double) throws -> Decimal {
        guard x.isFinite else { throw CalcError(.notFinite) }
        guard let d = Decimal(string: String(format: "%.15g", x), locale: Locale(identifier: "en_US_POSIX")) else {
            throw CalcError.tooLarge
        }
        return d
    }

    static func checked(_ d: Decimal) throws -> Decimal {
        if d.isNaN { throw CalcError.outOfRange }
        return d
    }

    static func power(_ base: Decimal, _ exponent: Decimal, budget: CalcOptions.Budget) throws -> Decimal {
        if let n = int(exponent) {
            guard abs(n) <= budget.maxExponent else {
                throw CalcError(.exponentOverLimit("\(n)", limit: budget.maxExponent))
            }
            if base == 0 && n < 0 { throw CalcError.divisionByZero }
            // Estimate the size first so huge powers fail fast instead of overflowing.
            let magnitude = abs(double(base))
            var b = base
            if magnitude > 1, Double(abs(n)) * log10(magnitude) > 125 {
                guard n < 0 else { throw CalcError.tooLarge }
                // A tiny answer: raise the reciprocal, so it saturates to 0 below 10^-128 instead of overflowing.
                b = try div(1, base)
                var result: Decimal = 1
                for _ in 0..<(-n) {
                    result = try checked(mul(result, b))
                    if result.isZero { break }
                }
                return result
            }
            var result: Decimal = 1
            var e = abs(n)
            while e > 0 {
                if e & 1 == 1 { result = try checked(mul(result, b)) }
                e >>= 1
                if e > 0 { b = try checked(mul(b, b)) }
            }
            // A nonzero base whose power saturated to 0 has a reciprocal too large to hold.
            if n < 0, result.isZero { throw CalcError.tooLarge }
            return n < 0 ? try div(1, result) : result
        }
        let value = pow(double(base), double(exponent))
        return try decimal(value)
    }

    /// `n!`, or with `step` above 1 the multifactorial n·(n−step)·(n−2·step)… down to 1 (`5!!` = 15).
    static func factorial(_ d: Decimal, step: Int = 1, budget: CalcOptions.Budget) throws -> Decimal {
        guard let n = int(d), n >= 0 else { throw CalcError(.wholeNumberNeeded("factorial")) }
        guard n <= budget.maxFactorial * step else {
            throw CalcError(.factorialOverLimit(n, limit: budget.maxFactorial))
        }
        var r: Decimal = 1
        for k in stride(from: n, to: 1, by: -step) { r = try checked(r * Decimal(k)) }
        return r
    }

    static func gcd(_ a: Decimal, _ b: Decimal) throws -> Decimal {
        guard var x = int(a).map(abs), var y = int(b).map(abs) else { throw CalcError(.gcdNeedsWholeNumbers) }
        while y != 0 { (x, y) = (y, x % y) }
        return Decimal(x)
    }

    static func choose(_ n: Decimal, _ k: Decimal, permute: Bool) throws -> Decimal {
        guard let n = int(n), let k = int(k), n >= 0, k >= 0, k <= n else {
            throw CalcError(.chooseOutOfRange)
        }
        guard n <= 10_000 else { throw CalcError.tooLarge }
        var r: Decimal = 1
        if k > 0 {
            for i in 0..<k {
                r = try checked(r * Decimal(n - i))
                if !permute { r = SmallDecimal.quotient(r, Decimal(i + 1)) }
            }
        }
        return DecimalMath.rounded(r, 0)
    }

    /// n·(n−1)·…·(n−k+1) for any n and a whole k ≥ 0, divided by k! when `divided` (the general
    /// binomial coefficient); k is at most 10,000.
    static func fallingProduct(_ n: Decimal, _ k: Int, divided: Bool) throws -> Decimal {
        guard k <= 10_000 else { throw CalcError.tooLarge }
        var r: Decimal = 1
        for i in 0..<k {
            r = try checked(mul(r, n - Decimal(i)))
            if divided { r = SmallDecimal.quotient(r, Decimal(i + 1)) }
        }
        return r
    }

    /// Remainder with the sign of the dividend, exact for decimals.
    static func remainder(_ a: Decimal, _ b: Decimal) throws -> Decimal {
        guard b != 0 else { throw CalcError.divisionByZero }
        let quotient = SmallDecimal.quotient(a, b)
        let q = rounded(quotient, 0, quotient < 0 ? .up : .down)
        return a - mul(q, b)
    }
}
