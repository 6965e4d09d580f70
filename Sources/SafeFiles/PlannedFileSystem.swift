import Foundation

/// The planned state of a dry run: every path a planned step moved, made or removed. Shared by
/// the run's `FileAccess`es (nested workflows too), so later steps see what earlier ones planned.
final class PlannedState {
    /// What a planned step left at a path.
    enum Item {
        /// Nothing: moved away or removed.
        case gone
        /// The real item at this path of the disk (moved here), or a copy of it (`copy`: its own identity).
        case real(String, copy: FileIdentity?)
        /// A file planned with these contents.
        case file(Data, FileIdentity)
        /// A folder planned to be made.
        case folder(FileIdentity)
    }

    /// Planned paths (absolute) and what is there.
    var items: [String: Item] = [:]
    private var made: UInt64 = 0

    /// An identity no real item has (device `UInt64.max`).
    func newIdentity() -> FileIdentity {
        made += 1
        return FileIdentity(device: UInt64.max, inode: made)
    }
}

/// A dry run's file system: reads see the disk with the planned steps applied, and changes are
/// only planned (recorded in `PlannedState`), never done. Nothing here changes the disk: it
/// calls only the reading operations of the file system below.
final class PlannedFileSystem: FileSystem {
    private let base: any FileSystem
    private let state: PlannedState

    /// The disk `base` seen through `state`.
    init(_ base: any FileSystem, state: PlannedState) {
        self.base = base
        self.state = state
    }

    var currentDirectory: String { base.currentDirectory }

    /// Where a path's item is: on the disk (at that real path), planned, or gone.
    private enum Place {
        case disk(String, copy: FileIdentity?)
        case planned(PlannedState.Item)
        case gone
    }

    private func place(_ path: String) -> Place {
        if state.items.isEmpty { return .disk(path, copy: nil) }
        if let item = state.items[path] { return place(of: item, suffix: "") }
        var folder = path
        var suffix = ""
        // Each ancestor, nearest first: a moved, removed or planned folder decides for what is inside.
        while folder.count > 1 {
            suffix = "/" + PathText.name(folder) + suffix
            folder = PathText.folder(folder)
            if let item = state.items[folder] { return place(of: item, suffix: suffix) }
        }
        return .disk(path, copy: nil)
    }

