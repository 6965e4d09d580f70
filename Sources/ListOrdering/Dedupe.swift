/// Which items count as duplicates.
public struct DedupeOptions: Sendable, Hashable {
    /// `Apple` and `apple` are the same item.
    public var caseInsensitive: Bool
    /// `résumé` and `resume` are the same item.
    public var accentInsensitive: Bool

    /// Exact matching by default.
    public init(caseInsensitive: Bool = false, accentInsensitive: Bool = false) {
        self.caseInsensitive = caseInsensitive
        self.accentInsensitive = accentInsensitive
    }
}

extension LineBuffer {
    /// Indices of the first occurrence of each distinct line, in input order.
    public func deduplicatedIndices(options: DedupeOptions = DedupeOptions()) -> [Int] {
        bytes.withUnsafeBufferPointer { base in
            let view = LineView(buffer: self, base: base)
            guard options.caseInsensitive || options.accentInsensitive else {
                return firstOccurrences { view[$0] }
            }
            // Folded keys are built once; the table then compares plain bytes.
            var keys = [UInt8](), starts = [Int]()
            starts.reserveCapacity(count + 1)
            for i in 0..<count {
                starts.append(keys.count)
                let line = view[i]
                if view.isASCII(i) {
                    keys.append(contentsOf: options.caseInsensitive ? line.map(ByteCompare.lowerASCII) : Array(line))
                } else {
                    keys.append(
                        contentsOf: Folding.fold(
                            line, keepAccents: !options.accentInsensitive, keepCase: !options.caseInsensitive))
                }
            }
            starts.append(keys.count)
            return keys.withUnsafeBufferPointer { k in
                firstOccurrences { UnsafeBufferPointer(rebasing: k[starts[$0]..<starts[$0 + 1]]) }
            }
        }
    }

    /// First occurrences via an open-addressing hash set sized once for the worst case (every
    /// line distinct, load ≤ 0.7). Each slot packs a hash tag above `index + 1`; 32-bit slots
    /// while indices fit in 24 bits. The answer is read back through a bitset, in input order.
    private func firstOccurrences(_ key: (Int) -> UnsafeBufferPointer<UInt8>) -> [Int] {
        count < (1 << 24) - 1
            ? firstOccurrences(key, slot: UInt32.self, indexBits: 24)
            : firstOccurrences(key, slot: UInt64.self, indexBits: 32)
    }

    private func firstOccurrences<Slot: FixedWidthInteger & UnsignedInteger>(
        _ key: (Int) -> UnsafeBufferPointer<UInt8>, slot: Slot.Type, indexBits: Int
    ) -> [Int] {
        var capacity = 16
        while capacity * 7 < count * 10 { capacity <<= 1 }
        let mask = capacity - 1
        let indexMask: Slot = (1 << Slot(indexBits)) - 1
        var firsts = [UInt64](repeating: 0, count: (count + 63) / 64)
        var distinct = 0
        do {
            var slots = [Slot](repeating: 0, count: capacity)
            slots.withUnsafeMutableBufferPointer { table in
                for i in 0..<count {
                    let k = key(i)
                    let h = Self.hash(k)
                    let tag = Slot(truncatingIfNeeded: h >> 8) << Slot(indexBits)
                    var s = Int(h) & mask
                    while true {
                        let slot = table[s]
                        if slot == 0 {
                            table[s] = tag | Slot(i + 1)
                            firsts[i >> 6] |= 1 << UInt64(i & 63)
                            distinct += 1
                            break
                        }
                        if slot & ~indexMask == tag, ByteCompare.bytes(key(Int(slot & indexMask) - 1), k) == 0 { break }
                        s = (s + 1) & mask
                    }
                }
            }
        }
        var result = [Int]()
        result.reserveCapacity(distinct)
        for (w, word) in firsts.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                result.append(w << 6 | bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return result
    }

    /// FNV-1a over 8-byte words with a final mix; fast and good enough for a probe table.
    @inline(__always)
    static func hash(_ k: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(k.count)
        var i = 0
        let raw = UnsafeRawBufferPointer(k)
        while i + 8 <= k.count {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x100_0000_01b3
            h ^= h >> 29
            i += 8
        }
        var tail: UInt64 = 0
        while i < k.count { tail = tail << 8 | UInt64(k[i]); i += 1 }
        h = (h ^ tail) &* 0x100_0000_01b3
        h ^= h >> 32
        h = h &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        return UInt32(truncatingIfNeeded: h)
    }
}

/// Positions of the first occurrence of each distinct key, in input order.
public func deduplicatedIndices(keys: [String], options: DedupeOptions = DedupeOptions()) -> [Int] {
    guard let buffer = try? LineBuffer(strings: keys) else { return Array(keys.indices) }
    return buffer.deduplicatedIndices(options: options)
}

/// `items` without repeats, first occurrences kept in order.
public func deduplicated(_ items: [String], options: DedupeOptions = DedupeOptions()) -> [String] {
    deduplicatedIndices(keys: items, options: options).map { items[$0] }
}
