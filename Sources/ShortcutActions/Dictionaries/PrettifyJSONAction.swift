import ShortcutEngine

/// Prettify JSON: a dictionary, a list, or JSON (or JSON5) text written as JSON indented by two
/// spaces, keys in their order. Jayson's Prettify JSON imports to it.
public enum PrettifyJSONAction: Action {
    static let input = Parameter<Value>("input", summary: "A dictionary, a list, or JSON text, or a file holding it (UTF-8).")

    public static let definition = ActionDefinition(
        "org.shortcutengine.json.prettify", name: "Prettify JSON",
        summary:
            "Writes a dictionary, a list, or JSON text (JSON5 read too, from text or a file) as JSON indented by two spaces, keys in their order; Nothing gives Nothing, text that is not JSON stops the run.",
        category: "Dictionaries",
        parameters: [input],
        input: input, output: .produces(.text), outputName: "Pretty JSON")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional(Self.input) ?? .nothing
        let parsed: Value
        switch value {
        case .nothing: return .nothing
        case .dictionary, .list: parsed = value
        default: parsed = try ParseJSON5Action.perform(parameters, context: context)
        }
        return .text(try context.limitedJSONText(parsed, pretty: true))
    }
}
