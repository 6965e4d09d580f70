import Foundation

#if canImport(Glibc)
    import Glibc
    private let sysWrite = Glibc.write
    private let sysRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let sysWrite = Darwin.write
    private let sysRead = Darwin.read
#endif

/// Lines held as one contiguous UTF-8 buffer with 32-bit start offsets: the fast path for
/// reading a file, ordering its lines and writing them out without creating a String per line.
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
        guard bytes.count < Int(UInt32.max) else { throw ListOrderingError.inputTooLarge(bytes: bytes.count) }
        var starts: [UInt32] = [0]
        // Count first so the offsets array is allocated once, at its final size.
        var lines = 0
        bytes.withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            var p = 0
            while p < buf.count, let hit = memchr(base + p, 0x0A, buf.count - p) {
                lines += 1
                p = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
            }
        }
        starts.reserveCapacity(lines + 2)
        bytes.withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            var p = 0
            let n = buf.count
            while p < n {
                // memchr is vectorised; a byte loop is several times slower here.
                guard let hit = memchr(base + p, 0x0A, n - p) else { starts.append(UInt32(n)); return }
                p = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(UInt32(p))
            }
        }
        self.bytes = bytes
        self.starts = starts
        self.stripsCarriageReturn = true
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

    /// The lines at `order`, each followed by `\n`, as Data.
    public func joined(order: [Int]) -> Data {
        var out = Data()
        out.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { buf in
            for i in order {
                let r = range(i)
                out.append(UnsafeBufferPointer(rebasing: buf[r]))
                out.append(0x0A)
            }
        }
        return out
    }

    /// Writes the lines at `order` to a file descriptor through a 256 KiB buffer; returns false on a write error.
    @discardableResult
    public func write(order: some Sequence<Int>, to fd: Int32) -> Bool { write(order: Array(order), to: fd) }

    /// Writes the lines at `order` to a file descriptor; the concrete, specialised fast path.
    @discardableResult
    public func write(order: [Int], to fd: Int32) -> Bool {
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
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            for i in order {
                let r = range(i)
                if used + r.count + 1 > capacity { put(out, used); used = 0 }
                if r.count + 1 > capacity {
                    put(base + r.lowerBound, r.count)
                    put([UInt8(0x0A)], 1)
                    continue
                }
                // memcpy into one preallocated buffer: Array appends cost a quarter of a sort here.
                (out + used).copyMemory(from: base + r.lowerBound, byteCount: r.count)
                out.storeBytes(of: 0x0A, toByteOffset: used + r.count, as: UInt8.self)
                used += r.count + 1
            }
        }
        put(out, used)
        return ok
    }

    /// Reads a whole file (or stdin when `path` is "-") into memory.
    public static func read(path: String) throws -> LineBuffer {
        if path == "-" { return try LineBuffer(data: FileHandle.standardInput.readDataToEndOfFile()) }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
        defer { close(fd) }
        var st = stat()
        fstat(fd, &st)
        let size = Int(st.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        var got = 0
        bytes.withUnsafeMutableBytes { raw in
            guard let start = raw.baseAddress else { return }
            while got < size {
                let n = sysRead(fd, start + got, size - got)
                if n <= 0 { break }
                got += n
            }
        }
        if got < size { bytes.removeLast(size - got) }
        return try LineBuffer(bytes: bytes)
    }
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
