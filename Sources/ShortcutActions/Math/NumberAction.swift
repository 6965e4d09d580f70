import ShortcutEngine

/// Number: outputs a number.
public enum NumberAction: Action {
    static let number = Parameter<Number>(
        "number", wireKey: "WFNumberActionNumber", summary: "The number (exact decimal).", default: 0)

    public static let definition = ActionDefinition(
        "is.workflow.actions.number", name: "Number", summary: "Passes a number to the next action.", category: "Math",
        parameters: [number],
        output: .produces(.number))

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .number(try parameters[Self.number])
    }
}
