import Foundation

/// Bytes appended to one malloc'd block that grows by doubling up to a limit; handed over as
/// `Data` without a copy.
final class GrowingBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int
    /// Most bytes the buffer may hold; `limitError` is thrown past it.
    let limit: Int
    let limitError: ArchiveError

    /// An empty buffer sized for `expected` bytes (when known), refusing to grow past `limit`.
    init(expected: Int, limit: Int, limitError: ArchiveError) {
        self.limit = limit
        self.limitError = limitError
        capacity = max(64, min(expected, limit, 1 << 30))
        base = malloc(capacity)?.assumingMemoryBound(to: UInt8.self) ?? UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    }

    deinit { free(base) }

    /// Room for `extra` more bytes; throws when that would pass the limit.
    @inline(__always) func reserve(_ extra: Int) throws {
        if count + extra > capacity { try grow(count + extra) }
    }

    private func grow(_ needed: Int) throws {
        guard needed <= limit else { throw limitError }
        let target = min(max(capacity * 2, needed), limit)
        guard let moved = realloc(base, target) else { throw limitError }
        base = moved.assumingMemoryBound(to: UInt8.self)
        capacity = target
    }

    /// Appends one byte (room must have been reserved).
    @inline(__always) func appendReserved(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Appends bytes, reserving room.
    func append(_ bytes: UnsafeRawBufferPointer) throws {
        try reserve(bytes.count)
        if let from = bytes.baseAddress { (base + count).update(from: from.assumingMemoryBound(to: UInt8.self), count: bytes.count) }
        count += bytes.count
    }

    /// Copies `length` bytes from `distance` back (they may overlap what is being written).
    @inline(__always) func copyMatch(distance: Int, length: Int) {
        var from = base + (count - distance)
        var to = base + count
        if distance >= length {
            to.update(from: from, count: length)
        } else {
            for _ in 0..<length {
                to.pointee = from.pointee
                to += 1
                from += 1
            }
        }
        count += length
    }

    /// The bytes as `Data`; the buffer gives up its memory and is empty afterwards.
    func takeData() -> Data {
        guard count > 0 else { return Data() }
        let data = Data(bytesNoCopy: base, count: count, deallocator: .free)
        capacity = 64
        base = malloc(capacity)?.assumingMemoryBound(to: UInt8.self) ?? UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
        count = 0
        return data
    }
}
