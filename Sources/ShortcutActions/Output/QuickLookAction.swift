import ShortcutEngine

/// Quick Look: previews the input through the host (standard error in the CLI) and passes it on.
public enum QuickLookAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "What to preview.")
    static let fullScreen = Parameter<Value>(
        "fullScreen", wireKey: "WFQuickLookActionFullScreen", label: "Full Screen", type: .boolean,
        summary: "Preview full screen (ignored on a terminal).", default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.previewdocument", name: "Quick Look",
        summary: "Previews the input (as text on standard error on a terminal); passes it through.", category: "Output",
        parameters: [input, fullScreen],
        input: input, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional(Self.input) ?? .nothing
        context.host.present(.preview(try context.limitedText(value)))
        return value
    }
}
