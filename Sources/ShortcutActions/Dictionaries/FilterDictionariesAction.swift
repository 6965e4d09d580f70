import ShortcutEngine

/// Filter Dictionaries: keeps the dictionaries of a list that have (or lack) a key.
public enum FilterDictionariesAction: Action {
    /// The test.
    public enum Condition: String, Choice {
        case hasKey = "Has Key"
        case lacksKey = "Lacks Key"

        /// Gizmo Pack's spellings.
        public var aliases: [String] {
            switch self {
            case .hasKey: return ["contains", "has"]
            case .lacksKey: return ["doesNotContain", "notContains", "lacks"]
            }
        }
    }

    static let dictionaries = Parameter<[Value]>("dictionaries", summary: "The list of dictionaries.")
    static let condition = Parameter<Condition>("condition", summary: "Has or lacks the key.", default: .hasKey)
    static let key = Parameter<String>(
        "key", summary: "A key or dot path (a.b; numbers index lists; \\. is a literal dot).", required: true)

    public static let definition = ActionDefinition(
        "org.shortcutengine.dictionaries.filter", name: "Filter Dictionaries",
        summary: "Keeps the dictionaries of a list that have (or lack) a key path; other items are dropped.",
        category: "Dictionaries",
        parameters: [dictionaries, condition, key],
        input: dictionaries, output: .produces(.list), outputName: "Dictionaries")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let path = KeyPath(parsing: try parameters[Self.key])
        let wanted = try parameters[Self.condition] == .hasKey
        return .list(
            try parameters[Self.dictionaries].filter { item in
                guard case .dictionary = item else { return false }
                return path.exists(in: item) == wanted
            })
    }
}
