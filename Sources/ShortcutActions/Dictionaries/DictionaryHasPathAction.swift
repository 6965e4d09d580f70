import ShortcutEngine

/// Dictionary Has Path: whether a value exists at a dot path.
public enum DictionaryHasPathAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.dictionary.haspath", name: "Dictionary Has Path",
        summary: "Outputs true when a value exists at the dot path.", category: "Dictionaries",
        parameters: [
            ParameterDefinition("dictionary", type: .any, summary: "The dictionary (or list)."),
            ParameterDefinition(
                "path", type: .text, summary: "Dot path; 1-based list indexes, negative from the end; \\. is a literal dot.",
                required: true),
        ],
        input: "dictionary", output: .produces(.boolean), outputName: "Has Path")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let root = try DictionaryPathInput.root(parameters, context: context)
        return .boolean(KeyPath(parsing: try parameters.text("path")).exists(in: root))
    }
}
