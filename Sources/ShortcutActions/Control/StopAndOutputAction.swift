import ShortcutEngine

/// Stop and Output: ends the run and makes its value the workflow's output.
public enum StopAndOutputAction: Action {
    static let output = Parameter<Value>("output", wireKey: "WFOutput", summary: "The workflow's output.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.output", name: "Stop and Output", summary: "Stops the workflow and outputs a value to its caller.",
        category: "Control",
        parameters: [output],
        input: output, output: .none)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        throw context.stop(output: parameters.optional(Self.output) ?? .nothing)
    }
}
