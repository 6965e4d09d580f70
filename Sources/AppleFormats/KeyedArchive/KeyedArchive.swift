import Foundation

/// Resolves an NSKeyedArchiver property list (`$archiver`, `$top`, `$objects`) into a tree.
///
/// Objects are decoded once and shared; a reference to an object that is still being decoded
/// becomes `.cycle`, and nesting is capped, so hostile archives cannot recurse without end.
/// Each object's expanded size is cached beside it and checked against an `ExpansionBudget`
/// (by default from the number of stored values), so objects referring to the same object many
/// times, level upon level, stop with `FormatError.expansionLimitExceeded`.
public struct KeyedArchive: Sendable {
    /// The default nesting limit.
    public static let defaultDepthLimit = 256
    private let objects: [PropertyList]
    private let depthLimit: Int
    private var cache: [UInt64: ArchivedValue] = [:]
    private var inProgress: Set<UInt64> = []
    private var sizes: [UInt64: Expansion] = [:]
    private let budget: ExpansionBudget

    /// Decodes the object under `$top[rootKey]` (usually `root`) of an archive's bytes.
    public static func unarchive(_ data: Data, rootKey: String = "root", depthLimit: Int = defaultDepthLimit) throws
        -> ArchivedValue
    {
        try unarchive(PropertyList.parse(data), rootKey: rootKey, depthLimit: depthLimit)
    }

    /// Decodes the object under `$top[rootKey]` of an already parsed archive.
    /// `budget` defaults to `ExpansionBudget.forInput(size:)` of the stored values (each `$objects`
    /// entry and each of its fields).
    public static func unarchive(
        _ archive: PropertyList, rootKey: String = "root", depthLimit: Int = defaultDepthLimit, budget: ExpansionBudget? = nil
    ) throws -> ArchivedValue {
        guard case .dictionary(let top) = archive else {
            throw FormatError.keyedArchive("the archive is a \(archive.kindName), expected a dictionary with $objects and $top")
        }
        guard case .array(let objects)? = top["$objects"] else { throw FormatError.keyedArchive("missing $objects array") }
        guard case .dictionary(let roots)? = top["$top"] else { throw FormatError.keyedArchive("missing $top dictionary") }
        guard let root = roots[rootKey] else {
            throw FormatError.keyedArchive("$top has no key '\(rootKey)' (keys: \(roots.keys.joined(separator: ", ")))")
        }
        let stored = objects.reduce(0) { total, object in
            switch object {
            case .array(let items): return total + 1 + items.count
            case .dictionary(let fields): return total + 1 + fields.count
            default: return total + 1
            }
        }
        var decoder = KeyedArchive(objects: objects, depthLimit: depthLimit, budget: budget ?? .forInput(size: stored))
        var size = Expansion()
        return try decoder.resolve(root, depth: 0, size: &size)
    }

    private init(objects: [PropertyList], depthLimit: Int, budget: ExpansionBudget) {
        self.objects = objects
        self.depthLimit = depthLimit
        self.budget = budget
    }

    /// Resolves `value`, adding its expanded size to `size`.
    private mutating func resolve(_ value: PropertyList, depth: Int, size: inout Expansion) throws -> ArchivedValue {
        guard depth < depthLimit else { throw FormatError.keyedArchive("nesting deeper than \(depthLimit) levels") }
        switch value {
        case .uid(let uid):
            let resolved = try object(uid, depth: depth)
            size.add(sizes[uid] ?? .leaf(payload: 0))
            return resolved
        case .array(let items):
            var own = Expansion.leaf(payload: 0)
            var resolved: [ArchivedValue] = []
            resolved.reserveCapacity(items.count)
            for item in items { resolved.append(try resolve(item, depth: depth + 1, size: &own)) }
            try check(own)
            size.add(own)
            return .array(resolved)
        default:
            let own = value.expansion(within: budget)
            try check(own)
            size.add(own)
            return .value(value)
        }
    }

    /// Throws when `size` passes the budget.
    private func check(_ size: Expansion) throws {
        if let measure = size.overrun(of: budget) {
            throw FormatError.expansionLimitExceeded(ExpansionOverrun(reader: .keyedArchive, measure: measure, budget: budget))
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
            let size = stored.expansion(within: budget)
            try check(size)
            cache[uid] = result
            sizes[uid] = size
            return result
        }
        inProgress.insert(uid)
        defer { inProgress.remove(uid) }
        guard case .uid(let classUID) = classRef, classUID < UInt64(objects.count),
            case .dictionary(let classInfo) = objects[Int(classUID)], let className = classInfo["$classname"]?.string
        else { throw FormatError.keyedArchive("object \(uid) has a $class that is not a reference to a class description") }
        let hierarchy = classInfo["$classes"]?.array?.compactMap(\.string) ?? [className]
        var fields: [ArchivedField] = []
        var size = Expansion.leaf(payload: 0)
        for entry in dictionary.entries where entry.key != "$class" {
            fields.append(ArchivedField(key: entry.key, value: try resolve(entry.value, depth: depth + 1, size: &size)))
        }
        try check(size)
        let result = ArchivedValue.object(
            ArchivedObject(uid: uid, className: className, classHierarchy: hierarchy, fields: fields))
        cache[uid] = result
        sizes[uid] = size
        return result
    }
}
