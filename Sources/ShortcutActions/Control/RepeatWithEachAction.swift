import ShortcutEngine

/// Repeat with Each: runs its body once per item; Repeat Item and Repeat Index are set.
public enum RepeatWithEachAction: Action {
    static let input = Parameter<[Value]>("input", wireKey: "WFInput", label: "Items", summary: "The items to go through.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.repeat.each", name: "Repeat with Each",
        summary: "Runs the enclosed actions once for each item of a list.", category: "Control",
        parameters: [input],
        input: input, output: .produces(.list), outputName: "Repeat Results", block: .repeatEach)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .list(try parameters[Self.input])
    }
}
