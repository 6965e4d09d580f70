import Archives
import Foundation
import SafeFiles
import ShortcutEngine

/// Extract Archive: a ZIP, tar (plain or compressed), gzip, bzip2, xz, cpio or ISO 9660 archive into a
/// new folder, after checking every entry.
public enum ExtractArchiveAction: Action {
    /// The default of "maxSize": 1 GiB.
    public static let defaultSize = 1 << 30
    /// The most "maxSize" may be: 16 GiB.
    public static let sizeCeiling = 1 << 34
    /// The default of "maxRatio".
    public static let defaultRatio = 1_000
    /// The most "maxRatio" may be.
    public static let ratioCeiling = 1_000_000

    static let archive = Parameter<Value>(
        "archive", wireKey: "WFArchive", type: .file, summary: "The archive file.", required: true)
    static let folder = Parameter<String>(
        "folder", label: "Extract Into",
        summary: "The folder the new folder is made in (created when missing); absent: the archive's own folder.")
    static let maxSize = Parameter<Int>(
        "maxSize", label: "Size Limit", summary: "Most bytes the archive may expand to in total.",
        default: .number(Number(defaultSize)), minimum: 0, maximum: Number(sizeCeiling))
    static let maxRatio = Parameter<Int>(
        "maxRatio", label: "Ratio Limit",
        summary: "Most uncompressed bytes per byte of archive (checked past 1 MiB out): stops archive bombs.",
        default: .number(Number(defaultRatio)), minimum: 1, maximum: Number(ratioCeiling))

    public static let definition = ActionDefinition(
        "is.workflow.actions.unzip", name: "Extract Archive",
        summary:
            "Extracts a ZIP, .tar, .tar.gz, .tar.bz2, .tar.xz, .gz, .bz2, .xz, .cpio or .iso archive into a new folder named after it. Every entry is checked first: paths that leave the folder, links that lead out of it, and archives expanding past the size or ratio limit are refused before anything is written; links that stay inside are made last.",
        category: "Files",
        parameters: [archive, folder, maxSize, maxRatio],
        input: archive, output: .produces(.list), outputName: "Files")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .file(let archive) = try parameters.value(Self.archive) else { return .list([]) }
        let files = context.files
        let fileSystem = files.fileSystem
        let source = try files.allowed(archive.path, access: .contents, parameter: "archive")
        // The archive is read by position, a window at a time: a ZIP's or tar's file is never held
        // whole (issue 26), nor are its members.
        let file = try files.perform(.read(archive.path), parameter: "archive") {
            () throws(FileSystemError) -> any PositionalFile in
            try fileSystem.openForReading(at: source)
        }
        let reading = ArchiveReading(file, path: archive.path, name: archive.name)
        let limits = ExpansionLimits(maxBytes: try parameters[Self.maxSize], maxRatio: try parameters[Self.maxRatio])
        let entries: [ArchiveEntry]
        let checked: [[String]]
        // Every format is checked in full first, then streamed to disk: memory stays flat however
        // large a member (a 1 GiB member was held whole). Anything else fails in `Archive.read`.
        let streamed: StreamedArchive
        do {
            streamed = try StreamedArchive.checkRecognized(reading.source, fallbackName: archive.name, limits: limits)
            entries = streamed.entries
            checked = try ArchivePaths.check(entries)
        } catch {
            throw reading.failure(error, files: files)
        }
        let plan = try checkClashes(entries, checked, name: archive.name)

