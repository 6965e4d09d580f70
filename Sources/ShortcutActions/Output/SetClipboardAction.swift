import ShortcutEngine

/// Copy to Clipboard: puts the input on the clipboard and passes it on.
public enum SetClipboardAction: Action {
    public static let definition = ActionDefinition(
        "is.workflow.actions.setclipboard", name: "Copy to Clipboard", summary: "Copies the input to the clipboard.", category: "Output",
        parameters: [ParameterDefinition("input", wireKey: "WFInput", type: .any, summary: "What to copy.")],
        input: "input", output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional("input") ?? .nothing
        try context.host.writeClipboard(value)
        return value
    }
}
