import ShortcutEngine

/// Get Clipboard: the clipboard's contents, through the host.
public enum GetClipboardAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.getclipboard", name: "Get Clipboard", summary: "Passes the clipboard's contents on.",
        category: "Output",
        output: .produces(.any), outputName: "Clipboard")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try context.host.readClipboard()
    }
}
