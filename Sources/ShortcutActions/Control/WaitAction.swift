import ShortcutEngine

/// Wait: pauses for a number of seconds (through the host, so tests do not wait), never past
/// the run's time limit.
public enum WaitAction: Action {
    /// The longest wait one action may ask for: a day. Longer waits are refused before waiting.
    public static let longestWait: Number = 86_400

    static let seconds = Parameter<Number>(
        "seconds", wireKey: "WFDelayTime", summary: "How long to wait.", default: 1, minimum: 0, maximum: longestWait)

    public static let definition = ActionDefinition(
        "is.workflow.actions.delay", name: "Wait", summary: "Waits a number of seconds, then passes its input on.",
        category: "Control",
        parameters: [seconds],
        output: .none)

    /// Runs the action on its resolved parameters: a wait that would outlast the time limit
    /// lasts until the limit, then the run stops with the time limit's failure.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try context.wait(seconds: try parameters[Self.seconds].double)
        return .nothing
    }
}
