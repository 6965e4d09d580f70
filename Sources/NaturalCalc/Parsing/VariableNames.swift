/// Variable names as a set of their word sequences, with the most words a name starting with each
/// word has: merging a line's words into variables costs a few set lookups per token however many
/// variables a sheet declares (`item 1` … `item 10000` share a first word).
struct VariableNames {
    /// Each name's lower-cased words joined by one space.
    private var names: Set<String> = []
    /// For each first word, the most words a name starting with it has.
    private(set) var longest: [String: Int] = [:]

    /// No names.
    init() {}

    /// The names among `keys`; `lineN` references are resolved by the evaluator, not merged.
    init(_ keys: some Sequence<String>) {
        for key in keys { insert(key) }
    }

    /// Whether there is no name to merge.
    var isEmpty: Bool { names.isEmpty }

    /// Adds `name` (already lower-cased) unless it is a `lineN` reference.
    mutating func insert(_ name: String) {
        if name.hasPrefix("line"), Int(name.dropFirst(4)) != nil { return }
        let words = name.split(separator: " ")
        guard let first = words.first else { return }
        names.insert(words.joined(separator: " "))
        longest[String(first), default: 0] = max(longest[String(first)] ?? 0, words.count)
    }

    /// Whether these lower-cased words, joined, are a name.
    func contains(_ words: ArraySlice<String>) -> Bool {
        names.contains(words.joined(separator: " "))
    }
}
