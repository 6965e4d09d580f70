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
    /// A folder the step made empty (Create Folder, Extract Archive; what it put in it is recorded
    /// after it): an undo removes it only once empty, never with what was put in it since. A copied
    /// folder (false) goes whole.
    public var madeEmpty: Bool

    /// An item at `path`, made (`identity`) or only planned.
    public init(path: String, identity: FileIdentity? = nil, madeEmpty: Bool = false) {
        self.path = path
        self.identity = identity
        self.madeEmpty = madeEmpty
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
/// workflows it runs goes into one file, in JSON lines: a header, then one line per step. A step
/// that moves items is appended and fsync'd before it changes anything (a line cut short by a crash
/// is a step that never started, and is ignored); a step that only makes items (copies, new saves)
/// is appended once they exist, with their identities and without a sync (a crash in between leaves
/// a new item the undo does not know, never a lost one); a line records a step put back at once.
/// So `BatchRestore` and an undo can put back the whole run, last step first, and a run of many
/// small steps costs one append per step. The file is made at the first step: a run that changes
/// nothing leaves none.
public final class RunJournal {
    /// The folder journal files go in.
    public let directory: String
    /// The workflow the run started from, as the host names it.
    public let workflow: String?
    /// The working folder of the run.
    public let folder: String
    /// The journal file, once the first step is recorded.
    public private(set) var path: String?
    /// Whether each recorded step was put back at once.
    private var rolledBackSteps: [Bool] = []
    /// The paths and identities of the items each step made, in its `created` order.
    private var madeBySteps: [[(path: String, identity: FileIdentity?)]] = []
    /// The latest step that made an item at each path, and the item's place in it.
    private var latestMade: [String: (step: Int, position: Int)] = [:]

    /// A journal in `directory` for a run of `workflow` started in `folder`; nothing is written yet.
    public init(directory: String, workflow: String?, folder: String) {
        self.directory = directory
        self.workflow = workflow
        self.folder = folder
    }

    /// Records a step (appended; `durable`: fsync'd, before a step that moves anything); returns its number.
    func record(_ step: JournalStep, durable: Bool = true, fileSystem: any FileSystem) throws(FileSystemError) -> Int {
        let number = rolledBackSteps.count
        var line = "{\"step\": \(number), ".utf8.map { $0 }
        line.append(contentsOf: Journal.encode(step).dropFirst())
        line.append(UInt8(ascii: "\n"))
        try add(line, durable: durable, fileSystem: fileSystem)
        rolledBackSteps.append(false)
        madeBySteps.append(step.created.map { ($0.path, $0.identity) })
        for (position, item) in step.created.enumerated() { latestMade[item.path] = (number, position) }
        return number
    }

    /// The step that made the item now at `path` in this run, when that item is still there
    /// unchanged (`current` is its identity): a later save over it is then part of that step, so
    /// one undo puts back what was there before the run (or removes what the run made).
    func step(thatMade path: String, current: FileIdentity?) -> Int? {
        guard let current, let (step, position) = latestMade[path], rolledBackSteps.indices.contains(step),
            !rolledBackSteps[step], madeBySteps.indices.contains(step), madeBySteps[step].indices.contains(position),
            madeBySteps[step][position].identity == current
        else { return nil }
        return step
    }

    /// Records that the item step `index` made at `path` is now the one with identity `identity`
    /// (a later save over it).
    func remade(_ index: Int, path: String, identity: FileIdentity?, fileSystem: any FileSystem) throws(FileSystemError) {
        guard madeBySteps.indices.contains(index), let position = madeBySteps[index].firstIndex(where: { $0.path == path })
        else { return }
        madeBySteps[index][position].identity = identity
        try made(index, identities: madeBySteps[index].map(\.identity), fileSystem: fileSystem)
    }

    /// Records the identities of the items step `index` made, in its `created` order (not synced).
    func made(_ index: Int, identities: [FileIdentity?], fileSystem: any FileSystem) throws(FileSystemError) {
        if madeBySteps.indices.contains(index) {
            for (position, identity) in identities.enumerated() where madeBySteps[index].indices.contains(position) {
                madeBySteps[index][position].identity = identity
            }
        }
        let list = identities.map { identity in
            identity.map { "{\"device\": \($0.device), \"inode\": \($0.inode), \"birth\": \($0.birth)}" } ?? "null"
        }
        let line = "{\"made\": \(index), \"identities\": [\(list.joined(separator: ", "))]}\n"
        try add(Array(line.utf8), durable: false, fileSystem: fileSystem)
    }

    /// The journal file, made (with its header, synced) when the run has recorded nothing yet:
    /// a step that keeps a copy beside it needs its name first.
    func file(_ fileSystem: any FileSystem) throws(FileSystemError) -> String {
        if let path { return path }
        try add([], durable: true, fileSystem: fileSystem)
        return path ?? directory
    }

    /// Marks a step that failed and was put back at once; when no step of the run changed anything,
    /// the file is marked `.undone` (there is nothing to undo) and the next step starts a new file.
    func rolledBack(_ index: Int, fileSystem: any FileSystem) {
        guard rolledBackSteps.indices.contains(index) else { return }
        rolledBackSteps[index] = true
        try? add(Array("{\"rolledBack\": \(index)}\n".utf8), durable: true, fileSystem: fileSystem)
        guard let path, rolledBackSteps.allSatisfy({ $0 }) else { return }
        if (try? fileSystem.move(from: path, to: path + ".undone")) != nil {
            self.path = nil
            rolledBackSteps = []
            madeBySteps = []
            latestMade = [:]
        }
    }

    private func add(_ line: [UInt8], durable: Bool, fileSystem: any FileSystem) throws(FileSystemError) {
        if let path {
            if line.isEmpty { return }
            try fileSystem.append(Data(line), to: path, durable: durable)
            return
        }
        var header = "{\"version\": 2, \"created\": \(Journal.quote(Journal.stamp(Date()))), ".utf8.map { $0 }
        header.append(contentsOf: "\"workflow\": \(workflow.map(Journal.quote) ?? "null"), ".utf8)
        header.append(contentsOf: "\"folder\": \(Journal.quote(folder))}\n".utf8)
        path = try Journal.create(Data(header + line), in: directory, fileSystem: fileSystem)
    }
}
