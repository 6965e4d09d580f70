import ShortcutEngine

/// Show Result: shows text to the user (standard output in the CLI). Has no output.
public enum ShowResultAction: Action {
    static let text = Parameter<String>("text", wireKey: "Text", summary: "What to show; defaults to the input.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.showresult", name: "Show Result", summary: "Shows text to the user.", category: "Output",
        parameters: [text],
        input: text, output: .produces(.nothing))

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        context.host.show(try parameters[Self.text])
        return .nothing
    }
}
