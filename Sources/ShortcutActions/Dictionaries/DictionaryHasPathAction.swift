import ShortcutEngine

/// Dictionary Has Path: whether a value exists at a dot path.
public enum DictionaryHasPathAction: Action {
    static let dictionary = Parameter<Value>("dictionary", summary: "The dictionary (or list).")
    static let path = Parameter<String>(
        "path", summary: "Dot path; 1-based list indexes, negative from the end; \\. is a literal dot.", required: true)

    public static let definition = ActionDefinition(
        "org.shortcutengine.dictionary.haspath", name: "Dictionary Has Path",
        summary: "Outputs true when a value exists at the dot path.", category: "Dictionaries",
        parameters: [dictionary, path],
        input: dictionary, output: .produces(.boolean), outputName: "Has Path")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let root = try DictionaryPathInput.root(parameters, Self.dictionary, context: context)
        return .boolean(KeyPath(parsing: try parameters[Self.path]).exists(in: root))
    }
}
