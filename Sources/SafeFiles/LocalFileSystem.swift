import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real disk, through POSIX calls. Moves never replace: on Linux `renameat2` with
/// `RENAME_NOREPLACE` (atomic: the check and the rename are one step in the kernel); where the
/// file system lacks it, a hard link then unlink (also atomic for files; a crash between the
/// two leaves both names, never none); folders fall back to check-then-rename, whose window
/// between the check and the rename is the one race left (another process creating the target
/// in that instant is replaced). See docs/files.md.
public final class LocalFileSystem: FileSystem {
    private let fixedDirectory: String?

    /// `currentDirectory` is the process's unless given (tests pin it to a temporary folder).
    public init(currentDirectory: String? = nil) { fixedDirectory = currentDirectory }

    /// The folder given at creation, else the process's working directory (read on every call).
    public var currentDirectory: String { fixedDirectory ?? FileManager.default.currentDirectoryPath }

    /// The names `readdir` lists, hidden ones included, `.` and `..` left out, unsorted.
    public func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        guard let directory = opendir(path) else { throw Self.error(errno, path) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The item's kind from `lstat` (a final link is not followed); nil when it cannot be examined or is absent.
    public func kind(at path: String) -> FileKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return Self.kind(info.st_mode)
    }

    /// Size, dates and folder-ness from `stat`, following links; the creation date is the birth time where
    /// `statx` reports one, otherwise the modification date.
    public func attributes(at path: String) throws(FileSystemError) -> FileAttributes {
        var info = stat()
        guard stat(path, &info) == 0 else { throw Self.error(errno, path) }
        let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
        let born = Self.birthNanoseconds(path, follow: true).map { Date(timeIntervalSince1970: Double($0) / 1e9) }
        return FileAttributes(
            size: Int(info.st_size), creationDate: born ?? modified, modificationDate: modified,
            isDirectory: Self.kind(info.st_mode) == .folder)
    }

