import ListOrdering
import ShortcutEngine

/// Get First or Last Items: the first or last N items of a list.
public enum TakeItemsAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.list.take", name: "Get First or Last Items",
        summary: "Gets the first or last N items of a list (all of them if it is shorter).", category: "Lists",
        parameters: [
            ParameterDefinition("list", type: .list, summary: "The items."),
            ParameterDefinition(
                "from", type: .text, summary: "Which end.", default: "Start", allowed: ["Start", "End"],
                aliases: ["first": "Start", "last": "End"]),
            ParameterDefinition("count", type: .number, summary: "How many items (1 or more).", default: 1, minimum: 1),
        ],
        input: "list", output: .produces(.list), outputName: "Items")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let items = try parameters.list("list")
        let count = try parameters.integer("count")
        return .list(try parameters.choice("from") == "End" ? try last(count, of: items) : try first(count, of: items))
    }
}
