// An unsigned integer of any size for RSA and elliptic-curve arithmetic: 64-bit limbs, least
// significant first (the schoolbook algorithms of Knuth, TAOCP vol. 2 §4.3.1). Operations that
// need a >= b or a nonzero divisor are only called with them; they use wrapping arithmetic, so a
// broken assumption gives a wrong number (caught by the callers' checks), never a trap.

/// An unsigned integer of any size, without high zero limbs.
struct BigUInt: Sendable, Equatable, Comparable {
    private(set) var limbs: [UInt64]

    static let zero = BigUInt(limbs: [])
    static let one = BigUInt(limbs: [1])

    init(limbs: [UInt64]) {
        var trimmed = limbs
        while trimmed.last == 0 { trimmed.removeLast() }
        self.limbs = trimmed
    }

    init(_ value: UInt64) { self.init(limbs: [value]) }

    /// The integer whose big-endian bytes are `bytes` (leading zeros allowed).
    init<Bytes: Collection>(bigEndian bytes: Bytes) where Bytes.Element == UInt8 {
        var limbs = [UInt64](repeating: 0, count: (bytes.count + 7) / 8)
        for (index, byte) in bytes.reversed().enumerated() {
            limbs[index / 8] |= UInt64(byte) << (8 * UInt64(index % 8))
        }
        self.init(limbs: limbs)
    }

    /// The integer from hexadecimal digits (constants written in this library); zero for bad text.
    init(hex: String) {
        var bytes: [UInt8] = []
        var digits = Array(hex.utf8)
        if digits.count % 2 == 1 { digits.insert(UInt8(ascii: "0"), at: 0) }
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else {
                self.init(limbs: [])
                return
            }
            bytes.append(byte)
        }
        self.init(bigEndian: bytes)
    }

    /// The big-endian bytes, left-padded with zeros to `count`; nil when the value needs more.
    func bigEndianBytes(count: Int) -> [UInt8]? {
        guard (bitWidth + 7) / 8 <= count else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        for index in 0..<min(count, limbs.count * 8) {
            bytes[count - 1 - index] = UInt8(truncatingIfNeeded: limbs[index / 8] >> (8 * UInt64(index % 8)))
        }
        return bytes
    }

    var isZero: Bool { limbs.isEmpty }
    var isOdd: Bool { (limbs.first ?? 0) & 1 == 1 }

    /// The number of significant bits.
    var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return limbs.count * 64 - top.leadingZeroBitCount
    }

    /// Bit `index` (0 is the least significant).
    func bit(_ index: Int) -> Bool {
        let limb = index / 64
        guard index >= 0, limb < limbs.count else { return false }
        return (limbs[limb] >> UInt64(index % 64)) & 1 == 1
    }

    /// The limbs, zero-extended to `count` (for fixed-width modular arithmetic).
    func paddedLimbs(_ count: Int) -> [UInt64] {
        limbs.count >= count ? Array(limbs.prefix(count)) : limbs + [UInt64](repeating: 0, count: count - limbs.count)
    }

    static func < (lhs: BigUInt, rhs: BigUInt) -> Bool {
        if lhs.limbs.count != rhs.limbs.count { return lhs.limbs.count < rhs.limbs.count }
        for index in stride(from: lhs.limbs.count - 1, through: 0, by: -1) where lhs.limbs[index] != rhs.limbs[index] {
            return lhs.limbs[index] < rhs.limbs[index]
        }
        return false
    }

    static func + (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        let count = max(lhs.limbs.count, rhs.limbs.count)
        var sum = [UInt64](repeating: 0, count: count + 1)
        var carry: UInt64 = 0
        for index in 0..<count {
            let (partial, overflow1) = lhs.limb(index).addingReportingOverflow(rhs.limb(index))
            let (total, overflow2) = partial.addingReportingOverflow(carry)
            sum[index] = total
            carry = overflow1.bit + overflow2.bit
        }
        sum[count] = carry
        return BigUInt(limbs: sum)
    }

    /// `lhs - rhs`, for `lhs >= rhs`.
    static func - (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        var difference = lhs.limbs
        var borrow: UInt64 = 0
        for index in 0..<difference.count {
            let (partial, overflow1) = difference[index].subtractingReportingOverflow(rhs.limb(index))
            let (total, overflow2) = partial.subtractingReportingOverflow(borrow)
            difference[index] = total
            borrow = overflow1.bit + overflow2.bit
        }
        return BigUInt(limbs: difference)
    }

    static func * (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        guard !lhs.isZero, !rhs.isZero else { return .zero }
        var product = [UInt64](repeating: 0, count: lhs.limbs.count + rhs.limbs.count)
        for (i, left) in lhs.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, right) in rhs.limbs.enumerated() {
                let (high, low) = left.multipliedFullWidth(by: right)
                let (sum1, overflow1) = low.addingReportingOverflow(product[i + j])
                let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
                product[i + j] = sum2
                carry = high &+ overflow1.bit &+ overflow2.bit
            }
            product[i + rhs.limbs.count] = carry
        }
        return BigUInt(limbs: product)
    }

    /// `2 * self + (low bit)`.
    func shiftedLeftOne(settingLowBit lowBit: Bool = false) -> BigUInt {
        var shifted = [UInt64](repeating: 0, count: limbs.count + 1)
        var carry: UInt64 = lowBit ? 1 : 0
        for (index, limb) in limbs.enumerated() {
            shifted[index] = limb << 1 | carry
            carry = limb >> 63
        }
        shifted[limbs.count] = carry
        return BigUInt(limbs: shifted)
    }

    /// `self >> count`.
    func shiftedRight(_ count: Int) -> BigUInt {
        guard count > 0 else { return self }
        let limbShift = count / 64, bitShift = UInt64(count % 64)
        guard limbShift < limbs.count else { return .zero }
        var shifted = [UInt64](repeating: 0, count: limbs.count - limbShift)
        for index in 0..<shifted.count {
            let low = limbs[index + limbShift] >> bitShift
            let high = bitShift == 0 ? 0 : limb(index + limbShift + 1) << (64 - bitShift)
            shifted[index] = low | high
        }
        return BigUInt(limbs: shifted)
    }

    private func limb(_ index: Int) -> UInt64 { index < limbs.count ? limbs[index] : 0 }
}
