import ShortcutEngine

/// Dictionary: outputs the given key–value pairs, in order.
public enum DictionaryAction: Action {
    static let items = Parameter<Value>(
        "items", wireKey: "WFItems", type: .dictionary, summary: "The key–value pairs; values may be any value or reference.",
        default: .dictionary(ValueDictionary()))

    public static let definition = ActionDefinition(
        "is.workflow.actions.dictionary", name: "Dictionary", summary: "Passes a dictionary to the next action.",
        category: "Dictionaries",
        parameters: [items],
        output: .produces(.dictionary))

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try parameters.value(Self.items)
    }
}
