import ListOrdering
import ShortcutEngine

/// Split List into Chunks: consecutive groups of N items (the last may be shorter).
public enum ChunkListAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.list.chunk", name: "Split List into Chunks",
        summary: "Groups a list into lists of N items; the last group may be shorter.", category: "Lists",
        parameters: [
            ParameterDefinition("list", type: .list, summary: "The items."),
            ParameterDefinition("size", type: .number, summary: "Items per chunk (1 or more).", default: 2, minimum: 1),
        ],
        input: "list", output: .produces(.list), outputName: "Chunks")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .list(try chunks(try parameters.list("list"), size: try parameters.integer("size")).map(Value.list))
    }
}
