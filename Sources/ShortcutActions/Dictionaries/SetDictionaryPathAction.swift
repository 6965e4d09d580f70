import ShortcutEngine

/// Set Dictionary Value at Path: sets a nested value by dot path, creating dictionaries on the way.
public enum SetDictionaryPathAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.dictionary.setpath", name: "Set Dictionary Value at Path",
        summary: "Sets a nested value by dot path (people.alex.job), creating dictionaries on the way; numbers index lists.",
        category: "Dictionaries",
        parameters: [
            ParameterDefinition(
                "dictionary", type: .any, summary: "The dictionary (or list), e.g. {{var:Settings}}; a copy is changed."),
            ParameterDefinition(
                "path", type: .text, summary: "Dot path; 1-based list indexes, negative from the end; \\. is a literal dot.",
                required: true),
            ParameterDefinition(
                "value", type: .any, summary: "The value to set: any type, dictionaries and lists included.", default: ""),
            ParameterDefinition(
                "append", type: .boolean, summary: "Let the item just past a list's end append a new item.", default: false),
            ParameterDefinition(
                "variable", type: .text,
                summary: "Also store the result in this variable (e.g. the one the dictionary came from).", default: ""),
        ],
        input: "dictionary", output: .produces(.dictionary), outputName: "Dictionary", writesVariable: "variable")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let root = try DictionaryPathInput.root(parameters, context: context)
        let path = KeyPath(parsing: try parameters.text("path"))
        let result: Value
        let value = try parameters.value("value")
        let outOfRange: KeyPath.OutOfRange = try parameters.bool("append") ? .append : .fail
        do { result = try path.setting(value, in: root, outOfRange: outOfRange) } catch {
            throw ActionFailure(error, parameter: "path")
        }
        try DictionaryPathInput.store(result, parameters, context: context)
        return result
    }
}

/// Shared input handling of the path actions.
enum DictionaryPathInput {
    static func root(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional("dictionary") ?? .nothing
        switch value {
        case .dictionary, .list, .nothing: return value
        case .text:
            do { return try context.coercion.coerce(value, to: .dictionary) } catch {
                throw ActionFailure(error, parameter: "dictionary")
            }
        default:
            throw ActionFailure(DictionaryFailure.notDictionaryOrList(value.type), parameter: "dictionary")
        }
    }

    static func store(_ result: Value, _ parameters: ResolvedParameters, context: ActionContext) throws {
        let name = try parameters.text("variable")
        if !name.isEmpty { try context.setVariable(name, to: result) }
    }
}
