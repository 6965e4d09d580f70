/// The checks that keep every entry inside the folder it is extracted to.
public enum ArchivePaths {
    /// The entry's path as components below the destination (`.` and empty ones dropped);
    /// throws `unsafePath` for an absolute path, a drive letter, a `..` component, a NUL, or a
    /// path that names nothing.
    public static func components(of path: String) throws -> [String] {
        if path.hasPrefix("/") || path.hasPrefix("\\") || path.contains("\0") { throw ArchiveError.unsafePath(entry: path) }
        let scalars = Array(path.unicodeScalars.prefix(2))
        if scalars.count == 2, scalars[1] == ":", scalars[0].isASCII, scalars[0].properties.isAlphabetic {
            throw ArchiveError.unsafePath(entry: path)
        }
        var parts: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." || part.split(separator: "\\").contains("..") { throw ArchiveError.unsafePath(entry: path) }
            parts.append(String(part))
        }
        if parts.isEmpty { throw ArchiveError.unsafePath(entry: path) }
        return parts
    }

    /// Whether a link at `path` pointing at `target` stays inside the destination.
    public static func linkStaysInside(path: [String], target: String) -> Bool {
        if target.hasPrefix("/") || target.isEmpty { return false }
        var resolved = Array(path.dropLast())
        for part in target.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if resolved.isEmpty { return false }
                resolved.removeLast()
            } else {
                resolved.append(String(part))
            }
        }
        return true
    }

    /// Checks every entry before anything is written: paths (`unsafePath`) and links
    /// (`linkLeavesDestination`); answers each entry's components.
    public static func check(_ entries: [ArchiveEntry]) throws -> [[String]] {
        try entries.map { entry in
            let parts = try components(of: entry.path)
            if case .symbolicLink(let target) = entry.kind, !linkStaysInside(path: parts, target: target) {
                throw ArchiveError.linkLeavesDestination(entry: entry.path, target: target)
            }
            return parts
        }
    }
}
