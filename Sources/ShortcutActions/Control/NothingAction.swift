import ShortcutEngine

/// Nothing: outputs nothing, so the next action receives no input.
public enum NothingAction: Action {
    public static let definition = ActionDefinition(
        "is.workflow.actions.nothing", name: "Nothing", summary: "Clears the flow: the next action receives no input.",
        category: "Control",
        output: .produces(.nothing))

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value { .nothing }
}
