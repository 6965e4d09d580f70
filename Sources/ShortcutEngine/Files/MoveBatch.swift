import Foundation

/// What to do when a new name is already taken.
public enum ExistingNamePolicy: String, Sendable {
    /// Stop before touching anything, naming the file in the way.
    case fail
    /// Add " 2", " 3"… before the extension until the name is free, as Finder does.
    case addNumber
}

/// One planned rename or move. `temp` is a name in the source's folder the item passes
/// through when its new name is still taken by another item of the batch (swaps, chains,
/// case-only renames on case-insensitive file systems).
public struct BatchEntry: Sendable, Equatable {
    /// The item's absolute path before the batch.
    public var source: String
    /// The absolute path it ends at (after any " 2", " 3" numbering).
    public var destination: String
    /// A hidden temporary path in the source's folder, used when `viaTemp` is set and by a restore to step aside.
    public var temp: String
    /// The item's identity, taken before anything moves: how a restore recognises it.
    public var identity: FileIdentity
    /// Whether the new name is another source of the batch, so the item moves through `temp` in two steps.
    public var viaTemp: Bool
}

extension FileAccess {
    /// Renames or moves every item of a batch, or none: checks every source and destination
    /// against the policy, detects collisions inside the batch and with existing files before
    /// touching anything, writes the journal (fsync'd), then moves. A failure part-way puts
    /// back what was moved; what cannot be put back stays in the journal for `shortcut undo`.
    /// Returns the final paths, in order. In a dry run, previews and returns the would-be paths.
    public func moveBatch(
        _ moves: [(source: String, destination: String)], ifExists: ExistingNamePolicy, verb: String = "rename",
        parameter: String? = nil
    ) throws(ActionFailure) -> [String] {
        let entries = try plan(moves, ifExists: ifExists, verb: verb, parameter: parameter)
        if dryRun {
            for entry in entries { preview("\(verb) \(display(entry.source)) → \(display(entry.destination))") }
            return entries.map(\.destination)
        }
        let moving = entries.filter { $0.source.utf8.elementsEqual($0.destination.utf8) == false }
        if moving.isEmpty { return entries.map(\.destination) }
        var journal: String?
        if let journalDirectory {
            journal = try perform("write the undo journal in '\(journalDirectory)'") { () throws(FileSystemError) -> String in
                try Journal.write(moving, verb: verb, in: journalDirectory, fileSystem: fileSystem)
            }
        }
        var current: BatchEntry?
        do throws(FileSystemError) {
            for entry in moving where entry.viaTemp {
                current = entry
                try fileSystem.move(from: entry.source, to: entry.temp)
            }
            for entry in moving where !entry.viaTemp {
                current = entry
                try fileSystem.move(from: entry.source, to: entry.destination)
            }
            for entry in moving where entry.viaTemp {
                current = entry
                try fileSystem.move(from: entry.temp, to: entry.destination)
            }
        } catch {
            let report = BatchRestore.restore(moving, fileSystem: fileSystem)
            let failed = current.map { "\(verb) '\(display($0.source))' to '\(display($0.destination))'" } ?? verb
            var message = "cannot \(failed): \(FileSystemError(error.code, path: display(error.path)))"
            var hint: String
            if report.problems.isEmpty {
                message +=
                    "; nothing was changed (\(report.restored) \(report.restored == 1 ? "item was" : "items were") put back)"
                hint = "fix the cause and run the workflow again"
                if let journal { try? fileSystem.move(from: journal, to: journal + ".undone") }
            } else {
                message +=
                    "; \(report.problems.count) of \(moving.count) items could not be put back: "
                    + report.problems.prefix(3).joined(separator: "; ")
                hint =
                    journal.map { "run `shortcut undo` to finish putting them back (journal: \($0))" } ?? "put them back by hand"
            }
            throw ActionFailure(message, hint: hint, parameter: parameter)
        }
        return entries.map(\.destination)
    }

