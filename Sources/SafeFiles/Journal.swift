import Foundation

/// The journal files: the write-ahead record of a run's renames, moves, trash moves, copies and
/// saves (`RunJournal` writes it; every source, temporary and final path with the item's identity),
/// written and fsync'd before each step, so a run cut short (a failure, a crash, SIGKILL) can be put
/// back by `BatchRestore` (a host's undo). One JSON file per run, named so that names sort by time;
/// an undone run's file gets the suffix `.undone`. Version 1 files (one batch each) are still read.
public enum Journal {
    /// Journals kept per folder; older ones are pruned when a new batch starts.
    public static let kept = 50

    /// Writes a new journal file into `folder` (made if missing; old journals pruned), never
    /// replacing one, durably; returns its path.
    static func create(_ data: Data, in folder: String, fileSystem: any FileSystem) throws(FileSystemError) -> String {
        if !fileSystem.exists(folder) { try fileSystem.createDirectory(at: folder, intermediate: true) }
        prune(folder, fileSystem: fileSystem)
        let stamp = Self.stamp(Date())
        // A fixed-width counter keeps names in time order when one millisecond holds several runs.
        var counter = 1
        while true {
            let name = "\(stamp)-\(String(format: "%03d", counter))-\(getpid()).json"
            counter += 1
            let path = folder + "/" + name
            if fileSystem.exists(path + ".undone") { continue }
            do throws(FileSystemError) {
                try fileSystem.write(data, to: path, options: WriteOptions(durable: true))
                return path
            } catch {
                guard error.code == .alreadyExists, counter < 1_000 else { throw error }
            }
        }
    }

    /// One step as a JSON object. Paths directly inside the first entry's folder are written as
    /// bare names (a 10,000-file batch in one folder writes less and fsyncs sooner); others are absolute.
    static func encode(_ step: JournalStep) -> [UInt8] {
        let base =
            step.entries.first.map { PathText.folder($0.source) } ?? step.created.first.map { PathText.folder($0.path) } ?? "/"
        func relative(_ path: String) -> String { PathText.folder(path) == base ? PathText.name(path) : path }
        // Built as bytes: a 10,000-entry journal is written on every big batch's critical path.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(step.entries.count * 160 + step.created.count * 100 + 128)
        func put(_ text: String) { bytes.append(contentsOf: text.utf8) }
        func identity(_ identity: FileIdentity) {
            put(", \"device\": "); put(String(identity.device))
            put(", \"inode\": "); put(String(identity.inode))
            put(", \"birth\": "); put(String(identity.birth))
        }
        put("{\"verb\": \(quote(step.verb)), \"folder\": \(quote(base))")
        if step.rolledBack { put(", \"rolledBack\": true") }
        put(", \"entries\": [")
        for (offset, entry) in step.entries.enumerated() {
            if offset > 0 { put(", ") }
            put("{\"from\": "); put(quote(relative(entry.source)))
            put(", \"to\": "); put(quote(relative(entry.destination)))
            put(", \"temp\": "); put(quote(relative(entry.temp)))
            identity(entry.identity)
            put("}")
        }
        put("], \"created\": [")
        for (offset, item) in step.created.enumerated() {
            if offset > 0 { put(", ") }
            put("{\"path\": "); put(quote(relative(item.path)))
            if let made = item.identity { identity(made) }
            if item.madeEmpty { put(", \"empty\": true") }
            put("}")
        }
        put("]}")
        return bytes
    }

    /// The entries a journal file records (every renamed or moved item of every step, in order)
    /// and the first step's verb.
    public static func read(_ path: String, fileSystem: any FileSystem) throws -> (verb: String, entries: [BatchEntry]) {
        let record = try readRecord(path, fileSystem: fileSystem)
        return (record.steps.first?.verb ?? "rename", record.steps.flatMap(\.entries))
    }

