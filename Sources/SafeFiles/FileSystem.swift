import Foundation

/// What kind of item a path names (without following a final symbolic link).
public enum FileKind: String, Sendable, Equatable {
    case file, folder, symbolicLink, other
}

/// Identifies one item on one device: how a journal recognises a file it moved, whatever
/// its name is now.
/// Inode numbers are reused as soon as a file is deleted, so the birth time (nanoseconds, where
/// the file system records it; 0 elsewhere) tells a new file on a recycled inode from ours.
public struct FileIdentity: Sendable, Hashable, Codable {
    /// The device the item is on (`st_dev`).
    public var device: UInt64
    /// The item's inode number on that device.
    public var inode: UInt64
    /// Birth time in nanoseconds since 1970; 0 where the file system does not record it.
    public var birth: Int64
    /// An identity from its parts; leave `birth` at 0 when the birth time is unknown.
    public init(device: UInt64, inode: UInt64, birth: Int64 = 0) {
        self.device = device
        self.inode = inode
        self.birth = birth
    }
}

/// A file-system failure: what went wrong, on which path, as data.
public struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in file-system terms; `other` keeps the raw `errno` of anything else.
    public enum Code: Sendable, Equatable {
        case notFound, alreadyExists, permissionDenied, notAFolder, isAFolder, notEmpty, crossDevice, other(Int32)
        /// The path led outside the folders the file system is confined to when it was used: a
        /// folder on the way was replaced by a symbolic link after the path policy had looked.
        case leftAllowedFolders
    }

    /// The kind of failure; it decides the message and, in `FileAccess`, the hint and exit code.
    public var code: Code
    /// The path the failure is about (for a name already taken, the destination).
    public var path: String

    /// A failure of kind `code` on `path`.
    public init(_ code: Code, path: String) {
        self.code = code
        self.path = path
    }

    /// A one-line message naming the path, such as `'a.txt' already exists`.
    public var description: String {
        switch code {
        case .notFound: return "no such file or folder '\(path)'"
        case .alreadyExists: return "'\(path)' already exists"
        case .permissionDenied: return "permission denied for '\(path)'"
        case .notAFolder: return "'\(path)' is not a folder"
        case .isAFolder: return "'\(path)' is a folder"
        case .notEmpty: return "the folder '\(path)' is not empty"
        case .crossDevice: return "'\(path)' is on another device"
        case .other(let number): return "'\(path)': \(String(cString: strerror(number)))"
        case .leftAllowedFolders:
            return "'\(path)' led outside the allowed folders when it was used (a folder on the way was replaced "
                + "by a symbolic link); nothing was done there"
        }
    }
}

/// What the file system says about a file; what `FileSystem.attributes` reads.
public struct FileAttributes: Sendable, Equatable {
    /// Size in bytes.
    public var size: Int
    /// When the item was created; nil when unknown (`LocalFileSystem` falls back to the modification date).
    public var creationDate: Date?
    /// When the item was last modified; nil when unknown.
    public var modificationDate: Date?
    /// Whether the item is a folder.
    public var isDirectory: Bool

    /// Attributes from their parts.
    public init(size: Int, creationDate: Date?, modificationDate: Date?, isDirectory: Bool) {
        self.size = size
        self.creationDate = creationDate
        self.modificationDate = modificationDate
        self.isDirectory = isDirectory
    }
}

/// How `write` treats what is already there.
public struct WriteOptions: Sendable, Equatable {
    /// Replace an existing file (atomically, through a temporary file). Off: fail if it exists.
    public var overwrite = false
    /// Create missing parent folders.
    public var createFolders = false
    /// fsync the file and its folder before returning (journals).
    public var durable = false
    /// Options with every switch off unless given: fail if the file exists, no folders created, no fsync.
    public init(overwrite: Bool = false, createFolders: Bool = false, durable: Bool = false) {
        self.overwrite = overwrite
        self.createFolders = createFolders
        self.durable = durable
    }
}

