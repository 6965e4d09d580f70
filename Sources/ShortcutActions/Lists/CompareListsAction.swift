import ShortcutEngine

/// Compare Lists: the items of two lists taken as sets, compared as text (the Actions app's
/// Transform Lists: subtraction, intersection, symmetric difference).
public enum CompareListsAction: Action {
    /// Which items are kept.
    public enum Operation: String, Choice {
        case subtraction = "Only in First"
        case intersection = "In Both"
        case symmetricDifference = "In Only One"
    }

    static let first = Parameter<[Value]>("first", summary: "The first list.")
    static let second = Parameter<[Value]>("second", summary: "The second list.")
    static let operation = Parameter<Operation>(
        "operation",
        summary: "Only in First: the first's items the second lacks. In Both: those both have. In Only One: those just one has.",
        default: .intersection)

    public static let definition = ActionDefinition(
        "org.shortcutengine.list.compare", name: "Compare Lists",
        summary:
            "Compares two lists as sets, item by item as text: the items only in the first, in both, or in only one; each once, in the order met (the first list, then the second).",
        category: "Lists",
        parameters: [first, second, operation],
        input: first, output: .produces(.list), outputName: "Compared Lists")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let first = try parameters[Self.first]
        let second = try parameters[Self.second]
        let firstKeys = try ListItemKeys.texts(first, context: context)
        let secondKeys = try ListItemKeys.texts(second, context: context)
        let inFirst = Set(firstKeys)
        let inSecond = Set(secondKeys)
        let operation = try parameters[Self.operation]
        var seen: Set<String> = []
        var result: [Value] = []
        for (item, key) in zip(first + second, firstKeys + secondKeys) where !seen.contains(key) {
            let kept: Bool
            switch operation {
            case .subtraction: kept = inFirst.contains(key) && !inSecond.contains(key)
            case .intersection: kept = inFirst.contains(key) && inSecond.contains(key)
            case .symmetricDifference: kept = inFirst.contains(key) != inSecond.contains(key)
            }
            if kept {
                seen.insert(key)
                result.append(item)
            }
        }
        return .list(result)
    }
}
