import Foundation

/// What file actions use instead of the file system: the host's file system behind the path
/// policy, the dry-run switch and the rename journal. One per run context.
public final class FileAccess {
    /// The host's file system; check paths with `allowed` before touching them.
    public let fileSystem: any FileSystem
    /// Which paths file actions may touch, built from the options' `allowedPaths`.
    public let policy: PathPolicy
    /// File actions only say what they would do.
    public let dryRun: Bool
    /// Where rename and move batches write their journals; nil: no journal.
    public let journalDirectory: String?
    /// A freedesktop.org trash (`files/` and `info/`); nil: only permanent deletes.
    public let trashDirectory: String?
    let host: any WorkflowHost
    /// The working folder, read once per run (relative paths start here).
    public let base: String
    private var roots: [String]?
    private var folders: [String: String] = [:]

    /// File access for `host` with the options' policy, dry-run switch, journal and trash.
    public init(host: any WorkflowHost, options: RunOptions) {
        self.host = host
        self.fileSystem = host.fileSystem
        self.base = host.fileSystem.currentDirectory
        self.policy = PathPolicy(roots: options.allowedPaths)
        self.dryRun = options.dryRun
        self.journalDirectory = options.journalDirectory
        self.trashDirectory = options.trashDirectory
    }

    /// The absolute path of `path` when the policy allows it (see `PathPolicy.Access`).
    public func allowed(_ path: String, access: PathPolicy.Access = .item, parameter: String? = nil) throws(ActionFailure)
        -> String
    {
        if roots == nil { roots = policy.resolvedRoots(fileSystem) }
        return try policy.check(
            path, access: access, in: fileSystem, base: base, resolvedRoots: roots ?? [], folders: &folders, parameter: parameter)
    }

    /// Tells the user what a dry run would have done.
    public func preview(_ line: String) { host.show("dry run: " + line) }

    /// A path as messages show it: relative to the working folder when inside it.
    public func display(_ path: String) -> String {
        if path.utf8.count > base.utf8.count, path.utf8.starts(with: base.utf8),
            path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: base.utf8.count)] == UInt8(ascii: "/")
        {
            return String(path.utf8.dropFirst(base.utf8.count + 1)) ?? path
        }
        return path
    }

    /// Runs a file-system call, turning its failure into a message the user can act on.
    public func perform<T>(_ doing: String, parameter: String? = nil, _ body: () throws(FileSystemError) -> T)
        throws(ActionFailure) -> T
    {
        do { return try body() } catch { throw failure(error, doing: doing, parameter: parameter) }
    }

    /// The error as an `ActionFailure` ("cannot DOING: ERROR", the path as `display` shows it) with a hint for
    /// common codes. A missing item exits with `.missingInput`, anything else with `.actionFailed`.
    public func failure(_ error: FileSystemError, doing: String, parameter: String? = nil) -> ActionFailure {
        let shown = FileSystemError(error.code, path: display(error.path))
        let hint: String?
        switch error.code {
        case .alreadyExists: hint = "choose another name or folder; existing files are never replaced"
        case .notFound: hint = "check the path; relative paths start at the current folder"
        case .permissionDenied: hint = "check the permissions of the file and its folder"
        default: hint = nil
        }
        return ActionFailure(
            "cannot \(doing): \(shown)", hint: hint, parameter: parameter,
            exitCode: error.code == .notFound ? .missingInput : .actionFailed)
    }
}
