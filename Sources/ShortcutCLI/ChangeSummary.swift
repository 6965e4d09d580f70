import Foundation
import SafeFiles

/// The one line a real run prints on standard error after changing files: what changed and how
/// to undo it ("renamed 3, moved 1 — undo with: shortcut undo"); nothing when no file changed.
enum ChangeSummary {
    /// The line for `run`'s changes, or nil when nothing changed. `journalDirectory` is named in the
    /// undo hint when the run used a folder other than the default.
    static func line(_ run: FileRun, journalDirectory: String?) -> String? {
        guard !run.changes.isEmpty else { return nil }
        let parts = run.changes.map { phrase($0.change, count: $0.count) }.joined(separator: ", ")
        guard run.journal?.path != nil else { return parts + "\n" }
        let option = journalDirectory.map { $0 == RunSettings.defaultJournalDirectory() ? "" : " --journal-dir \($0)" } ?? ""
        return parts + " — undo with: shortcut undo" + option + "\n"
    }

    /// How the summary counts a kind of change: "renamed 3", "moved 2 to the trash", "created 1 folder".
    static func phrase(_ change: FileRun.Change, count: Int) -> String {
        switch change {
        case .renamed: return "renamed \(count)"
        case .moved: return "moved \(count)"
        case .trashed: return "moved \(count) to the trash"
        case .deleted: return "deleted \(count) for good"
        case .copied: return "copied \(count)"
        case .saved: return "saved \(count)"
        case .replaced: return "replaced \(count)"
        case .folders: return "created " + Counted.phrase(count, "folder")
        case .extracted: return "extracted \(count)"
        case .archived: return "made " + Counted.phrase(count, "archive")
        }
    }
}