    /// Checks a batch and decides every final name; touches nothing.
    func plan(_ moves: [(source: String, destination: String)], ifExists: ExistingNamePolicy, verb: String, parameter: String?)
        throws(ActionFailure) -> [BatchEntry]
    {
        var entries: [BatchEntry] = []
        entries.reserveCapacity(moves.count)
        var seen = Set<FileIdentity>()
        // Temporary names must not repeat across runs (a pinned --now repeats), so the real clock.
        let batch = String(UInt64(Date().timeIntervalSince1970 * 1_000_000) &* 31 &+ UInt64(getpid()), radix: 36)
        for (offset, move) in moves.enumerated() {
            let source = try allowed(move.source, access: .item, parameter: parameter)
            let destination = try allowed(move.destination, access: .item, parameter: parameter)
            try PathPolicy.checkName(PathText.name(destination), parameter: parameter)
            if destination.hasPrefix(source + "/") {
                throw ActionFailure(
                    "cannot \(verb) '\(display(source))' into itself ('\(display(destination))')", parameter: parameter)
            }
            let identity: FileIdentity
            do { identity = try fileSystem.identity(at: source) } catch {
                if error.code == .notFound {
                    throw ActionFailure(
                        "cannot \(verb) '\(display(source))': no such file or folder",
                        hint: "check the path; relative paths start at the current folder",
                        parameter: parameter, exitCode: .missingInput)
                }
                throw failure(error, doing: "\(verb) '\(display(source))'", parameter: parameter)
            }
            // One item twice (the same path, or another name of it) cannot be given two names.
            guard seen.insert(identity).inserted else {
                throw ActionFailure(
                    "'\(display(source))' is in the batch twice",
                    hint: "remove the duplicate (Remove Duplicates) before renaming", parameter: parameter)
            }
            let temp = PathText.join(PathText.folder(source), ".shortcut-\(batch)-\(offset).tmp")
            entries.append(BatchEntry(source: source, destination: destination, temp: temp, identity: identity, viaTemp: false))
        }
        let identities = seen
        let sourceKeys = Set(entries.map { Self.fold($0.source) })
        var taken: [String: Int] = [:]
        // Items that keep their name hold it first.
        for (offset, entry) in entries.enumerated() where entry.source.utf8.elementsEqual(entry.destination.utf8) {
            taken[Self.fold(entry.destination)] = offset
        }
        for offset in entries.indices where !entries[offset].source.utf8.elementsEqual(entries[offset].destination.utf8) {
            var destination = entries[offset].destination
            var number = 2
            while true {
                let key = Self.fold(destination)
                var conflict: String?
                if let other = taken[key] {
                    let keeps = entries[other].source.utf8.elementsEqual(entries[other].destination.utf8)
                    conflict = "'\(display(entries[other].source))' " + (keeps ? "keeps that name" : "would get that name too")
                } else if fileSystem.kind(at: destination) != nil {
                    let occupant = try? fileSystem.identity(at: destination)
                    if occupant.map({ !identities.contains($0) }) ?? true {
                        conflict = "'\(display(destination))' already exists"
                    }
                }
                guard let conflict else { break }
                guard ifExists == .addNumber else {
                    throw ActionFailure(
                        "cannot \(verb) '\(display(entries[offset].source))' to '\(display(destination))': \(conflict)",
                        hint: "nothing was changed; choose names that differ, or set \"ifExists\" to \"Add Number\"",
                        parameter: parameter)
                }
                destination = Self.numbered(entries[offset].destination, number)
                number += 1
                try PathPolicy.checkName(PathText.name(destination), parameter: parameter)
            }
            let key = Self.fold(destination)
            taken[key] = offset
            entries[offset].destination = destination
            entries[offset].viaTemp = sourceKeys.contains(key)
            if entries[offset].viaTemp {
                while fileSystem.kind(at: entries[offset].temp) != nil { entries[offset].temp += "~" }
            }
        }
        return entries
    }

    /// How names compare for collisions: case- and normalisation-insensitively (String equality
    /// is canonical equivalence), the strictest file system's rule, so a batch safe here is safe on
    /// macOS too.
    static func fold(_ path: String) -> String { path.lowercased() }

    /// `folder/name N.ext`.
    static func numbered(_ path: String, _ number: Int) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension
        let stem = (name as NSString).deletingPathExtension
        let numbered = ext.isEmpty || stem.isEmpty ? "\(name) \(number)" : "\(stem) \(number).\(ext)"
        return (folder == "/" ? "" : folder) + "/" + numbered
    }
}
