import Foundation

/// What to do when a new name is already taken.
public enum ExistingNamePolicy: String, Sendable {
    /// Stop before touching anything, naming the file in the way.
    case fail
    /// Add " 2", " 3"… before the extension until the name is free, as Finder does.
    case addNumber
    /// Replace an existing item outside the batch (a file with a file, a folder with a folder): it is
    /// set aside beside the run's journal first, so an undo brings it back (`FileAccess.setAside`).
    case replace
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

    /// An entry from its parts.
    public init(source: String, destination: String, temp: String, identity: FileIdentity, viaTemp: Bool) {
        self.source = source
        self.destination = destination
        self.temp = temp
        self.identity = identity
        self.viaTemp = viaTemp
    }
}

extension FileAccess {
    /// Renames or moves every item of a batch, or none: checks every source and destination
    /// against the policy, detects collisions inside the batch and with existing files before
    /// touching anything, writes the journal (fsync'd), then moves. A failure part-way puts
    /// back what was moved; what cannot be put back stays in the journal for a later `BatchRestore`.
    /// With `.replace`, the existing items in the way are set aside first (`setAside`: beside the
    /// journal, a step of its own, so an undo brings them back) and put back if the batch fails.
    /// Returns the final paths, in order. In a dry run, previews, plans the moves (later steps of the run
    /// see the new names) and returns the would-be paths; a collision is listed in `FileRun.collisions`
    /// and its item keeps its name, so every collision of the run is found.
    public func moveBatch(
        _ moves: [(source: String, destination: String)], ifExists: ExistingNamePolicy, verb: BatchVerb = .rename,
        parameter: String? = nil
    ) throws(FileError) -> [String] {
        var replacing: [Int: String] = [:]
        let entries = try plan(moves, ifExists: ifExists, verb: verb, parameter: parameter, replacing: &replacing)
        let moving = entries.filter { $0.source.utf8.elementsEqual($0.destination.utf8) == false }
        // By offset: two names of one text (NFC and NFD) are two files, and equal as Swift strings.
        let holders = replacing.keys.sorted().compactMap { replacing[$0] }
        if dryRun {
            for (offset, entry) in entries.enumerated() where !entry.source.utf8.elementsEqual(entry.destination.utf8) {
                let replaced = replacing[offset].map { " (replacing \(display($0)))" } ?? ""
                preview("\(verb.rawValue) \(display(entry.source)) → \(display(entry.destination))\(replaced)")
            }
            _ = try setAside(holders, parameter: parameter)
            // Planned, so later steps see the new names (the planned file system changes nothing on disk).
            for entry in moving where entry.viaTemp { try? fileSystem.move(from: entry.source, to: entry.temp) }
            for entry in moving where !entry.viaTemp { try? fileSystem.move(from: entry.source, to: entry.destination) }
            for entry in moving where entry.viaTemp { try? fileSystem.move(from: entry.temp, to: entry.destination) }
            return entries.map(\.destination)
        }
        if moving.isEmpty { return entries.map(\.destination) }
        let aside = try setAside(holders, parameter: parameter)
        let step: Int?
        do throws(FileError) {
            step = try journal(JournalStep(verb: verb.rawValue, entries: moving))
        } catch {
            _ = putBack(aside)
            throw error
        }
        try move(moving, step: step, verb: verb, aside: aside, parameter: parameter)
        run.count(verb == .rename ? .renamed : .moved, moving.count)
        finish(aside)
        return entries.map(\.destination)
    }

