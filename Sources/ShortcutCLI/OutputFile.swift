import Foundation
import SafeFiles
import ShortcutEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Rendering and writing a command's output (`-o`/`--output-path` of `run`, `import`, `export`).
///
/// What is at PATH decides how it is written (docs/cli.md "Writing the output"):
/// - nothing, or a regular file: a temporary file beside it, renamed over it, so PATH has its old
///   contents or all of the new ones; an existing file keeps its permissions (and its owner and
///   group where the process may set them);
/// - a symbolic link: followed — its target is written that way, in the target's folder, and the
///   link stays a link;
/// - a device, FIFO or socket (`/dev/null`, `/dev/stdout`, a named pipe): written into directly,
///   never replaced.
/// A failed write (a full disk, `/dev/full`) is exit 73, and a file at PATH keeps its old contents.
enum OutputFile {
    static func render(_ value: Value, type: OutputType, coercion: Coercion) -> String {
        if type == .json { return coercion.json(value).serialized() + "\n" }
        let text = coercion.text(value)
        return text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
    }

    /// What `write` will write to: the path itself, or the file a symbolic link leads to, and
    /// whether that is written in place (a device, FIFO or socket).
    struct Target: Equatable {
        /// The file written (a link's final target).
        var path: String
        /// A device, FIFO or socket: opened and written into, not replaced.
        var inPlace: Bool
    }

    /// Where writing `path` goes: links followed (to their final target, even one that does not
    /// exist yet), devices and pipes written in place.
    static func target(of path: String) throws -> Target {
        var current = path
        // A chain of links, bounded as the kernel bounds it (40).
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0 else { return Target(path: current, inPlace: false) }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                    return Target(path: current, inPlace: false)
                }
                current = destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
            case S_IFREG, S_IFDIR: return Target(path: current, inPlace: false)
            default: return Target(path: current, inPlace: true)
            }
        }
        throw CommandLineFailure.cannotWriteOutput(path: path, reason: String(cString: strerror(ELOOP)), isFile: true)
    }

    /// The folder part of a path (`.` for a bare name).
    static func folder(of path: String) -> String {
        let folder = PathText.parent(path)
        return folder.isEmpty ? "." : folder
    }

    /// Fails before the run when the output could not be written, so no work is wasted: the
    /// folder of the file written (a link's target) must exist and be writable; a device or pipe
    /// must be writable itself.
    static func checkWritable(_ path: String) throws {
        let target = try target(of: path)
        if target.inPlace {
            guard access(target.path, W_OK) == 0 else {
                throw CommandLineFailure.cannotWriteOutput(path: path, reason: String(cString: strerror(errno)), isFile: false)
            }
            return
        }
        let folder = folder(of: target.path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            if target.path != path { throw CommandLineFailure.outputLinkLeadsNowhere(path: path, target: target.path) }
            throw CommandLineFailure.outputFolderMissing(path: path, folder: folder)
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw CommandLineFailure.outputFolderNotWritable(path: path, folder: folder)
        }
    }

    /// Writes text (see the type's description).
    static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Writes bytes (see the type's description).
    static func write(_ data: Data, to path: String) throws {
        let target = try target(of: path)
        if target.inPlace {
            let descriptor = open(target.path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(path, errno, isFile: false) }
            defer { close(descriptor) }
            let code = writeAll(data, to: descriptor)
            if code != 0 { throw failure(path, code, isFile: false) }
            return
        }
        try replace(target.path, with: data, shownAs: path)
    }

    /// Writes a temporary file in `file`'s folder with the old file's mode (and owner, where
    /// permitted), then renames it over `file`; on any failure the temporary file is removed and
    /// `file` is untouched.
    static func replace(_ file: String, with data: Data, shownAs path: String) throws {
        let folder = folder(of: file)
        let name = (file as NSString).lastPathComponent
        var old = stat()
        let exists = stat(file, &old) == 0
        if exists, old.st_mode & S_IFMT == S_IFDIR { throw failure(path, EISDIR, isFile: true) }
        var temporary = ""
        var descriptor: Int32 = -1
        for attempt in 0..<100 {
            temporary = folder + "/.\(name).\(getpid())-\(attempt).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw failure(path, errno, isFile: true) }
        if exists {
            // Owner first: chown clears set-id bits, which the mode then puts back.
            _ = fchown(descriptor, old.st_uid, old.st_gid)
            _ = fchmod(descriptor, old.st_mode & 0o7777)
        }
        var code = writeAll(data, to: descriptor)
        if code == 0, fsync(descriptor) != 0 { code = errno }
        if close(descriptor) != 0, code == 0 { code = errno }
        if code == 0, rename(temporary, file) != 0 { code = errno }
        if code != 0 {
            unlink(temporary)
            throw failure(path, code, isFile: true)
        }
    }

    /// Every byte of `data` written to `descriptor`, short writes retried: 0, or the `errno` that stopped it.
    static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }

    static func failure(_ path: String, _ code: Int32, isFile: Bool) -> CommandLineFailure {
        .cannotWriteOutput(path: path, reason: String(cString: strerror(code)), isFile: isFile)
    }
}