    private func place(of item: PlannedState.Item, suffix: String) -> Place {
        switch item {
        case .gone: return .gone
        case .real(let real, let copy): return .disk(real + suffix, copy: suffix.isEmpty ? copy : nil)
        case .file, .folder: return suffix.isEmpty ? .planned(item) : .gone
        }
    }

    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        var names = Set<String>()
        switch place(path) {
        case .gone: throw FileSystemError(.notFound, path: path)
        case .planned(.folder): break
        case .planned: throw FileSystemError(.notAFolder, path: path)
        case .disk(let real, _): names = Set(try base.contentsOfDirectory(at: real))
        }
        names = names.filter { name in
            if case .gone = place(PathText.join(path, name)) { return false }
            return true
        }
        for (key, item) in state.items where PathText.folder(key) == path {
            if case .gone = item { continue }
            names.insert(PathText.name(key))
        }
        return Array(names)
    }

    func kind(at path: String) -> FileKind? {
        switch place(path) {
        case .gone: return nil
        case .planned(.folder): return .folder
        case .planned: return .file
        case .disk(let real, _): return base.kind(at: real)
        }
    }

    func attributes(at path: String) throws(FileSystemError) -> FileAttributes {
        switch place(path) {
        case .gone: throw FileSystemError(.notFound, path: path)
        case .planned(.file(let data, _)):
            return FileAttributes(size: data.count, creationDate: nil, modificationDate: nil, isDirectory: false)
        case .planned: return FileAttributes(size: 0, creationDate: nil, modificationDate: nil, isDirectory: true)
        case .disk(let real, _): return try base.attributes(at: real)
        }
    }

    func identity(at path: String) throws(FileSystemError) -> FileIdentity {
        switch place(path) {
        case .gone: throw FileSystemError(.notFound, path: path)
        case .planned(.file(_, let identity)), .planned(.folder(let identity)): return identity
        case .planned: throw FileSystemError(.notFound, path: path)
        case .disk(let real, let copy):
            if let copy { return copy }
            return try base.identity(at: real)
        }
    }

    func read(at path: String) throws(FileSystemError) -> Data {
        switch place(path) {
        case .gone: throw FileSystemError(.notFound, path: path)
        case .planned(.file(let data, _)): return data
        case .planned: throw FileSystemError(.isAFolder, path: path)
        case .disk(let real, _): return try base.read(at: real)
        }
    }

    func read(at path: String, upTo limit: Int) throws(FileSystemError) -> Data {
        if case .disk(let real, _) = place(path) { return try base.read(at: real, upTo: limit) }
        return try read(at: path).prefix(max(0, limit))
    }

    func openForReading(at path: String) throws(FileSystemError) -> any PositionalFile {
        if case .disk(let real, _) = place(path) { return try base.openForReading(at: real) }
        return InMemoryFile(try read(at: path))
    }

    func write(_ data: Data, to path: String, options: WriteOptions) throws(FileSystemError) {
        if let kind = kind(at: path) {
            guard options.overwrite, kind == .file else { throw FileSystemError(.alreadyExists, path: path) }
        }
        let folder = PathText.folder(path)
        if kind(at: folder) == nil {
            guard options.createFolders else { throw FileSystemError(.notFound, path: folder) }
            try createDirectory(at: folder, intermediate: true)
        }
        state.items[path] = .file(data, state.newIdentity())
    }

    func createDirectory(at path: String, intermediate: Bool) throws(FileSystemError) {
        if let kind = kind(at: path) {
            guard intermediate, kind == .folder else { throw FileSystemError(.alreadyExists, path: path) }
            return
        }
        let folder = PathText.folder(path)
        if kind(at: folder) == nil {
            guard intermediate, folder.count > 1 else { throw FileSystemError(.notFound, path: folder) }
            try createDirectory(at: folder, intermediate: true)
        }
        state.items[path] = .folder(state.newIdentity())
    }

    func move(from source: String, to destination: String) throws(FileSystemError) {
        guard let moved = kind(at: source) else { throw FileSystemError(.notFound, path: source) }
        guard kind(at: destination) == nil else { throw FileSystemError(.alreadyExists, path: destination) }
        let item: PlannedState.Item
        switch place(source) {
        case .disk(let real, let copy): item = .real(real, copy: copy)
        case .planned(let planned): item = planned
        case .gone: throw FileSystemError(.notFound, path: source)
        }
        // Planned items inside a moved folder move with it (a file holds none: no look through every
        // planned path, which made a dry run of a large rename quadratic).
        if moved != .file {
            for (key, inner) in state.items where key.hasPrefix(source + "/") {
                state.items[destination + key.dropFirst(source.count)] = inner
                state.items[key] = nil
            }
        }
        state.items[source] = .gone
        state.items[destination] = item
    }

    func copy(from source: String, to destination: String) throws(FileSystemError) {
        guard kind(at: destination) == nil else { throw FileSystemError(.alreadyExists, path: destination) }
        switch place(source) {
        case .disk(let real, _): state.items[destination] = .real(real, copy: state.newIdentity())
        case .planned(.file(let data, _)): state.items[destination] = .file(data, state.newIdentity())
        case .planned: state.items[destination] = .folder(state.newIdentity())
        case .gone: throw FileSystemError(.notFound, path: source)
        }
    }

    func remove(at path: String) throws(FileSystemError) {
        guard let removed = kind(at: path) else { throw FileSystemError(.notFound, path: path) }
        if removed != .file { for key in state.items.keys where key.hasPrefix(path + "/") { state.items[key] = nil } }
        state.items[path] = .gone
    }

    /// A dry run changes no date: the item must be there (planned or on disk).
    func setModificationDate(_ date: Date, at path: String) throws(FileSystemError) {
        guard kind(at: path) != nil else { throw FileSystemError(.notFound, path: path) }
    }

    func realPath(_ path: String) throws(FileSystemError) -> String {
        if case .disk(let real, nil) = place(path), real == path { return try base.realPath(path) }
        guard kind(at: path) != nil, path.count > 1 else { throw FileSystemError(.notFound, path: path) }
        return PathText.join(try realPath(PathText.folder(path)), PathText.name(path))
    }
}

extension LocalFileSystem {
    /// A file system that plans changes over `base` without making them: what a dry run of
    /// `undo` walks, so each step sees the state the steps before it would leave.
    public static func planned(over base: any FileSystem) -> any FileSystem {
        PlannedFileSystem(base, state: PlannedState())
    }
}
