import Foundation
import SafeFiles

/// The one line a real run prints on standard error after changing files: what changed and how
/// to undo it ("renamed 3, moved 1 — undo with: shortcut undo"); nothing when no file changed.
enum ChangeSummary {
    /// The line for `run`'s changes, or nil when nothing changed. `journalDirectory` is named in the
    /// undo hint when the run used a folder other than the default.
    static func line(_ run: FileRun, journalDirectory: String?) -> String? {
        guard !run.changes.isEmpty else { return nil }
        let parts = run.changes.map { "\(word($0.change)) \($0.count)" }.joined(separator: ", ")
        guard run.journal?.path != nil else { return parts + "\n" }
        let option = journalDirectory.map { $0 == RunSettings.defaultJournalDirectory() ? "" : " --journal-dir \($0)" } ?? ""
        return parts + " — undo with: shortcut undo" + option + "\n"
    }

    /// How the summary names a kind of change.
    static func word(_ change: FileRun.Change) -> String {
        switch change {
        case .renamed: return "renamed"
        case .moved: return "moved"
        case .trashed: return "moved to the trash"
        case .deleted: return "deleted for good"
        case .copied: return "copied"
        case .saved: return "saved"
        case .replaced: return "replaced"
        case .folders: return "folders created"
        }
    }
}
