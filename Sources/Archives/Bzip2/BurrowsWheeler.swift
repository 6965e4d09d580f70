/// The Burrows–Wheeler transform as bzip2 takes it: the block's rotations (not its suffixes) in
/// sorted order, giving the last byte of each and the row of the unrotated block (origPtr).
///
/// Rotations are sorted through a suffix array in linear time: turned to start at its least
/// rotation, the block is a power u^k of a Lyndon word u, and the rotations of a Lyndon word sort
/// exactly as its suffixes do (with a suffix before the longer suffixes it starts). So the
/// suffixes of u are sorted once (SA-IS) and each stands for its k equal rotations of the block;
/// equal rotations are preceded by equal bytes, so their order does not change the output.
enum BurrowsWheeler {
    /// Writes the last column of the sorted rotations of the `count` bytes at `block` into
    /// `lastColumn` and returns the row of the unrotated block.
    static func transform(_ block: UnsafePointer<UInt8>, count: Int, into lastColumn: UnsafeMutablePointer<UInt8>) -> Int {
        guard count > 1 else {
            if count == 1 { lastColumn[0] = block[0] }
            return 0
        }
        let shift = leastRotation(block, count: count)
        let rotated = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer { rotated.deallocate() }
        (rotated).update(from: block + shift, count: count - shift)
        (rotated + (count - shift)).update(from: block, count: shift)
        let period = primitivePeriod(rotated, count: count)
        let text = UnsafeMutablePointer<Int32>.allocate(capacity: period)
        let order = UnsafeMutablePointer<Int32>.allocate(capacity: period)
        defer {
            text.deallocate()
            order.deallocate()
        }
        for index in 0..<period { text[index] = Int32(rotated[index]) }
        SuffixSorter.sort(text, count: period, alphabet: 256, into: order)
        // The unrotated block starts at `start` of the rotated one.
        let start = (count - shift) % count
        var origin = 0
        var row = 0
        for rank in 0..<period {
            var position = Int(order[rank])
            while position < count {
                if position == start { origin = row }
                lastColumn[row] = rotated[position == 0 ? count - 1 : position - 1]
                row += 1
                position += period
            }
        }
        return origin
    }

    /// The start of the least rotation (two candidates compared byte by byte; on a difference
    /// the larger one and the bytes compared equal are skipped, so the total work is linear).
    static func leastRotation(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var first = 0
        var second = 1
        var matched = 0
        while first < count && second < count && matched < count {
            var a = first + matched
            var b = second + matched
            if a >= count { a -= count }
            if b >= count { b -= count }
            if bytes[a] == bytes[b] {
                matched += 1
                continue
            }
            if bytes[a] > bytes[b] { first += matched + 1 } else { second += matched + 1 }
            if first == second { second += 1 }
            matched = 0
        }
        return min(first, second)
    }

    /// The length of the shortest u with `bytes` = u^k (the whole length when there is none
    /// shorter), from the longest proper border (Knuth–Morris–Pratt's failure function).
    static func primitivePeriod(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        let border = UnsafeMutablePointer<Int32>.allocate(capacity: count + 1)
        defer { border.deallocate() }
        border[0] = -1
        var length = -1
        for index in 0..<count {
            while length >= 0 && bytes[Int(length)] != bytes[index] { length = Int(border[length]) }
            length += 1
            border[index + 1] = Int32(length)
        }
        let period = count - Int(border[count])
        return count % period == 0 ? period : count
    }
}
