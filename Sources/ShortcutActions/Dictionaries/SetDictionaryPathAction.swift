import ShortcutEngine

/// Set Dictionary Value at Path: sets a nested value by dot path, creating dictionaries on the way.
public enum SetDictionaryPathAction: Action {
    static let dictionary = Parameter<Value>(
        "dictionary", summary: "The dictionary (or list), e.g. {{var:Settings}}; a copy is changed.")
    static let path = Parameter<String>(
        "path", summary: "Dot path; 1-based list indexes, negative from the end; \\. is a literal dot.", required: true)
    static let value = Parameter<Value>(
        "value", summary: "The value to set: any type, dictionaries and lists included.", default: "")
    static let append = Parameter<Bool>(
        "append", summary: "Let the item just past a list's end append a new item.", default: false)
    static let variable = Parameter<String>(
        "variable", summary: "Also store the result in this variable (e.g. the one the dictionary came from).", default: "")

    public static let definition = ActionDefinition(
        "org.shortcutengine.dictionary.setpath", name: "Set Dictionary Value at Path",
        summary: "Sets a nested value by dot path (people.alex.job), creating dictionaries on the way; numbers index lists.",
        category: "Dictionaries",
        parameters: [dictionary, path, value, append, variable],
        input: dictionary, output: .produces(.dictionary), outputName: "Dictionary", writesVariable: "variable")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let root = try DictionaryPathInput.root(parameters, Self.dictionary, context: context)
        let path = KeyPath(parsing: try parameters[Self.path])
        let result: Value
        let value = try parameters.value(Self.value)
        let outOfRange: KeyPath.OutOfRange = try parameters[Self.append] ? .append : .fail
        do { result = try path.setting(value, in: root, outOfRange: outOfRange) } catch {
            throw ActionFailure(error, parameter: "path")
        }
        try DictionaryPathInput.store(result, parameters, Self.variable, context: context)
        return result
    }
}

/// Shared input handling of the path actions.
enum DictionaryPathInput {
    static func root(_ parameters: ResolvedParameters, _ dictionary: Parameter<Value>, context: ActionContext) throws -> Value {
        let value = parameters.optional(dictionary) ?? .nothing
        switch value {
        case .dictionary, .list, .nothing: return value
        case .text:
            do { return try context.coercion.coerce(value, to: .dictionary) } catch {
                throw ActionFailure(error, parameter: dictionary.key)
            }
        default:
            throw ActionFailure(DictionaryFailure.notDictionaryOrList(value.type), parameter: dictionary)
        }
    }

    static func store(
        _ result: Value, _ parameters: ResolvedParameters, _ variable: Parameter<String>, context: ActionContext
    ) throws {
        let name = try parameters[variable]
        if !name.isEmpty { try context.setVariable(name, to: result) }
    }
}
