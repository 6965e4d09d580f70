import ShortcutEngine

/// Stop This Shortcut: ends the run with no output.
public enum StopAction: Action {
    public static let definition = ActionDefinition(
        "is.workflow.actions.exit", name: "Stop This Shortcut", summary: "Stops the workflow; nothing after it runs.",
        category: "Control",
        output: .none)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        throw context.stop(output: nil)
    }
}
