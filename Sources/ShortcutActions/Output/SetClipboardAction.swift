import ShortcutEngine

/// Copy to Clipboard: puts the input on the clipboard and passes it on.
public enum SetClipboardAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "What to copy.")

    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.setclipboard", name: "Copy to Clipboard", summary: "Copies the input to the clipboard.",
        category: "Output",
        parameters: [input],
        input: input, output: .passesInputThrough)

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional(Self.input) ?? .nothing
        try context.host.writeClipboard(value)
        return value
    }
}