    /// Device, inode and birth time from `statx` where available, else device and inode from `lstat` (birth 0);
    /// a final symbolic link is not followed.
    public func identity(at path: String) throws(FileSystemError) -> FileIdentity {
        if let statX = Self.statX {
            // One call for device, inode and birth time (`struct statx`: ino at 32, dev at 136/140).
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 8)
            defer { buffer.deallocate() }
            let wanted: UInt32 = 0x100 | 0x800  // STATX_INO | STATX_BTIME
            guard statX(AT_FDCWD, path, AT_SYMLINK_NOFOLLOW, wanted, buffer) == 0 else { throw Self.error(errno, path) }
            let hasBirth = buffer.load(fromByteOffset: 0, as: UInt32.self) & 0x800 != 0
            let birth =
                hasBirth
                ? buffer.load(fromByteOffset: 80, as: Int64.self) * 1_000_000_000
                    + Int64(buffer.load(fromByteOffset: 88, as: UInt32.self)) : 0
            let device =
                UInt64(buffer.load(fromByteOffset: 136, as: UInt32.self)) << 32
                | UInt64(buffer.load(fromByteOffset: 140, as: UInt32.self))
            return FileIdentity(device: device, inode: buffer.load(fromByteOffset: 32, as: UInt64.self), birth: birth)
        }
        var info = stat()
        guard lstat(path, &info) == 0 else { throw Self.error(errno, path) }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The whole file's bytes; fails with `.isAFolder` for a folder, `.notFound` when nothing is there and
    /// `.permissionDenied` when it exists but cannot be read.
    public func read(at path: String) throws(FileSystemError) -> Data {
        if kind(at: path) == .folder { throw FileSystemError(.isAFolder, path: path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileSystemError(exists(path) ? .permissionDenied : .notFound, path: path)
        }
        return data
    }

    /// Creates the file exclusively (`.alreadyExists` if present); with `overwrite`, writes a temporary file and
    /// renames it over the old one. `createFolders` and `durable` work as `WriteOptions` describes.
    public func write(_ data: Data, to path: String, options: WriteOptions) throws(FileSystemError) {
        let folder = (path as NSString).deletingLastPathComponent
        if options.createFolders && !exists(folder) { try createDirectory(at: folder, intermediate: true) }
        if kind(at: path) == .folder { throw FileSystemError(.isAFolder, path: path) }
        // Overwriting goes through a temporary file and a rename, so readers never see half a file.
        let target = options.overwrite ? folder + "/.\((path as NSString).lastPathComponent).\(getpid()).tmp" : path
        let descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.error(errno, path) }
        var failure: Int32 = 0
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 { if errno == EINTR { continue }; failure = errno; return }
                offset += written
            }
        }
        if failure == 0 && options.durable && fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure != 0 {
            unlink(target)
            throw Self.error(failure, path)
        }
        if options.overwrite {
            guard rename(target, path) == 0 else {
                let code = errno
                unlink(target)
                throw Self.error(code, path)
            }
        }
        if options.durable { Self.syncFolder(folder) }
    }

    /// Makes a folder (mode 0755 before the umask). With `intermediate`, missing parents are created too and
    /// an existing folder is not an error.
    public func createDirectory(at path: String, intermediate: Bool) throws(FileSystemError) {
        if intermediate {
            let parent = (path as NSString).deletingLastPathComponent
            if !parent.isEmpty && parent != path && !exists(parent) { try createDirectory(at: parent, intermediate: true) }
            if kind(at: path) == .folder { return }
        }
        guard mkdir(path, 0o755) == 0 else { throw Self.error(errno, path) }
    }

    /// Renames without replacing: `renameat2` with `RENAME_NOREPLACE`, else link then unlink (files), else
    /// check then rename (folders). See the type's description for the one remaining race.
    public func move(from source: String, to destination: String) throws(FileSystemError) {
        if let renameNoReplace = Self.renameNoReplace {
            if renameNoReplace(AT_FDCWD, source, AT_FDCWD, destination, 1) == 0 { return }
            let code = errno
            guard code == EINVAL || code == ENOSYS || code == ENOTSUP else {
                throw Self.error(code, code == EEXIST || code == ENOTEMPTY ? destination : source)
            }
        }
        guard kind(at: source) != nil else { throw FileSystemError(.notFound, path: source) }
        if kind(at: source) != .folder {
            if link(source, destination) == 0 {
                unlink(source)
                return
            }
            let code = errno
            guard code == EPERM || code == EXDEV || code == ENOTSUP || code == EMLINK else {
                throw Self.error(code, code == EEXIST ? destination : source)
            }
        }
        guard kind(at: destination) == nil else { throw FileSystemError(.alreadyExists, path: destination) }
        guard rename(source, destination) == 0 else { throw Self.error(errno, source) }
    }

    /// Copies a file (its bytes only), a symbolic link (as a link) or a folder tree, recursively;
    /// fails with `.alreadyExists` rather than replace anything.
    public func copy(from source: String, to destination: String) throws(FileSystemError) {
        switch kind(at: source) {
        case nil: throw FileSystemError(.notFound, path: source)
        case .folder?:
            try createDirectory(at: destination, intermediate: false)
            for name in try contentsOfDirectory(at: source) { try copy(from: source + "/" + name, to: destination + "/" + name) }
        case .symbolicLink?:
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: source) else {
                throw FileSystemError(.permissionDenied, path: source)
            }
            guard symlink(target, destination) == 0 else { throw Self.error(errno, destination) }
        default:
            try write(try read(at: source), to: destination, options: WriteOptions())
        }
    }

    /// Deletes a file or link, or a folder with everything in it; permanent, nothing goes to the trash.
    public func remove(at path: String) throws(FileSystemError) {
        if kind(at: path) == .folder {
            for name in try contentsOfDirectory(at: path) { try remove(at: path + "/" + name) }
            guard rmdir(path) == 0 else { throw Self.error(errno, path) }
        } else {
            guard unlink(path) == 0 else { throw Self.error(errno, path) }
        }
    }

    /// The canonical path from `realpath(3)`; fails when any part of the path does not exist.
    public func realPath(_ path: String) throws(FileSystemError) -> String {
        guard let resolved = realpath(path, nil) else { throw Self.error(errno, path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: - Helpers

    typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// `renameat2`, looked up at run time: Swift's Glibc module does not declare it.
    static let renameNoReplace: RenameAt2? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    static func kind(_ mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    typealias StatX = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UInt32, UnsafeMutableRawPointer) -> Int32

    /// `statx`, looked up at run time like `renameat2`.
    static let statX: StatX? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "statx") else { return nil }
        return unsafeBitCast(symbol, to: StatX.self)
    }()

    /// The birth time in nanoseconds where `statx` reports it (`struct statx`: mask at 0, btime at 80).
    static func birthNanoseconds(_ path: String, follow: Bool = false) -> Int64? {
        guard let statX else { return nil }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 8)
        defer { buffer.deallocate() }
        let statxBirthTime: UInt32 = 0x800
        guard statX(AT_FDCWD, path, follow ? 0 : AT_SYMLINK_NOFOLLOW, statxBirthTime, buffer) == 0 else { return nil }
        guard buffer.load(fromByteOffset: 0, as: UInt32.self) & statxBirthTime != 0 else { return nil }
        return buffer.load(fromByteOffset: 80, as: Int64.self) * 1_000_000_000
            + Int64(buffer.load(fromByteOffset: 88, as: UInt32.self))
    }

    static func syncFolder(_ path: String) {
        let descriptor = open(path.isEmpty ? "." : path, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    static func error(_ number: Int32, _ path: String) -> FileSystemError {
        switch number {
        case ENOENT: return FileSystemError(.notFound, path: path)
        case EEXIST: return FileSystemError(.alreadyExists, path: path)
        case EACCES, EPERM, EROFS: return FileSystemError(.permissionDenied, path: path)
        case ENOTDIR: return FileSystemError(.notAFolder, path: path)
        case EISDIR: return FileSystemError(.isAFolder, path: path)
        case ENOTEMPTY: return FileSystemError(.notEmpty, path: path)
        case EXDEV: return FileSystemError(.crossDevice, path: path)
        default: return FileSystemError(.other(number), path: path)
        }
    }
}
