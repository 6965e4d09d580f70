/// Fast path-text helpers for absolute, normalised paths (`/a/b/c`): the NSString path methods
/// cost microseconds each, which a 10,000-file batch calls several times per file.
public enum PathText {
    /// How names compare for collisions: case- and normalisation-insensitively (String equality
    /// is canonical equivalence), the strictest file system's rule, so what is safe here is safe
    /// on macOS too. Rename batches and Extract Archive both ask it.
    public static func collisionKey(_ path: String) -> String { path.lowercased() }

    /// The last component: `c` of `/a/b/c`.
    public static func name(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// The folder: `/a/b` of `/a/b/c`, `/` of `/c`, `` of `c`.
    public static func folder(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        if slash == path.utf8.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The folder a path is in, as `NSString.deletingLastPathComponent` gives it (trailing slashes
    /// ignored: `a` of `a/b/`, `/` of `/x`, `` of `x`), without its crash on a one-character path.
    public static func parent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if trimmed == "/" { return "/" }
        return folder(String(trimmed))
    }

    /// `folder/name`, relative or absolute as `folder` is: `name` alone in the empty folder, no
    /// doubled slash after `/` or a folder written with a trailing slash.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.utf8.last == UInt8(ascii: "/") ? folder + name : folder + "/" + name
    }

    /// `path` read from `folder`: an absolute path as it is, a relative one joined to `folder`.
    public static func resolve(_ path: String, in folder: String) -> String {
        path.utf8.first == UInt8(ascii: "/") ? path : join(folder, path)
    }

    /// `path`, made absolute against `folder`, written plainly: no `.` or empty parts, each `..`
    /// taking back the part before it (never above `/`), no trailing slash. Lexical, as
    /// `URL.standardizedFileURL` is: links are not followed.
    public static func standardized(_ path: String, in folder: String) -> String {
        // Most paths need no work: an absolute one already plain, or a plain one under a plain folder.
        if path.utf8.first == UInt8(ascii: "/") {
            if isClean(path) { return path }
        } else if !path.isEmpty, isClean(path), isClean(folder), folder.utf8.first == UInt8(ascii: "/") {
            return join(folder, path)
        }
        var parts: [Substring] = []
        for part in resolve(path, in: folder).split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        // Appended one by one: `joined(separator:)` looks up its conformances at run time the
        // first time, which a start that standardises one path would pay (issue 29).
        var written = ""
        for part in parts { written += "/" + String(part) }
        return written.isEmpty ? "/" : written
    }

    /// A name's stem and extension: `a.tar` and `gz` of `a.tar.gz`; a leading dot (`.profile`) is part
    /// of the stem, not an extension.
    public static func split(_ name: String) -> (stem: String, ext: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// Whether a path needs no lexical normalisation: no empty, `.` or `..` components and no
    /// trailing slash.
    static func isClean(_ path: String) -> Bool {
        var previous: UInt8 = UInt8(ascii: "/")
        var dots = 0
        var componentLength = 0
        var first = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if !first && (componentLength == 0 || (dots == componentLength && dots <= 2)) { return false }
                dots = 0
                componentLength = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            previous = byte
            first = false
        }
        if previous == UInt8(ascii: "/") && path.utf8.count > 1 { return false }
        return !(componentLength > 0 && dots == componentLength && dots <= 2)
    }
}
