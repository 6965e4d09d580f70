import Foundation

/// One step of a run's journal: a batch of renames or moves (`entries`), items the step made
/// (`created`: copies, new saves, trash records), or both (a move to the trash and its record).
public struct JournalStep: Sendable, Equatable {
    /// What the step did: `rename`, `move`, `trash`, `copy`, `save`, `folder`.
    public var verb: String
    /// Items renamed or moved, with their identities: put back by `BatchRestore`.
    public var entries: [BatchEntry]
    /// Items the step made; an undo removes each one whose identity still matches.
    public var created: [CreatedItem]
    /// The step failed and was put back at once; an undo skips it.
    public var rolledBack: Bool

    /// A step of `verb` over `entries` and `created` items.
    public init(verb: String, entries: [BatchEntry] = [], created: [CreatedItem] = [], rolledBack: Bool = false) {
        self.verb = verb
        self.entries = entries
        self.created = created
        self.rolledBack = rolledBack
    }

    /// Items the step changed: moved plus made.
    public var count: Int { entries.count + created.count }
}

/// An item a step made. Its identity is recorded once it exists; an item without one was only
/// planned when the run stopped (the journal is written first), and an undo leaves it alone.
public struct CreatedItem: Sendable, Equatable {
    /// Absolute path of the item made.
    public var path: String
    /// The item's identity once made; nil while only planned.
    public var identity: FileIdentity?

    /// An item at `path`, made (`identity`) or only planned.
    public init(path: String, identity: FileIdentity? = nil) {
        self.path = path
        self.identity = identity
    }
}

/// What a journal file says: when, which workflow, from which folder, and its steps in order.
public struct JournalRecord: Sendable, Equatable {
    /// `yyyyMMddTHHmmss.SSS`, UTC.
    public var created: String
    /// The workflow the run started from, as the host named it; nil for version-1 journals.
    public var workflow: String?
    /// The folder the run started in (the working folder).
    public var folder: String?
    /// The steps, in the order they ran.
    public var steps: [JournalStep]

    /// Items the run changed, steps put back at once left out.
    public var count: Int { steps.filter { !$0.rolledBack }.reduce(0) { $0 + $1.count } }
}

/// The one journal of a run: every rename, move, trash, copy and save of a run and of the
/// workflows it runs goes into one file, written and fsync'd before each step changes anything
/// (the whole file is replaced atomically, so it is always complete), so `BatchRestore` and an
/// undo can put back the whole run, last step first. The file is made at the first step: a
/// run that changes nothing leaves none.
public final class RunJournal {
    /// The folder journal files go in.
    public let directory: String
    /// The workflow the run started from, as the host names it.
    public let workflow: String?
    /// The working folder of the run.
    public let folder: String
    /// The journal file, once the first step is recorded.
    public private(set) var path: String?
    private var steps: [JournalStep] = []
    private var encoded: [[UInt8]] = []
    private var created = ""

    /// A journal in `directory` for a run of `workflow` started in `folder`; nothing is written yet.
    public init(directory: String, workflow: String?, folder: String) {
        self.directory = directory
        self.workflow = workflow
        self.folder = folder
    }

    /// Records a step before it changes anything (written and fsync'd); returns its number.
    func record(_ step: JournalStep, fileSystem: any FileSystem) throws(FileSystemError) -> Int {
        steps.append(step)
        encoded.append(Journal.encode(step))
        do { try save(fileSystem) } catch {
            steps.removeLast()
            encoded.removeLast()
            throw error
        }
        return steps.count - 1
    }

    /// Changes a recorded step (identities of what it made, or marks it put back) and writes the journal again.
    func update(_ index: Int, fileSystem: any FileSystem, _ change: (inout JournalStep) -> Void) throws(FileSystemError) {
        guard steps.indices.contains(index) else { return }
        change(&steps[index])
        encoded[index] = Journal.encode(steps[index])
        try save(fileSystem)
    }

    /// Marks a step that failed and was put back at once; when no step of the run changed anything,
    /// the file is marked `.undone` (there is nothing to undo) and the next step starts a new file.
    func rolledBack(_ index: Int, fileSystem: any FileSystem) {
        try? update(index, fileSystem: fileSystem) { $0.rolledBack = true }
        guard let path, steps.allSatisfy(\.rolledBack) else { return }
        if (try? fileSystem.move(from: path, to: path + ".undone")) != nil {
            self.path = nil
            steps = []
            encoded = []
        }
    }

    private func save(_ fileSystem: any FileSystem) throws(FileSystemError) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.reduce(256) { $0 + $1.count + 2 })
        if path == nil { created = Journal.stamp(Date()) }
        bytes.append(contentsOf: "{\"version\": 2, \"created\": \(Journal.quote(created)), ".utf8)
        bytes.append(contentsOf: "\"workflow\": \(workflow.map(Journal.quote) ?? "null"), ".utf8)
        bytes.append(contentsOf: "\"folder\": \(Journal.quote(folder)), \"steps\": [\n".utf8)
        for (offset, step) in encoded.enumerated() {
            bytes.append(contentsOf: step)
            bytes.append(contentsOf: (offset == encoded.count - 1 ? "\n" : ",\n").utf8)
        }
        bytes.append(contentsOf: "]}\n".utf8)
        if let path {
            try fileSystem.write(Data(bytes), to: path, options: WriteOptions(overwrite: true, durable: true))
        } else {
            path = try Journal.create(Data(bytes), in: directory, fileSystem: fileSystem)
        }
    }
}
