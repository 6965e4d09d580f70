import ShortcutEngine

/// Get Dictionary Value: a value by key path (`people.alex.job`), or all keys or values.
public enum GetDictionaryValueAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.getvalueforkey", name: "Get Dictionary Value",
        summary: "Gets a value by key path, or all keys or values.", category: "Dictionaries",
        parameters: [
            ParameterDefinition(
                "dictionary", wireKey: "WFInput", type: .dictionary, summary: "The dictionary (text holding JSON works too)."),
            ParameterDefinition(
                "get", wireKey: "WFGetDictionaryValueType", type: .text, summary: "What to get.", default: "Value",
                allowed: ["Value", "All Keys", "All Values"]),
            ParameterDefinition(
                "key", wireKey: "WFDictionaryKey", type: .text,
                summary: "A key or dot path (a.b.c; numbers index lists; \\. is a literal dot).", required: true,
                parent: .init("get", ["Value"])),
        ],
        input: "dictionary", output: .produces(.any), outputName: "Dictionary Value")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = try parameters.value("dictionary")
        guard case .dictionary(let dictionary) = value else { return .nothing }
        switch try parameters.choice("get") {
        case "All Keys": return .list(dictionary.keys.map(Value.text))
        case "All Values": return .list(dictionary.values)
        default:
            let path = KeyPath(parsing: try parameters.text("key"))
            do { return try path.lookup(in: value, coercion: context.coercion) } catch {
                throw ActionFailure(error.message, hint: error.hint, parameter: "key")
            }
        }
    }
}
