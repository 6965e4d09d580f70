/// One canonical prefix code of a WebP lossless stream (RFC 9649 §6.2.1) as a two-level lookup
/// table: the next 8 bits index the root; a code longer than 8 bits continues in a second table
/// the root entry points to. A code of a single symbol takes no bits.
struct VP8LPrefixCode {
    /// Bits the root table resolves.
    static let rootBits = 8
    /// The longest code length the format allows.
    static let longestLength = 15

    /// Entries: the symbol (or a second table's offset) above bit 8; bit 7 marks a link to a
    /// second table; the low bits are the bits to take (or the second table's index bits).
    private(set) var entries: [UInt32]
    private static let link: UInt32 = 0x80

    /// The code for `lengths` (one per symbol of the alphabet), or nil when they do not describe a
    /// complete code: over-subscribed, incomplete, or empty. One symbol of any length is a code of
    /// zero bits, as the format allows.
    init?(lengths: [UInt8]) {
        var counts = [Int](repeating: 0, count: Self.longestLength + 1)
        var used: [Int] = []
        for (symbol, length) in lengths.enumerated() where length > 0 {
            counts[Int(length)] += 1
            used.append(symbol)
        }
        if used.count == 1 {
            entries = [UInt32](repeating: UInt32(used[0]) << 8, count: 1 << Self.rootBits)
            return
        }
        var unassigned = 1  // codes of the current length not yet given to a symbol
        for length in 1...Self.longestLength {
            unassigned = (unassigned << 1) - counts[length]
            if unassigned < 0 { return nil }
        }
        guard unassigned == 0, !used.isEmpty else { return nil }
        entries = Self.table(lengths: lengths, counts: counts)
    }

    /// Lays out the root and second tables for a complete code.
    private static func table(lengths: [UInt8], counts: [Int]) -> [UInt32] {
        var next = [Int](repeating: 0, count: longestLength + 2)
        for length in 1...longestLength { next[length + 1] = (next[length] + counts[length]) << 1 }
        var codes = [(symbol: Int, length: Int, reversed: Int)]()
        for (symbol, byte) in lengths.enumerated() where byte > 0 {
            let length = Int(byte)
            codes.append((symbol, length, reversedBits(next[length], length)))
            next[length] += 1
        }
        let rootSize = 1 << rootBits, rootMask = rootSize - 1
        var secondBits = [Int](repeating: 0, count: rootSize)
        for code in codes where code.length > rootBits {
            secondBits[code.reversed & rootMask] = max(secondBits[code.reversed & rootMask], code.length - rootBits)
        }
        var offsets = [Int](repeating: 0, count: rootSize)
        var size = rootSize
        for slot in 0..<rootSize where secondBits[slot] > 0 {
            offsets[slot] = size
            size += 1 << secondBits[slot]
        }
        var table = [UInt32](repeating: 0, count: size)
        for slot in 0..<rootSize where secondBits[slot] > 0 {
            table[slot] = UInt32(offsets[slot]) << 8 | link | UInt32(secondBits[slot])
        }
        for code in codes {
            if code.length <= rootBits {
                var slot = code.reversed
                while slot < rootSize {
                    table[slot] = UInt32(code.symbol) << 8 | UInt32(code.length)
                    slot += 1 << code.length
                }
            } else {
                let slot = code.reversed & rootMask, bits = secondBits[slot], rest = code.length - rootBits
                var index = code.reversed >> rootBits
                while index < 1 << bits {
                    table[offsets[slot] + index] = UInt32(code.symbol) << 8 | UInt32(rest)
                    index += 1 << rest
                }
            }
        }
        return table
    }

    /// `code`'s low `length` bits in reverse order (codes are sent first bit first).
    private static func reversedBits(_ code: Int, _ length: Int) -> Int {
        var result = 0
        for bit in 0..<length where code & (1 << (length - 1 - bit)) != 0 { result |= 1 << bit }
        return result
    }

    /// Reads one symbol from `bits`.
    @inline(__always) func symbol(_ bits: inout VP8LBits) -> Int {
        let root = entries[Int(bits.peek(Self.rootBits))]
        if root & Self.link == 0 {
            bits.skip(Int(root & 0x7F))
            return Int(root >> 8)
        }
        bits.skip(Self.rootBits)
        let second = entries[Int(root >> 8) + Int(bits.peek(Int(root & 0x7F)))]
        bits.skip(Int(second & 0x7F))
        return Int(second >> 8)
    }
}
