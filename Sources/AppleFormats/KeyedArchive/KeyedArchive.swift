import Foundation

/// Resolves an NSKeyedArchiver property list (`$archiver`, `$top`, `$objects`) into a tree.
///
/// Objects are decoded once and shared; a reference to an object that is still being decoded
/// becomes `.cycle`, and nesting is capped, so hostile archives cannot recurse without end.
public struct KeyedArchive: Sendable {
    /// The default nesting limit.
    public static let defaultDepthLimit = 256
    private let objects: [PropertyList]
    private let depthLimit: Int
    private var cache: [UInt64: ArchivedValue] = [:]
    private var inProgress: Set<UInt64> = []

    /// Decodes the object under `$top[rootKey]` (usually `root`) of an archive's bytes.
    public static func unarchive(_ data: Data, rootKey: String = "root", depthLimit: Int = defaultDepthLimit) throws
        -> ArchivedValue
    {
        try unarchive(PropertyList.parse(data), rootKey: rootKey, depthLimit: depthLimit)
    }

    /// Decodes the object under `$top[rootKey]` of an already parsed archive.
    public static func unarchive(_ archive: PropertyList, rootKey: String = "root", depthLimit: Int = defaultDepthLimit) throws
        -> ArchivedValue
    {
        guard case .dictionary(let top) = archive else {
            throw FormatError.keyedArchive("the archive is a \(archive.kindName), expected a dictionary with $objects and $top")
        }
        guard case .array(let objects)? = top["$objects"] else { throw FormatError.keyedArchive("missing $objects array") }
        guard case .dictionary(let roots)? = top["$top"] else { throw FormatError.keyedArchive("missing $top dictionary") }
        guard let root = roots[rootKey] else {
            throw FormatError.keyedArchive("$top has no key '\(rootKey)' (keys: \(roots.keys.joined(separator: ", ")))")
        }
        var decoder = KeyedArchive(objects: objects, depthLimit: depthLimit)
        return try decoder.resolve(root, depth: 0)
    }

    private init(objects: [PropertyList], depthLimit: Int) {
        self.objects = objects
        self.depthLimit = depthLimit
    }

    private mutating func resolve(_ value: PropertyList, depth: Int) throws -> ArchivedValue {
        guard depth < depthLimit else { throw FormatError.keyedArchive("nesting deeper than \(depthLimit) levels") }
        switch value {
        case .uid(let uid): return try object(uid, depth: depth)
        case .array(let items): return .array(try items.map { try resolve($0, depth: depth + 1) })
        default: return .value(value)
        }
    }

    private mutating func object(_ uid: UInt64, depth: Int) throws -> ArchivedValue {
        if let cached = cache[uid] { return cached }
        guard uid < UInt64(objects.count) else {
            throw FormatError.keyedArchive("reference to object \(uid), but $objects has \(objects.count) entries")
        }
        if inProgress.contains(uid) { return .cycle(uid: uid) }
        let stored = objects[Int(uid)]
        if uid == 0, stored == .string("$null") { return .null }
        guard case .dictionary(let dictionary) = stored, let classRef = dictionary["$class"] else {
            let result = ArchivedValue.value(stored)
            cache[uid] = result
            return result
        }
        inProgress.insert(uid)
        defer { inProgress.remove(uid) }
        guard case .uid(let classUID) = classRef, classUID < UInt64(objects.count),
            case .dictionary(let classInfo) = objects[Int(classUID)], let className = classInfo["$classname"]?.string
        else { throw FormatError.keyedArchive("object \(uid) has a $class that is not a reference to a class description") }
        let hierarchy = classInfo["$classes"]?.array?.compactMap(\.string) ?? [className]
        var fields: [ArchivedField] = []
        for entry in dictionary.entries where entry.key != "$class" {
            fields.append(ArchivedField(key: entry.key, value: try resolve(entry.value, depth: depth + 1)))
        }
        let result = ArchivedValue.object(
            ArchivedObject(uid: uid, className: className, classHierarchy: hierarchy, fields: fields))
        cache[uid] = result
        return result
    }
}
