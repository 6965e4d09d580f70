import ShortcutEngine

/// Repeat: runs its body a number of times; Repeat Index counts from 1.
public enum RepeatAction: Action {
    static let count = Parameter<Number>(
        "count", wireKey: "WFRepeatCount", label: "Times", summary: "How many times (a whole number).", default: 1, minimum: 0)

    public static let definition = ActionDefinition(
        "is.workflow.actions.repeat.count", name: "Repeat", summary: "Runs the enclosed actions a number of times.",
        category: "Control",
        parameters: [count],
        output: .produces(.list), outputName: "Repeat Results", block: .repeatCount,
        blockParameter: "count")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .number(try parameters[Self.count])
    }
}
