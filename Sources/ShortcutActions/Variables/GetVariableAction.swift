import ShortcutEngine

/// Get Variable: outputs a variable (or any reference) so the next action receives it.
public enum GetVariableAction: Action {
    static let variable = Parameter<Value>(
        "variable", wireKey: "WFVariable", summary: "A reference such as {{var:Name}}.", required: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.getvariable", name: "Get Variable", summary: "Passes a variable's value to the next action.",
        category: "Variables",
        parameters: [variable],
        output: .produces(.any), outputName: "Variable")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try parameters.value(Self.variable)
    }
}
