import ShortcutEngine

/// Wait to Return: Apple pauses until the user comes back to Shortcuts; a terminal never leaves,
/// so the run goes on at once (the host notes it). Passes its input through.
public enum WaitToReturnAction: Action {
    static let input = Parameter<Value>("input", summary: "Passed through.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.waittoreturn", name: "Wait to Return",
        summary: "Goes on at once (there is no app to return to); passes the input through.", category: "Output",
        parameters: [input],
        input: input, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        context.host.present(.waitToReturn)
        return parameters.optional(Self.input) ?? .nothing
    }
}
