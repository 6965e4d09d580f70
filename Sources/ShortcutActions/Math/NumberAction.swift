import ShortcutEngine

/// Number: outputs a number.
public enum NumberAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.number", name: "Number", summary: "Passes a number to the next action.", category: "Math",
        parameters: [
            ParameterDefinition(
                "number", wireKey: "WFNumberActionNumber", type: .number, summary: "The number (exact decimal).", default: 0)
        ],
        output: .produces(.number))

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .number(try parameters.number("number"))
    }
}
