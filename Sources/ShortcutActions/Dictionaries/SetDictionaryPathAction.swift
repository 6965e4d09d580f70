import ShortcutEngine

/// Set Dictionary Value at Path: sets a nested value by dot path, creating dictionaries on the way,
/// or adds it to the list there (Toolbox Pro's Set Nested Dictionary Value in Append mode).
public enum SetDictionaryPathAction: Action {
    /// What happens at the path.
    public enum Mode: String, Choice {
        case set = "Set"
        case append = "Append"

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .set: return "the value replaces what is there"
            case .append:
                return
                    "the value becomes the last item of the list there (nothing there: a one-item list; another value: a list of it and the value)"
            }
        }
    }

    static let dictionary = Parameter<Value>(
        "dictionary", summary: "The dictionary (or list), e.g. {{var:Settings}}; a copy is changed.")
    static let path = Parameter<String>(
        "path", summary: "Dot path; 1-based list indexes, negative from the end; \\. is a literal dot.", required: true)
    static let value = Parameter<Value>(
        "value", summary: "The value to set: any type, dictionaries and lists included.", default: "")
    static let mode = Parameter<Mode>("mode", summary: "Set the value, or add it to the list at the path.", default: .set)
    static let append = Parameter<Bool>(
        "append", summary: "Let the item just past a list's end append a new item.", default: false)
    static let variable = Parameter<String>(
        "variable", summary: "Also store the result in this variable (e.g. the one the dictionary came from).", default: "")

    public static let definition = ActionDefinition(
        "org.shortcutengine.dictionary.setpath", name: "Set Dictionary Value at Path",
        summary: "Sets a nested value by dot path (people.alex.job), creating dictionaries on the way; numbers index lists.",
        category: "Dictionaries",
        parameters: [dictionary, path, mode, value, append, variable],
        input: dictionary, output: .produces(.dictionary), outputName: "Dictionary", writesVariable: "variable")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let root = try DictionaryPathInput.root(parameters, Self.dictionary, context: context)
        let path = KeyPath(parsing: try parameters[Self.path])
        let result: Value
        var value = try parameters.value(Self.value)
        let outOfRange: KeyPath.OutOfRange = try parameters[Self.append] ? .append : .fail
        let mode = try parameters[Self.mode]
        do {
            if mode == .append {
                switch path.exists(in: root) ? try path.lookup(in: root, coercion: context.coercion) : .nothing {
                case .nothing: value = .list([value])
                case .list(let items): value = .list(items + [value])
                case let existing: value = .list([existing, value])
                }
            }
            result = try path.setting(value, in: root, outOfRange: outOfRange)
        } catch {
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
