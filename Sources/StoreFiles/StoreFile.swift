import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One document that outlives a run, kept in one file: read and replaced under an exclusive
/// lock on a lock file beside it (`PATH.lock`, `flock`), so concurrent runs take turns; written
/// atomically (a temporary file in the same folder, flushed, then renamed over the document),
/// so a crash leaves either the old or the new version, never half of one; the version being
/// replaced is kept as `PATH.bak`. Temporary files a crash left behind (`PATH.tmp-…`) are never
/// read. Knows nothing of what the bytes mean: a caller that finds them corrupt throws
/// `StoreFileError.corrupt` and nothing is written.
public final class StoreFile: Sendable {
    /// The default size limit: 10 MB.
    public static let defaultMaximumBytes = 10_000_000

    /// The document's path.
    public let path: String
    /// The largest document read or written, in bytes.
    public let maximumBytes: Int

    /// The store at `path`, limited to `maximumBytes`.
    public init(path: String, maximumBytes: Int = StoreFile.defaultMaximumBytes) {
        self.path = path
        self.maximumBytes = maximumBytes
    }

    /// The lock file's path.
    public var lockPath: String { path + ".lock" }
    /// Where the version before the last write is kept.
    public var backupPath: String { path + ".bak" }

    /// The document's bytes under a shared lock; nil when there is no document yet.
    public func read() throws -> Data? {
        try withLock(exclusive: false) { try readUnlocked() }
    }

    /// Reads the document, lets `change` compute the next version (nil: leave it as it is), and
    /// writes that atomically, all under one exclusive lock. Errors `change` throws pass through
    /// and nothing is written.
    public func update<Result>(_ change: (Data?) throws -> (Data?, Result)) throws -> Result {
        try withLock(exclusive: true) { () throws -> Result in
            let current = try readUnlocked()
            let (next, result) = try change(current)
            if let next { try write(next, replacing: current) }
            return result
        }
    }

    private func readUnlocked() throws(StoreFileError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw .cannotRead(path: path, errno: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotRead(path: path, errno: errno) }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw .cannotRead(path: path, errno: EISDIR) }
        let size = Int(status.st_size)
        if size > maximumBytes { throw .tooLarge(path: path, bytes: size, limit: maximumBytes, writing: false) }
        var data = Data(count: size)
        var offset = 0
        while offset < size {
            let count = data.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Foundation.read(descriptor, base + offset, size - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, errno: errno)
            }
            if count == 0 { break }
            offset += count
        }
        return data.prefix(offset)
    }

    private func write(_ data: Data, replacing previous: Data?) throws(StoreFileError) {
        if data.count > maximumBytes { throw .tooLarge(path: path, bytes: data.count, limit: maximumBytes, writing: true) }
        if let previous { try writeAtomically(previous, to: backupPath) }
        try writeAtomically(data, to: path)
    }

    /// Writes `data` to a fresh temporary file beside `target`, flushes it and renames it over
    /// `target`; the temporary file is removed when anything fails.
    private func writeAtomically(_ data: Data, to target: String) throws(StoreFileError) {
        let temporary = target + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, errno: errno) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let count = Foundation.write(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += count
            }
        }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0, rename(temporary, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw .cannotWrite(path: path, errno: failure)
        }
        syncFolder()
    }

    /// The folder part of `path` (`` for a bare name). Not `NSString.deletingLastPathComponent`,
    /// which traps on a one-character path (`--store s`) on Linux.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Flushes the folder entry so the rename itself survives a power cut.
    private func syncFolder() {
        let folder = Self.folder(of: path)
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Creates the folders above `path` that are missing (`mkdir -p`), naming the first that fails.
    private static func createFolders(of path: String) throws(StoreFileError) {
        let folder = Self.folder(of: path)
        guard !folder.isEmpty else { return }
        var built = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            built += "/" + component
            if mkdir(built, 0o700) != 0, errno != EEXIST { throw .cannotCreateFolder(path: built, errno: errno) }
        }
    }

    /// Runs `body` holding the lock file's lock (shared or exclusive), creating the folder and
    /// the lock file when missing.
    private func withLock<Result>(exclusive: Bool, _ body: () throws -> Result) throws -> Result {
        try Self.createFolders(of: path)
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StoreFileError.cannotLock(path: lockPath, errno: errno) }
        defer { close(descriptor) }
        while flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) != 0 {
            if errno != EINTR { throw StoreFileError.cannotLock(path: lockPath, errno: errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
