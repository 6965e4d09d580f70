import ShortcutEngine

/// Run Workflow: runs another workflow document and outputs what it outputs.
public enum RunWorkflowAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.runworkflow", name: "Run Workflow",
        summary: "Runs another workflow file with an input and outputs its result.", category: "Control",
        parameters: [
            ParameterDefinition(
                "workflow", wireKey: "WFWorkflowName", type: .text, summary: "The document's path, relative to this one.",
                required: true),
            ParameterDefinition("input", wireKey: "WFInput", type: .any, summary: "Its Shortcut Input."),
        ],
        input: "input", output: .produces(.any), outputName: "Workflow Result")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try context.runWorkflow(at: try parameters.text("workflow"), input: parameters.optional("input") ?? .nothing, parameter: "workflow")
    }
}
