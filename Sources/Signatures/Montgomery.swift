// Arithmetic modulo an odd number in Montgomery form (P. L. Montgomery, "Modular multiplication
// without trial division", Math. Comp. 44, 1985), with the coarsely integrated operand scanning
// (CIOS) multiplication of Koç, Acar and Kaliski ("Analyzing and comparing Montgomery
// multiplication algorithms", IEEE Micro 1996). An element is a fixed-width limb array holding
// x·R mod m, R = 2^(64·count). The final subtractions select by mask rather than by branch, and
// exponentiation reads its window table by a full masked scan, so the sequence of operations
// does not depend on the secret values (Swift gives no guarantee about the machine code, so this
// is a best effort, not a proof of constant time).

/// Multiplication, addition and powers modulo one odd modulus, on Montgomery-form limb arrays.
struct Montgomery: Sendable {
    let modulus: BigUInt
    let count: Int
    private let modulusLimbs: [UInt64]
    /// −m⁻¹ mod 2⁶⁴.
    private let inverse: UInt64
    /// R² mod m: multiplying by it converts into Montgomery form.
    private var rSquared: [UInt64] = []
    /// R mod m, the form of 1.
    private(set) var one: [UInt64] = []

    /// Nil for an even modulus or one below 3.
    init?(modulus: BigUInt) {
        guard modulus.isOdd, modulus > BigUInt.one else { return nil }
        self.init(oddModulus: modulus)
    }

    /// The domain of a modulus known to be odd and above 1 (the curves' constants).
    init(oddModulus modulus: BigUInt) {
        self.modulus = modulus
        count = modulus.limbs.count
        modulusLimbs = modulus.limbs
        // Newton's iteration doubles the correct low bits of m⁻¹ each step: 1, 2, 4, … 64.
        let low = modulusLimbs[0]
        var inverse: UInt64 = 1
        for _ in 0..<6 { inverse = inverse &* (2 &- low &* inverse) }
        self.inverse = 0 &- inverse
        // R² mod m without a long division: 2^j mod m for j = 64·count + count by doubling from
        // the top bit of m, then six Montgomery squarings, each taking 2^j to 2^(2j − 64·count),
        // carry j to 64·count + 64·count.
        let rBits = 64 * count, topBit = modulus.bitWidth - 1
        var topLimbs = [UInt64](repeating: 0, count: topBit / 64 + 1)
        topLimbs[topBit / 64] = 1 << UInt64(topBit % 64)
        var power = BigUInt(limbs: topLimbs)
        for _ in 0..<(rBits + count - topBit) {
            power = power.shiftedLeftOne()
            if power >= modulus { power = power - modulus }
        }
        var square = power.paddedLimbs(count)
        for _ in 0..<6 { square = multiply(square, square) }
        rSquared = square
        one = multiply(rSquared, BigUInt.one.paddedLimbs(count))
    }

    /// The Montgomery form of `value`, of any size: with value = Σ xᵢ·Rⁱ (count-limb chunks),
    /// it is Σ xᵢ·Rⁱ⁺¹ = Σ multiply(xᵢ, Rⁱ⁺² mod m). A chunk may exceed m: multiplying any
    /// a < R by b < m still leaves less than 2m before the final subtraction.
    func element(_ value: BigUInt) -> [UInt64] {
        let limbs = value.limbs
        var result = [UInt64](repeating: 0, count: count)
        var power = rSquared
        var index = 0
        while index < limbs.count {
            let end = min(index + count, limbs.count)
            let chunk = Array(limbs[index..<end]) + [UInt64](repeating: 0, count: count - (end - index))
            result = add(result, multiply(chunk, power))
            index = end
            if index < limbs.count { power = multiply(power, rSquared) }
        }
        return result
    }

    /// value mod m.
    func reduce(_ value: BigUInt) -> BigUInt { self.value(element(value)) }

    /// The ordinary integer of a Montgomery-form element.
    func value(_ element: [UInt64]) -> BigUInt {
        BigUInt(limbs: multiply(element, BigUInt.one.paddedLimbs(count)))
    }

