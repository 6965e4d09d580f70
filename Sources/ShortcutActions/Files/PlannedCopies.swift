import SafeFiles
import ShortcutEngine

/// Copies decided in full before the first is made (Copy Files, Duplicate Files), then made one
/// by one and journalled, so `shortcut undo` removes them; a failure part-way journals the copies
/// already made before it is thrown. In a dry run each copy is shown and planned (the run's later
/// actions see it), never made. Targets in `replacing` hold an item the copy replaces: it is set
/// aside beside the journal first (`FileAccess.setAside`), so `shortcut undo` brings it back; when a
/// copy fails, the items whose copies were not made are put back at once.
struct PlannedCopies {
    /// Each copy's source and target, absolute and allowed by the path policy.
    var steps: [(source: String, target: String)] = []
    /// The targets whose existing item the copy replaces (checked with `FileAccess.checkReplaceable`).
    var replacing: Set<String> = []

    /// Makes every copy; `verb` names them in the preview and the journal ("copy", "duplicate").
    func make(verb: String, access: FileAccess, parameter: String) throws {
        let fileSystem = access.fileSystem
        var done: [String] = []
        if access.dryRun {
            for step in steps {
                let replaced = replacing.contains(step.target) ? " (replacing \(access.display(step.target)))" : ""
                access.preview("\(verb) \(access.display(step.source)) → \(access.display(step.target))\(replaced)")
            }
        }
        let aside = try access.setAside(steps.map(\.target).filter { replacing.contains($0) }, parameter: parameter)
        do {
            for step in steps {
                try access.perform(.copy(access.display(step.source), to: access.display(step.target)), parameter: parameter) {
                    () throws(FileSystemError) in
                    try fileSystem.copy(from: step.source, to: step.target)
                }
                done.append(step.target)
            }
        } catch {
            try? access.made(done, verb: verb, as: .copied)
            _ = access.putBack(aside)
            throw error
        }
        try access.made(done, verb: verb, as: .copied, parameter: parameter)
        access.finish(aside)
    }
}
