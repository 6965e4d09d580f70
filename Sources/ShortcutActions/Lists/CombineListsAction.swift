import ShortcutEngine

/// Combine Lists: two lists joined, intersected or subtracted.
public enum CombineListsAction: Action {
    /// How the lists combine.
    public enum Operation: String, Choice {
        case join = "Join"
        case intersect = "Intersect"
        case subtract = "Subtract"
        case symmetricDifference = "Symmetric Difference"

        /// The apps' spellings.
        public var aliases: [String] {
            switch self {
            case .join: return ["join", "append", "union"]
            case .intersect: return ["intersect", "intersection", "common"]
            case .subtract: return ["subtract", "difference", "remove"]
            case .symmetricDifference: return ["symmetricDifference", "exclusive"]
            }
        }

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .join: return "the first list's items, then the second's"
            case .intersect: return "the first list's items that are also in the second"
            case .subtract: return "the first list's items that are not in the second"
            case .symmetricDifference: return "the items in one list but not both"
            }
        }
    }

    static let first = Parameter<[Value]>("first", summary: "The first list.")
    static let second = Parameter<[Value]>("second", summary: "The second list.", default: .list([]))
    static let more = Parameter<[Value]>(
        "more",
        summary:
            "Further lists (the Actions app's lists 3 to 10), read with the second as one list: joined after it, or the other side of the operation.",
        default: .list([]))
    static let operation = Parameter<Operation>("operation", summary: "How they combine.", default: .join)
    static let removeDuplicates = Parameter<Bool>(
        "removeDuplicates", label: "Remove Duplicates", summary: "Keep only the first of equal items.", default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.list.combine", name: "Combine Lists",
        summary:
            "Combines two lists (or more, read with the second): joined, intersected, subtracted or their symmetric difference (items compared as values), optionally without duplicates.",
        category: "Lists",
        parameters: [first, second, more, operation, removeDuplicates],
        input: first, output: .produces(.list), outputName: "Combined List")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let first = try parameters[Self.first]
        // Each further list's items follow the second's (an item that is no list counts as itself).
        let second = try parameters[Self.second] + parameters[Self.more].flatMap { $0.items }
        var combined: [Value]
        switch try parameters[Self.operation] {
        case .join: combined = first + second
        case .intersect:
            let other = Set(second)
            combined = first.filter { other.contains($0) }
        case .subtract:
            let other = Set(second)
            combined = first.filter { !other.contains($0) }
        case .symmetricDifference:
            let left = Set(first)
            let right = Set(second)
            combined = first.filter { !right.contains($0) } + second.filter { !left.contains($0) }
        }
        if try parameters[Self.removeDuplicates] {
            var seen: Set<Value> = []
            combined = combined.filter { seen.insert($0).inserted }
        }
        return .list(combined)
    }
}