    /// What a journal file records: a run's steps (version 2, JSON lines) or one batch (version 1,
    /// one JSON object, as one step). A last line cut short (the run stopped while appending it)
    /// is a step that never started and is left out.
    public static func readRecord(_ path: String, fileSystem: any FileSystem) throws -> JournalRecord {
        let data = try fileSystem.read(at: path)
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        if let first = lines.first, let header = try? JSONSerialization.jsonObject(with: Data(first)) as? [String: Any],
            (header["version"] as? NSNumber)?.intValue == 2
        {
            var record = JournalRecord(
                created: header["created"] as? String ?? "", workflow: header["workflow"] as? String,
                folder: header["folder"] as? String, steps: [])
            for (offset, line) in lines.dropFirst().enumerated() {
                guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
                    if offset == lines.count - 2 { break }  // cut short: never started
                    throw FileSystemError(.other(EINVAL), path: path)
                }
                if let index = (object["made"] as? NSNumber)?.intValue, record.steps.indices.contains(index) {
                    let identities = object["identities"] as? [Any] ?? []
                    for (position, item) in identities.enumerated() where position < record.steps[index].created.count {
                        record.steps[index].created[position].identity = (item as? [String: Any]).flatMap(identity)
                    }
                } else if let index = (object["rolledBack"] as? NSNumber)?.intValue, record.steps.indices.contains(index) {
                    record.steps[index].rolledBack = true
                } else {
                    record.steps.append(try Self.step(object, path: path))
                }
            }
            return record
        }
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw FileSystemError(.other(EINVAL), path: path)
        }
        // Version 1: one batch, its base folder at the top.
        return JournalRecord(
            created: object["created"] as? String ?? "", workflow: nil, folder: nil, steps: [try Self.step(object, path: path)])
    }

    /// An identity from its JSON object; nil when incomplete.
    static func identity(_ item: [String: Any]) -> FileIdentity? {
        guard let device = (item["device"] as? NSNumber)?.uint64Value, let inode = (item["inode"] as? NSNumber)?.uint64Value
        else { return nil }
        return FileIdentity(device: device, inode: inode, birth: (item["birth"] as? NSNumber)?.int64Value ?? 0)
    }

    /// One step read back from its JSON object.
    static func step(_ object: [String: Any], path: String) throws -> JournalStep {
        guard let list = object["entries"] as? [[String: Any]] else { throw FileSystemError(.other(EINVAL), path: path) }
        let base = object["folder"] as? String ?? "/"
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : PathText.join(base, path) }
        var step = JournalStep(verb: object["verb"] as? String ?? "rename", rolledBack: object["rolledBack"] as? Bool ?? false)
        for item in list {
            guard let from = item["from"] as? String, let to = item["to"] as? String, let temp = item["temp"] as? String,
                let made = identity(item)
            else { throw FileSystemError(.other(EINVAL), path: path) }
            step.entries.append(
                BatchEntry(
                    source: absolute(from), destination: absolute(to), temp: absolute(temp), identity: made, viaTemp: false))
        }
        for item in object["created"] as? [[String: Any]] ?? [] {
            guard let made = item["path"] as? String else { throw FileSystemError(.other(EINVAL), path: path) }
            step.created.append(
                CreatedItem(path: absolute(made), identity: identity(item), madeEmpty: item["empty"] as? Bool ?? false))
        }
        return step
    }

    /// Journal files in `folder`, oldest first; `undone` says whether each was put back.
    public static func list(in folder: String, fileSystem: any FileSystem) -> [(path: String, undone: Bool)] {
        guard let names = try? fileSystem.contentsOfDirectory(at: folder) else { return [] }
        let keyed = names.compactMap { name -> (key: String, name: String)? in
            if name.hasSuffix(".json") { return (name, name) }
            if name.hasSuffix(".json.undone") { return (String(name.dropLast(".undone".count)), name) }
            return nil
        }
        return keyed.sorted { $0.key < $1.key }.map { (folder + "/" + $0.name, $0.name.hasSuffix(".undone")) }
    }

    /// Removes the oldest journals beyond `kept`.
    static func prune(_ folder: String, fileSystem: any FileSystem) {
        let all = list(in: folder, fileSystem: fileSystem)
        guard all.count >= kept else { return }
        for old in all.prefix(all.count - kept + 1) {
            try? fileSystem.remove(at: old.path)
            try? fileSystem.remove(at: backups(of: old.path))
        }
    }

    /// The folder beside a journal file holding copies of the files its run replaced (`NAME.json.files`).
    public static func backups(of journal: String) -> String {
        (journal.hasSuffix(".undone") ? String(journal.dropLast(".undone".count)) : journal) + ".files"
    }

    /// `yyyyMMddTHHmmss.SSS` in UTC, without a DateFormatter (costly to make on Linux).
    static func stamp(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        var seconds = time_t(milliseconds / 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return String(
            format: "%04d%02d%02dT%02d%02d%02d.%03d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday, parts.tm_hour,
            parts.tm_min,
            parts.tm_sec, Int32(milliseconds % 1000))
    }

    static func quote(_ text: String) -> String {
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// Puts the items of a batch back under their original names, wherever the batch left them
/// (new name, temporary name or already back). Safe to repeat: an item already in place is
/// left alone, an item is recognised by identity (never a different file that took its name),
/// and nothing is ever replaced.
public enum BatchRestore {
    /// What a restore did: how many items were put back or already in place, and what could not be fixed.
    public struct Report: Sendable, Equatable {
        /// Items moved back to their original names by this restore.
        public var restored = 0
        /// Items that were already under their original names.
        public var alreadyInPlace = 0
        /// One message per item that could not be put back (still elsewhere, or at none of its recorded names).
        public var problems: [String] = []

        /// A report of these counts and problems.
        public init(restored: Int = 0, alreadyInPlace: Int = 0, problems: [String] = []) {
            self.restored = restored
            self.alreadyInPlace = alreadyInPlace
            self.problems = problems
        }
    }

    /// Which recorded name holds an item now: the original, the new one, the temporary one, or none.
    public enum Location: Sendable { case original, renamed, temp, missing }

    /// Puts every entry back under its original name and reports the outcome; never throws and never replaces
    /// an item. An item is first stepped aside to its temporary name when its original name is still held by the batch.
    public static func restore(_ entries: [BatchEntry], fileSystem: any FileSystem) -> Report {
        var report = Report()
        var locations = entries.map { locate($0, fileSystem) }
        var index: [FileIdentity: Int] = [:]
        for (offset, entry) in entries.enumerated() { index[entry.identity] = offset }
        // 1. Items whose original name is held by another item of the batch step aside first.
        for offset in entries.indices where locations[offset] == .renamed {
            let entry = entries[offset]
            guard fileSystem.kind(at: entry.source) != nil, let holder = try? fileSystem.identity(at: entry.source),
                let other = index[holder], other == offset || locations[other] != .original
            else { continue }
            if (try? fileSystem.move(from: entry.destination, to: entry.temp)) != nil { locations[offset] = .temp }
        }
        // 2. Straight back, then the ones that stepped aside.
        for pass in [Location.renamed, .temp] {
            for offset in entries.indices where locations[offset] == pass {
                let entry = entries[offset]
                let from = pass == .renamed ? entry.destination : entry.temp
                do {
                    try moveBack(from, to: entry.source, fileSystem: fileSystem)
                    locations[offset] = .original
                    report.restored += 1
                } catch {
                    report.problems.append("'\(entry.source)' is still at '\(from)' (\(error))")
                }
            }
        }
        for offset in entries.indices {
            if locations[offset] == .missing {
                report.problems.append("'\(entries[offset].source)' is at none of its recorded names")
            }
        }
        report.alreadyInPlace = locations.enumerated().filter { $0.element == .original }.count - report.restored
        return report
    }

    /// A no-replace move back; across devices (an item kept beside a journal on another device) a
    /// copy, never replacing anything, then the kept item removed.
    static func moveBack(_ from: String, to original: String, fileSystem: any FileSystem) throws(FileSystemError) {
        do throws(FileSystemError) {
            try fileSystem.move(from: from, to: original)
        } catch {
            guard error.code == .crossDevice else { throw error }
            try fileSystem.copy(from: from, to: original)
            try? fileSystem.remove(at: from)
        }
    }

    /// Finds the entry's item by identity at its original, new or temporary path; `.missing` when none holds it.
    public static func locate(_ entry: BatchEntry, _ fileSystem: any FileSystem) -> Location {
        func holds(_ path: String) -> Bool { (try? fileSystem.identity(at: path)) == entry.identity }
        if holds(entry.source) {
            // On a case-insensitive file system the old spelling finds the renamed item too:
            // only the folder listing tells which spelling is on disk.
            if entry.source.lowercased() == entry.destination.lowercased(),
                !entry.source.utf8.elementsEqual(entry.destination.utf8)
            {
                let folder = PathText.parent(entry.source)
                let names = (try? fileSystem.contentsOfDirectory(at: folder)) ?? []
                if !names.contains(where: { $0.utf8.elementsEqual((entry.source as NSString).lastPathComponent.utf8) }) {
                    return .renamed
                }
            }
            return .original
        }
        if holds(entry.destination) { return .renamed }
        if holds(entry.temp) { return .temp }
        return .missing
    }
}
