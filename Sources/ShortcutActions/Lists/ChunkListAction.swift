import ListOrdering
import ShortcutEngine

/// Split List into Chunks: consecutive groups of N items (the last may be shorter).
public enum ChunkListAction: Action {
    static let list = Parameter<[Value]>("list", summary: "The items.")
    static let size = Parameter<Int>("size", summary: "Items per chunk (1 or more).", default: 2, minimum: 1)

    public static let definition = ActionDefinition(
        "org.shortcutengine.list.chunk", name: "Split List into Chunks",
        summary: "Groups a list into lists of N items; the last group may be shorter.", category: "Lists",
        parameters: [list, size],
        input: list, output: .produces(.list), outputName: "Chunks")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .list(try chunks(try parameters[Self.list], size: try parameters[Self.size]).map(Value.list))
    }
}
