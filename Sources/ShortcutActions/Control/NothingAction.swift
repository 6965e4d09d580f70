import ShortcutEngine

/// Nothing: outputs nothing, so the next action receives no input.
public enum NothingAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.nothing", name: "Nothing", summary: "Clears the flow: the next action receives no input.",
        category: "Control",
        output: .produces(.nothing))

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value { .nothing }
}
