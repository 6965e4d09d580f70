import ShortcutEngine

/// Remove Dictionary Value at Path: removes a nested key or list item; a missing path changes nothing.
public enum RemoveDictionaryPathAction: Action {
    static let dictionary = Parameter<Value>("dictionary", summary: "The dictionary (or list); a copy is changed.")
    static let path = Parameter<String>(
        "path", summary: "Dot path; 1-based list indexes, negative from the end; \\. is a literal dot.", required: true)
    static let variable = Parameter<String>(
        "variable", summary: "Also store the result in this variable.", default: "")

    public static let definition = ActionDefinition(
        "org.shortcutengine.dictionary.removepath", name: "Remove Dictionary Value at Path",
        summary: "Removes the value at a dot path; a path that does not exist leaves the dictionary unchanged.",
        category: "Dictionaries",
        parameters: [dictionary, path, variable],
        input: dictionary, output: .produces(.dictionary), outputName: "Dictionary", writesVariable: "variable")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let root = try DictionaryPathInput.root(parameters, Self.dictionary, context: context)
        let result: Value
        let path = KeyPath(parsing: try parameters[Self.path])
        do { result = try path.removing(from: root) } catch {
            throw ActionFailure(error, parameter: "path")
        }
        try DictionaryPathInput.store(result, parameters, Self.variable, context: context)
        return result
    }
}
