import Foundation

#if canImport(Glibc)
    import Glibc
    private let sysWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let sysWrite = Darwin.write
#endif

/// Newline-separated text whose lines are reordered in place: the bytes stay as they were read
/// and only a table of line start offsets, 4 bytes a line, is sorted, shuffled, reversed or
/// filtered. This is what `shortcut do … --lines` streams through, so sorting a million lines
/// needs the input plus 4 bytes a line and a fixed work area (see `PackedSort`), with no String
/// or index array per line.
public struct OrderedLines: Sendable {
    /// The text as read.
    public let bytes: [UInt8]
    /// Where each line starts, in output order. A start offset grows with input position, so it
    /// serves as the tie-breaker that keeps sorts stable.
    private var offsets: [UInt32]

    /// The number of lines.
    public var count: Int { offsets.count }

    /// Splits `bytes` at `\n`; a final line without a newline counts, an empty tail does not.
    /// `\r\n` endings are accepted and the `\r` is not part of the line.
    public init(bytes: [UInt8]) throws {
        offsets = try LineBuffer.lineStarts(bytes)
        self.bytes = bytes
    }

    /// Sorts the lines; equal keys keep input order, descending too.
    public mutating func sort(order: SortOrder, descending: Bool = false) {
        let bytes = self.bytes
        bytes.withUnsafeBufferPointer { base in
            offsets.withUnsafeMutableBufferPointer { ids in
                LineSorting.sort(
                    ids, idLimit: max(1, base.count), lines: OffsetLines(base: base), order: order, descending: descending)
            }
        }
    }

    /// Keeps the first occurrence of each distinct line, in the current order.
    public mutating func removeDuplicates(options: DedupeOptions = DedupeOptions()) {
        let bytes = self.bytes
        let firsts = bytes.withUnsafeBufferPointer { base in
            offsets.withUnsafeBufferPointer { FirstOccurrences.bits($0, lines: OffsetLines(base: base), options: options) }
        }
        var kept = 0
        for k in offsets.indices where FirstOccurrences.isSet(firsts, k) {
            offsets[kept] = offsets[k]
            kept += 1
        }
        offsets.removeLast(offsets.count - kept)
    }

    /// Puts the lines in a uniformly random order (Fisher–Yates, as `shuffle(_:using:)`).
    public mutating func shuffle(using generator: inout some RandomNumberGenerator) {
        ListOrdering.shuffle(&offsets, using: &generator)
    }

    /// Reverses the order of the lines.
    public mutating func reverse() { offsets.reverse() }

    /// The lines as Strings, in order (convenient, not the fast path).
    public var strings: [String] {
        bytes.withUnsafeBufferPointer { base in
            let lines = OffsetLines(base: base)
            return offsets.map { String(decoding: lines[$0], as: UTF8.self) }
        }
    }

    /// The lines in order, each followed by `\n`.
    public var data: Data {
        var out = Data()
        out.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { base in
            let lines = OffsetLines(base: base)
            for offset in offsets {
                out.append(lines[offset])
                out.append(0x0A)
            }
        }
        return out
    }

    /// Writes the lines in order, each followed by `\n`, to a file descriptor through one
    /// 256 KiB buffer; returns false on a write error.
    @discardableResult
    public func write(to fd: Int32) -> Bool {
        let capacity = 1 << 18
        let out = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        defer { out.deallocate() }
        var used = 0
        var ok = true
        func put(_ p: UnsafeRawPointer, _ n: Int) {
            var done = 0
            while ok && done < n {
                let w = sysWrite(fd, p + done, n - done)
                if w <= 0 { ok = false } else { done += w }
            }
        }
        bytes.withUnsafeBufferPointer { base in
            let lines = OffsetLines(base: base)
            for offset in offsets {
                let line = lines[offset]
                if used + line.count + 1 > capacity { put(out, used); used = 0 }
                if line.count + 1 > capacity, let start = line.baseAddress {
                    put(start, line.count)
                    put([UInt8(0x0A)], 1)
                    continue
                }
                // memcpy into one preallocated buffer: Array appends cost a quarter of a sort here.
                if let start = line.baseAddress { (out + used).copyMemory(from: start, byteCount: line.count) }
                out.storeBytes(of: 0x0A, toByteOffset: used + line.count, as: UInt8.self)
                used += line.count + 1
            }
        }
        put(out, used)
        return ok
    }
}
