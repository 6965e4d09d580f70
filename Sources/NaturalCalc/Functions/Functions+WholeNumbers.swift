import Foundation

/// Counting and integer sequences: `binom`, `falling_factorial`, `fibonacci`, `lucas`, `catalan`.
extension Functions {
    static let wholeNumbers: [CalcFunction] = [
        CalcFunction(["binom", "falling_factorial"], .exactly(2)) { e, name, args in
            // numbat's binom(n, k) = n choose k, falling_factorial(n, k) = n!/(n-k)!; 0 when k > n
            let n = try e.numberArg(args[0].plain), k = try e.numberArg(args[1].plain)
            if let whole = DecimalMath.int(k), Decimal(whole) == k,
                !(DecimalMath.int(n).map { Decimal($0) == n && $0 >= 0 } ?? false) || whole < 0
            {
                // numbat's general form: any n, a whole k (binom(1.5, 2) = 0.375; binom(n, -1) = 0)
                if whole < 0, name == "binom" { return .number(0) }
                if whole >= 0 { return .number(try DecimalMath.fallingProduct(n, whole, divided: name == "binom")) }
            }
            if k > n, n >= 0, k >= 0 { return .number(0) }
            return .number(try DecimalMath.choose(n, k, permute: name == "falling_factorial"))
        },
        CalcFunction(["fibonacci", "fib", "lucas", "catalan"], .exactly(1)) { e, name, args in
            let x = try e.numberArg(args[0].plain)
            guard let n = DecimalMath.int(x), Decimal(n) == x, n >= 0 else { throw CalcError(.wholeNumberNeeded(name)) }
            guard n <= Evaluator.sequenceIndexLimit else {
                throw CalcError(.sequenceIndexLimit(name, limit: Evaluator.sequenceIndexLimit))
            }
            return .number(Evaluator.sequence(name, n))
        },
    ]
}

extension Evaluator {
    /// The largest index for `fibonacci`, `lucas` and `catalan` (their values stay within the
    /// 38 digits a decimal holds).
    static let sequenceIndexLimit = 180

    /// The n-th Fibonacci or Lucas number, or the n-th Catalan number.
    static func sequence(_ name: String, _ n: Int) -> Decimal {
        if name == "catalan" {
            var c: Decimal = 1
            for k in 0..<n { c = c * Decimal(2 * (2 * k + 1)) / Decimal(k + 2) }
            return DecimalMath.rounded(c, 0, .plain)
        }
        var (a, b): (Decimal, Decimal) = name == "lucas" ? (2, 1) : (0, 1)
        for _ in 0..<n { (a, b) = (b, a + b) }
        return a
    }
}
