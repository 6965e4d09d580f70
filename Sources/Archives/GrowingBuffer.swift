import Foundation

/// Bytes appended to one malloc'd block that grows by doubling up to a limit; handed over as
/// `Data` without a copy (inflate's output, and xz's, which is also its LZMA dictionary). With a `sink` it is a sliding window instead: when full, everything but
/// the last 32 KiB (the farthest a deflate match reaches back) goes to the sink, so memory stays
/// at the window's size however much is decoded (streamed extraction, issue 26 item 8).
final class GrowingBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int
    /// How many bytes `reserve` may fill before it must make room (the capacity, and in window
    /// mode no more than the limit leaves).
    private var room: Int
    /// Most bytes the buffer may hold (in window mode: may pass through it); `limitError` is thrown past it.
    let limit: Int
    let limitError: ArchiveError
    /// Window mode: where the bytes that leave the window go.
    private let sink: ((UnsafeRawBufferPointer) throws -> Void)?
    /// Bytes already handed to the sink.
    private(set) var flushed = 0
    /// What a window keeps: the longest distance a deflate match reaches back.
    static let history = 32_768

    /// An empty buffer sized for `expected` bytes (when known), refusing to grow past `limit`.
    init(expected: Int, limit: Int, limitError: ArchiveError) {
        self.limit = limit
        self.limitError = limitError
        sink = nil
        capacity = max(64, min(expected, limit, 1 << 30))
        room = capacity
        base = malloc(capacity)?.assumingMemoryBound(to: UInt8.self) ?? UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    }

    /// A sliding window of `window` bytes (at least twice the history) that hands what leaves it
    /// to `sink`, refusing more than `limit` bytes in total; call `finish` at the end.
    init(window: Int, limit: Int, limitError: ArchiveError, sink: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.limit = limit
        self.limitError = limitError
        self.sink = sink
        capacity = max(window, 2 * Self.history)
        room = min(capacity, limit)
        base = malloc(capacity)?.assumingMemoryBound(to: UInt8.self) ?? UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    }

    deinit { free(base) }

    /// Every byte produced: those handed to the sink and those held.
    var total: Int { flushed + count }

    /// Room for `extra` more bytes; throws when that would pass the limit.
    @inline(__always) func reserve(_ extra: Int) throws {
        if count + extra > room { try makeRoom(extra) }
    }

    private func makeRoom(_ extra: Int) throws {
        guard let sink else { return try grow(count + extra) }
        guard flushed + count + extra <= limit else { throw limitError }
        if count > Self.history {
            let leaving = count - Self.history
            try sink(UnsafeRawBufferPointer(start: base, count: leaving))
            memmove(base, base + leaving, Self.history)
            flushed += leaving
            count = Self.history
        }
        if count + extra > capacity { try grow(count + extra) }
        room = min(capacity, limit - flushed)
    }

    /// Window mode: hands the bytes still held to the sink.
    func finish() throws {
        guard let sink, count > 0 else { return }
        try sink(UnsafeRawBufferPointer(start: base, count: count))
        flushed += count
        count = 0
    }

    private func grow(_ needed: Int) throws {
        guard needed <= limit else { throw limitError }
        let target = min(max(capacity * 2, needed), limit)
        guard let moved = realloc(base, target) else { throw limitError }
        base = moved.assumingMemoryBound(to: UInt8.self)
        capacity = target
        room = capacity
    }

    /// Appends one byte (room must have been reserved).
    @inline(__always) func appendReserved(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Counts `written` bytes a decoder wrote itself at `base + count`, into room it reserved
    /// (the LZMA decoder writes a whole chunk that way, its output being its dictionary).
    @inline(__always) func didWrite(_ written: Int) {
        count += written
    }

    /// Appends bytes, reserving room.
    func append(_ bytes: UnsafeRawBufferPointer) throws {
        try reserve(bytes.count)
        if let from = bytes.baseAddress {
            (base + count).update(from: from.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        }
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
