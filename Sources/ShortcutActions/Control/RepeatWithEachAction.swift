import ShortcutEngine

/// Repeat with Each: runs its body once per item; Repeat Item and Repeat Index are set.
public enum RepeatWithEachAction: Action {
    public static let definition = ActionDefinition(
        "is.workflow.actions.repeat.each", name: "Repeat with Each", summary: "Runs the enclosed actions once for each item of a list.", category: "Control",
        parameters: [ParameterDefinition("input", wireKey: "WFInput", label: "Items", type: .list, summary: "The items to go through.")],
        input: "input", output: .produces(.list), outputName: "Repeat Results", block: .repeatEach)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .list(try parameters.list("input"))
    }
}
