/// A stable sort of line ids built for millions of items, in place, in two stages:
///
/// 1. in-place bucket passes (American flag sort) on two key bytes at a time, repeated on any
///    bucket still larger than the work area (lines with a long common prefix), then
/// 2. within each bucket, an MSD radix sort whose "digit" is several key bytes at once: the next
///    key bytes and the item's id are packed into one `UInt64`, so sorting packed values orders
///    by key bytes and then by id. Only items still tied are looked at again, a few bytes on.
///
/// Stage 1 moves items without regard to their order, but stage 2 orders every bucket by (key,
/// id), so equal keys always end in id order: with ids that grow with input position (an index,
/// or a start offset) the result is stable in both directions. Memory beyond the ids is fixed:
/// two bucket tables (1 MiB) and a work area of at most `defaultWorkLimit` packed values (512 KiB).
enum PackedSort {
    /// The most items stage 2 sorts at once; larger buckets get another bucket pass first.
    static let defaultWorkLimit = 1 << 16

    /// Sorts `ids` by key in place; equal keys end in ascending id order.
    /// - Parameters:
    ///   - idLimit: every id is below it (sets how many bits of a packed value the id takes).
    ///   - keyLength: the length in bytes of item `id`'s key.
    ///   - chunk: the 8 key bytes of item `id` starting at `offset`, big-endian, zero padded.
    ///   - tieBreak: optional comparison of items whose keys are byte-for-byte equal.
    ///   - workLimit: the largest bucket sorted by stage 2 (tests make it small).
    static func sort(
        _ ids: UnsafeMutableBufferPointer<UInt32>, idLimit: Int, descending: Bool,
        keyLength: (UInt32) -> Int, chunk: (UInt32, Int) -> UInt64,
        tieBreak: ((UInt32, UInt32) -> Int)? = nil, workLimit: Int = defaultWorkLimit
    ) {
        guard ids.count > 1 else { return }
        var refiner = Refiner(idLimit: idLimit, capacity: min(ids.count, workLimit), descending: descending)
        var passes = BucketPasses(descending: descending)
        // Buckets too large for the work area, waiting for a bucket pass at their offset.
        var large: [(start: Int, end: Int, offset: Int, mayBeExhausted: Bool)] = [(0, ids.count, 0, false)]
        while let (start, end, firstOffset, mayBeExhausted) = large.popLast() {
            var offset = firstOffset
            if mayBeExhausted && offset >= longestKey(ids, start, end, keyLength) {
                refiner.finishTie(ids, start, end, tieBreak)
                continue
            }
            // A long common prefix (paths in one folder) is stepped over eight bytes at a time
            // rather than by a bucket pass per two bytes.
            while sharePrefix(ids, start, end, offset, chunk) { offset += 8 }
            passes.run(UnsafeMutableBufferPointer(rebasing: ids[start..<end]), offset: offset, chunk: chunk) {
                low, high, zeroHead in
                if high - low > workLimit {
                    large.append((start + low, start + high, offset + 2, zeroHead))
                } else {
                    refiner.refine(
                        ids, start + low, start + high, offset: offset + 2, headIsZero: zeroHead,
                        keyLength: keyLength, chunk: chunk, tieBreak: tieBreak)
                }
            }
        }
    }

    /// Whether every key has the same eight bytes at `offset`, none of them ending there (the
    /// last of the eight is not zero padding).
    static func sharePrefix(
        _ ids: UnsafeMutableBufferPointer<UInt32>, _ start: Int, _ end: Int, _ offset: Int, _ chunk: (UInt32, Int) -> UInt64
    ) -> Bool {
        let first = chunk(ids[start], offset)
        guard first & 0xFF != 0 else { return false }
        for k in (start + 1)..<end where chunk(ids[k], offset) != first { return false }
        return true
    }

    static func longestKey(_ ids: UnsafeMutableBufferPointer<UInt32>, _ start: Int, _ end: Int, _ keyLength: (UInt32) -> Int)
        -> Int
    {
        var longest = 0
        for k in start..<end { longest = max(longest, keyLength(ids[k])) }
        return longest
    }
}

/// Stage 1: moves items into 65,536 buckets by two key bytes, in place.
private struct BucketPasses {
    let descending: Bool
    var bounds = [Int](repeating: 0, count: 65537)
    var next = [Int](repeating: 0, count: 65537)

    init(descending: Bool) { self.descending = descending }

    /// Buckets `ids` by key bytes `offset..<offset+2`, then reports each bucket of two or more
    /// items as a range of `ids`, with whether its two bytes were zero (keys may have ended).
    mutating func run(
        _ ids: UnsafeMutableBufferPointer<UInt32>, offset: Int, chunk: (UInt32, Int) -> UInt64,
        bucket: (Int, Int, Bool) -> Void
    ) {
        let descending = self.descending
        // The two bytes are read again when placing rather than stored: reading them again
        // is cheaper than 2 bytes per item of peak memory.
        @inline(__always) func head(_ id: UInt32) -> Int {
            let h = UInt16(truncatingIfNeeded: chunk(id, offset) >> 48)
            return Int(descending ? ~h : h)
        }
        bounds.withUnsafeMutableBufferPointer { bounds in
            next.withUnsafeMutableBufferPointer { next in
                for b in 0...65536 { bounds[b] = 0 }
                for id in ids { bounds[head(id) + 1] += 1 }
                for b in 1...65536 { bounds[b] += bounds[b - 1] }
                for b in 0...65536 { next[b] = bounds[b] }
                // Cycle leader: take the item at a bucket's next free place and carry it home,
                // picking up whatever it displaces, until an item belonging here comes back.
                for b in 0..<65536 where next[b] < bounds[b + 1] {
                    // A bucket holding every item needs no moves.
                    if bounds[b + 1] - bounds[b] == ids.count { break }
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
        }
        let zero = descending ? 0xFFFF : 0
        for b in 0..<65536 where bounds[b + 1] - bounds[b] > 1 {
            bucket(bounds[b], bounds[b + 1], b == zero)
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
            if mayBeExhausted && offset >= PackedSort.longestKey(o, start, end, keyLength) {
                finishTie(o, start, end, tieBreak)
                continue
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
    func finishTie(_ o: UnsafeMutableBufferPointer<UInt32>, _ start: Int, _ end: Int, _ tieBreak: ((UInt32, UInt32) -> Int)?) {
        var run = UnsafeMutableBufferPointer(rebasing: o[start..<end])
        guard let tieBreak else { return run.sort() }
        let descending = self.descending
        run.sort { a, b in
            let c = tieBreak(a, b)
            return c != 0 ? (descending ? c > 0 : c < 0) : a < b
        }
    }
}
