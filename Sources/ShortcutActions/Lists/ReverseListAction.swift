import ShortcutEngine

/// Reverse List: the items in the opposite order.
public enum ReverseListAction: Action {
    static let list = Parameter<[Value]>("list", summary: "The items.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.list.reverse", name: "Reverse List", summary: "Reverses the order of a list.", category: "Lists",
        parameters: [list],
        input: list, output: .produces(.list), outputName: "Reversed List")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .list(try parameters[Self.list].reversed())
    }
}
