import ShortcutEngine

/// Set Dictionary Value: sets one top-level key (nested dot paths are `dictionary.setpath`).
public enum SetDictionaryValueAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.setvalueforkey", name: "Set Dictionary Value",
        summary: "Sets the value of one key and outputs the dictionary.", category: "Dictionaries",
        parameters: [
            ParameterDefinition(
                "dictionary", wireKey: "WFDictionary", type: .dictionary, summary: "The dictionary to change (a copy is changed)."
            ),
            ParameterDefinition(
                "key", wireKey: "WFDictionaryKey", type: .text, summary: "The key, taken literally.", required: true),
            ParameterDefinition(
                "value", wireKey: "WFDictionaryValue", type: .any, summary: "The new value (any type).", default: ""),
        ],
        input: "dictionary", output: .produces(.dictionary))

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var dictionary = ValueDictionary()
        if case .dictionary(let existing) = try parameters.value("dictionary") { dictionary = existing }
        dictionary[try parameters.text("key")] = try parameters.value("value")
        return .dictionary(dictionary)
    }
}