    /// a·b·R⁻¹ mod m, for a, b < m.
    func multiply(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        let n = count, inverse = inverse
        var t = [UInt64](repeating: 0, count: n + 2)
        var result = [UInt64](repeating: 0, count: n)
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                modulusLimbs.withUnsafeBufferPointer { m in
                    t.withUnsafeMutableBufferPointer { t in
                        result.withUnsafeMutableBufferPointer { result in
                            guard let a = a.baseAddress, let b = b.baseAddress, let m = m.baseAddress,
                                let t = t.baseAddress, let result = result.baseAddress
                            else { return }
                            for i in 0..<n { Montgomery.multiplyStep(a, b[i], m, t, n, inverse) }
                            Montgomery.reduceOnce(t, m, result, n)
                        }
                    }
                }
            }
        }
        return result
    }

    /// One CIOS round: t = (t + a·word + q·m) / 2⁶⁴, with q making the low limb vanish.
    @inline(__always)
    private static func multiplyStep(
        _ a: UnsafePointer<UInt64>, _ word: UInt64, _ m: UnsafePointer<UInt64>, _ t: UnsafeMutablePointer<UInt64>,
        _ n: Int, _ inverse: UInt64
    ) {
        var carry: UInt64 = 0
        for j in 0..<n {
            let (high, low) = a[j].multipliedFullWidth(by: word)
            let (sum1, overflow1) = low.addingReportingOverflow(t[j])
            let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
            t[j] = sum2
            carry = high &+ overflow1.bit &+ overflow2.bit
        }
        let (top, topOverflow) = t[n].addingReportingOverflow(carry)
        t[n] = top
        t[n + 1] = topOverflow.bit
        let q = t[0] &* inverse
        let (high0, low0) = q.multipliedFullWidth(by: m[0])
        let (_, overflow0) = low0.addingReportingOverflow(t[0])
        carry = high0 &+ overflow0.bit
        for j in 1..<n {
            let (high, low) = q.multipliedFullWidth(by: m[j])
            let (sum1, overflow1) = low.addingReportingOverflow(t[j])
            let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
            t[j - 1] = sum2
            carry = high &+ overflow1.bit &+ overflow2.bit
        }
        let (last, lastOverflow) = t[n].addingReportingOverflow(carry)
        t[n - 1] = last
        t[n] = t[n + 1] &+ lastOverflow.bit
    }

    /// result = t − m when t (n + 1 limbs, below 2m) is at least m, else t; chosen by mask.
    @inline(__always)
    private static func reduceOnce(
        _ t: UnsafePointer<UInt64>, _ m: UnsafePointer<UInt64>, _ result: UnsafeMutablePointer<UInt64>, _ n: Int
    ) {
        var borrow: UInt64 = 0
        for j in 0..<n {
            let (partial, overflow1) = t[j].subtractingReportingOverflow(m[j])
            let (total, overflow2) = partial.subtractingReportingOverflow(borrow)
            result[j] = total
            borrow = overflow1.bit | overflow2.bit
        }
        // Keep t only when it had no extra top limb and the subtraction borrowed.
        let keep = 0 &- ((t[n] ^ 1) & borrow)
        for j in 0..<n { result[j] = (t[j] & keep) | (result[j] & ~keep) }
    }

    /// t (count + 1 limbs, below 2m) reduced below m.
    private func subtractModulusIfNeeded(_ t: [UInt64]) -> [UInt64] {
        var result = [UInt64](repeating: 0, count: count)
        t.withUnsafeBufferPointer { t in
            modulusLimbs.withUnsafeBufferPointer { m in
                result.withUnsafeMutableBufferPointer { result in
                    guard let t = t.baseAddress, let m = m.baseAddress, let result = result.baseAddress else { return }
                    Montgomery.reduceOnce(t, m, result, count)
                }
            }
        }
        return result
    }

    /// (a + b) mod m.
    func add(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var sum = [UInt64](repeating: 0, count: count + 1)
        var carry: UInt64 = 0
        for j in 0..<count {
            let (partial, overflow1) = a[j].addingReportingOverflow(b[j])
            let (total, overflow2) = partial.addingReportingOverflow(carry)
            sum[j] = total
            carry = overflow1.bit | overflow2.bit
        }
        sum[count] = carry
        return subtractModulusIfNeeded(sum)
    }

    /// (a − b) mod m.
    func subtract(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var difference = [UInt64](repeating: 0, count: count)
        var borrow: UInt64 = 0
        for j in 0..<count {
            let (partial, overflow1) = a[j].subtractingReportingOverflow(b[j])
            let (total, overflow2) = partial.subtractingReportingOverflow(borrow)
            difference[j] = total
            borrow = overflow1.bit | overflow2.bit
        }
        let mask = 0 &- borrow
        var carry: UInt64 = 0
        for j in 0..<count {
            let (partial, overflow1) = difference[j].addingReportingOverflow(modulusLimbs[j] & mask)
            let (total, overflow2) = partial.addingReportingOverflow(carry)
            difference[j] = total
            carry = overflow1.bit | overflow2.bit
        }
        return difference
    }

    /// base^exponent with fixed 4-bit windows: four squarings and one multiplication per window,
    /// whatever the exponent's bits (only its bit length shows).
    func power(_ base: [UInt64], _ exponent: BigUInt) -> [UInt64] {
        var table = [one, base]
        for index in 2..<16 { table.append(multiply(table[index - 1], base)) }
        var result = one
        let windows = (exponent.bitWidth + 3) / 4
        for window in stride(from: windows - 1, through: 0, by: -1) {
            for _ in 0..<4 { result = multiply(result, result) }
            var digit = 0
            for bit in 0..<4 where exponent.bit(window * 4 + bit) { digit |= 1 << bit }
            result = multiply(result, select(table, digit))
        }
        return result
    }

    /// table[index], reading every entry so the memory pattern does not depend on `index`.
    private func select(_ table: [[UInt64]], _ index: Int) -> [UInt64] {
        var chosen = [UInt64](repeating: 0, count: count)
        for (position, entry) in table.enumerated() {
            let mask = 0 &- (position == index).bit
            for j in 0..<count { chosen[j] |= entry[j] & mask }
        }
        return chosen
    }

    /// a⁻¹ mod m for a prime modulus (Fermat: a^(m−2)); zero for zero.
    func inverseModPrime(_ a: [UInt64]) -> [UInt64] {
        power(a, modulus - BigUInt(2))
    }

    /// True when the element is zero.
    func isZero(_ a: [UInt64]) -> Bool { a.allSatisfy { $0 == 0 } }
}

extension Bool {
    /// 1 or 0, without a branch (a carry, or the source of a mask).
    @inline(__always)
    var bit: UInt64 { UInt64(unsafeBitCast(self, to: UInt8.self)) }
}
