import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder opened beneath one of a file system's roots, every component walked with
/// `openat(O_NOFOLLOW | O_DIRECTORY)` from the root's own descriptor: what the file operations of
/// `LocalFileSystem` act relative to (`openat`, `mkdirat`, `renameat2`, `unlinkat`), so a folder on
/// the way swapped for a symbolic link after the path policy looked makes the walk fail instead of
/// leading elsewhere. Close it with `close()`.
struct HeldFolder {
    /// The open descriptor (search-only where the platform has `O_PATH`).
    let descriptor: Int32

    /// Flags for a folder on the way: search only where the platform allows it (`O_PATH`), so
    /// folders that may be searched but not listed still work.
    static let searchFlags: Int32 = {
        #if canImport(Glibc)
            // O_PATH (010000000 on every Linux architecture Swift runs on; Glibc's module hides it).
            return 0o10_000_000 | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
        #else
            return O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
        #endif
    }()

    /// Why a walk stopped.
    enum Stop: Error {
        /// A component was a symbolic link (it was swapped in after the path was resolved).
        case link
        /// Any other failure, as `errno`.
        case code(Int32)
    }

    /// Opens `real` (an absolute path with no symbolic links, as `realpath` gives) beneath `root`
    /// (one of its prefixes). The root is opened without following a final link; each later
    /// component is opened relative to the one before with `O_NOFOLLOW`, and, with `create`,
    /// made with `mkdirat` when missing. `flags` are the last component's open flags.
    /// `rootDescriptor`: the root already open (search flags), which is then only used, never closed.
    static func open(
        _ real: String, beneath root: String, rootDescriptor: Int32? = nil, create: Bool, flags: Int32 = searchFlags
    ) throws(Stop) -> HeldFolder {
        let rest = real.utf8.count > root.utf8.count ? String(real.utf8.dropFirst(root.utf8.count)) ?? "" : ""
        let components = rest.split(separator: "/", omittingEmptySubsequences: true)
        var descriptor: Int32
        if let rootDescriptor {
            // Our own descriptor for the first step, so the shared root stays open.
            descriptor = openat(rootDescriptor, ".", components.isEmpty ? flags : searchFlags)
            if descriptor < 0 { throw .code(errno) }
        } else {
            descriptor = try openRoot(root, create: create, flags: components.isEmpty ? flags : searchFlags)
        }
        for (offset, component) in components.enumerated() {
            let last = offset == components.count - 1
            var next = openat(descriptor, String(component), last ? flags : searchFlags)
            if next < 0, errno == ENOENT, create {
                if mkdirat(descriptor, String(component), 0o755) != 0, errno != EEXIST {
                    let code = errno
                    systemClose(descriptor)
                    throw .code(code)
                }
                next = openat(descriptor, String(component), last ? flags : searchFlags)
            }
            if next < 0 {
                let stop = whyNot(descriptor, String(component), errno)
                systemClose(descriptor)
                throw stop
            }
            systemClose(descriptor)
            descriptor = next
        }
        return HeldFolder(descriptor: descriptor)
    }

    /// The root itself, or — when it does not exist yet and `create` is set (a journal or trash
    /// folder not made yet) — its nearest existing ancestor walked down with `mkdirat`.
    private static func openRoot(_ root: String, create: Bool, flags: Int32) throws(Stop) -> Int32 {
        let descriptor = systemOpen(root, flags)
        if descriptor >= 0 { return descriptor }
        let code = errno
        guard code == ENOENT, create, root != "/" else {
            throw code == ELOOP ? .link : .code(code)
        }
        let parent = PathText.folder(root)
        return try open(root, beneath: parent.isEmpty ? "/" : parent, create: true, flags: flags).descriptor
    }

    /// An `openat` failure as a stop: a symbolic link where a folder was expected is `.link`
    /// (`O_NOFOLLOW` gives `ELOOP`, or `ENOTDIR` with `O_PATH`). `ENOTDIR` on what is a link or a
    /// folder again by the time we look means it was swapped and swapped back: also `.link`; only
    /// a real non-folder (a file where the path needs a folder) stays "not a folder".
    static func whyNot(_ folder: Int32, _ name: String, _ code: Int32) -> Stop {
        if code == ELOOP { return .link }
        if code == ENOTDIR, let kind = kind(in: folder, name), kind == .symbolicLink || kind == .folder { return .link }
        return .code(code)
    }

    /// The kind of `name` in `folder`, not following a link; nil when absent.
    static func kind(in folder: Int32, _ name: String) -> FileKind? {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return LocalFileSystem.kind(info.st_mode)
    }

    /// `lstat` of `name` in this folder.
    func status(_ name: String) -> stat? {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return info
    }

    /// fsyncs the folder (its entries: a new or renamed name is durable).
    func sync() {
        let readable = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard readable >= 0 else { return }
        fsync(readable)
        systemClose(readable)
    }

    /// Closes the descriptor.
    func close() { systemClose(descriptor) }

    /// `renameat2(RENAME_NOREPLACE)` (Linux) or `renameatx_np(RENAME_EXCL)` (Darwin): 0, or -1
    /// with `errno` set; `ENOSYS` where neither exists.
    static func renameNoReplace(_ from: HeldFolder, _ source: String, _ to: HeldFolder, _ destination: String) -> Int32 {
        #if canImport(Glibc)
            guard let call = LocalFileSystem.renameNoReplace else {
                errno = ENOSYS
                return -1
            }
            return call(from.descriptor, source, to.descriptor, destination, 1)
        #else
            return renameatx_np(from.descriptor, source, to.descriptor, destination, UInt32(RENAME_EXCL))
        #endif
    }
}

/// `close(2)`, named apart from the methods called `close`.
@inline(__always) func systemClose(_ descriptor: Int32) {
    #if canImport(Glibc)
        _ = Glibc.close(descriptor)
    #else
        _ = Darwin.close(descriptor)
    #endif
}

/// `open(2)` without a mode, named apart from `HeldFolder.open`.
@inline(__always) func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    #if canImport(Glibc)
        return Glibc.open(path, flags)
    #else
        return Darwin.open(path, flags)
    #endif
}

/// `write(2)`, named apart from the file system's `write`.
@inline(__always) func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.write(descriptor, bytes, count)
    #else
        return Darwin.write(descriptor, bytes, count)
    #endif
}

/// `read(2)`, named apart from the file system's `read`.
@inline(__always) func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.read(descriptor, bytes, count)
    #else
        return Darwin.read(descriptor, bytes, count)
    #endif
}
