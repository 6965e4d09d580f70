import Foundation

/// What one run (with the workflows it runs) does to files, shared by every `FileAccess` of the
/// run: its one journal, the planned state a dry run works on, the changes made (for a host's
/// summary) and, in a dry run, every collision found. A run is single-threaded.
public final class FileRun: @unchecked Sendable {
    /// What a run changed, by kind; a host words the summary.
    public enum Change: String, Sendable, CaseIterable {
        case renamed, moved, trashed, deleted, copied, saved, replaced, folders, extracted, archived
    }

    /// A collision a dry run found and went on past, and where the host's engine says it happened.
    public struct Collision: @unchecked Sendable {
        /// The collision, as a real run would have stopped with it.
        public var error: FileError
        /// What the run's `FileAccess.origin` said when it was found (the engine: the action).
        public var origin: Any?
    }

    /// The run's journal; nil: the run writes none (no journal folder, or a dry run).
    public let journal: RunJournal?
    /// File actions only say what they would do, and later steps see the planned state.
    public let dryRun: Bool
    /// Items changed, by kind, in the order kinds first occurred.
    public private(set) var changes: [(change: Change, count: Int)] = []
    /// Collisions found by a dry run, in the order found; a real run stops at the first.
    public internal(set) var collisions: [Collision] = []
    /// The planned state of a dry run: what later steps see instead of the disk.
    let planned = PlannedState()

    /// A run started in `folder` from `workflow` (as the host names it); journals go to `journalDirectory`.
    public init(journalDirectory: String?, workflow: String?, folder: String, dryRun: Bool) {
        self.dryRun = dryRun
        self.journal =
            dryRun ? nil : journalDirectory.map { RunJournal(directory: $0, workflow: workflow, folder: folder) }
    }

    /// Counts `count` items changed as `change`.
    func count(_ change: Change, _ count: Int) {
        guard count > 0, !dryRun else { return }
        if let index = changes.firstIndex(where: { $0.change == change }) {
            changes[index].count += count
        } else {
            changes.append((change, count))
        }
    }
}
