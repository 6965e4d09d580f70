import ShortcutEngine

/// Copy to Clipboard: puts the input on the clipboard and passes it on.
public enum SetClipboardAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.setclipboard", name: "Copy to Clipboard", summary: "Copies the input to the clipboard.",
        category: "Output",
        parameters: [ParameterDefinition("input", wireKey: "WFInput", type: .any, summary: "What to copy.")],
        input: "input", output: .passesInputThrough)

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional("input") ?? .nothing
        try context.host.writeClipboard(value)
        return value
    }
}
