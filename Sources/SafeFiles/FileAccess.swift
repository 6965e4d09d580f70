import Foundation

/// What file actions use instead of the file system: a file system behind the path policy, the
/// dry-run switch and the run's journal. One per run context (the engine's `ActionContext.files`);
/// the contexts of one run share its `FileRun` (one journal, one planned state).
public final class FileAccess {
    /// The host's file system, confined to the allowed folders and the journal and trash folders
    /// (`FileSystem.confined(to:)`): check paths with `allowed` before touching them; an operation
    /// whose path has since been redirected outside (a folder swapped for a link) fails. In a dry
    /// run, the disk as the run's earlier steps planned it: changes made here are only planned.
    public let fileSystem: any FileSystem
    /// Which paths file actions may touch.
    public let policy: PathPolicy
    /// File actions only say what they would do.
    public let dryRun: Bool
    /// Where the run writes its journal; nil: no journal.
    public let journalDirectory: String?
    /// The run this access belongs to: its journal, planned state, changes and collisions.
    public let run: FileRun
    /// Where in the run a collision a dry run goes on past was found; the host's engine sets it
    /// (the running action) and reads it back from `FileRun.collisions`.
    public var origin: () -> Any? = { nil }
    /// Told how a long batch is getting on: what (`renamed`), items done, items in all, finished.
    /// The engine passes it on to its host; nil: nobody listens.
    public var progress: ((_ what: String, _ done: Int, _ total: Int, _ finished: Bool) -> Void)?
    /// A freedesktop.org trash (`files/` and `info/`); nil: only permanent deletes.
    public let trashDirectory: String?
    /// The working folder, read once per run (relative paths start here).
    public let base: String
    private let show: (String) -> Void
    private var roots: [String]?
    private var folders: [String: String] = [:]

    /// File access over `fileSystem` within `policy`; `show` tells the user what a dry run would do.
    /// The file actions of one run share `run`; without one, this access is a run of its own.
    public init(
        fileSystem: any FileSystem, policy: PathPolicy, dryRun: Bool = false, journalDirectory: String? = nil,
        trashDirectory: String? = nil, run: FileRun? = nil, show: @escaping (String) -> Void
    ) {
        let run =
            run
            ?? FileRun(journalDirectory: journalDirectory, workflow: nil, folder: fileSystem.currentDirectory, dryRun: dryRun)
        let confined = fileSystem.confined(to: policy.allFolders + [journalDirectory, trashDirectory].compactMap { $0 })
        self.fileSystem = dryRun ? PlannedFileSystem(confined, state: run.planned) : confined
        self.run = run
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

    /// Records a step in the run's journal before it changes anything (nil: no journal).
    public func journal(_ step: JournalStep) throws(FileError) -> Int? {
        guard let journal = run.journal else { return nil }
        return try perform(.writeJournal(journal.directory)) { () throws(FileSystemError) -> Int in
            try journal.record(step, fileSystem: fileSystem)
        }
    }

    /// Records items a step made (copies, new saves), once made, with their identities, and counts
    /// them as `change` (`counting` of them when given: an extraction counts its files, not its
    /// folders): an undo removes each while it is still that item, the last made first. With
    /// `foldersMadeEmpty`, the folders among them were made empty (their contents, if any, follow
    /// them in `paths`): an undo removes such a folder only once it is empty. Not synced: a crash
    /// before the record leaves a new item the undo does not know, never a lost one.
    public func made(
        _ paths: [String], verb: String, as change: FileRun.Change, counting: Int? = nil, foldersMadeEmpty: Bool = false,
        parameter: String? = nil
    ) throws(FileError) {
        run.count(change, counting ?? paths.count)
        guard !paths.isEmpty, !dryRun, let journal = run.journal else { return }
        let created = paths.map { path in
            CreatedItem(
                path: path, identity: try? fileSystem.identity(at: path),
                madeEmpty: foldersMadeEmpty && fileSystem.kind(at: path) == .folder)
        }
        _ = try perform(.writeJournal(journal.directory), parameter: parameter) { () throws(FileSystemError) -> Int in
            try journal.record(JournalStep(verb: verb, created: created), durable: false, fileSystem: fileSystem)
        }
    }

    /// Replaces the file at `path` with `data` so that an undo can bring the old one back: a copy of
    /// it is kept beside the run's journal and the step journalled (synced) before the replacing
    /// write; the new file's identity is recorded once written, so an undo removes it only while it
    /// is still that file. A file this run made or replaced already, still as it left it, is
    /// written over as part of that step (one undo puts back what was there before the run).
    /// Without a journal (or in a dry run), just writes.
    public func replace(_ path: String, with data: Data, createFolders: Bool, parameter: String?) throws(FileError) {
        let options = WriteOptions(overwrite: true, createFolders: createFolders)
        let earlier = dryRun ? nil : run.journal?.step(thatMade: path, current: try? fileSystem.identity(at: path))
        guard !dryRun, let journal = run.journal, earlier == nil else {
            try perform(.save(display(path)), parameter: parameter) { () throws(FileSystemError) in
                try fileSystem.write(data, to: path, options: options)
            }
            run.count(.replaced, 1)
            if let earlier, let journal = run.journal {
                try? journal.remade(earlier, path: path, identity: try? fileSystem.identity(at: path), fileSystem: fileSystem)
            }
            return
        }
        let step = try perform(.writeJournal(journal.directory), parameter: parameter) { () throws(FileSystemError) -> Int in
            let folder = Journal.backups(of: try journal.file(fileSystem))
            if !fileSystem.exists(folder) { try fileSystem.createDirectory(at: folder, intermediate: true) }
            let backup = UniqueName.first(folder + "/" + PathText.name(path)) { !fileSystem.exists($0) }
            try fileSystem.copy(from: path, to: backup)
            let kept = try fileSystem.identity(at: backup)
            return try journal.record(
                JournalStep(
                    verb: "replace",
                    entries: [BatchEntry(source: path, destination: backup, temp: backup, identity: kept, viaTemp: false)],
                    created: [CreatedItem(path: path)]),
                fileSystem: fileSystem)
        }
        try perform(.save(display(path)), parameter: parameter) { () throws(FileSystemError) in
            try fileSystem.write(data, to: path, options: options)
        }
        run.count(.replaced, 1)
        try? journal.made(step, identities: [try? fileSystem.identity(at: path)], fileSystem: fileSystem)
    }

    /// Counts items changed that no undo can bring back (permanent deletes).
    public func changed(_ change: FileRun.Change, _ count: Int) { run.count(change, count) }

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
