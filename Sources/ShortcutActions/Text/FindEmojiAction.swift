import ShortcutEngine

/// Find Emoji: the emoji whose Unicode names hold every word of a query (Toolbox Pro's Find Emoji,
/// with its category All).
public enum FindEmojiAction: Action {
    /// Where emoji shown as emoji by default live: Miscellaneous Symbols to Symbols and Pictographs
    /// Extended-A, and the other planes' emoji blocks.
    static let ranges: [ClosedRange<UInt32>] = [0x2300...0x2BFF, 0x1F000...0x1FAFF]

    static let query = Parameter<String>(
        "query", summary: "Words to look for in the emoji's names (any case; every word must appear).", required: true)
    static let limit = Parameter<Int>(
        "limit", summary: "At most this many emoji (0: all).", default: 0, minimum: 0, maximum: 10_000)

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.findemoji", name: "Find Emoji",
        summary:
            "The emoji (characters shown as emoji by default) whose Unicode names contain every word of the query, in code point order: 'cat face' → 🐱 😸 😹 😺 …",
        category: "Text",
        parameters: [query, limit],
        output: .produces(.list), outputName: "Emoji")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let words = try parameters[Self.query].lowercased().split(whereSeparator: \.isWhitespace)
        let limit = try parameters[Self.limit]
        guard !words.isEmpty else { return .list([]) }
        var found: [Value] = []
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value), scalar.properties.isEmojiPresentation,
                    let name = scalar.properties.name?.lowercased(), words.allSatisfy({ name.contains($0) })
                else { continue }
                found.append(.text(String(Character(scalar))))
                if limit > 0 && found.count == limit { return .list(found) }
            }
        }
        return .list(found)
    }
}
