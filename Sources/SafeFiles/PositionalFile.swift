import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file open for reading by position, so that a large file (an archive Extract Archive unpacks)
/// is read a window at a time instead of into memory whole.
public protocol PositionalFile: AnyObject {
    /// The file's size in bytes when it was opened.
    var size: Int { get }
    /// Reads up to `buffer.count` bytes at `offset` into `buffer`; how many it read (0 at the end).
    func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int
}

extension PositionalFile {
    /// Up to `count` bytes at `offset`: fewer only at the end of the file (a short read is
    /// continued), none for an offset outside it.
    public func bytes(at offset: Int, count: Int) throws(FileSystemError) -> [UInt8] {
        guard offset >= 0, offset < size, count > 0 else { return [] }
        let wanted = min(count, size - offset)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: wanted, alignment: 1)
        defer { buffer.deallocate() }
        var filled = 0
        while filled < wanted {
            let got = try read(at: offset + filled, into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            guard got > 0 else { break }
            filled += got
        }
        return Array(buffer.prefix(filled))
    }
}

/// A file's bytes held in memory, read by position: what file systems that cannot open a file
/// for reading by position hand out (test wrappers, planned files, a FIFO).
public final class InMemoryFile: PositionalFile {
    private let data: Data

    /// The file whose bytes are `data`.
    public init(_ data: Data) { self.data = data }

    /// The bytes held.
    public var size: Int { data.count }

    /// Copies the bytes at `offset` (as many as fit and exist) into `buffer`.
    public func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        guard offset >= 0, offset < data.count else { return 0 }
        let count = min(buffer.count, data.count - offset)
        data.withUnsafeBytes { bytes in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]))
        }
        return count
    }
}

extension FileSystem {
    /// The file read whole into memory: for file systems that cannot read by position (test
    /// wrappers); `LocalFileSystem` opens the file and reads it with `pread`.
    public func openForReading(at path: String) throws(FileSystemError) -> any PositionalFile {
        InMemoryFile(try read(at: path))
    }
}

extension LocalFileSystem {
    /// The file opened as `read(at:)` opens it (a final link followed beneath the confinement, a
    /// folder refused), read by position with `pread`; anything but a regular file (a FIFO, a
    /// device) is read into memory whole instead.
    public func openForReading(at path: String) throws(FileSystemError) -> any PositionalFile {
        let (descriptor, info) = try openDescriptor(path)
        guard Self.kind(info.st_mode) == .file else {
            defer { systemClose(descriptor) }
            return InMemoryFile(try Self.read(descriptor, info, upTo: Int.max, path: path))
        }
        return DescriptorFile(descriptor, size: Int(info.st_size), path: path)
    }
}

/// A regular file's open descriptor, read with `pread`; closed when released.
final class DescriptorFile: PositionalFile {
    private let descriptor: Int32
    private let path: String
    let size: Int

    init(_ descriptor: Int32, size: Int, path: String) {
        self.descriptor = descriptor
        self.size = size
        self.path = path
    }

    deinit { systemClose(descriptor) }

    func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        while true {
            let count = pread(descriptor, base, buffer.count, off_t(offset))
            if count >= 0 { return count }
            if errno != EINTR { throw LocalFileSystem.error(errno, path) }
        }
    }
}
