/// A stable index sort built for millions of items, in two stages:
///
/// 1. a counting sort on each key's first two bytes (stable, no per-item scratch), then
/// 2. within each bucket, an MSD radix sort whose "digit" is several key bytes at once: the next
///    key bytes and the item's index are packed into one `UInt64`, so sorting packed values orders
///    by key bytes and then by index. Stability comes for free, and only items still tied are
///    looked at again, a few bytes further on.
///
/// Memory beyond the result is a work area the size of the largest bucket.
enum PackedSort {
    /// Returns the indices `0..<count` ordered by key; ties keep index order in both directions.
    /// - Parameters:
    ///   - keyLength: the length in bytes of item `i`'s key.
    ///   - chunk: the 8 key bytes of item `i` starting at `offset`, big-endian, zero padded.
    ///   - tieBreak: optional comparison of items whose keys are byte-for-byte equal.
    static func sortedIndices(
        count n: Int, descending: Bool,
        keyLength: (Int) -> Int, chunk: (Int, Int) -> UInt64,
        tieBreak: ((Int, Int) -> Int)? = nil
    ) -> [Int] {
        guard n > 1 else { return Array(0..<n) }
        var order = [Int](repeating: 0, count: n)
        var buckets = [Int](repeating: 0, count: 65537)
        // The two leading bytes are computed twice (count, then place) rather than stored:
        // reading them again is cheaper than 2 bytes per item of peak memory.
        @inline(__always) func head(_ i: Int) -> Int {
            let h = UInt16(truncatingIfNeeded: chunk(i, 0) >> 48)
            return Int(descending ? ~h : h)
        }
        for i in 0..<n { buckets[head(i) + 1] += 1 }
        for b in 1...65536 { buckets[b] += buckets[b - 1] }
        var next = buckets
        order.withUnsafeMutableBufferPointer { o in
            next.withUnsafeMutableBufferPointer { next in
                for i in 0..<n {
                    let h = head(i)
                    o[next[h]] = i
                    next[h] += 1
                }
            }
        }
        var largest = 0
        for b in 0..<65536 { largest = max(largest, buckets[b + 1] - buckets[b]) }
        guard largest > 1 else { return order }

        var refiner = Refiner(count: n, capacity: largest, descending: descending)
        order.withUnsafeMutableBufferPointer { o in
            for b in 0..<65536 where buckets[b + 1] - buckets[b] > 1 {
                refiner.refine(
                    o, buckets[b], buckets[b + 1], offset: 2, headIsZero: b == (descending ? 0xFFFF : 0),
                    keyLength: keyLength, chunk: chunk, tieBreak: tieBreak)
            }
        }
        return order
    }
}

/// The second stage: repeatedly sorts tied runs by their next key bytes.
private struct Refiner {
    let descending: Bool
    let indexBits: UInt64
    let indexMask: UInt64
    /// Key bytes consumed per round: what is left of 64 bits after the index.
    let keyBytes: Int
    var work: [UInt64]
    /// Runs still tied. `mayBeExhausted` is set when the bytes that tied were all zero, the only
    /// case in which keys can have run out; lengths are read just then, not on every round.
    var pending: [(start: Int, end: Int, offset: Int, mayBeExhausted: Bool)] = []

    init(count n: Int, capacity: Int, descending: Bool) {
        // Whole bytes for the index keep key bytes byte-aligned in the packed value.
        let indexBytes = max(1, (UInt64.bitWidth - (n - 1).leadingZeroBitCount + 7) / 8)
        self.descending = descending
        indexBits = UInt64(indexBytes * 8)
        indexMask = (1 << indexBits) - 1
        keyBytes = 8 - indexBytes
        work = [UInt64](repeating: 0, count: capacity)
    }

    mutating func refine(
        _ o: UnsafeMutableBufferPointer<Int>, _ start: Int, _ end: Int, offset: Int, headIsZero: Bool,
        keyLength: (Int) -> Int, chunk: (Int, Int) -> UInt64, tieBreak: ((Int, Int) -> Int)?
    ) {
        pending.append((start, end, offset, headIsZero))
        while let (start, end, offset, mayBeExhausted) = pending.popLast() {
            if mayBeExhausted {
                var longest = 0
                for k in start..<end { longest = max(longest, keyLength(o[k])) }
                if offset >= longest {
                    finishTie(o, start, end, tieBreak)
                    continue
                }
            }
            let m = end - start
            let keep = UInt64.max >> indexBits
            let zero: UInt64 = descending ? keep << indexBits : 0
            work.withUnsafeMutableBufferPointer { w in
                for k in 0..<m {
                    let i = o[start + k]
                    let bytes = chunk(i, offset) >> indexBits
                    w[k] = (descending ? ~bytes & keep : bytes) << indexBits | UInt64(i)
                }
                var slice = UnsafeMutableBufferPointer(rebasing: w[0..<m])
                slice.sort()
                // Write indices back and queue runs still tied on these bytes.
                var runStart = 0
                for k in 0...m {
                    if k < m { o[start + k] = Int(w[k] & indexMask) }
                    guard k == m || (k > 0 && w[k] & ~indexMask != w[k - 1] & ~indexMask) else { continue }
                    if k - runStart > 1 {
                        let tiedOnZero = w[runStart] & ~indexMask == zero
                        pending.append((start + runStart, start + k, offset + keyBytes, tiedOnZero))
                    }
                    runStart = k
                }
            }
        }
    }

    /// Keys are equal: only an explicit tie-break may reorder them (index order otherwise).
    private func finishTie(_ o: UnsafeMutableBufferPointer<Int>, _ start: Int, _ end: Int, _ tieBreak: ((Int, Int) -> Int)?) {
        guard let tieBreak else { return }
        let descending = self.descending
        var run = UnsafeMutableBufferPointer(rebasing: o[start..<end])
        run.sort { a, b in
            let c = tieBreak(a, b)
            return c != 0 ? (descending ? c > 0 : c < 0) : a < b
        }
    }
}
