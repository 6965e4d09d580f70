import Foundation
import ShortcutImport

/// The workflow names of the Apple shortcut files a library lookup read, kept between runs in
/// `$XDG_CACHE_HOME/shortcut/workflow-names.tsv`, so that a lookup by name in a library of
/// thousands of signed shortcuts does not decrypt and decompress every one each run (1,168
/// files took 2.6 s). A file is known by its path, size and modification time; one that changed
/// is read again. The cache is only a cache: a file it cannot read or write is ignored, and a
/// line it does not understand is dropped.
final class WorkflowNameCache {
    /// What a file was found to be: a shortcut with its workflow name, or not a shortcut.
    struct Entry: Equatable {
        var size: UInt64
        var modified: Double
        var name: String?
    }

    /// Entries kept at most (the oldest read are not kept beyond it), and the largest cache file read.
    static let maxEntries = 100_000
    static let maxFileBytes = 32 << 20

    let path: String
    private var entries: [String: Entry] = [:]
    private var changed = false

    /// The cache at `path` (default: `$XDG_CACHE_HOME/shortcut/workflow-names.tsv`), read now.
    init(path: String = UserFolders.cacheHome() + "/shortcut/workflow-names.tsv") {
        self.path = path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            (attributes[.size] as? NSNumber)?.intValue ?? Int.max <= Self.maxFileBytes,
            let data = FileManager.default.contents(atPath: path)
        else { return }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n").prefix(Self.maxEntries) {
            let fields = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count == 5, let size = UInt64(fields[0]), let modified = Double(fields[1]) else { continue }
            let name: String?
            switch fields[2] {
            case "+": name = String(fields[4])
            case "-": name = nil
            default: continue
            }
            entries[String(fields[3])] = Entry(size: size, modified: modified, name: name)
        }
    }

    /// The workflow name of the shortcut file at `path` (`Importer.workflowName`): from the cache
    /// when the file's size and modification time are the ones recorded, else read and recorded.
    /// A folder (an Automator bundle) is read each time: its own date does not follow its document.
    func name(atPath path: String) -> String? {
        guard let stamp = Self.stamp(path) else { return Importer.workflowName(atPath: path) }
        if let entry = entries[path], entry.size == stamp.size, entry.modified == stamp.modified { return entry.name }
        let name = Importer.workflowName(atPath: path)
        if !path.contains(where: { $0 == "\t" || $0 == "\n" }), !(name ?? "").contains(where: { $0 == "\n" }),
            entries.count < Self.maxEntries
        {
            entries[path] = Entry(size: stamp.size, modified: stamp.modified, name: name)
            changed = true
        }
        return name
    }

    /// Writes the cache when a lookup added to it: to a temporary file beside it, then renamed over
    /// it, so a reader never sees half a cache. Failures are ignored.
    func save() {
        guard changed else { return }
        let folder = (path as NSString).deletingLastPathComponent
        var text = ""
        for (file, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let kind = entry.name == nil ? "-" : "+"
            text += "\(entry.size)\t\(entry.modified)\t\(kind)\t\(file)\t\(entry.name ?? "")\n"
        }
        let temporary = folder + "/.workflow-names-\(ProcessInfo.processInfo.processIdentifier).tsv"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
            if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
            changed = false
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }

    /// A regular file's size and modification time (seconds since 1970, with its fraction); nil
    /// for a folder or a path that cannot be read.
    static func stamp(_ path: String) -> (size: UInt64, modified: Double)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = (attributes[.size] as? NSNumber)?.uint64Value,
            let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return (size, modified.timeIntervalSince1970)
    }
}
