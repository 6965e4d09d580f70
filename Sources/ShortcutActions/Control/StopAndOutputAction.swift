import ShortcutEngine

/// Stop and Output: ends the run and makes its value the workflow's output.
public enum StopAndOutputAction: Action {
    public static let definition = ActionDefinition(
        "is.workflow.actions.output", name: "Stop and Output", summary: "Stops the workflow and outputs a value to its caller.", category: "Control",
        parameters: [ParameterDefinition("output", wireKey: "WFOutput", type: .any, summary: "The workflow's output.")],
        input: "output", output: .none)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        throw context.stop(output: parameters.optional("output") ?? .nothing)
    }
}
