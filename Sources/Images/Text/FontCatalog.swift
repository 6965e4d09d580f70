import Foundation

/// The fonts in a list of folders, found by name: each folder searched (its subfolders too, at
/// most `FontLimits.maxFolderDepth` deep and `maxFolderFiles` files in all) for `.ttf`, `.otf`,
/// `.ttc` and `.otc` files, each read and indexed by its faces' PostScript, full and family
/// names. Nothing is read until the first lookup, and only names are kept; a face's file is
/// read again when it is chosen. Files that are not fonts we can read (CFF outlines, damage, too
/// large) are skipped.
public final class FontCatalog: @unchecked Sendable {
    /// How the catalogue reads folders and files (the engine passes its host's file system).
    public struct Reader {
        /// The names in a folder; nil: not a folder (or unreadable).
        public var list: (String) -> [String]?
        /// The file's bytes when it is at most `limit` bytes; nil otherwise.
        public var read: (String, Int) -> [UInt8]?

        /// A reader given directly.
        public init(list: @escaping (String) -> [String]?, read: @escaping (String, Int) -> [UInt8]?) {
            self.list = list
            self.read = read
        }
    }

    /// The families tried, in order, for "System" and for a name no font has: sans faces common on
    /// Linux, then on macOS and Windows.
    public static let defaultNames = [
        "DejaVu Sans", "Liberation Sans", "Helvetica", "Arial", "Noto Sans", "FreeSans", "Helvetica Neue",
    ]

    /// One face found: its file, its place in the file, its names.
    public struct Entry: Sendable, Equatable {
        /// The font file.
        public var path: String
        /// The face's index in the file (0 but in a collection).
        public var face: Int
        /// The face's names.
        public var names: FontNames
        /// Whether its outlines are CFF, which are not read here: found by name, never drawn with.
        public var cff: Bool
    }

    /// The folders searched, in order.
    public let folders: [String]
    let reader: Reader
    let limits: FontLimits
    private let lock = NSLock()
    private var indexed: [Entry]?
    private var loaded: [String: [Font]] = [:]

    /// A catalogue of `folders`, read through `reader` when first asked.
    public init(folders: [String], reader: Reader, limits: FontLimits = .standard) {
        self.folders = folders
        self.reader = reader
        self.limits = limits
    }

    /// Every face found, in folder order (files sorted by path within a folder). Each file is
    /// read once and kept only as names: a face's outlines are read again when it is chosen.
    public var entries: [Entry] {
        lock.lock()
        defer { lock.unlock() }
        if let indexed { return indexed }
        let found = index()
        indexed = found
        return found
    }

    /// The face with this PostScript, full or family name (case, spaces and hyphens ignored;
    /// PostScript and full names win over a family, and a family's regular face over the others).
    public func font(named name: String) -> Font? { entry(named: name).flatMap(load) }

    /// The entry `font(named:)` chooses; `drawable` false: a CFF face of that name too.
    public func entry(named name: String, drawable: Bool = true) -> Entry? {
        let all = entries.filter { !drawable || !$0.cff }, wanted = FontNames.folded(name)
        if let exact = all.first(where: { FontNames.folded($0.names.postScript) == wanted }) { return exact }
        if let full = all.first(where: { FontNames.folded($0.names.full) == wanted }) { return full }
        let family = all.filter { FontNames.folded($0.names.family) == wanted }
        return family.first { ["regular", "book", "roman"].contains(Self.style(of: $0.names)) } ?? family.first
    }

    /// The first of `defaultNames` found, else the first face of all that reads whole.
    public func defaultFont() -> Font? {
        for name in Self.defaultNames { if let font = font(named: name) { return font } }
        for entry in entries where !entry.cff { if let font = load(entry) { return font } }
        return nil
    }

    /// The faces of `defaultNames` found, in that order (the fallbacks for characters a font lacks).
    public func defaultFonts() -> [Font] { Self.defaultNames.compactMap { font(named: $0) } }

    /// The face an entry names, read from its file (kept for the catalogue's life).
    public func load(_ entry: Entry) -> Font? {
        lock.lock()
        defer { lock.unlock() }
        if let faces = loaded[entry.path] { return entry.face < faces.count ? faces[entry.face] : nil }
        guard let bytes = reader.read(entry.path, limits.maxFileBytes), let faces = try? FontFile.faces(bytes, limits: limits)
        else { return nil }
        loaded[entry.path] = faces
        return entry.face < faces.count ? faces[entry.face] : nil
    }

    /// A face's style: its full name after its family ("Bold"), lowercased; "regular" when none.
    static func style(of names: FontNames) -> String {
        let rest = names.full.dropFirst(names.family.count).trimmingCharacters(in: .whitespaces)
        return rest.isEmpty ? "regular" : rest.lowercased()
    }

    /// Each face's names, read from the table directory and the `name` table alone (a file's
    /// other tables are read when it is chosen); files that are no font are left out.
    private func index() -> [Entry] {
        var files: [String] = []
        for folder in folders { collect(folder, depth: 0, into: &files) }
        var result: [Entry] = []
        for path in files {
            guard let bytes = reader.read(path, limits.maxFileBytes) else { continue }
            result += Self.faces(bytes, limits: limits).enumerated().map {
                Entry(path: path, face: $0.offset, names: $0.element.names, cff: $0.element.cff)
            }
        }
        return result
    }

    /// The names of each face of a font file, and whether its outlines are CFF; none when the
    /// file is no font or its directory or names are damaged.
    static func faces(_ data: [UInt8], limits: FontLimits) -> [(names: FontNames, cff: Bool)] {
        let bytes = FontBytes(bytes: data)
        guard let offsets = try? FontFile.directoryOffsets(bytes, limits: limits) else { return [] }
        var result: [(names: FontNames, cff: Bool)] = []
        for offset in offsets {
            guard let (cff, tables) = try? FontFile.tables(bytes, at: offset),
                let names = try? FontNames.read(bytes, tables["name"])
            else { return [] }
            result.append((names, cff))
        }
        return result
    }

    private func collect(_ folder: String, depth: Int, into files: inout [String]) {
        guard depth <= limits.maxFolderDepth, files.count < limits.maxFolderFiles, let names = reader.list(folder) else {
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            guard files.count < limits.maxFolderFiles else { return }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let lower = name.lowercased()
            if [".ttf", ".otf", ".ttc", ".otc"].contains(where: { lower.hasSuffix($0) }) {
                files.append(path)
            } else {
                collect(path, depth: depth + 1, into: &files)
            }
        }
    }
}

extension FontCatalog.Reader {
    /// The local disk through Foundation's FileManager (tests and tools; the engine passes its host's).
    public static var local: FontCatalog.Reader {
        FontCatalog.Reader(
            list: { path in
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
                return try? FileManager.default.contentsOfDirectory(atPath: path)
            },
            read: { path, limit in
                guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= limit,
                    let data = FileManager.default.contents(atPath: path)
                else { return nil }
                return [UInt8](data)
            })
    }
}
