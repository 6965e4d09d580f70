import ShortcutEngine

/// Set Variable: stores its input under a name; passes the input on.
public enum SetVariableAction: Action {
    static let name = Parameter<String>("name", wireKey: "WFVariableName", summary: "The variable's name.", required: true)
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "The value to store.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.setvariable", name: "Set Variable", summary: "Sets a named variable to the input.",
        category: "Variables",
        parameters: [name, input],
        input: input, output: .passesInputThrough, outputName: "Variable", writesVariable: "name")

    /// Stores the input; the name is read once here (a separate `validate` read it a second time
    /// on every step of a loop: issue 29).
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let name = try parameters[Self.name]
        if name.isEmpty { throw ActionFailure(VariableFailure.emptyName, parameter: "name") }
        let value = try parameters.namedValue(Self.input)
        try context.setVariable(name, to: value)
        return value
    }
}
