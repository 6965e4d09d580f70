import ShortcutEngine

/// Set Variable: stores its input under a name; passes the input on.
public enum SetVariableAction: Action {
    public static let definition = ActionDefinition(
        "is.workflow.actions.setvariable", name: "Set Variable", summary: "Sets a named variable to the input.", category: "Variables",
        parameters: [
            ParameterDefinition("name", wireKey: "WFVariableName", type: .text, summary: "The variable's name.", required: true),
            ParameterDefinition("input", wireKey: "WFInput", type: .any, summary: "The value to store."),
        ],
        input: "input", output: .passesInputThrough, outputName: "Variable", writesVariable: "name")

    public static func validate(_ parameters: ResolvedParameters) throws(ActionFailure) {
        if try parameters.text("name").isEmpty { throw ActionFailure("the variable name is empty", parameter: "name") }
    }

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = try parameters.value("input")
        context.setVariable(try parameters.text("name"), to: value)
        return value
    }
}
