import Archives
import Foundation
import SafeFiles
import ShortcutEngine

/// Make Archive: files, folders and text into a ZIP, a tar (plain, gzip, bzip2 or xz), a .gz, a
/// cpio or an ISO 9660 archive saved in a folder: every format Apple's action offers.
public enum MakeArchiveAction: Action {
    /// The archive format (Apple's `WFArchiveFormat` values).
    public enum Format: String, Choice {
        case zip
        case tarGzip = "tar.gz"
        case tarBzip2 = "tar.bz2"
        case tarXz = "tar.xz"
        case tar
        case gzip = "gz"
        case cpio
        case iso

        /// Apple writes the extension with its dot.
        public var wireValues: [String] { [".\(rawValue)"] }

        /// Other spellings.
        public var aliases: [String] {
            switch self {
            case .tarGzip: return ["tgz"]
            case .tarBzip2: return ["tbz2"]
            case .tarXz: return ["txz"]
            case .gzip: return ["gzip"]
            case .zip, .tar, .cpio, .iso: return []
            }
        }

        /// The Archives module's format.
        var format: ArchiveFormat {
            switch self {
            case .zip: return .zip
            case .tarGzip: return .tarGzip
            case .tarBzip2: return .tarBzip2
            case .tarXz: return .tarXz
            case .tar: return .tar
            case .gzip: return .gzip
            case .cpio: return .cpio
            case .iso: return .iso
            }
        }
    }

    /// Most bytes one archive is made from (it is built in memory).
    public static let inputLimit = 1 << 31

    static let ifExists = FileInputs.ifExistsParameter("When the archive's name is taken: stop, or save under a numbered name.")
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "Files, folders, paths or text to archive.")
    static let format = Parameter<Format>(
        "format", wireKey: "WFArchiveFormat", summary: "The archive format; .gz holds one file.", default: .zip)
    static let name = Parameter<String>(
        "name", wireKey: "WFZIPName", label: "Archive Name",
        summary: "The archive's name; the format's extension is added when missing.", default: .text("Archive"))
    static let folder = Parameter<String>(
        "folder", label: "Save In", summary: "The folder the archive is saved in, relative to the current folder or absolute.",
        default: .text("."))

    public static let definition = ActionDefinition(
        "is.workflow.actions.makezip", name: "Make Archive",
        summary:
            "Puts files, folders (with everything in them) and text (as .txt files) into a ZIP (deflate), .tar.gz, .tar.bz2, .tar.xz, .tar, .gz, .cpio (POSIX odc) or .iso (ISO 9660 with Rock Ridge and Joliet names) archive saved in a folder.",
        category: "Files",
        parameters: [input, format, name, folder, ifExists],
        input: input, output: .produces(.file), outputName: "Archive")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let format = try parameters[Self.format]
        let files = context.files
        var entries: [ArchiveEntry] = []
        var textNames = Set<String>()
        var total = 0
        // A big tree shows "read N files" on the host's progress line while it is gathered.
        var progress = ActionProgress(context, what: "read", total: nil, unit: "files for the archive")
        progress.every = 256
        defer { progress.finish(entries.count) }
        for item in (parameters.optional(Self.input) ?? .nothing).items {
            switch item {
            case .nothing: continue
            case .file(let file):
                try add(file.path, as: file.name, into: &entries, total: &total, files: files, progress: progress)
            case .url(let url) where url.hasPrefix("file://"):
                let path = String(url.dropFirst(7))
                try add(
                    path, as: (path as NSString).lastPathComponent, into: &entries, total: &total, files: files,
                    progress: progress)
            default:
                let data = Data(try context.limitedText(item).utf8)
                let name = UniqueName.first("Text.txt") { !textNames.contains($0) }
                textNames.insert(name)
                total += data.count
                entries.append(ArchiveEntry(path: name, data: data, modified: Date()))
            }
            if total > inputLimit { throw ActionFailure(ArchiveFailure.inputTooLarge(limit: inputLimit), parameter: "input") }
        }
        // Apple's Make Archive finishes without an archive (and without an error) when given no files.
        guard !entries.isEmpty else { return .nothing }
        if format == .gzip, entries.count != 1 || entries[0].kind != .file {
            throw ActionFailure(
                ArchiveFailure.gzipNeedsOneFile(got: entries.filter { $0.kind == .file }.count), parameter: "input")
        }
        var name = try parameters[Self.name]
        if name.isEmpty { name = "Archive" }
        if !name.lowercased().hasSuffix("." + format.rawValue) { name += "." + format.rawValue }
        try PathPolicy.checkName(name, parameter: "name")
        let folderGiven = try parameters[Self.folder]
        let given = PathText.join(folderGiven, name)
        var absolute = try files.allowed(given, access: .contents, parameter: "folder")
        if files.fileSystem.exists(absolute) {
            guard try parameters[Self.ifExists].policy == .addNumber else {
                throw ActionFailure(ArchiveFailure.archiveExists(files.display(absolute)), parameter: "name")
            }
            absolute = UniqueName.first(absolute) { !files.fileSystem.exists($0) }
        }
        let data: Data
        do {
            data = try Archive.write(entries, format: format.format, check: context.checkTime)
        } catch let error as ArchiveError {
            throw ActionFailure(ArchiveFailure.archive(error, name: name), parameter: "input")
        }
        // In a dry run the file system is the planned one: later steps see the archive.
        if files.dryRun {
            files.preview(
                "save a \(format.rawValue) archive of \(entries.count) items (\(data.count) bytes) to \(files.display(absolute))")
        }
        try files.perform(.save(files.display(absolute)), parameter: "folder") { () throws(FileSystemError) in
            try files.fileSystem.write(data, to: absolute, options: WriteOptions())
        }
        // Journalled once written: an undo removes it while it is still this file.
        try files.made([absolute], verb: "archive", as: .archived, parameter: "folder")
        return FileInputs.output(absolute, like: given, files: files)
    }

    /// Adds the file or folder tree at `path` under the archive name `name` (folders walked with
    /// a work list, not recursion; links to folders are not followed).
    static func add(
        _ path: String, as name: String, into entries: inout [ArchiveEntry], total: inout Int, files: FileAccess,
        progress: ActionProgress? = nil
    ) throws {
        let fileSystem = files.fileSystem
        var pending: [(path: String, name: String)] = [(path, name)]
        while let (path, name) = pending.popLast() {
            progress?.update(entries.count)
            let absolute = try files.allowed(path, access: .contents, parameter: "input")
            guard fileSystem.exists(absolute) else {
                throw FileError(.noSuchItem(verb: "archive", path: path), parameter: "input")
            }
            let attributes = try files.perform(.readDetails(path), parameter: "input") { () throws(FileSystemError) in
                try fileSystem.attributes(at: absolute)
            }
            if attributes.isDirectory && fileSystem.kind(at: absolute) == .folder {
                entries.append(ArchiveEntry(path: name, kind: .folder, modified: attributes.modificationDate))
                let children = try files.perform(.list(path), parameter: "input") { () throws(FileSystemError) in
                    try fileSystem.contentsOfDirectory(at: absolute)
                }
                for child in children.sorted().reversed() { pending.append((path + "/" + child, name + "/" + child)) }
                continue
            }
            let data = try files.perform(.read(path), parameter: "input") { () throws(FileSystemError) -> Data in
                try fileSystem.read(at: absolute)
            }
            total += data.count
            if total > inputLimit { throw ActionFailure(ArchiveFailure.inputTooLarge(limit: inputLimit), parameter: "input") }
            entries.append(ArchiveEntry(path: name, data: data, modified: attributes.modificationDate))
        }
    }
}
