import ShortcutEngine

/// Get Index of List Item: where an item first appears in a list (the Actions app's action of that name).
public enum GetIndexOfListItemAction: Action {
    static let list = Parameter<[Value]>("list", summary: "The items (compared as text).")
    static let item = Parameter<Value>("item", summary: "The item to find, compared as text with each item.", required: true)

    public static let definition = ActionDefinition(
        "org.shortcutengine.list.indexof", name: "Get Index of List Item",
        summary:
            "The position of the first item equal to the given one (as text), counting from 1; -1 when it is not in the list.",
        category: "Lists",
        parameters: [list, item],
        input: list, output: .produces(.number), outputName: "Index")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        // Each value measured before it is written out as text: a list of shared dictionaries would
        // otherwise expand (issue 26).
        let wanted = try context.limitedText(try parameters.value(Self.item))
        let items = try parameters[Self.list]
        let index = try items.firstIndex { try context.limitedText($0) == wanted }
        return .number(Number(index.map { $0 + 1 } ?? -1))
    }
}
