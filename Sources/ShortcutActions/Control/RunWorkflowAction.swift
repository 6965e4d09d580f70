import ShortcutEngine

/// Run Workflow: runs another workflow document, by path or by name (the host's library), and
/// outputs what it outputs.
public enum RunWorkflowAction: Action {
    static let workflow = Parameter<String>(
        "workflow", wireKey: "WFWorkflowName",
        summary: "A document's path, relative to this one, or a workflow's name in the library.", required: true)
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "Its Shortcut Input.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.runworkflow", name: "Run Workflow",
        summary:
            "Runs another workflow, by path or by name from the host's library (the CLI: the running file's folder, --folder, the user library), and outputs its result.",
        category: "Control",
        parameters: [workflow, input],
        input: input, output: .produces(.any), outputName: "Workflow Result")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try context.runWorkflow(
            at: try parameters[Self.workflow], input: parameters.optional(Self.input) ?? .nothing, parameter: "workflow")
    }
}
