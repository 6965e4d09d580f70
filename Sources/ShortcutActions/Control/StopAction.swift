import ShortcutEngine

/// Stop This Shortcut: ends the run with no output.
public enum StopAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.exit", name: "Stop This Shortcut", summary: "Stops the workflow; nothing after it runs.",
        category: "Control",
        output: .none)

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        throw context.stop(output: nil)
    }
}
