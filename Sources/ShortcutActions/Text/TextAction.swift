import ShortcutEngine

/// Text: outputs the text, with any embedded references filled in.
public enum TextAction: Action {
    static let text = Parameter<String>(
        "text", wireKey: "WFTextActionText", summary: "The text, which may embed {{references}}.", default: "")

    public static let definition = ActionDefinition(
        "is.workflow.actions.gettext", name: "Text", summary: "Passes the specified text to the next action.", category: "Text",
        parameters: [text],
        output: .produces(.text))

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .text(try parameters[Self.text])
    }
}
