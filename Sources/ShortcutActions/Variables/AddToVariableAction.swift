import ShortcutEngine

/// Add to Variable: appends the input's items to a named list variable, creating it.
public enum AddToVariableAction: Action {
    static let name = Parameter<String>("name", wireKey: "WFVariableName", summary: "The variable's name.", required: true)
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "The value to append.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.appendvariable", name: "Add to Variable",
        summary: "Appends the input to a named variable, making it a list.", category: "Variables",
        parameters: [name, input],
        input: input, output: .passesInputThrough, outputName: "Variable", writesVariable: "name")

    /// Checks the rules that span parameters, before the action runs.
    public static func validate(_ parameters: ResolvedParameters) throws(ActionFailure) {
        if try parameters[Self.name].isEmpty { throw ActionFailure(VariableFailure.emptyName, parameter: "name") }
    }

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let name = try parameters[Self.name]
        let value = try parameters.namedValue(Self.input)
        // Checked before appending, so the variable never holds more than the limit.
        if context.variable(name).items.count + value.items.count > context.limits.maxItems {
            throw ActionFailure(RunFailure.variableTooLong(name: name, limit: context.limits.maxItems))
        }
        try context.appendToVariable(name, value)
        return value
    }
}
