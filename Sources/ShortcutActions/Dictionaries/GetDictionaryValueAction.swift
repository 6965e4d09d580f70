import ShortcutEngine

/// Get Dictionary Value: a value by key path (`people.alex.job`), or all keys or values.
public enum GetDictionaryValueAction: Action {
    /// What the action gets from the dictionary.
    public enum Part: String, Choice {
        case value = "Value"
        case allKeys = "All Keys"
        case allValues = "All Values"
    }

    static let dictionary = Parameter<Value>(
        "dictionary", wireKey: "WFInput", type: .dictionary, summary: "The dictionary (text holding JSON works too).")
    static let get = Parameter<Part>("get", wireKey: "WFGetDictionaryValueType", summary: "What to get.", default: .value)
    static let key = Parameter<String>(
        "key", wireKey: "WFDictionaryKey", summary: "A key or dot path (a.b.c; numbers index lists; \\. is a literal dot).",
        required: true, parent: .init(get, [Part.value]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.getvalueforkey", name: "Get Dictionary Value",
        summary: "Gets a value by key path, or all keys or values.", category: "Dictionaries",
        parameters: [dictionary, get, key],
        input: dictionary, output: .produces(.any), outputName: "Dictionary Value")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = try parameters.value(Self.dictionary)
        guard case .dictionary(let dictionary) = value else { return .nothing }
        switch try parameters[Self.get] {
        case .allKeys: return .list(dictionary.keys.map(Value.text))
        case .allValues: return .list(dictionary.values)
        case .value:
            let path = KeyPath(parsing: try parameters[Self.key])
            do { return try path.lookup(in: value, coercion: context.coercion) } catch {
                throw ActionFailure(error, parameter: "key")
            }
        }
    }
}
