import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real disk, through POSIX calls. Every operation that reads contents or changes anything
/// works relative to folders held open beneath the confinement roots (`HeldFolder`: each
/// component opened with `O_NOFOLLOW`), so a folder swapped for a symbolic link between the path
/// policy's check and the operation makes it fail rather than lead outside (`confined(to:)`;
/// unconfined, the one root is `/`). Moves never replace: on Linux `renameat2` with
/// `RENAME_NOREPLACE` (atomic: the check and the rename are one step in the kernel), on Darwin
/// `renameatx_np(RENAME_EXCL)`; where the file system lacks it, a hard link then unlink (also
/// atomic for files; a crash between the two leaves both names, never none); folders fall back to
/// check-then-rename, whose window between the check and the rename is the one race left (another
/// process creating the target in that instant is replaced). See docs/files.md.
public final class LocalFileSystem: FileSystem {
    private let fixedDirectory: String?
    /// The real folders every content operation stays beneath; `["/"]` unless confined.
    public let confinement: [String]

    /// `currentDirectory` is the process's unless given (tests pin it to a temporary folder).
    public init(currentDirectory: String? = nil) {
        fixedDirectory = currentDirectory
        confinement = ["/"]
    }

    private init(currentDirectory: String?, confinement: [String]) {
        fixedDirectory = currentDirectory
        self.confinement = confinement
    }

    /// The confinement roots opened once (search-only), by root: each operation then opens one
    /// descriptor per component below the root instead of the root again.
    private var rootDescriptors: [String: Int32] = [:]
    private let rootLock = NSLock()

    deinit {
        for descriptor in rootDescriptors.values { systemClose(descriptor) }
    }

    /// The open descriptor of `root`, opened on first use without following a final link; nil
    /// when it cannot be opened now (it does not exist yet: the walk then opens and makes it).
    private func descriptor(of root: String) -> Int32? {
        rootLock.withLock {
            if let known = rootDescriptors[root] { return known }
            let descriptor = systemOpen(root, HeldFolder.searchFlags)
            guard descriptor >= 0 else { return nil }
            rootDescriptors[root] = descriptor
            return descriptor
        }
    }

    /// `path` made absolute (the working folder is read only for a relative path).
    private func absolute(_ path: String) -> String {
        path.utf8.first == UInt8(ascii: "/")
            ? PathPolicy.absolute(path, in: "/") : PathPolicy.absolute(path, in: currentDirectory)
    }

    /// The same disk, with content operations confined to `roots` (resolved here to real paths;
    /// a root that does not exist yet is resolved as far as it exists).
    public func confined(to roots: [String]) -> any FileSystem {
        let base = currentDirectory
        let real = roots.map { PathPolicy.resolve(PathPolicy.absolute($0, in: base), access: .contents, in: self) }
        return LocalFileSystem(currentDirectory: fixedDirectory, confinement: real)
    }

    /// The folder given at creation, else the process's working directory (read on every call).
    public var currentDirectory: String { fixedDirectory ?? FileManager.default.currentDirectoryPath }

    /// The names `readdir` lists, hidden ones included, `.` and `..` left out, unsorted; a final
    /// symbolic link is followed (it must stay beneath the confinement).
    public func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        try list(path, followFinal: true)
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

    /// The whole file's bytes, a final symbolic link followed (beneath the confinement); fails with
    /// `.isAFolder` for a folder, `.notFound` when nothing is there and `.permissionDenied` when it
    /// exists but cannot be read. A FIFO with no writer reads as empty instead of waiting.
    public func read(at path: String) throws(FileSystemError) -> Data { try read(at: path, upTo: Int.max) }

    /// The file's first `limit` bytes at most, read as `read(at:)` reads the whole file.
    public func read(at path: String, upTo limit: Int) throws(FileSystemError) -> Data {
        let (descriptor, info) = try openDescriptor(path)
        defer { systemClose(descriptor) }
        return try Self.read(descriptor, info, upTo: limit, path: path)
    }

