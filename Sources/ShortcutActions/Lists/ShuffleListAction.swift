import ListOrdering
import ShortcutEngine

/// Shuffle List: a uniform Fisher–Yates shuffle from the run's seeded generator (`--seed`).
public enum ShuffleListAction: Action {
    static let list = Parameter<[Value]>("list", summary: "The items.")
    static let limit = Parameter<Int>(
        "limit", summary: "Keep only the first this many of the shuffled items (0: all).", default: 0, minimum: 0)

    public static let definition = ActionDefinition(
        "org.shortcutengine.list.shuffle", name: "Shuffle List",
        summary: "Puts a list in a random order (reproducible with --seed).", category: "Lists",
        parameters: [list, limit],
        input: list, output: .produces(.list), outputName: "Shuffled List")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let all = shuffled(try parameters[Self.list], using: &context.random)
        let limit = try parameters[Self.limit]
        return .list(limit > 0 ? Array(all.prefix(limit)) : all)
    }
}
