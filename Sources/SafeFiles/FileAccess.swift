import Foundation

/// What file actions use instead of the file system: a file system behind the path policy, the
/// dry-run switch and the rename journal. One per run context (the engine's `ActionContext.files`).
public final class FileAccess {
    /// The host's file system, confined to the allowed folders and the journal and trash folders
    /// (`FileSystem.confined(to:)`): check paths with `allowed` before touching them; an operation
    /// whose path has since been redirected outside (a folder swapped for a link) fails.
    public let fileSystem: any FileSystem
    /// Which paths file actions may touch.
    public let policy: PathPolicy
    /// File actions only say what they would do.
    public let dryRun: Bool
    /// Where rename and move batches write their journals; nil: no journal.
    public let journalDirectory: String?
    /// A freedesktop.org trash (`files/` and `info/`); nil: only permanent deletes.
    public let trashDirectory: String?
    /// The working folder, read once per run (relative paths start here).
    public let base: String
    private let show: (String) -> Void
    private var roots: [String]?
    private var folders: [String: String] = [:]

    /// File access over `fileSystem` within `policy`; `show` tells the user what a dry run would do.
    public init(
        fileSystem: any FileSystem, policy: PathPolicy, dryRun: Bool = false, journalDirectory: String? = nil,
        trashDirectory: String? = nil, show: @escaping (String) -> Void
    ) {
        self.fileSystem = fileSystem.confined(
            to: policy.roots + [journalDirectory, trashDirectory].compactMap { $0 })
        self.base = fileSystem.currentDirectory
        self.policy = policy
        self.dryRun = dryRun
        self.journalDirectory = journalDirectory
        self.trashDirectory = trashDirectory
        self.show = show
    }

    /// The absolute path of `path` when the policy allows it (see `PathPolicy.Access`).
    public func allowed(_ path: String, access: PathPolicy.Access = .item, parameter: String? = nil) throws(FileError)
        -> String
    {
        if roots == nil { roots = policy.resolvedRoots(fileSystem) }
        return try policy.check(
            path, access: access, in: fileSystem, base: base, resolvedRoots: roots ?? [], folders: &folders, parameter: parameter)
    }

    /// Tells the user what a dry run would have done.
    public func preview(_ line: String) { show("dry run: " + line) }

    /// A path as messages show it: relative to the working folder when inside it.
    public func display(_ path: String) -> String {
        if path.utf8.count > base.utf8.count, path.utf8.starts(with: base.utf8),
            path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: base.utf8.count)] == UInt8(ascii: "/")
        {
            return String(path.utf8.dropFirst(base.utf8.count + 1)) ?? path
        }
        return path
    }

    /// Runs a file-system call, turning its failure into facts naming `operation`.
    public func perform<T>(_ operation: FileOperation, parameter: String? = nil, _ body: () throws(FileSystemError) -> T)
        throws(FileError) -> T
    {
        do { return try body() } catch { throw failure(error, operation, parameter: parameter) }
    }

    /// The error as a failure of `operation`, its path as `display` shows it.
    public func failure(_ error: FileSystemError, _ operation: FileOperation, parameter: String? = nil) -> FileError {
        FileError(.cannot(operation, shown(error)), parameter: parameter)
    }

    /// The error with its path as `display` shows it.
    public func shown(_ error: FileSystemError) -> FileSystemError { FileSystemError(error.code, path: display(error.path)) }
}
