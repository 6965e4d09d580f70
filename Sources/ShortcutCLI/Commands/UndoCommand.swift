import Foundation
import SafeFiles
import ShortcutEngine

/// `shortcut undo`: puts the last rename or move batch back from its journal.
enum UndoCommand: Command {
    static let name = "undo"
    static let summary = "put back the last batch of renamed or moved files"
    static let usage = Usage(
        synopsis: "shortcut undo [--journal-dir DIR] [--dry-run] [--list] [--batch NAME]",
        sections: [.init(column: 20, entries: ["--journal-dir", "--dry-run", "--list", "--batch"])],
        notes: [
            "Safe to repeat: items already back are left alone, an item is recognised by its identity",
            "(never another file that took its name), and nothing is ever overwritten.",
        ])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        guard arguments.positionals.isEmpty else {
            throw CommandLineFailure.undoTakesNoWorkflow(got: arguments.positionals[0])
        }
        let folder = arguments.value("--journal-dir") ?? RunSettings.defaultJournalDirectory()
        let fileSystem = LocalFileSystem()
        let journals = Journal.list(in: folder, fileSystem: fileSystem)
        if arguments.has("--list") {
            if journals.isEmpty { console.write("no journals in '\(folder)'\n") }
            for journal in journals {
                let count =
                    (try? Journal.read(journal.path, fileSystem: fileSystem).entries.count).map { "\($0) items" } ?? "unreadable"
                console.write("\((journal.path as NSString).lastPathComponent)  \(count)\(journal.undone ? "  (undone)" : "")\n")
            }
            return .ok
        }
        let chosen: (path: String, undone: Bool)
        if let batch = arguments.value("--batch") {
            guard let match = journals.first(where: { ($0.path as NSString).lastPathComponent.hasPrefix(batch) }) else {
                throw CommandLineFailure.noSuchJournal(batch, folder: folder)
            }
            chosen = match
        } else {
            guard let last = journals.last else {
                throw CommandLineFailure.nothingToUndo(folder: folder)
            }
            chosen = last
        }
        let name = (chosen.path as NSString).lastPathComponent
        if chosen.undone {
            console.write("nothing to undo: the last batch (\(name)) was already put back\n")
            return .ok
        }
        let journal: (verb: String, entries: [BatchEntry])
        do { journal = try Journal.read(chosen.path, fileSystem: fileSystem) } catch {
            // Renames start only after the journal is written and fsync'd, so a journal cut short
            // (the run stopped while writing it) belongs to a batch that never touched a file.
            guard (try? fileSystem.read(at: chosen.path)).map({ !$0.suffix(3).contains(UInt8(ascii: "}")) }) == true else {
                throw CommandLineFailure.unreadableJournal(path: chosen.path, reason: "\(error)")
            }
            console.write(
                "nothing to undo: the last journal (\(name)) is incomplete, so its batch never started; it is set aside\n")
            try? fileSystem.move(from: chosen.path, to: chosen.path + ".undone")
            return .ok
        }
        if arguments.has("--dry-run") {
            for entry in journal.entries {
                switch BatchRestore.locate(entry, fileSystem) {
                case .original: console.write("already back: \(entry.source)\n")
                case .renamed: console.write("dry run: put back \(entry.destination) → \(entry.source)\n")
                case .temp: console.write("dry run: put back \(entry.temp) → \(entry.source)\n")
                case .missing: console.write("missing: \(entry.source) is at none of its recorded names\n")
                }
            }
            return .ok
        }
        let report = BatchRestore.restore(journal.entries, fileSystem: fileSystem)
        console.write(
            "put back \(report.restored) of \(journal.entries.count) items from \(name)"
                + (report.alreadyInPlace > 0 ? " (\(report.alreadyInPlace) already in place)" : "") + "\n")
        guard report.problems.isEmpty else {
            for (offset, problem) in report.problems.enumerated() {
                let failure = CommandLineFailure.notPutBack("\(problem)", last: offset == report.problems.count - 1)
                ShortcutCLI.report(WorkflowError(failure), console: console)
            }
            return .actionFailed
        }
        try? fileSystem.move(from: chosen.path, to: chosen.path + ".undone")
        return .ok
    }
}
