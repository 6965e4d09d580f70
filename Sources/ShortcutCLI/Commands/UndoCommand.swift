import Foundation
import SafeFiles
import ShortcutEngine

/// `shortcut undo`: puts the last run's file changes back from its journal, last step first.
enum UndoCommand: Command {
    static let name = "undo"
    static let summary = "put back the files the last run renamed, moved, copied, saved or trashed"
    static let usage = Usage(
        command: name, arguments: "",
        sections: [
            .init(column: 20, entries: [Option<String>.undoJournalDirectory, Flag.undoDryRun, Flag.list, Option<String>.batch])
        ],
        notes: [
            "One run is one journal: undo puts back every step of it, the last step first.",
            "Safe to repeat: items already back are left alone, an item is recognised by its identity",
            "(never another file that took its name), and nothing is ever overwritten.",
        ])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        guard arguments.positionals.isEmpty else {
            throw CommandLineFailure.undoTakesNoWorkflow(got: arguments.positionals[0])
        }
        let folder = arguments.value(.undoJournalDirectory) ?? RunSettings.defaultJournalDirectory()
        let fileSystem = LocalFileSystem()
        let journals = Journal.list(in: folder, fileSystem: fileSystem)
        if arguments.has(.list) {
            if journals.isEmpty { console.write("no journals in '\(folder)'\n") }
            for (offset, journal) in journals.enumerated() {
                console.write(UndoListing.line(journal, number: journals.count - offset, fileSystem: fileSystem) + "\n")
            }
            return .ok
        }
        let chosen: (path: String, undone: Bool)
        if let batch = arguments.value(.batch) {
            let byNumber = Int(batch).flatMap { $0 >= 1 && $0 <= journals.count ? journals[journals.count - $0] : nil }
            guard let match = byNumber ?? journals.first(where: { ($0.path as NSString).lastPathComponent.hasPrefix(batch) })
            else {
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
        let record: JournalRecord
        do { record = try Journal.readRecord(chosen.path, fileSystem: fileSystem) } catch {
            // Changes start only after the journal is written and fsync'd, so a journal cut short
            // (the run stopped while writing it) belongs to a batch that never touched a file.
            guard (try? fileSystem.read(at: chosen.path)).map({ !$0.suffix(3).contains(UInt8(ascii: "}")) }) == true else {
                throw CommandLineFailure.unreadableJournal(path: chosen.path, reason: "\(error)")
            }
            console.write(
                "nothing to undo: the last journal (\(name)) is incomplete, so its batch never started; it is set aside\n")
            try? fileSystem.move(from: chosen.path, to: chosen.path + ".undone")
            return .ok
        }
        let steps = record.steps.reversed().filter { !$0.rolledBack }
        if arguments.has(.undoDryRun) {
            // Each step is previewed against the state the steps undone before it would leave
            // (planned, never done), so a chain of renames a → b → c reads as undo will do it.
            let made = Set(steps.flatMap { $0.created.map(\.path) })
            let planned = LocalFileSystem.planned(over: fileSystem)
            for step in steps {
                console.write(RunUndo.preview(step, madeByRun: made, fileSystem: planned))
                _ = RunUndo.undo(step, fileSystem: planned)
            }
            return .ok
        }
        var report = BatchRestore.Report()
        for step in steps {
            let done = RunUndo.undo(step, fileSystem: fileSystem)
            report.restored += done.restored
            report.alreadyInPlace += done.alreadyInPlace
            report.problems += done.problems
        }
        console.write(
            "put back \(report.restored) of \(UndoListing.items(record.count)) from \(name)"
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

/// Putting back one step of a run: the items it made removed (only while their identity is still
/// the one recorded), then its renamed, moved, trashed and replaced items put back by `BatchRestore`.
enum RunUndo {
    /// Puts `step` back; never throws and never removes an item that is not the one the step made.
    static func undo(_ step: JournalStep, fileSystem: any FileSystem) -> BatchRestore.Report {
        // Made items first: a replaced file's copy goes back where the new file was.
        var report = BatchRestore.Report()
        // The last made first: an extracted file before the folder it was extracted into.
        for item in step.created.reversed() {
            guard let identity = item.identity else { continue }  // not recorded as made: left alone
            guard fileSystem.kind(at: item.path) != nil else {
                report.alreadyInPlace += 1
                continue
            }
            guard (try? fileSystem.identity(at: item.path)) == identity else {
                report.problems.append("'\(item.path)' was left in place: it is no longer the item the run made")
                continue
            }
            // A folder the run made empty goes only once empty again: what was put in it since stays.
            if item.madeEmpty, (try? fileSystem.contentsOfDirectory(at: item.path))?.isEmpty != true {
                report.problems.append("'\(item.path)' was left in place: the folder holds items the run did not make")
                continue
            }
            do {
                try fileSystem.remove(at: item.path)
                report.restored += 1
            } catch {
                report.problems.append("'\(item.path)' could not be removed (\(error))")
            }
        }
        let restored = BatchRestore.restore(step.entries, fileSystem: fileSystem)
        report.restored += restored.restored
        report.alreadyInPlace += restored.alreadyInPlace
        report.problems += restored.problems
        return report
    }

    /// What undoing `step` would do, one line per item; a folder made empty that holds items none
    /// of `madeByRun` (the paths the whole run made) would be left in place.
    static func preview(_ step: JournalStep, madeByRun made: Set<String>, fileSystem: any FileSystem) -> String {
        var text = ""
        for item in step.created.reversed() where item.identity != nil {
            if fileSystem.kind(at: item.path) == nil {
                text += "already gone: \(item.path)\n"
            } else if item.madeEmpty,
                ((try? fileSystem.contentsOfDirectory(at: item.path)) ?? []).contains(where: {
                    !made.contains(item.path + "/" + $0)
                })
            {
                text += "left in place: \(item.path) holds items the run did not make\n"
            } else if (try? fileSystem.identity(at: item.path)) == item.identity {
                text += "dry run: remove \(item.path) (made by \(step.verb))\n"
            } else {
                text += "left in place: \(item.path) is no longer the item the run made\n"
            }
        }
        for entry in step.entries {
            switch BatchRestore.locate(entry, fileSystem) {
            case .original: text += "already back: \(entry.source)\n"
            case .renamed: text += "dry run: put back \(entry.destination) → \(entry.source)\n"
            case .temp: text += "dry run: put back \(entry.temp) → \(entry.source)\n"
            case .missing: text += "missing: \(entry.source) is at none of its recorded names\n"
            }
        }
        return text
    }
}

/// One line of `undo --list`: number (1 is the last run), local time, workflow, folder, item count.
enum UndoListing {
    static func line(_ journal: (path: String, undone: Bool), number: Int, fileSystem: any FileSystem) -> String {
        var name = (journal.path as NSString).lastPathComponent
        if name.hasSuffix(".undone") { name.removeLast(".undone".count) }
        let prefix = String(number).leftPadded(to: 3) + "  "
        guard let record = try? Journal.readRecord(journal.path, fileSystem: fileSystem) else {
            return prefix + "unreadable  " + name
        }
        var text = prefix + localTime(record.created)
        text += "  " + (record.workflow.map { ($0 as NSString).lastPathComponent } ?? "(one batch)")
        if let folder = record.folder { text += "  in " + folder }
        let verbs = record.steps.filter { !$0.rolledBack }.map(\.verb)
        var seen: [String] = []
        for verb in verbs where !seen.contains(verb) { seen.append(verb) }
        text += "  " + items(record.count) + (seen.isEmpty ? "" : " (" + seen.joined(separator: ", ") + ")")
        if journal.undone { text += "  undone" }
        return text + "  [" + name + "]"
    }

    /// "1 item", "3 items".
    static func items(_ count: Int) -> String { Counted.phrase(count, "item") }

    /// A journal's UTC stamp (`yyyyMMddTHHmmss.SSS`) as local time, `yyyy-MM-dd HH:mm:ss`.
    static func localTime(_ stamp: String, zone: TimeZone = .current) -> String {
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.timeZone = TimeZone(identifier: "UTC")
        parser.dateFormat = "yyyyMMdd'T'HHmmss.SSS"
        guard let date = parser.date(from: stamp) else { return stamp }
        let printer = DateFormatter()
        printer.locale = Locale(identifier: "en_US_POSIX")
        printer.timeZone = zone
        printer.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return printer.string(from: date)
    }
}

extension String {
    /// The text right-aligned in `width` columns.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
