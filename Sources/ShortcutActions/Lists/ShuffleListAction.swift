import ListOrdering
import ShortcutEngine

/// Shuffle List: a uniform Fisher–Yates shuffle from the run's seeded generator (`--seed`).
public enum ShuffleListAction: Action {
    static let list = Parameter<[Value]>("list", summary: "The items.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.list.shuffle", name: "Shuffle List",
        summary: "Puts a list in a random order (reproducible with --seed).", category: "Lists",
        parameters: [list],
        input: list, output: .produces(.list), outputName: "Shuffled List")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .list(shuffled(try parameters[Self.list], using: &context.random))
    }
}
