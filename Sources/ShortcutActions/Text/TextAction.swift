import ShortcutEngine

/// Text: outputs the text, with any embedded references filled in.
public enum TextAction: Action {
    public static let definition = ActionDefinition(
        "is.workflow.actions.gettext", name: "Text", summary: "Passes the specified text to the next action.", category: "Text",
        parameters: [ParameterDefinition("text", wireKey: "WFTextActionText", type: .text, summary: "The text, which may embed {{references}}.", default: "")],
        output: .produces(.text))

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .text(try parameters.text("text"))
    }
}
