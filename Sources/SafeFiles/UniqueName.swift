/// Free names as Finder makes them: `name 2.ext`, `name 3.ext`… The one numbering every file
/// action uses when a name is taken (batches, copies, saves, the trash).
public enum UniqueName {
    /// `path` with ` number` before its extension: `folder/name 2.ext`; a name without an extension
    /// (or a dot name such as `.profile`) gets the number at its end. A bare name stays bare.
    public static func numbered(_ path: String, _ number: Int) -> String {
        let name = PathText.name(path)
        let (stem, ext) = PathText.split(name)
        let numbered = ext.isEmpty ? "\(name) \(number)" : "\(stem) \(number).\(ext)"
        guard path.utf8.contains(UInt8(ascii: "/")) else { return numbered }
        return PathText.join(PathText.folder(path), numbered)
    }

    /// The first of `path`, `name 2.ext`, `name 3.ext`… that `isFree` accepts. `isFree` may throw
    /// to stop the search (a caller that must not number names throws on the first taken one).
    public static func first<E: Error>(_ path: String, isFree: (String) throws(E) -> Bool) throws(E) -> String {
        var candidate = path
        var number = 2
        while try !isFree(candidate) {
            candidate = numbered(path, number)
            number += 1
        }
        return candidate
    }
}
