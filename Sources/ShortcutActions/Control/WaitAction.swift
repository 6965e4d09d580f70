import ShortcutEngine

/// Wait: pauses for a number of seconds (through the host, so tests do not wait).
public enum WaitAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.delay", name: "Wait", summary: "Waits a number of seconds, then passes its input on.",
        category: "Control",
        parameters: [
            ParameterDefinition(
                "seconds", wireKey: "WFDelayTime", type: .number, summary: "How long to wait.", default: 1, minimum: 0)
        ],
        output: .none)

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        context.host.sleep(seconds: try parameters.number("seconds").double)
        return .nothing
    }
}
