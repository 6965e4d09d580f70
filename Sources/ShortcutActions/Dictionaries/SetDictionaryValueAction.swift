import ShortcutEngine

/// Set Dictionary Value: sets one top-level key (nested dot paths are `dictionary.setpath`).
public enum SetDictionaryValueAction: Action {
    static let dictionary = Parameter<Value>(
        "dictionary", wireKey: "WFDictionary", type: .dictionary, summary: "The dictionary to change (a copy is changed).")
    static let key = Parameter<String>("key", wireKey: "WFDictionaryKey", summary: "The key, taken literally.", required: true)
    static let value = Parameter<Value>(
        "value", wireKey: "WFDictionaryValue", summary: "The new value (any type).", default: "")

    public static let definition = ActionDefinition(
        "is.workflow.actions.setvalueforkey", name: "Set Dictionary Value",
        summary: "Sets the value of one key and outputs the dictionary.", category: "Dictionaries",
        parameters: [dictionary, key, value],
        input: dictionary, output: .produces(.dictionary))

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var dictionary = ValueDictionary()
        if case .dictionary(let existing) = try parameters.value(Self.dictionary) { dictionary = existing }
        dictionary[try parameters[Self.key]] = try parameters.value(Self.value)
        return .dictionary(dictionary)
    }
}