        let folderGiven = parameters.optional(Self.folder) != nil ? try parameters[Self.folder] : archive.parentPath
        let target = try files.allowed(
            PathText.join(folderGiven, folderName(archive.name)), access: .contents, parameter: "folder")
        let destination = UniqueName.first(target) { !fileSystem.exists($0) }
        let like = folderGiven.hasPrefix("/") ? destination : files.display(destination)
        var outputs: [Value] = []
        if files.dryRun {
            files.preview("extract \(entries.count) items from \(archive.name) into \(files.display(destination))")
            return .list([])
        }
        // What this makes (the new folder, its folders and files, in order), journalled once made,
        // also when a write fails half-way: an undo removes the files, then the folders once empty.
        var made: [String] = []
        var filesMade = 0
        // A big archive shows "extracted N of TOTAL" on the host's progress line.
        let progress = ActionProgress(context, what: "extracted", total: entries.count)
        defer { progress.finish(filesMade) }
        do {
            try extract(
                entries, plan, into: destination, like: like, files: files, made: &made, filesMade: &filesMade, outputs: &outputs,
                progress: progress, from: streamed, reading: reading)
        } catch {
            try? files.made(made, verb: "extract", as: .extracted, counting: filesMade, foldersMadeEmpty: true)
            throw error
        }
        try files.made(made, verb: "extract", as: .extracted, counting: filesMade, foldersMadeEmpty: true, parameter: "archive")
        return .list(outputs)
    }

    /// Writes the checked entries under `destination` (made first), appending each item made to
    /// `made`; the files' bytes come from `archive` (checked), in one pass once every file exists.
    static func extract(
        _ entries: [ArchiveEntry], _ plan: [[String]], into destination: String, like: String, files: FileAccess,
        made: inout [String], filesMade: inout Int, outputs: inout [Value], progress: ActionProgress,
        from archive: StreamedArchive, reading: ArchiveReading
    ) throws {
        let fileSystem = files.fileSystem
        let missing = FileInputs.missingFolders(destination, in: fileSystem)
        try files.perform(.createFolder(files.display(destination)), parameter: "folder") { () throws(FileSystemError) in
            try fileSystem.createDirectory(at: destination, intermediate: true)
        }
        made += missing
        // Links are made after every file and folder, so nothing is ever written through one.
        var links: [(target: String, parts: [String])] = []
        var streamedPaths: [Int: String] = [:]
        for (offset, (entry, parts)) in zip(entries, plan).enumerated() {
            let path = destination + "/" + parts.joined(separator: "/")
            let shown = files.display(path)
            switch entry.kind {
            case .folder:
                if fileSystem.kind(at: path) != .folder {
                    let missing = FileInputs.missingFolders(path, in: fileSystem)
                    try files.perform(.createFolder(shown), parameter: "archive") { () throws(FileSystemError) in
                        try fileSystem.createDirectory(at: path, intermediate: true)
                    }
                    made += missing
                }
            case .file:
                let missing = FileInputs.missingFolders(PathText.folder(path), in: fileSystem)
                try files.perform(.save(shown), parameter: "archive") { () throws(FileSystemError) in
                    try fileSystem.write(entry.data, to: path, options: WriteOptions(createFolders: true))
                }
                streamedPaths[offset] = path
                made += missing + [path]
                filesMade += 1
                outputs.append(.file(FileReference(path: like + "/" + parts.joined(separator: "/"))))
            case .symbolicLink(let target): links.append((target, parts))
            }
        }
        // The progress is the files' bytes, reported as they are written.
        if !streamedPaths.isEmpty {
            try appendStreamed(archive, to: streamedPaths, files: files, progress: progress, reading: reading)
        }
        for link in links {
            let path = destination + "/" + link.parts.joined(separator: "/")
            let missing = FileInputs.missingFolders(PathText.folder(path), in: fileSystem)
            if !missing.isEmpty {
                try files.perform(.createFolder(files.display(PathText.folder(path))), parameter: "archive") {
                    () throws(FileSystemError) in
                    try fileSystem.createDirectory(at: PathText.folder(path), intermediate: true)
                }
                made += missing
            }
            try files.perform(.save(files.display(path)), parameter: "archive") { () throws(FileSystemError) in
                try fileSystem.createSymbolicLink(at: path, to: link.target)
            }
            made.append(path)
            filesMade += 1
            outputs.append(.file(FileReference(path: like + "/" + link.parts.joined(separator: "/"))))
        }
    }

    /// Appends the bytes of the checked archive's files to `paths` (by entry index), a window at a
    /// time, in one pass over the archive (read from `reading`).
    static func appendStreamed(
        _ archive: StreamedArchive, to paths: [Int: String], files: FileAccess, progress: ActionProgress,
        reading: ArchiveReading
    ) throws {
        let fileSystem = files.fileSystem
        var failure: (error: FileSystemError, path: String)?
        var current = -1
        do {
            try archive.streamFiles { index, chunk in
                guard let path = paths[index] else { return }
                if index != current {
                    current = index
                    progress.update(index)
                }
                do throws(FileSystemError) { try fileSystem.append(Data(chunk), to: path, durable: false) } catch {
                    failure = (error, path)
                    throw error
                }
            }
        } catch {
            // The data was checked in full before: the disk failed, or the archive file changed since.
            guard let failure else { throw reading.failure(error, files: files) }
            throw files.failure(failure.error, .save(files.display(failure.path)), parameter: "archive")
        }
    }

    /// The new folder's name: the archive's name without its archive extension (and, for a
    /// `.gz`, `.bz2` or `.xz` of one file, without that file's extension too: `notes.txt.gz` → `notes`).
    static func folderName(_ archive: String) -> String {
        let lower = archive.lowercased()
        let archives = [".tar.gz", ".tgz", ".tar.bz2", ".tbz2", ".tar.xz", ".txz", ".zip", ".tar", ".cpio", ".iso"]
        let compressed = [".gz", ".bz2", ".xz"]
        for suffix in archives + compressed where lower.hasSuffix(suffix) && archive.count > suffix.count {
            let stem = String(archive.dropLast(suffix.count))
            let inner = (stem as NSString).deletingPathExtension
            return compressed.contains(suffix) && !inner.isEmpty ? inner : stem
        }
        return archive + " contents"
    }

    /// Refuses the same path twice, and a file or link where a folder goes, before anything is
    /// written; returns the plan with each folder spelt as it first appears. Paths compare by the
    /// project's collision rule (`PathText.collisionKey`: letter case and Unicode normalisation
    /// ignored), so `A.txt` and `a.txt` clash here as they would on a Mac, and `Docs/x` and
    /// `docs/y` both go into the folder first spelt `Docs`: a case-sensitive disk never gets two
    /// names a Mac would see as one.
    static func checkClashes(_ entries: [ArchiveEntry], _ plan: [[String]], name: String) throws -> [[String]] {
        var filePaths = Set<String>()
        var folderPaths = Set<String>()
        var spelling: [String: String] = [:]
        var spelt: [[String]] = []
        for (entry, original) in zip(entries, plan) {
            let keys = original.map(PathText.collisionKey)
            var parts = original
            let folders = entry.kind == .folder ? parts.count : parts.count - 1
            for depth in 0..<max(0, folders) {
                let key = keys[...depth].joined(separator: "/")
                if let first = spelling[key] { parts[depth] = first } else { spelling[key] = parts[depth] }
            }
            spelt.append(parts)
            let path = keys.joined(separator: "/")
            switch entry.kind {
            case .folder:
                if filePaths.contains(path) {
                    throw ActionFailure(ArchiveFailure.entryClash(entry: entry.path, name: name), parameter: "archive")
                }
                folderPaths.insert(path)
            case .file, .symbolicLink:
                if folderPaths.contains(path) || !filePaths.insert(path).inserted {
                    throw ActionFailure(ArchiveFailure.entryClash(entry: entry.path, name: name), parameter: "archive")
                }
            }
            for depth in 1..<max(1, keys.count) {
                let parent = keys.prefix(depth).joined(separator: "/")
                if filePaths.contains(parent) {
                    throw ActionFailure(ArchiveFailure.entryClash(entry: entry.path, name: name), parameter: "archive")
                }
                folderPaths.insert(parent)
            }
        }
        return spelt
    }
}
