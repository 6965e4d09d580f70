import ShortcutEngine

/// Set Variable: stores its input under a name; passes the input on.
public enum SetVariableAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.setvariable", name: "Set Variable", summary: "Sets a named variable to the input.",
        category: "Variables",
        parameters: [
            ParameterDefinition("name", wireKey: "WFVariableName", type: .text, summary: "The variable's name.", required: true),
            ParameterDefinition("input", wireKey: "WFInput", type: .any, summary: "The value to store."),
        ],
        input: "input", output: .passesInputThrough, outputName: "Variable", writesVariable: "name")

    /// Checks the rules that span parameters, before the action runs.
    public static func validate(_ parameters: ResolvedParameters) throws(ActionFailure) {
        if try parameters.text("name").isEmpty { throw ActionFailure(VariableFailure.emptyName, parameter: "name") }
    }

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = try parameters.namedValue("input")
        try context.setVariable(try parameters.text("name"), to: value)
        return value
    }
}
