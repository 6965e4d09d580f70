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

/// Finds the first occurrence of each distinct line among lines in a given order.
enum FirstOccurrences {
    /// Bit `k` is set when the line at position `k` of `ids` has not appeared before it.
    static func bits<Lines: LineAccess>(_ ids: UnsafeBufferPointer<UInt32>, lines: Lines, options: DedupeOptions) -> [UInt64] {
        guard options.caseInsensitive || options.accentInsensitive else {
            return bits(count: ids.count, lower: false) { lines[ids[$0]] }
        }
        // ASCII lines are compared as they are (ASCII-lower-cased on the fly when case does not
        // count); only non-ASCII lines get a stored folded copy, so memory stays near the input.
        // Folded copies are lower-cased when case does not count, and lower-casing is
        // idempotent, so both kinds hash and compare the same way.
        var isFolded = [UInt64](repeating: 0, count: (ids.count + 63) / 64)
        var folded: [UInt8] = [], foldedStarts: [Int] = [0], foldedPositions: [Int] = []
        for (k, id) in ids.enumerated() {
            let (line, isASCII) = lines.lineAndASCII(id)
            guard !isASCII else { continue }
            folded.append(
                contentsOf: Folding.fold(line, keepAccents: !options.accentInsensitive, keepCase: !options.caseInsensitive))
            foldedStarts.append(folded.count)
            foldedPositions.append(k)
            isFolded[k >> 6] |= 1 << UInt64(k & 63)
        }
        return folded.withUnsafeBufferPointer { f in
            bits(count: ids.count, lower: options.caseInsensitive) { k in
                guard isSet(isFolded, k) else { return lines[ids[k]] }
                var lo = 0, hi = foldedPositions.count - 1
                while lo < hi {
                    let mid = (lo + hi) >> 1
                    if foldedPositions[mid] < k { lo = mid + 1 } else { hi = mid }
                }
                guard let base = f.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
                return UnsafeBufferPointer(start: base + foldedStarts[lo], count: foldedStarts[lo + 1] - foldedStarts[lo])
            }
        }
    }

    /// An open-addressing hash set sized once for the worst case (every line distinct, load ≤
    /// 0.7, exactly). Each slot packs a hash tag above `position + 1`; 32-bit slots while positions fit
    /// in 24 bits.
    /// With `lower`, keys hash and compare with ASCII letters lower-cased.
    private static func bits(count: Int, lower: Bool, key: (Int) -> UnsafeBufferPointer<UInt8>) -> [UInt64] {
        count < (1 << 24) - 1
            ? bits(count: count, lower: lower, key: key, slot: UInt32.self, positionBits: 24)
            : bits(count: count, lower: lower, key: key, slot: UInt64.self, positionBits: 32)
    }

    private static func bits<Slot: FixedWidthInteger & UnsignedInteger>(
        count: Int, lower: Bool, key: (Int) -> UnsafeBufferPointer<UInt8>, slot: Slot.Type, positionBits: Int
    ) -> [UInt64] {
        // Load ≤ 0.7 without rounding up to a power of two (which could nearly double the
        // table): a hash picks its home slot by multiply-shift over the exact capacity.
        let capacity = max(16, count * 10 / 7 + 1)
        let positionMask: Slot = (1 << Slot(positionBits)) - 1
        var firsts = [UInt64](repeating: 0, count: (count + 63) / 64)
        var slots = [Slot](repeating: 0, count: capacity)
        slots.withUnsafeMutableBufferPointer { table in
            for k in 0..<count {
                let bytes = key(k)
                let h = hash(bytes, lower: lower)
                // The home slot comes from the hash's high bits, the tag from its low bits.
                let tag = Slot(truncatingIfNeeded: h) << Slot(positionBits)
                var s = Int((UInt64(h) &* UInt64(capacity)) >> 32)
                while true {
                    let slot = table[s]
                    if slot == 0 {
                        table[s] = tag | Slot(k + 1)
                        firsts[k >> 6] |= 1 << UInt64(k & 63)
                        break
                    }
                    if slot & ~positionMask == tag, equal(key(Int(slot & positionMask) - 1), bytes, lower: lower) { break }
                    s += 1
                    if s == capacity { s = 0 }
                }
            }
        }
        return firsts
    }

    /// Whether two keys are the same bytes (with `lower`, apart from ASCII case).
    @inline(__always)
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, lower: Bool) -> Bool {
        guard a.count == b.count else { return false }
        guard lower else { return ByteCompare.bytes(a, b) == 0 }
        guard let x = a.baseAddress, let y = b.baseAddress else { return true }
        let rx = UnsafeRawPointer(x), ry = UnsafeRawPointer(y)
        var i = 0
        while i + 8 <= a.count {
            let p = rx.loadUnaligned(fromByteOffset: i, as: UInt64.self), q = ry.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if p != q && ByteCompare.lowerASCII8(p) != ByteCompare.lowerASCII8(q) { return false }
            i += 8
        }
        while i < a.count {
            if ByteCompare.lowerASCII(a[i]) != ByteCompare.lowerASCII(b[i]) { return false }
            i += 1
        }
        return true
    }

    /// Whether bit `k` of `bits` is set.
    @inline(__always)
    static func isSet(_ bits: [UInt64], _ k: Int) -> Bool { bits[k >> 6] & (1 << UInt64(k & 63)) != 0 }

    /// FNV-1a over 8-byte words with a final mix; fast and good enough for a probe table.
    /// With `lower`, ASCII letters hash as lower case.
    @inline(__always)
    static func hash(_ k: UnsafeBufferPointer<UInt8>, lower: Bool = false) -> UInt32 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(k.count)
        var i = 0
        let raw = UnsafeRawBufferPointer(k)
        while i + 8 <= k.count {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            h = (h ^ (lower ? ByteCompare.lowerASCII8(word) : word)) &* 0x100_0000_01b3
            h ^= h >> 29
            i += 8
        }
        var tail: UInt64 = 0
        while i < k.count { tail = tail << 8 | UInt64(lower ? ByteCompare.lowerASCII(k[i]) : k[i]); i += 1 }
        h = (h ^ tail) &* 0x100_0000_01b3
        h ^= h >> 32
        h = h &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        return UInt32(truncatingIfNeeded: h)
    }
}

extension LineBuffer {
    /// Indices of the first occurrence of each distinct line, in input order.
    public func deduplicatedIndices(options: DedupeOptions = DedupeOptions()) -> [Int] {
        let ids = (0..<UInt32(count)).map { $0 }
        let firsts = bytes.withUnsafeBufferPointer { base in
            ids.withUnsafeBufferPointer {
                FirstOccurrences.bits($0, lines: IndexedLines(buffer: self, base: base), options: options)
            }
        }
        return (0..<count).filter { FirstOccurrences.isSet(firsts, $0) }
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
