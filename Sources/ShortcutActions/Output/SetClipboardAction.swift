import ShortcutEngine

/// Copy to Clipboard: puts the input on the clipboard and passes it on.
public enum SetClipboardAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "What to copy.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.setclipboard", name: "Copy to Clipboard", summary: "Copies the input to the clipboard.",
        category: "Output",
        parameters: [input],
        input: input, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional(Self.input) ?? .nothing
        try context.host.writeClipboard(value)
        return value
    }
}
