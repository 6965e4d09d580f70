import Foundation

/// Lines held as one contiguous UTF-8 buffer with a table of 32-bit start offsets, so lines may
/// contain newlines: how lists of strings are sorted and deduplicated without a String
/// comparison per step. Newline-separated input on the streaming path uses `OrderedLines`.
public struct LineBuffer: Sendable {
    /// The raw bytes, each line followed by its terminator.
    public let bytes: [UInt8]
    /// `starts[i]` is where line `i` begins; `starts[count]` is the end of the buffer.
    let starts: [UInt32]
    /// Whether a `\r` before `\n` is dropped (true for file input, false for lists of strings).
    let stripsCarriageReturn: Bool

    /// The number of lines.
    public var count: Int { starts.count - 1 }

    /// Splits `bytes` at `\n`; a final line without a newline counts, an empty tail does not.
    /// `\r\n` endings are accepted and the `\r` is not part of the line.
    public init(bytes: [UInt8]) throws {
        var starts = try Self.lineStarts(bytes, extraCapacity: 1)
        starts.append(UInt32(bytes.count))
        self.bytes = bytes
        self.starts = starts
        self.stripsCarriageReturn = true
    }

    /// Where each `\n`-separated line of `bytes` starts: a final line without a newline counts,
    /// an empty tail does not. The array is allocated once, at its final size plus `extraCapacity`.
    static func lineStarts(_ bytes: [UInt8], extraCapacity: Int = 0) throws -> [UInt32] {
        guard bytes.count < Int(UInt32.max) else { throw ListOrderingError.inputTooLarge(bytes: bytes.count) }
        return bytes.withUnsafeBufferPointer { buf -> [UInt32] in
            guard let base = buf.baseAddress else { return [] }
            let n = buf.count
            // memchr is vectorised; a byte loop is several times slower here. Count first so
            // the array is allocated once.
            var lines = 0, p = 0
            while p < n, let hit = memchr(base + p, 0x0A, n - p) {
                lines += 1
                p = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
            }
            if p < n { lines += 1 }
            var starts: [UInt32] = []
            starts.reserveCapacity(lines + extraCapacity)
            p = 0
            while p < n {
                starts.append(UInt32(p))
                guard let hit = memchr(base + p, 0x0A, n - p) else { break }
                p = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return starts
        }
    }

    /// Lines from `data` (copied once).
    public init(data: Data) throws { try self.init(bytes: [UInt8](data)) }

    /// A buffer holding `strings` as lines; strings may themselves contain newlines.
    public init(strings: [String]) throws {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(strings.reduce(0) { $0 + $1.utf8.count + 1 })
        var starts: [UInt32] = [0]
        starts.reserveCapacity(strings.count + 1)
        for s in strings {
            bytes.append(contentsOf: s.utf8)
            bytes.append(0x0A)
            guard bytes.count < Int(UInt32.max) else { throw ListOrderingError.inputTooLarge(bytes: bytes.count) }
            starts.append(UInt32(bytes.count))
        }
        self.bytes = bytes
        self.starts = starts
        self.stripsCarriageReturn = false
    }

    /// The byte range of line `i`, terminator excluded.
    @inline(__always)
    func range(_ i: Int) -> Range<Int> {
        let start = Int(starts[i])
        var end = Int(starts[i + 1])
        if end > start && bytes[end - 1] == 0x0A {
            end -= 1
            if stripsCarriageReturn && end > start && bytes[end - 1] == 0x0D { end -= 1 }
        }
        return start..<end
    }

    /// Line `i` as a String.
    public func string(at i: Int) -> String { String(decoding: bytes[range(i)], as: UTF8.self) }

    /// All lines as Strings (convenient, not the fast path).
    public var strings: [String] { (0..<count).map(string(at:)) }
}

/// Splits text data into lines (String per line); use `LineBuffer` on the hot path.
public func splitLines(_ data: Data) -> [String] {
    (try? LineBuffer(data: data).strings) ?? []
}

/// Joins lines with `\n`, each line terminated.
public func joinLines(_ lines: [String]) -> Data {
    var out = Data()
    for line in lines { out.append(contentsOf: line.utf8); out.append(0x0A) }
    return out
}
