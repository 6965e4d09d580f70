import Foundation

/// How sorting and dedupe reach a line's bytes from its id: an index into a table of line
/// starts, or the line's start offset itself. Either way ids grow with the line's position in
/// the input, which is what keeps the sorts stable: equal keys are put in id order.
protocol LineAccess {
    /// The bytes of line `id`, terminator excluded.
    subscript(_ id: UInt32) -> UnsafeBufferPointer<UInt8> { get }
    /// The bytes of line `id` and whether they are all ASCII, for callers that need both.
    func lineAndASCII(_ id: UInt32) -> (line: UnsafeBufferPointer<UInt8>, isASCII: Bool)
}

extension LineAccess {
    func lineAndASCII(_ id: UInt32) -> (line: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        let line = self[id]
        return (line, ByteCompare.isASCII(line))
    }

    /// Whether line `id` is plain ASCII.
    func isASCII(_ id: UInt32) -> Bool { lineAndASCII(id).isASCII }

    /// User-perceived characters; bytes when the line is ASCII.
    func characterCount(_ id: UInt32) -> Int {
        let (line, isASCII) = lineAndASCII(id)
        return isASCII ? line.count : String(decoding: line, as: UTF8.self).count
    }
}

/// Lines by index, through the buffer's table of starts; lines may contain newlines.
struct IndexedLines: LineAccess {
    let buffer: LineBuffer
    let base: UnsafeBufferPointer<UInt8>

    @inline(__always)
    subscript(_ id: UInt32) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: base[buffer.range(Int(id))]) }
}

/// Lines by start offset in newline-separated bytes. The end is found when asked, so no table
/// of ends is kept (4 bytes a line saved); most lines are short, so the search reads eight bytes
/// at a time inline and hands long lines to memchr.
struct OffsetLines: LineAccess {
    let base: UnsafeBufferPointer<UInt8>

    @inline(__always)
    subscript(_ id: UInt32) -> UnsafeBufferPointer<UInt8> { scan(from: Int(id)).line }

    @inline(__always)
    func lineAndASCII(_ id: UInt32) -> (line: UnsafeBufferPointer<UInt8>, isASCII: Bool) { scan(from: Int(id)) }

    /// The line starting at `start`, and whether it is ASCII: one pass finds the newline and
    /// collects the high bits of the bytes before it.
    @inline(__always)
    private func scan(from start: Int) -> (line: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        let n = base.count
        guard let pointer = base.baseAddress, start < n else { return (UnsafeBufferPointer(rebasing: base[n...]), true) }
        let raw = UnsafeRawPointer(pointer)
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x80 &* ones
        var p = start, seen: UInt64 = 0
        var newline: Int? = nil, foundInWords = false
        while p + 8 <= n && p - start < 64 {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: p, as: UInt64.self))
            // A zero byte in word ^ "\n\n\n…" is a newline; the lowest flagged byte is exact.
            let x = word ^ (0x0A &* ones)
            let found = (x &- ones) & ~x & high
            if found != 0 {
                let k = found.trailingZeroBitCount >> 3
                seen |= k == 0 ? 0 : word & (UInt64.max >> UInt64(64 - 8 * k))
                newline = p + k
                foundInWords = true
                break
            }
            seen |= word
            p += 8
        }
        if newline == nil {
            if let hit = memchr(pointer + p, 0x0A, n - p) {
                newline = pointer.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            }
        }
        let lineEnd = newline ?? n
        // `\r\n` endings: the `\r` is not part of the line.
        let end = newline != nil && lineEnd > start && base[lineEnd - 1] == 0x0D ? lineEnd - 1 : lineEnd
        let line = UnsafeBufferPointer(rebasing: base[start..<end])
        if seen & high != 0 { return (line, false) }
        // The word loop covered the whole line when it found the newline; otherwise check the rest
        // (a long line, or the buffer's last few bytes).
        return (line, foundInWords || p >= end || ByteCompare.isASCII(UnsafeBufferPointer(rebasing: base[p..<end])))
    }
}
