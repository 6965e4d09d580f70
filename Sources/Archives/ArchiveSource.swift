import Foundation

/// An archive's bytes, read by position: in memory (a value), or from a file a window at a time
/// through a reader (Extract Archive opens the archive file and reads it this way, so memory holds
/// what is being decoded, never the whole archive; issue 26).
public struct ArchiveSource {
    /// Reads up to `buffer.count` bytes at `offset` into `buffer`; how many it read (0: the end).
    public typealias Reader = (_ offset: Int, _ buffer: UnsafeMutableRawBufferPointer) throws -> Int

    enum Storage {
        case memory(Data)
        case reader(Reader)
    }

    /// The archive's size in bytes.
    public let count: Int
    let storage: Storage

    /// The archive held in `data`.
    public init(_ data: Data) {
        count = data.count
        storage = .memory(data)
    }

    /// An archive of `count` bytes read through `read` (a file opened for reading by position).
    public init(count: Int, read: @escaping Reader) {
        self.count = max(0, count)
        storage = .reader(read)
    }

    /// How many bytes a reader hands out at a time.
    static let piece = 1 << 20

    /// Fills `buffer` from `offset`; a reader that stops early means the file shrank while read.
    func fill(_ buffer: UnsafeMutableRawBufferPointer, at offset: Int, format: String) throws {
        switch storage {
        case .memory(let data):
            data.withUnsafeBytes { bytes in
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + buffer.count]))
            }
        case .reader(let read):
            var done = 0
            while done < buffer.count {
                let count = try read(offset + done, UnsafeMutableRawBufferPointer(rebasing: buffer[done...]))
                guard count > 0 else {
                    throw ArchiveError.truncated(format: format, needed: "\(buffer.count) bytes at \(offset)")
                }
                done += count
            }
        }
    }

    /// `count` bytes at `offset` (which must be inside the archive), copied out.
    func bytes(_ offset: Int, _ count: Int, format: String) throws -> [UInt8] {
        guard offset >= 0, count >= 0, offset <= self.count - count else {
            throw ArchiveError.truncated(format: format, needed: "\(count) bytes at \(offset)")
        }
        var result = [UInt8](repeating: 0, count: count)
        try result.withUnsafeMutableBytes { try fill($0, at: offset, format: format) }
        return result
    }

    /// Hands the `count` bytes from `offset` to `body` in pieces of at most `size` bytes, in order
    /// (a value in memory without copying it; a file read into one reused buffer).
    func pieces(
        from offset: Int, count: Int, size: Int = ArchiveSource.piece, format: String,
        _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        guard offset >= 0, count >= 0, offset <= self.count - count else {
            throw ArchiveError.truncated(format: format, needed: "\(count) bytes at \(offset)")
        }
        switch storage {
        case .memory(let data):
            try data.withUnsafeBytes { bytes in
                var start = offset
                while start < offset + count {
                    let end = min(offset + count, start + size)
                    try body(UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
                    start = end
                }
            }
        case .reader:
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(size, max(count, 1)), alignment: 8)
            defer { buffer.deallocate() }
            var start = offset
            while start < offset + count {
                let piece = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<min(buffer.count, offset + count - start)])
                try fill(piece, at: start, format: format)
                try body(UnsafeRawBufferPointer(piece))
                start += piece.count
            }
        }
    }

    /// The `count` bytes from `offset` as one buffer when they are in memory (nil for a reader).
    func withContiguous<T>(from offset: Int, count: Int, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T? {
        guard case .memory(let data) = storage else { return nil }
        return try data.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[offset..<offset + count])) }
    }
}

/// Little-endian fields of an `ArchiveSource`, read with the bounds checks and errors of
/// `ByteFields`, through a small cache (a central directory is read record by record).
final class SourceFields {
    let source: ArchiveSource
    let format: String
    private var cache: [UInt8] = []
    private var cacheStart = 0
    /// The least a cache miss reads.
    private static let readAhead = 8_192

    init(_ source: ArchiveSource, format: String) {
        self.source = source
        self.format = format
    }

    func has(_ offset: Int, _ count: Int) -> Bool { offset >= 0 && count >= 0 && offset <= source.count - count }

    /// `count` bytes at `offset`; the error names them when the archive is shorter.
    func slice(_ offset: Int, _ count: Int) throws -> ArraySlice<UInt8> {
        guard has(offset, count) else { throw ArchiveError.truncated(format: format, needed: "\(count) bytes at \(offset)") }
        if offset < cacheStart || offset + count > cacheStart + cache.count {
            let wanted = min(max(count, Self.readAhead), source.count - offset)
            cache = try source.bytes(offset, wanted, format: format)
            cacheStart = offset
        }
        return cache[(offset - cacheStart)..<(offset - cacheStart + count)]
    }

    func byte(_ offset: Int) throws -> UInt8 {
        let bytes = try slice(offset, 1)
        return bytes[bytes.startIndex]
    }

    func u16(_ offset: Int) throws -> Int {
        guard has(offset, 2) else { throw ArchiveError.truncated(format: format, needed: "2 bytes at \(offset)") }
        let bytes = try slice(offset, 2)
        return Int(bytes[bytes.startIndex]) | Int(bytes[bytes.startIndex + 1]) << 8
    }

    func u32(_ offset: Int) throws -> Int {
        guard has(offset, 4) else { throw ArchiveError.truncated(format: format, needed: "4 bytes at \(offset)") }
        let bytes = try slice(offset, 4)
        let start = bytes.startIndex
        return Int(bytes[start]) | Int(bytes[start + 1]) << 8 | Int(bytes[start + 2]) << 16 | Int(bytes[start + 3]) << 24
    }
}
