import ShortcutEngine

/// Vibrate Device: a vibration through the host (a line on standard error in the CLI); passes the input on.
public enum VibrateAction: Action {
    static let input = Parameter<Value>("input", summary: "Passed through.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.vibrate", name: "Vibrate Device",
        summary: "Vibrates the device (a line on standard error on a terminal); passes the input through.", category: "Output",
        parameters: [input],
        input: input, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        context.host.present(.vibration)
        return parameters.optional(Self.input) ?? .nothing
    }
}
