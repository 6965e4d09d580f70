import ShortcutEngine

/// List: outputs the given items.
public enum ListAction: Action {
    static let items = Parameter<[Value]>(
        "items", wireKey: "WFItems", summary: "The items; each may be any value or reference.", default: .list([]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.list", name: "List", summary: "Passes a list of items to the next action.", category: "Lists",
        parameters: [items],
        output: .produces(.list))

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .list(try parameters[Self.items])
    }
}