    /// Moves the planned items (through their temporary names first where needed); a failure puts
    /// back every item moved and every item set aside, then throws.
    private func move(_ moving: [BatchEntry], step: Int?, verb: BatchVerb, aside: SetAside, parameter: String?)
        throws(FileError)
    {
        var current: BatchEntry?
        // Progress every 256 moves (a move through a temporary name counts twice).
        let what = verb == .rename ? "renamed" : "moved"
        let steps = moving.count + moving.filter(\.viaTemp).count
        var done = 0
        func advance() {
            done += 1
            if done & 255 == 0 { progress?(what, done, steps, false) }
        }
        if steps >= 256 { progress?(what, 0, steps, false) }
        defer { if let progress, steps >= 256 { progress(what, steps, steps, true) } }
        do throws(FileSystemError) {
            for entry in moving where entry.viaTemp {
                current = entry
                try fileSystem.move(from: entry.source, to: entry.temp)
                advance()
            }
            for entry in moving where !entry.viaTemp {
                current = entry
                try fileSystem.move(from: entry.source, to: entry.destination)
                advance()
            }
            for entry in moving where entry.viaTemp {
                current = entry
                try fileSystem.move(from: entry.temp, to: entry.destination)
                advance()
            }
        } catch {
            var report = BatchRestore.restore(moving, fileSystem: fileSystem)
            if report.problems.isEmpty, let step { run.journal?.rolledBack(step, fileSystem: fileSystem) }
            let back = putBack(aside)
            report.restored += back.restored
            report.problems += back.problems
            let failed =
                current.map { FileOperation.batchItem(verb, display($0.source), to: display($0.destination)) } ?? .batch(verb)
            if report.problems.isEmpty {
                throw FileError(.batchUndone(failed, shown(error), restored: report.restored), parameter: parameter)
            }
            throw FileError(
                .batchStranded(
                    failed, shown(error), problems: Array(report.problems.prefix(3)), count: report.problems.count,
                    total: moving.count + aside.entries.count, journal: run.journal?.path),
                parameter: parameter)
        }
    }