    /// The file opened for reading as `read(at:)` opens it (a final link followed beneath the
    /// confinement; a folder refused), with its status; the caller closes the descriptor.
    func openDescriptor(_ path: String) throws(FileSystemError) -> (Int32, stat) {
        let absolute = absolute(path)
        let real = try? realPath(absolute)
        let (folder, name) = try parent(of: real ?? absolute, shown: path)
        defer { folder.close() }
        let descriptor = openat(folder.descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            // A link here is a dangling one (nothing to read) or one swapped in after resolving.
            if code == ELOOP { throw FileSystemError(real == nil ? .notFound : .leftAllowedFolders, path: path) }
            throw Self.error(code, path)
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, Self.kind(info.st_mode) == .folder {
            systemClose(descriptor)
            throw FileSystemError(.isAFolder, path: path)
        }
        return (descriptor, info)
    }

    /// At most `limit` bytes of the open `descriptor`, from where it stands.
    static func read(_ descriptor: Int32, _ info: stat, upTo limit: Int, path: String) throws(FileSystemError) -> Data {
        var data = Data()
        if Self.kind(info.st_mode) == .file, info.st_size > 0 { data.reserveCapacity(min(Int(info.st_size), limit)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while data.count < limit {
            let wanted = min(chunk.count, limit - data.count)
            let count = chunk.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return systemRead(descriptor, base, wanted)
            }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { break }
                throw Self.error(errno, path)
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        return data
    }

    /// Creates the file exclusively (`.alreadyExists` if present) with `openat(O_CREAT | O_EXCL |
    /// O_NOFOLLOW)` in its held folder; with `overwrite`, writes a temporary file there (with the
    /// old file's mode, and owner where permitted) and renames it over the old one. `createFolders`
    /// (`mkdirat` on the way) and `durable` work as `WriteOptions` describes.
    public func write(_ data: Data, to path: String, options: WriteOptions) throws(FileSystemError) {
        let (folder, name) = try parent(of: absolute(path), shown: path, create: options.createFolders)
        defer { folder.close() }
        let existing = folder.status(name)
        if let existing, Self.kind(existing.st_mode) == .folder { throw FileSystemError(.isAFolder, path: path) }
        // Overwriting goes through a temporary file and a rename, so readers never see half a file.
        let target = options.overwrite ? ".\(name).\(getpid()).tmp" : name
        let descriptor = openat(folder.descriptor, target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.error(errno, path) }
        if options.overwrite, let existing, Self.kind(existing.st_mode) == .file {
            // The replacement keeps what the old file had: its permissions, and its owner when allowed.
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            _ = fchmod(descriptor, existing.st_mode & 0o7777)
        }
        var failure = Self.writeAll(data, to: descriptor)
        if failure == 0 && options.durable && fsync(descriptor) != 0 { failure = errno }
        systemClose(descriptor)
        if failure != 0 {
            unlinkat(folder.descriptor, target, 0)
            throw Self.error(failure, path)
        }
        if options.overwrite {
            guard renameat(folder.descriptor, target, folder.descriptor, name) == 0 else {
                let code = errno
                unlinkat(folder.descriptor, target, 0)
                throw Self.error(code, path)
            }
        }
        if options.durable { folder.sync() }
    }

    /// Appends with `openat(O_APPEND | O_NOFOLLOW)` in the file's held folder, then (`durable`) `fsync`s the file.
    public func append(_ data: Data, to path: String, durable: Bool) throws(FileSystemError) {
        let (folder, name) = try parent(of: absolute(path), shown: path)
        defer { folder.close() }
        let descriptor = openat(folder.descriptor, name, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.error(errno, path) }
        var failure = Self.writeAll(data, to: descriptor)
        if failure == 0 && durable && fsync(descriptor) != 0 { failure = errno }
        systemClose(descriptor)
        if failure != 0 { throw Self.error(failure, path) }
    }

    /// Writes every byte of `data` to `descriptor`, retrying short writes; 0 or the `errno` that stopped it.
    static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }

    /// Makes a folder (mode 0755 before the umask) with `mkdirat` in its held parent. With
    /// `intermediate`, missing parents are created on the way and an existing folder is not an error.
    public func createDirectory(at path: String, intermediate: Bool) throws(FileSystemError) {
        let (folder, name) = try parent(of: absolute(path), shown: path, create: intermediate)
        defer { folder.close() }
        if mkdirat(folder.descriptor, name, 0o755) == 0 { return }
        let code = errno
        if intermediate, code == EEXIST, HeldFolder.kind(in: folder.descriptor, name) == .folder { return }
        throw Self.error(code, path)
    }

    /// Renames without replacing, relative to both held folders: `renameat2(RENAME_NOREPLACE)`, else
    /// `linkat` then `unlinkat` (files), else check then `renameat` (folders). See the type's
    /// description for the one remaining race.
    public func move(from source: String, to destination: String) throws(FileSystemError) {
        let (from, sourceName) = try parent(of: absolute(source), shown: source)
        defer { from.close() }
        let (to, destinationName) = try parent(of: absolute(destination), shown: destination)
        defer { to.close() }
        if HeldFolder.renameNoReplace(from, sourceName, to, destinationName) == 0 { return }
        var code = errno
        guard code == EINVAL || code == ENOSYS || code == ENOTSUP || code == EOPNOTSUPP else {
            throw Self.error(code, code == EEXIST || code == ENOTEMPTY ? destination : source)
        }
        guard let kind = HeldFolder.kind(in: from.descriptor, sourceName) else { throw FileSystemError(.notFound, path: source) }
        if kind != .folder {
            if linkat(from.descriptor, sourceName, to.descriptor, destinationName, 0) == 0 {
                unlinkat(from.descriptor, sourceName, 0)
                return
            }
            code = errno
            guard code == EPERM || code == EXDEV || code == ENOTSUP || code == EMLINK else {
                throw Self.error(code, code == EEXIST ? destination : source)
            }
        }
        guard HeldFolder.kind(in: to.descriptor, destinationName) == nil else {
            throw FileSystemError(.alreadyExists, path: destination)
        }
        guard renameat(from.descriptor, sourceName, to.descriptor, destinationName) == 0 else { throw Self.error(errno, source) }
    }

    /// Copies a file (its bytes only), a symbolic link (as a link) or a folder tree, recursively;
    /// fails with `.alreadyExists` rather than replace anything.
    public func copy(from source: String, to destination: String) throws(FileSystemError) {
        switch kind(at: source) {
        case nil: throw FileSystemError(.notFound, path: source)
        case .folder?:
            try createDirectory(at: destination, intermediate: false)
            for name in try list(source, followFinal: false) { try copy(from: source + "/" + name, to: destination + "/" + name) }
        case .symbolicLink?:
            let target = try linkTarget(source)
            let (folder, name) = try parent(of: absolute(destination), shown: destination)
            defer { folder.close() }
            guard symlinkat(target, folder.descriptor, name) == 0 else { throw Self.error(errno, destination) }
        default:
            try write(try read(at: source), to: destination, options: WriteOptions())
        }
    }

    /// Creates a symbolic link with `symlinkat` in the held parent folder (never replacing anything).
    public func createSymbolicLink(at path: String, to target: String) throws(FileSystemError) {
        let (folder, name) = try parent(of: absolute(path), shown: path)
        defer { folder.close() }
        guard symlinkat(target, folder.descriptor, name) == 0 else { throw Self.error(errno, path) }
    }

    /// Deletes a file or link, or a folder with everything in it (`unlinkat` in the held parent);
    /// permanent, nothing goes to the trash.
    public func remove(at path: String) throws(FileSystemError) {
        let isFolder = kind(at: path) == .folder
        if isFolder {
            for name in try list(path, followFinal: false) { try remove(at: path + "/" + name) }
        }
        let (folder, name) = try parent(of: absolute(path), shown: path)
        defer { folder.close() }
        guard unlinkat(folder.descriptor, name, isFolder ? AT_REMOVEDIR : 0) == 0 else { throw Self.error(errno, path) }
    }

    /// `UTIME_OMIT`, which Swift does not import: leave that time as it is.
    #if os(Linux)
        static let omitTime = (1 << 30) - 2
    #else
        static let omitTime = -2
    #endif

    /// Sets the modification date with `utimensat` in the item's held parent (the access time is
    /// left as it is; a final symbolic link is not followed).
    public func setModificationDate(_ date: Date, at path: String) throws(FileSystemError) {
        let (folder, name) = try parent(of: absolute(path), shown: path)
        defer { folder.close() }
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let nanoseconds = Int((date.timeIntervalSince1970 - seconds) * 1_000_000_000)
        var times = [timespec(tv_sec: 0, tv_nsec: Self.omitTime), timespec(tv_sec: time_t(seconds), tv_nsec: nanoseconds)]
        guard utimensat(folder.descriptor, name, &times, AT_SYMLINK_NOFOLLOW) == 0 else { throw Self.error(errno, path) }
    }

    /// The canonical path from `realpath(3)`; fails when any part of the path does not exist.
    public func realPath(_ path: String) throws(FileSystemError) -> String {
        guard let resolved = realpath(path, nil) else { throw Self.error(errno, path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: - Held folders

    /// The folder of `path` (absolute) held open beneath the confinement root it is in, and the
    /// item's name. The folder is resolved to its real path (links in it followed, as the path
    /// policy judged it) and then walked without following any link, so a swap since makes this
    /// fail. An item that is itself a confinement root is reached from `/`.
    func parent(of path: String, shown: String, create: Bool = false) throws(FileSystemError) -> (HeldFolder, String) {
        let name = PathText.name(path)
        guard !name.isEmpty, path != "/" else { throw FileSystemError(.permissionDenied, path: shown) }
        // Fast path: a folder already inside a root as written is walked as written; only a link
        // on the way (a legitimate one, or a swap) sends it through `realpath` and a second walk.
        let written = PathText.folder(path)
        if let root = confinement.first(where: { PathPolicy.isInside(written, $0) }) {
            do {
                return (try HeldFolder.open(written, beneath: root, rootDescriptor: descriptor(of: root), create: create), name)
            } catch {
                if case .code(let code) = error { throw Self.error(code, shown) }
            }
        }
        let folder = PathPolicy.resolve(written, access: .contents, in: self)
        let item = PathText.join(folder, name)
        let root =
            confinement.first { PathPolicy.isInside(folder, $0) }
            ?? (confinement.contains { item.utf8.elementsEqual($0.utf8) } ? "/" : nil)
        guard let root else { throw FileSystemError(.leftAllowedFolders, path: shown) }
        return (try hold(folder, beneath: root, shown: shown, create: create), name)
    }

    /// `real` held open beneath `root` (see `HeldFolder.open`), failures as file-system errors about `shown`.
    func hold(_ real: String, beneath root: String, shown: String, create: Bool, flags: Int32 = HeldFolder.searchFlags)
        throws(FileSystemError) -> HeldFolder
    {
        do { return try HeldFolder.open(real, beneath: root, create: create, flags: flags) } catch {
            switch error {
            case .link: throw FileSystemError(.leftAllowedFolders, path: shown)
            case .code(let code): throw Self.error(code, shown)
            }
        }
    }

    /// A folder's names through a descriptor opened beneath the confinement; `followFinal`: a final
    /// link is followed (listing), otherwise it fails (removing and copying trees never follow one).
    func list(_ path: String, followFinal: Bool) throws(FileSystemError) -> [String] {
        let absolute = absolute(path)
        let real =
            followFinal
            ? PathPolicy.resolve(absolute, access: .contents, in: self)
            : PathPolicy.resolve(absolute, access: .item, in: self)
        guard let root = confinement.first(where: { PathPolicy.isInside(real, $0) }) else {
            throw FileSystemError(.leftAllowedFolders, path: path)
        }
        let held = try hold(
            real, beneath: root, shown: path, create: false, flags: O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard let directory = fdopendir(held.descriptor) else {
            let code = errno
            held.close()
            throw Self.error(code, path)
        }
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

    /// Where a symbolic link points, read with `readlinkat` in its held folder.
    func linkTarget(_ path: String) throws(FileSystemError) -> String {
        let (folder, name) = try parent(of: absolute(path), shown: path)
        defer { folder.close() }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(folder.descriptor, name, &buffer, buffer.count - 1)
        guard count >= 0 else { throw Self.error(errno, path) }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
