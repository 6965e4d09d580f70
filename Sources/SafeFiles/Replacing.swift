import Foundation

/// The items a batch replaces (`ExistingNamePolicy.replace`), set aside before the batch changes
/// anything: beside the run's journal (`NAME.json.files/`, journalled as a `replace` step, so an
/// undo brings them back), or, in a run without a journal, under a hidden name in their own folder
/// (removed by `FileAccess.finish` once the batch is done).
public struct SetAside: Sendable, Equatable {
    /// Each item: its path (`source`), where it was set aside (`destination`), its identity there.
    public var entries: [BatchEntry]
    /// The journal step that recorded them; nil without a journal.
    var step: Int?
    /// Kept beside the journal for an undo; false: hidden in their folders, removed once the batch is done.
    var kept: Bool

    /// Nothing set aside.
    public static let none = SetAside(entries: [], step: nil, kept: false)
}

extension FileAccess {
    /// Refuses to let `source` replace `holder` when the two are one item (the same path, or
    /// another name of it), when `holder` is a folder that holds an item of the batch (`holding`,
    /// from `holdingFolders`), or when one is a folder and the other not: only a file replaces a
    /// file and a folder a folder.
    public func checkReplaceable(
        _ source: String, by holder: String, holding: [String: String], verb: String, parameter: String?
    ) throws(FileError) {
        let identity = try? fileSystem.identity(at: source)
        let held = holding[holder]
        if source.utf8.elementsEqual(holder.utf8) || held != nil
            || (identity != nil && identity == (try? fileSystem.identity(at: holder)))
        {
            throw FileError(
                .sameFile(verb: verb, source: display(source), destination: display(holder), holding: held.map(display)),
                parameter: parameter)
        }
        let folderWithFile = fileSystem.kind(at: holder) == .folder
        guard folderWithFile == (fileSystem.kind(at: source) == .folder) else {
            throw FileError(
                .replaceKind(verb: verb, source: display(source), destination: display(holder), folderWithFile: folderWithFile),
                parameter: parameter)
        }
    }

    /// Every folder that holds an item of a batch (each ancestor of each absolute source path),
    /// with the first such item: a folder a replacing batch must not set aside.
    public static func holdingFolders(_ sources: [String]) -> [String: String] {
        var folders: [String: String] = [:]
        for source in sources {
            var folder = PathText.folder(source)
            // Bounded by the path's length: each turn drops one component.
            while folder.count > 1, folders[folder] == nil {
                folders[folder] = source
                folder = PathText.folder(folder)
            }
        }
        return folders
    }

    /// Sets the items at `holders` aside before a batch replaces them, all or none: beside the
    /// journal (journalled and synced first; moved there, or copied then removed when the journal
    /// is on another device), or hidden in their own folders without a journal. A failure part-way
    /// puts back what was set aside. In a dry run the items are only planned away (later steps see
    /// them gone) and nothing is set aside.
    public func setAside(_ holders: [String], parameter: String?) throws(FileError) -> SetAside {
        guard !holders.isEmpty else { return .none }
        if dryRun {
            for holder in holders { try? fileSystem.remove(at: holder) }
            return .none
        }
        let (entries, copied, folder) = try places(holders, parameter: parameter)
        let step = try journal(JournalStep(verb: "replace", entries: entries))
        var current = 0
        do throws(FileSystemError) {
            for (offset, entry) in entries.enumerated() {
                current = offset
                if copied[offset] {
                    try fileSystem.remove(at: entry.source)
                } else {
                    try fileSystem.move(from: entry.source, to: entry.destination)
                }
            }
        } catch {
            let report = BatchRestore.restore(entries, fileSystem: fileSystem)
            let failed = FileOperation.setAside(display(entries[current].source))
            if report.problems.isEmpty {
                if let step { run.journal?.rolledBack(step, fileSystem: fileSystem) }
                throw FileError(.batchUndone(failed, shown(error), restored: report.restored), parameter: parameter)
            }
            throw FileError(
                .batchStranded(
                    failed, shown(error), problems: Array(report.problems.prefix(3)), count: report.problems.count,
                    total: entries.count, journal: run.journal?.path),
                parameter: parameter)
        }
        return SetAside(entries: entries, step: step, kept: folder != nil)
    }

    /// Where each item goes aside, its identity there, and whether it is copied there (the journal is
    /// on another device; the copy is made now, before the journal records its identity).
    private func places(_ holders: [String], parameter: String?) throws(FileError) -> ([BatchEntry], [Bool], String?) {
        var folder: String?
        if let journal = run.journal {
            folder = try perform(.writeJournal(journal.directory), parameter: parameter) { () throws(FileSystemError) -> String in
                let folder = Journal.backups(of: try journal.file(fileSystem))
                if !fileSystem.exists(folder) { try fileSystem.createDirectory(at: folder, intermediate: true) }
                return folder
            }
        }
        let device = folder.flatMap { try? fileSystem.identity(at: $0).device }
        let stamp = Self.batchStamp()
        var entries: [BatchEntry] = []
        var copied: [Bool] = []
        var chosen = Set<String>()
        for (offset, holder) in holders.enumerated() {
            let entry = try perform(.setAside(display(holder)), parameter: parameter) {
                () throws(FileSystemError) -> BatchEntry in
                var identity = try fileSystem.identity(at: holder)
                let place: String
                if let folder {
                    place = UniqueName.first(folder + "/" + PathText.name(holder)) {
                        !fileSystem.exists($0) && !chosen.contains($0)
                    }
                } else {
                    place = PathText.join(PathText.folder(holder), ".shortcut-\(stamp)-\(offset).replaced")
                }
                copied.append(folder != nil && device != identity.device)
                if copied.last == true {
                    try fileSystem.copy(from: holder, to: place)
                    identity = try fileSystem.identity(at: place)
                }
                return BatchEntry(source: holder, destination: place, temp: place, identity: identity, viaTemp: false)
            }
            chosen.insert(entry.destination)
            entries.append(entry)
        }
        return (entries, copied, folder)
    }

    /// Puts set-aside items back wherever their names are free again (a batch that failed after
    /// setting them aside); the journal step is marked put back when every item is back.
    public func putBack(_ aside: SetAside) -> BatchRestore.Report {
        guard !aside.entries.isEmpty else { return BatchRestore.Report() }
        let report = BatchRestore.restore(aside.entries, fileSystem: fileSystem)
        if report.problems.isEmpty, let step = aside.step { run.journal?.rolledBack(step, fileSystem: fileSystem) }
        return report
    }

    /// After a batch that replaced the items: counts them as replaced, and removes those hidden in
    /// their own folders (a run without a journal has no undo to keep them for).
    public func finish(_ aside: SetAside) {
        run.count(.replaced, aside.entries.count)
        guard !aside.kept else { return }
        for entry in aside.entries { try? fileSystem.remove(at: entry.destination) }
    }

    /// A batch's stamp for hidden temporary names. They must not repeat across runs (a pinned clock
    /// repeats), so the real clock and the process id.
    static func batchStamp() -> String {
        String(UInt64(Date().timeIntervalSince1970 * 1_000_000) &* 31 &+ UInt64(getpid()), radix: 36)
    }
}
