import ListOrdering
import ShortcutEngine

/// Get First or Last Items: the first or last N items of a list.
public enum TakeItemsAction: Action {
    /// Which end of the list the items are taken from.
    public enum End: String, Choice {
        case start = "Start"
        case end = "End"

        /// The words the action's name uses.
        public var aliases: [String] {
            switch self {
            case .start: return ["first"]
            case .end: return ["last"]
            }
        }
    }

    static let list = Parameter<[Value]>("list", summary: "The items.")
    static let from = Parameter<End>("from", summary: "Which end.", default: .start)
    static let count = Parameter<Int>("count", summary: "How many items (1 or more).", default: 1, minimum: 1)

    public static let definition = ActionDefinition(
        "org.shortcutengine.list.take", name: "Get First or Last Items",
        summary: "Gets the first or last N items of a list (all of them if it is shorter).", category: "Lists",
        parameters: [list, from, count],
        input: list, output: .produces(.list), outputName: "Items")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let items = try parameters[Self.list]
        let count = try parameters[Self.count]
        switch try parameters[Self.from] {
        case .start: return .list(try first(count, of: items))
        case .end: return .list(try last(count, of: items))
        }
    }
}
