/// A dictionary that keeps its keys in file order, with hashed lookup.
///
/// Order matters to people reading converted files; equality ignores it because property-list
/// dictionaries are unordered and two renderings of the same plist may list keys differently.
public struct PlistDictionary: Sendable, Equatable {
    /// Key–value pairs in the order they were read or inserted.
    public private(set) var entries: [(key: String, value: PropertyList)]
    private var positions: [String: Int]

    /// An empty dictionary.
    public init() {
        entries = []
        positions = [:]
    }

    /// A dictionary from ordered pairs; a repeated key keeps its first position and its last value.
    public init(_ pairs: [(key: String, value: PropertyList)]) {
        self.init()
        entries.reserveCapacity(pairs.count)
        for pair in pairs { self[pair.key] = pair.value }
    }

    /// Number of entries.
    public var count: Int { entries.count }
    /// Keys in order.
    public var keys: [String] { entries.map(\.key) }
    /// Whether there are no entries.
    public var isEmpty: Bool { entries.isEmpty }

    /// Reads, replaces (in place) or appends the value for `key`; assigning nil removes it.
    public subscript(key: String) -> PropertyList? {
        get { positions[key].map { entries[$0].value } }
        set {
            if let position = positions[key] {
                if let newValue {
                    entries[position].value = newValue
                } else {
                    entries.remove(at: position)
                    positions = [:]
                    for (index, entry) in entries.enumerated() { positions[entry.key] = index }
                }
            } else if let newValue {
                positions[key] = entries.count
                entries.append((key: key, value: newValue))
            }
        }
    }

    /// Same keys with equal values, in any order.
    public static func == (lhs: PlistDictionary, rhs: PlistDictionary) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for entry in lhs.entries where rhs[entry.key] != entry.value { return false }
        return true
    }
}
