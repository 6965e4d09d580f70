/// A stable sort of line ids built for millions of items, in place, in two stages:
///
/// 1. an in-place bucket pass (American flag sort) on each key's first two bytes, then
/// 2. within each bucket, an MSD radix sort whose "digit" is several key bytes at once: the next
///    key bytes and the item's id are packed into one `UInt64`, so sorting packed values orders
///    by key bytes and then by id. Only items still tied are looked at again, a few bytes on.
///
/// Stage 1 moves items without regard to their order, but stage 2 orders every bucket by (key,
/// id), so equal keys always end in id order: with ids that grow with input position (an index,
/// or a start offset) the result is stable in both directions. Memory beyond the ids is a work
/// area the size of the largest bucket.
enum PackedSort {
    /// Sorts `ids` by key in place; equal keys end in ascending id order.
    /// - Parameters:
    ///   - idLimit: every id is below it (sets how many bits of a packed value the id takes).
    ///   - keyLength: the length in bytes of item `id`'s key.
    ///   - chunk: the 8 key bytes of item `id` starting at `offset`, big-endian, zero padded.
    ///   - tieBreak: optional comparison of items whose keys are byte-for-byte equal.
    static func sort(
        _ ids: UnsafeMutableBufferPointer<UInt32>, idLimit: Int, descending: Bool,
        keyLength: (UInt32) -> Int, chunk: (UInt32, Int) -> UInt64,
        tieBreak: ((UInt32, UInt32) -> Int)? = nil
    ) {
        let n = ids.count
        guard n > 1 else { return }
        // The two leading bytes are computed again when placing rather than stored:
        // reading them again is cheaper than 2 bytes per item of peak memory.
        @inline(__always) func head(_ id: UInt32) -> Int {
            let h = UInt16(truncatingIfNeeded: chunk(id, 0) >> 48)
            return Int(descending ? ~h : h)
        }
        var bounds = [Int](repeating: 0, count: 65537)
        for id in ids { bounds[head(id) + 1] += 1 }
        for b in 1...65536 { bounds[b] += bounds[b - 1] }
        var next = bounds
        next.withUnsafeMutableBufferPointer { next in
            // Cycle leader: take the item at a bucket's next free place and carry it home,
            // picking up whatever it displaces, until an item belonging here comes back.
            for b in 0..<65536 {
                while next[b] < bounds[b + 1] {
                    var item = ids[next[b]]
                    var h = head(item)
                    while h != b {
                        swap(&item, &ids[next[h]])
                        next[h] += 1
                        h = head(item)
                    }
                    ids[next[b]] = item
                    next[b] += 1
                }
            }
        }
        var largest = 0
        for b in 0..<65536 { largest = max(largest, bounds[b + 1] - bounds[b]) }
        guard largest > 1 else { return }

        var refiner = Refiner(idLimit: idLimit, capacity: largest, descending: descending)
        for b in 0..<65536 where bounds[b + 1] - bounds[b] > 1 {
            refiner.refine(
                ids, bounds[b], bounds[b + 1], offset: 2, headIsZero: b == (descending ? 0xFFFF : 0),
                keyLength: keyLength, chunk: chunk, tieBreak: tieBreak)
        }
    }
}

/// The second stage: repeatedly sorts tied runs by their next key bytes.
private struct Refiner {
    let descending: Bool
    let idBits: UInt64
    let idMask: UInt64
    /// Key bytes consumed per round: what is left of 64 bits after the id.
    let keyBytes: Int
    var work: [UInt64]
    /// Runs still tied. `mayBeExhausted` is set when the bytes that tied were all zero, the only
    /// case in which keys can have run out; lengths are read just then, not on every round.
    var pending: [(start: Int, end: Int, offset: Int, mayBeExhausted: Bool)] = []

    init(idLimit: Int, capacity: Int, descending: Bool) {
        // Whole bytes for the id keep key bytes byte-aligned in the packed value.
        let idBytes = max(1, (UInt64.bitWidth - (max(idLimit, 1) - 1).leadingZeroBitCount + 7) / 8)
        self.descending = descending
        idBits = UInt64(idBytes * 8)
        idMask = idBits >= 64 ? .max : (1 << idBits) - 1
        keyBytes = 8 - idBytes
        work = [UInt64](repeating: 0, count: capacity)
    }

    mutating func refine(
        _ o: UnsafeMutableBufferPointer<UInt32>, _ start: Int, _ end: Int, offset: Int, headIsZero: Bool,
        keyLength: (UInt32) -> Int, chunk: (UInt32, Int) -> UInt64, tieBreak: ((UInt32, UInt32) -> Int)?
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
            let keep = UInt64.max >> idBits
            let zero: UInt64 = descending ? keep << idBits : 0
            work.withUnsafeMutableBufferPointer { w in
                for k in 0..<m {
                    let id = o[start + k]
                    let bytes = chunk(id, offset) >> idBits
                    w[k] = (descending ? ~bytes & keep : bytes) << idBits | UInt64(id)
                }
                var slice = UnsafeMutableBufferPointer(rebasing: w[0..<m])
                slice.sort()
                // Write ids back and queue runs still tied on these bytes.
                var runStart = 0
                for k in 0...m {
                    if k < m { o[start + k] = UInt32(truncatingIfNeeded: w[k] & idMask) }
                    guard k == m || (k > 0 && w[k] & ~idMask != w[k - 1] & ~idMask) else { continue }
                    if k - runStart > 1 {
                        let tiedOnZero = w[runStart] & ~idMask == zero
                        pending.append((start + runStart, start + k, offset + keyBytes, tiedOnZero))
                    }
                    runStart = k
                }
            }
        }
    }

    /// Keys are equal: an explicit tie-break decides, then the id. The run may still be in
    /// stage 1's order (a bucket whose keys end within their first two bytes), so it is sorted
    /// even without a tie-break.
    private func finishTie(_ o: UnsafeMutableBufferPointer<UInt32>, _ start: Int, _ end: Int, _ tieBreak: ((UInt32, UInt32) -> Int)?) {
        var run = UnsafeMutableBufferPointer(rebasing: o[start..<end])
        guard let tieBreak else { return run.sort() }
        let descending = self.descending
        run.sort { a, b in
            let c = tieBreak(a, b)
            return c != 0 ? (descending ? c > 0 : c < 0) : a < b
        }
    }
}
