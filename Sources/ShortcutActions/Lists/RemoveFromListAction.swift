import ListOrdering
import ShortcutEngine

/// Remove from List (the Actions app's tool, and ours): the list without its first or last item,
/// the item at an index, the items of a range, or a number of random items. Items count from 1.
public enum RemoveFromListAction: Action {
    /// Which items go.
    public enum Removal: String, Choice {
        case first = "First Item"
        case last = "Last Item"
        case index = "Item at Index"
        case range = "Items in Range"
        case random = "Random Items"

        /// The Actions app's names (`action` of its RemoveFromListIntent).
        public var aliases: [String] {
            switch self {
            case .first: return ["firstItem"]
            case .last: return ["lastItem"]
            case .index: return ["index"]
            case .range: return ["range"]
            case .random: return ["randomItems"]
            }
        }
    }

    static let list = Parameter<[Value]>("list", summary: "The items.")
    static let remove = Parameter<Removal>("remove", label: "Remove", summary: "Which items go.", default: .first)
    static let index = Parameter<Int>(
        "index", label: "Index", type: .number, summary: "The item to remove (1 is the first).", minimum: 1,
        parent: .init(remove, [Removal.index]))
    static let start = Parameter<Int>(
        "start", label: "From", type: .number, summary: "The range's first item.", minimum: 1,
        parent: .init(remove, [Removal.range]))
    static let end = Parameter<Int>(
        "end", label: "To", type: .number, summary: "The range's last item.", minimum: 1,
        parent: .init(remove, [Removal.range]))
    static let count = Parameter<Int>(
        "count", label: "Count", summary: "How many random items go (all when more than the list has).", default: 1,
        minimum: 0, parent: .init(remove, [Removal.random]))

    public static let definition = ActionDefinition(
        "org.shortcutengine.list.remove", name: "Remove from List",
        summary:
            "The list without its first or last item, the item at an index, the items of a range (bounds in either order), or some random items (from the run's seeded generator). Items count from 1.",
        category: "Lists",
        parameters: [list, remove, index, start, end, count],
        input: list, output: .produces(.list), outputName: "Updated List")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var items = try parameters[Self.list]
        guard !items.isEmpty else { return .list([]) }
        /// A 1-based position that must be in the list.
        func position(_ key: Parameter<Int>) throws -> Int {
            let number = try parameters[key]
            guard (1...items.count).contains(number) else {
                throw ActionFailure(ListFailure.noItemToRemove(number, count: items.count), parameter: key)
            }
            return number - 1
        }
        switch try parameters[Self.remove] {
        case .first: items.removeFirst()
        case .last: items.removeLast()
        case .index: items.remove(at: try position(index))
        case .range:
            let (a, b) = (try position(start), try position(end))
            items.removeSubrange(min(a, b)...max(a, b))
        case .random:
            let count = min(try parameters[Self.count], items.count)
            let doomed = Set(shuffled(Array(items.indices), using: &context.random).prefix(count))
            items = items.indices.filter { !doomed.contains($0) }.map { items[$0] }
        }
        return .list(items)
    }
}