    /// Checks a batch and decides every final name; touches nothing. With `.replace`, `replacing`
    /// gets, by entry offset, the existing item outside the batch that each move would replace.
    func plan(
        _ moves: [(source: String, destination: String)], ifExists: ExistingNamePolicy, verb: BatchVerb, parameter: String?,
        replacing: inout [Int: String]
    ) throws(FileError) -> [BatchEntry] {
        var entries = try checked(moves, verb: verb, parameter: parameter)
        let identities = Set(entries.map(\.identity))
        let sourceKeys = Set(entries.map { Self.fold($0.source) })
        var taken: [String: Int] = [:]
        var listings: [String: [String: [String]]] = [:]
        // Items that keep their name hold it first.
        for (offset, entry) in entries.enumerated() where entry.source.utf8.elementsEqual(entry.destination.utf8) {
            taken[Self.fold(entry.destination)] = offset
        }
        var holder: String?
        let holding = ifExists == .replace ? Self.holdingFolders(entries.map(\.source)) : [:]
        /// The final name for `wanted`: itself when free (or, with `.replace`, held by an item outside
        /// the batch, then `holder`), numbered with `.addNumber`, else a collision.
        func decide(_ wanted: String, _ offset: Int) throws(FileError) -> String {
            try UniqueName.first(wanted) { (candidate) throws(FileError) -> Bool in
                if candidate != wanted { try PathPolicy.checkName(PathText.name(candidate), parameter: parameter) }
                let conflict: FileFailure.NameConflict
                if ifExists == .replace { try checkNotItself(entries[offset], candidate, verb: verb, parameter: parameter) }
                if let other = taken[Self.fold(candidate)] {
                    let keeps = entries[other].source.utf8.elementsEqual(entries[other].destination.utf8)
                    conflict = keeps ? .keptBy(display(entries[other].source)) : .wantedBy(display(entries[other].source))
                } else if let existing = existingHolder(of: candidate, sparing: identities, listings: &listings) {
                    guard ifExists != .replace else {
                        try checkReplaceable(
                            entries[offset].source, by: existing, holding: holding, verb: verb.rawValue, parameter: parameter)
                        holder = existing
                        return true
                    }
                    conflict = .exists(display(existing))
                } else {
                    return true
                }
                guard ifExists == .addNumber else {
                    throw FileError(
                        .collision(
                            verb: verb, source: display(entries[offset].source), destination: display(candidate), conflict),
                        parameter: parameter)
                }
                return false
            }
        }
        for offset in entries.indices where !entries[offset].source.utf8.elementsEqual(entries[offset].destination.utf8) {
            let wanted = entries[offset].destination
            let destination: String
            holder = nil
            do throws(FileError) {
                destination = try decide(wanted, offset)
                if let holder { replacing[offset] = holder }
            } catch {
                // A dry run lists every collision of the run: this item keeps its name, the run goes on.
                guard dryRun, case .collision = error.failure else { throw error }
                run.collisions.append(FileRun.Collision(error: error, origin: origin()))
                entries[offset].destination = entries[offset].source
                taken[Self.fold(entries[offset].source)] = offset
                continue
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

    /// Each move's paths allowed and checked, each source an existing item named once, with the
    /// temporary name it would pass through; final names are not decided yet.
    func checked(_ moves: [(source: String, destination: String)], verb: BatchVerb, parameter: String?)
        throws(FileError) -> [BatchEntry]
    {
        var entries: [BatchEntry] = []
        entries.reserveCapacity(moves.count)
        var seen = Set<FileIdentity>()
        let batch = Self.batchStamp()
        for (offset, move) in moves.enumerated() {
            let source = try allowed(move.source, access: .item, parameter: parameter)
            let destination = try allowed(move.destination, access: .item, parameter: parameter)
            try PathPolicy.checkName(PathText.name(destination), parameter: parameter)
            if destination.hasPrefix(source + "/") {
                throw FileError(
                    .intoItself(verb: verb, source: display(source), destination: display(destination)), parameter: parameter)
            }
            let identity: FileIdentity
            do { identity = try fileSystem.identity(at: source) } catch {
                if error.code == .notFound {
                    throw FileError(.noSuchItem(verb: verb.rawValue, path: display(source)), parameter: parameter)
                }
                throw failure(error, .batchItem(verb, display(source), to: nil), parameter: parameter)
            }
            // One item twice (the same path, or another name of it) cannot be given two names.
            guard seen.insert(identity).inserted else {
                throw FileError(.twiceInBatch(display(source)), parameter: parameter)
            }
            let temp = PathText.join(PathText.folder(source), ".shortcut-\(batch)-\(offset).tmp")
            entries.append(BatchEntry(source: source, destination: destination, temp: temp, identity: identity, viaTemp: false))
        }
        return entries
    }

    /// The existing item outside the batch (not one of `identities`) whose name equals `candidate`'s
    /// as `fold` compares names — `a.txt` holds `A.TXT` — or nil. Each folder is listed once per
    /// batch (`listings`: folder → folded name → names); an unlistable folder falls back to the exact name.
    func existingHolder(of candidate: String, sparing identities: Set<FileIdentity>, listings: inout [String: [String: [String]]])
        -> String?
    {
        let folder = PathText.folder(candidate)
        if listings[folder] == nil {
            var names: [String: [String]] = [:]
            for name in (try? fileSystem.contentsOfDirectory(at: folder)) ?? [] {
                names[Self.fold(name), default: []].append(name)
            }
            listings[folder] = names
        }
        var holders = listings[folder]?[Self.fold(PathText.name(candidate))]?.map { PathText.join(folder, $0) } ?? []
        if fileSystem.kind(at: candidate) != nil, !holders.contains(candidate) { holders.insert(candidate, at: 0) }
        // The exact name first, so a message names the file the user asked for when it is there.
        if let exact = holders.firstIndex(where: { $0.utf8.elementsEqual(candidate.utf8) }) { holders.swapAt(0, exact) }
        return holders.first { (try? fileSystem.identity(at: $0)).map { !identities.contains($0) } ?? true }
    }

    /// With `.replace`: refuses a destination that is another name of the item itself (a hard link),
    /// which `existingHolder` spares as an item of the batch; a name that differs only in case is the
    /// item's own rename.
    func checkNotItself(_ entry: BatchEntry, _ candidate: String, verb: BatchVerb, parameter: String?) throws(FileError) {
        guard Self.fold(candidate) != Self.fold(entry.source), fileSystem.kind(at: candidate) != nil,
            (try? fileSystem.identity(at: candidate)) == entry.identity
        else { return }
        throw FileError(
            .sameFile(verb: verb.rawValue, source: display(entry.source), destination: display(candidate), holding: nil),
            parameter: parameter)
    }

    /// How names compare for collisions (`PathText.collisionKey`).
    static func fold(_ path: String) -> String { PathText.collisionKey(path) }

}
