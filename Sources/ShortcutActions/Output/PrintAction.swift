import ShortcutEngine

/// Print: shows its input and passes it on, for tracing values through a chain.
public enum PrintAction: Action {
    static let input = Parameter<Value>("input", summary: "What to print.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.print", name: "Print", summary: "Shows the input as text and passes it on unchanged.",
        category: "Output",
        parameters: [input],
        input: input, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional(Self.input) ?? .nothing
        context.host.show(try context.limitedText(value))
        return value
    }
}
