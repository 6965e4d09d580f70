import ShortcutEngine

/// Filter Dictionaries: keeps the dictionaries of a list that have (or lack) a key, or whose value
/// at a key is (or is not) a text (Gizmo Pack's Filter Dictionaries: is, isNot, contains,
/// doesNotContain, the Open-Jellycore compiler's definition).
public enum FilterDictionariesAction: Action {
    /// The test.
    public enum Condition: String, Choice {
        case hasKey = "Has Key"
        case lacksKey = "Lacks Key"
        case `is` = "Is"
        case isNot = "Is Not"

        /// Gizmo Pack's spellings.
        public var aliases: [String] {
            switch self {
            case .hasKey: return ["contains", "has"]
            case .lacksKey: return ["doesNotContain", "notContains", "lacks"]
            case .is: return ["is", "equals"]
            case .isNot: return ["isNot", "notEquals"]
            }
        }
    }

    static let dictionaries = Parameter<[Value]>("dictionaries", summary: "The list of dictionaries.")
    static let condition = Parameter<Condition>(
        "condition", summary: "Has or lacks the key, or its value is or is not the text.", default: .hasKey)
    static let key = Parameter<String>(
        "key", summary: "A key or dot path (a.b; numbers index lists; \\. is a literal dot).", required: true)
    static let value = Parameter<String>(
        "value",
        summary:
            "For Is and Is Not: the text the value at the key is compared with, exactly (a number or true/false as its text; a missing key is no match for Is).",
        default: "", parent: .init(condition, [.is, .isNot]))

    public static let definition = ActionDefinition(
        "org.shortcutengine.dictionaries.filter", name: "Filter Dictionaries",
        summary:
            "Keeps the dictionaries of a list that have (or lack) a key path, or whose value there is (or is not) a text; other items are dropped.",
        category: "Dictionaries",
        parameters: [dictionaries, condition, key, value],
        input: dictionaries, output: .produces(.list), outputName: "Dictionaries")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let path = KeyPath(parsing: try parameters[Self.key])
        let condition = try parameters[Self.condition]
        let text = condition == .is || condition == .isNot ? try parameters[Self.value] : ""
        return .list(
            try parameters[Self.dictionaries].filter { item in
                guard case .dictionary = item else { return false }
                switch condition {
                case .hasKey: return path.exists(in: item)
                case .lacksKey: return !path.exists(in: item)
                case .is, .isNot:
                    let found =
                        path.exists(in: item)
                        ? try context.limitedText(try path.lookup(in: item, coercion: context.coercion)) : nil
                    return (found == text) == (condition == .is)
                }
            })
    }
}
