import Foundation

/// Which paths file actions may touch: only items under the allowed folders, judged on real
/// paths (every symbolic link resolved) so a link cannot lead out of an allowed folder.
/// One place, so every host gets the same rules.
public struct PathPolicy: Sendable {
    /// The allowed folders as given (absolute or relative to the working folder).
    public var roots: [String]
    /// Folders the engine itself owns for the run (its temporary download folder, where Get
    /// Contents of URL and Base64 / hex decoding put the files they hand on): allowed whatever the
    /// permissions (network or not), as the actions that make files there need no permission, and
    /// never named in a refusal, which lists only `roots` (the user's folders).
    public var engineFolders: [String]

    /// A policy allowing `roots` and the engine's own `engineFolders`; a refusal names the folder
    /// to allow (the host words how).
    public init(roots: [String], engineFolders: [String] = []) {
        self.roots = roots
        self.engineFolders = engineFolders
    }

    /// Every folder file actions may touch: the user's and the engine's.
    public var allFolders: [String] { roots + engineFolders }

    /// How much of a path to resolve: an item itself (rename, delete: a final symbolic link is
    /// the item) or its contents (read, write, list: the link is followed and must stay inside).
    public enum Access: Sendable { case item, contents }

    /// The absolute, normalised form of `path` if it is allowed; otherwise a failure naming the folder to allow.
    public func check(_ path: String, access: Access, in fileSystem: any FileSystem, parameter: String? = nil)
        throws(FileError) -> String
    {
        var folders: [String: String] = [:]
        return try check(
            path, access: access, in: fileSystem, base: fileSystem.currentDirectory, resolvedRoots: resolvedRoots(fileSystem),
            folders: &folders, parameter: parameter)
    }

    /// `check` with the roots already resolved (callers checking many paths resolve them once).
    public func check(
        _ path: String, access: Access, in fileSystem: any FileSystem, base: String, resolvedRoots allowed: [String],
        folders: inout [String: String], parameter: String? = nil
    ) throws(FileError) -> String {
        guard !path.isEmpty else {
            throw FileError(.emptyPath, parameter: parameter)
        }
        guard !path.utf8.contains(0) else {
            throw FileError(.nulInPath(path), parameter: parameter)
        }
        let absolute = Self.absolute(path, in: base)
        let real: String
        if access == .item, absolute != "/" {
            // The item itself is not followed: only its folder is resolved (once per folder).
            let folder = PathText.folder(absolute)
            let resolvedFolder: String
            if let known = folders[folder] {
                resolvedFolder = known
            } else {
                resolvedFolder = Self.resolve(folder, access: .contents, in: fileSystem)
                folders[folder] = resolvedFolder
            }
            real = PathText.join(resolvedFolder, PathText.name(absolute))
        } else {
            real = Self.resolve(absolute, access: .contents, in: fileSystem)
        }
        guard allowed.contains(where: { Self.isInside(real, $0) }) else {
            let folder = fileSystem.kind(at: real) == .folder ? real : Self.suggestedFolder(real)
            throw FileError(
                .pathOutsideAllowed(path: path, leadsTo: real == absolute ? nil : real, allowed: roots, suggestedFolder: folder),
                parameter: parameter)
        }
        return absolute
    }

    /// Refuses names that are not one path component: empty, `.`, `..`, or containing `/` or NUL.
    public static func checkName(_ name: String, parameter: String? = nil) throws(FileError) {
        let problem: FileFailure.NameProblem?
        if name.isEmpty {
            problem = .empty
        } else if name == "." || name == ".." {
            problem = .dots(name)
        } else if name.utf8.contains(UInt8(ascii: "/")) {
            problem = .slash(name)
        } else if name.utf8.contains(0) {
            problem = .nul(name)
        } else if name.utf8.count > 255 {
            problem = .tooLong(name)
        } else {
            problem = nil
        }
        if let problem { throw FileError(.badName(problem), parameter: parameter) }
    }

    // MARK: - Paths

    /// `path` made absolute against `base`, with `.`, `..` and repeated slashes removed lexically
    /// (`PathText.standardized`).
    public static func absolute(_ path: String, in base: String) -> String { PathText.standardized(path, in: base) }

    /// Resolves symbolic links: the longest existing prefix through `realPath`, the rest kept.
    static func resolve(_ absolute: String, access: Access, in fileSystem: any FileSystem) -> String {
        var existing = absolute
        var rest: [String] = []
        if access == .item, absolute != "/" {
            // The item itself is not followed: only its folder is resolved.
            rest.append((absolute as NSString).lastPathComponent)
            existing = PathText.parent(absolute)
        }
        while true {
            if let real = try? fileSystem.realPath(existing) {
                return rest.isEmpty ? real : (real == "/" ? "" : real) + "/" + rest.reversed().joined(separator: "/")
            }
            if existing == "/" || existing.isEmpty { return absolute }
            rest.append((existing as NSString).lastPathComponent)
            existing = PathText.parent(existing)
        }
    }

    /// The allowed folders (the engine's included) as absolute real paths: relative roots start at the file system's current folder,
    /// symbolic links are resolved. Callers checking many paths compute this once.
    public func resolvedRoots(_ fileSystem: any FileSystem) -> [String] {
        allFolders.map { Self.resolve(Self.absolute($0, in: fileSystem.currentDirectory), access: .contents, in: fileSystem) }
    }

    static func isInside(_ path: String, _ root: String) -> Bool {
        if root == "/" { return true }
        // Bytes, not Characters: String comparison treats canonically equivalent names as equal,
        // but the file system does not.
        return path.utf8.elementsEqual(root.utf8) || path.utf8.starts(with: (root + "/").utf8)
    }

    static func suggestedFolder(_ path: String) -> String {
        let folder = PathText.parent(path)
        return folder.isEmpty ? "/" : folder
    }
}
