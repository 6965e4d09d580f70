import ShortcutEngine

/// Get Clipboard: the clipboard's contents, through the host.
public enum GetClipboardAction: Action {
    public static let definition = ActionDefinition(
        "is.workflow.actions.getclipboard", name: "Get Clipboard", summary: "Passes the clipboard's contents on.",
        category: "Output",
        output: .produces(.any), outputName: "Clipboard")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try context.host.readClipboard()
    }
}
