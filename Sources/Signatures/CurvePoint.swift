// Points of a short Weierstrass curve with a = −3 in Jacobian coordinates (x = X/Z², y = Y/Z³;
// Z = 0 is the point at infinity), with the doubling "dbl-2001-b" and addition "add-2007-bl"
// formulas of the Explicit-Formulas Database (Bernstein and Lange, hyperelliptic.org/EFD).
// Scalar multiplication uses fixed 4-bit windows over a fixed number of bits: k + n or k + 2n,
// whichever has exactly one bit more than n, names the same point and hides k's length; each
// window doubles four times and adds a table entry read by a full masked scan, keeping the sum
// by mask (a zero window adds and discards). The addition falls back to a doubling or to
// infinity when its operands coincide or cancel; that happens only for a few tiny k, so the
// pattern of field operations is the same for every realistic k.

/// A point in Jacobian coordinates, each a Montgomery-form field element.
struct JacobianPoint: Sendable {
    var x: [UInt64]
    var y: [UInt64]
    var z: [UInt64]
}

extension CurveParameters {
    /// 2P.
    func double(_ point: JacobianPoint) -> JacobianPoint {
        let f = field
        let delta = f.multiply(point.z, point.z)
        let gamma = f.multiply(point.y, point.y)
        let beta = f.multiply(point.x, gamma)
        let difference = f.subtract(point.x, delta), sum = f.add(point.x, delta)
        let product = f.multiply(difference, sum)
        let alpha = f.add(f.add(product, product), product)
        let fourBeta = f.add(f.add(beta, beta), f.add(beta, beta))
        let eightBeta = f.add(fourBeta, fourBeta)
        let x3 = f.subtract(f.multiply(alpha, alpha), eightBeta)
        let yPlusZ = f.add(point.y, point.z)
        let z3 = f.subtract(f.subtract(f.multiply(yPlusZ, yPlusZ), gamma), delta)
        let gammaSquared = f.multiply(gamma, gamma)
        let twoGS = f.add(gammaSquared, gammaSquared), fourGS = f.add(twoGS, twoGS)
        let y3 = f.subtract(f.multiply(alpha, f.subtract(fourBeta, x3)), f.add(fourGS, fourGS))
        return JacobianPoint(x: x3, y: y3, z: z3)
    }

    /// P + Q, for any two points.
    func add(_ p: JacobianPoint, _ q: JacobianPoint) -> JacobianPoint {
        let f = field
        if f.isZero(p.z) { return q }
        if f.isZero(q.z) { return p }
        let z1z1 = f.multiply(p.z, p.z), z2z2 = f.multiply(q.z, q.z)
        let u1 = f.multiply(p.x, z2z2), u2 = f.multiply(q.x, z1z1)
        let s1 = f.multiply(f.multiply(p.y, q.z), z2z2)
        let s2 = f.multiply(f.multiply(q.y, p.z), z1z1)
        let h = f.subtract(u2, u1)
        let sDifference = f.subtract(s2, s1)
        if f.isZero(h) {
            return f.isZero(sDifference) ? double(p) : infinity
        }
        let r = f.add(sDifference, sDifference)
        let twoH = f.add(h, h)
        let i = f.multiply(twoH, twoH)
        let j = f.multiply(h, i)
        let v = f.multiply(u1, i)
        let x3 = f.subtract(f.subtract(f.multiply(r, r), j), f.add(v, v))
        let s1j = f.multiply(s1, j)
        let y3 = f.subtract(f.multiply(r, f.subtract(v, x3)), f.add(s1j, s1j))
        let zSum = f.add(p.z, q.z)
        let z3 = f.multiply(f.subtract(f.subtract(f.multiply(zSum, zSum), z1z1), z2z2), h)
        return JacobianPoint(x: x3, y: y3, z: z3)
    }

    var infinity: JacobianPoint {
        let zero = [UInt64](repeating: 0, count: field.count)
        return JacobianPoint(x: field.one, y: field.one, z: zero)
    }

    /// k·P for 0 ≤ k < n, four bits at a time from a table of 1·P … 15·P.
    func multiply(_ scalar: BigUInt, _ point: JacobianPoint) -> JacobianPoint {
        let n = order.modulus
        var padded = scalar + n
        if padded.bitWidth <= n.bitWidth { padded = padded + n }
        var table = [point, point, double(point)]
        for index in 3..<16 { table.append(add(table[index - 1], point)) }
        let windows = (padded.bitWidth + 3) / 4
        // The top window holds the top bit of the padded scalar, so it is never zero.
        var result = select(table, digit(padded, windows - 1))
        for window in stride(from: windows - 2, through: 0, by: -1) {
            for _ in 0..<4 { result = double(result) }
            let digit = digit(padded, window)
            // A zero digit adds 1·P and throws the sum away, so every window does the same work.
            let sum = add(result, select(table, max(digit, 1)))
            result = choose(digit != 0, sum, result)
        }
        return result
    }

    /// Bits 4·window … 4·window + 3 of `value`.
    private func digit(_ value: BigUInt, _ window: Int) -> Int {
        var digit = 0
        for bit in 0..<4 where value.bit(window * 4 + bit) { digit |= 1 << bit }
        return digit
    }

    /// table[index], reading every entry so the memory pattern does not depend on `index`.
    private func select(_ table: [JacobianPoint], _ index: Int) -> JacobianPoint {
        var chosen = infinity
        for (position, entry) in table.enumerated() {
            chosen = choose(position == index, entry, chosen)
        }
        return chosen
    }

    /// `first` when `condition`, else `second`, by mask.
    private func choose(_ condition: Bool, _ first: JacobianPoint, _ second: JacobianPoint) -> JacobianPoint {
        let mask = 0 &- condition.bit
        func blend(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
            var blended = b
            for index in blended.indices { blended[index] = (a[index] & mask) | (b[index] & ~mask) }
            return blended
        }
        return JacobianPoint(x: blend(first.x, second.x), y: blend(first.y, second.y), z: blend(first.z, second.z))
    }

    /// The affine coordinates as integers; nil for the point at infinity.
    func affine(_ point: JacobianPoint) -> (x: BigUInt, y: BigUInt)? {
        guard !field.isZero(point.z) else { return nil }
        let zInverse = field.inverseModPrime(point.z)
        let zInverseSquared = field.multiply(zInverse, zInverse)
        let x = field.multiply(point.x, zInverseSquared)
        let y = field.multiply(point.y, field.multiply(zInverseSquared, zInverse))
        return (field.value(x), field.value(y))
    }

    /// The point (x, y) if it lies on the curve (y² = x³ − 3x + b) with coordinates below p.
    func point(x: BigUInt, y: BigUInt) -> JacobianPoint? {
        guard x < field.modulus, y < field.modulus else { return nil }
        let f = field
        let xElement = f.element(x), yElement = f.element(y)
        let xCubed = f.multiply(f.multiply(xElement, xElement), xElement)
        let threeX = f.add(f.add(xElement, xElement), xElement)
        let right = f.add(f.subtract(xCubed, threeX), b)
        guard f.multiply(yElement, yElement) == right else { return nil }
        return JacobianPoint(x: xElement, y: yElement, z: f.one)
    }
}
