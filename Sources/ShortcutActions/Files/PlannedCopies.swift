import SafeFiles
import ShortcutEngine

/// Copies decided in full before the first is made (Copy Files, Duplicate Files), then made one
/// by one and journalled, so `shortcut undo` removes them; a failure part-way journals the copies
/// already made before it is thrown. In a dry run each copy is shown and planned (the run's later
/// actions see it), never made.
struct PlannedCopies {
    /// Each copy's source and target, absolute and allowed by the path policy.
    var steps: [(source: String, target: String)] = []

    /// Makes every copy; `verb` names them in the preview and the journal ("copy", "duplicate").
    func make(verb: String, access: FileAccess, parameter: String) throws {
        let fileSystem = access.fileSystem
        var done: [String] = []
        do {
            for step in steps {
                if access.dryRun { access.preview("\(verb) \(access.display(step.source)) → \(access.display(step.target))") }
                try access.perform(.copy(access.display(step.source), to: access.display(step.target)), parameter: parameter) {
                    () throws(FileSystemError) in
                    try fileSystem.copy(from: step.source, to: step.target)
                }
                done.append(step.target)
            }
        } catch {
            try? access.made(done, verb: verb, as: .copied)
            throw error
        }
        try access.made(done, verb: verb, as: .copied, parameter: parameter)
    }
}
