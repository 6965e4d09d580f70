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

    /// Whether a link at `path` pointing at `target` stays inside the destination, reading the
    /// target's `..` against the link's folder. `links` are the archive's other links (as
    /// components): a target that goes through one of them is refused too, since a `..` after a
    /// link climbs from wherever that link leads, which words alone cannot tell.
    public static func linkStaysInside(path: [String], target: String, links: Set<[String]> = []) -> Bool {
        if target.hasPrefix("/") || target.isEmpty || target.contains("\0") { return false }
        var resolved = Array(path.dropLast())
        for part in target.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if links.contains(resolved) { return false }
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
    /// (`linkLeavesDestination`, also a link through another link); answers each entry's components.
    public static func check(_ entries: [ArchiveEntry]) throws -> [[String]] {
        let plan = try entries.map { try components(of: $0.path) }
        var links: Set<[String]> = []
        for (entry, parts) in zip(entries, plan) {
            if case .symbolicLink = entry.kind { links.insert(parts) }
        }
        for (entry, parts) in zip(entries, plan) {
            if case .symbolicLink(let target) = entry.kind, !linkStaysInside(path: parts, target: target, links: links) {
                throw ArchiveError.linkLeavesDestination(entry: entry.path, target: target)
            }
        }
        return plan
    }
}