/// Every file-system operation the file actions use: the seam between the engine and a disk.
/// The CLI uses `LocalFileSystem`; tests wrap it to inject failures. Paths are absolute.
/// No operation ever replaces an existing item unless its options say so.
public protocol FileSystem: AnyObject {
    /// The folder relative paths start from.
    var currentDirectory: String { get }
    /// The names in a folder (hidden ones included, `.` and `..` not), unsorted.
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String]
    /// The item's kind, or nil when nothing is there; a symbolic link is not followed.
    func kind(at path: String) -> FileKind?
    /// Size, dates and folder-ness, following a final symbolic link.
    func attributes(at path: String) throws(FileSystemError) -> FileAttributes
    /// The item's identity (not following a final symbolic link).
    func identity(at path: String) throws(FileSystemError) -> FileIdentity
    func read(at path: String) throws(FileSystemError) -> Data
    /// The file's first `limit` bytes at most (a header), as `read(at:)` reads it.
    func read(at path: String, upTo limit: Int) throws(FileSystemError) -> Data
    /// The file opened for reading by position (a large file is then read a window at a time),
    /// opened as `read(at:)` opens it.
    func openForReading(at path: String) throws(FileSystemError) -> any PositionalFile
    func write(_ data: Data, to path: String, options: WriteOptions) throws(FileSystemError)
    /// Adds `data` at the end of an existing file (a journal's next record); `durable`: synced to disk.
    func append(_ data: Data, to path: String, durable: Bool) throws(FileSystemError)
    func createDirectory(at path: String, intermediate: Bool) throws(FileSystemError)
    /// Renames or moves an item; fails with `.alreadyExists` rather than replace anything.
    func move(from source: String, to destination: String) throws(FileSystemError)
    /// Copies a file or a folder tree; fails with `.alreadyExists` rather than replace anything.
    func copy(from source: String, to destination: String) throws(FileSystemError)
    /// Removes a file, a symbolic link or a folder tree.
    func remove(at path: String) throws(FileSystemError)
    /// Sets an item's modification date (not following a final symbolic link).
    func setModificationDate(_ date: Date, at path: String) throws(FileSystemError)
    /// Creates a symbolic link at `path` holding `target` as written (not followed, not
    /// checked: the caller checks where it leads); fails with `.alreadyExists` rather than
    /// replace anything.
    func createSymbolicLink(at path: String, to target: String) throws(FileSystemError)
    /// The path with every symbolic link and `.`/`..` resolved; the item must exist.
    func realPath(_ path: String) throws(FileSystemError) -> String
    /// This file system with every operation that reads a file's or folder's contents or changes
    /// anything (read, list, write, create, move, copy, remove) confined to `roots` (absolute real
    /// paths): done relative to folders opened beneath them without following links, so a path
    /// that leads elsewhere when it is used fails with `.leftAllowedFolders`. File systems that
    /// cannot do this (test wrappers) return themselves.
    func confined(to roots: [String]) -> any FileSystem
}

extension FileSystem {
    /// Reads the file and writes it again, durably, with `data` added: for file systems that have no
    /// appending of their own (test wrappers); `LocalFileSystem` appends in place.
    public func append(_ data: Data, to path: String, durable: Bool) throws(FileSystemError) {
        var contents = try read(at: path)
        contents.append(data)
        try write(contents, to: path, options: WriteOptions(overwrite: true, durable: durable))
    }

    /// The whole file, cut to `limit` bytes: for file systems that cannot stop early (test wrappers);
    /// `LocalFileSystem` reads only the prefix.
    public func read(at path: String, upTo limit: Int) throws(FileSystemError) -> Data {
        try read(at: path).prefix(max(0, limit))
    }

    /// File systems that cannot set dates (test wrappers) refuse to.
    public func setModificationDate(_ date: Date, at path: String) throws(FileSystemError) {
        throw FileSystemError(.other(ENOTSUP), path: path)
    }

    /// File systems that make no links (test wrappers) refuse to.
    public func createSymbolicLink(at path: String, to target: String) throws(FileSystemError) {
        throw FileSystemError(.other(ENOTSUP), path: path)
    }

    /// No confinement: the file system itself.
    public func confined(to roots: [String]) -> any FileSystem { self }

    /// Whether anything is at `path`; a symbolic link counts even when it leads nowhere.
    public func exists(_ path: String) -> Bool { kind(at: path) != nil }
}
