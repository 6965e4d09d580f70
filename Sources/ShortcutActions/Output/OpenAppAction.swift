import ShortcutEngine

/// Open App: hands the app's identifier to the host's opener (the CLI opens only with
/// `--allow-open`, otherwise prints it); passes its input through.
public enum OpenAppAction: Action {
    static let app = Parameter<String>(
        "app", wireKey: "WFAppIdentifier", label: "App", summary: "The app's bundle identifier or name.", required: true)
    static let input = Parameter<Value>("input", summary: "Passed through.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.openapp", name: "Open App",
        summary:
            "Opens an app by its identifier when the host allows it (the CLI: --allow-open), otherwise prints it; passes the input through.",
        category: "Output",
        parameters: [app, input],
        input: input, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try context.host.open(try parameters[Self.app])
        return parameters.optional(Self.input) ?? .nothing
    }
}
