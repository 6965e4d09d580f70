import ShortcutEngine

/// If / Otherwise / End If: the start tests its input against a condition.
public enum IfAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.conditional", name: "If",
        summary: "Runs the actions up to Otherwise when the condition holds, the rest otherwise.", category: "Control",
        parameters: [
            ParameterDefinition(
                "input", wireKey: "WFInput", type: .any, summary: "The value to test (a list passes when any item does)."),
            ParameterDefinition(
                "condition", wireKey: "WFCondition", choice: Condition.self, summary: "The test.", default: .hasAnyValue),
            ParameterDefinition(
                "value", wireKey: "WFConditionalActionString", type: .any, summary: "What to compare with (text, number or date)."
            ),
            ParameterDefinition(
                "number", wireKey: "WFNumberValue", type: .any, summary: "Same as 'value' (Shortcuts' key for numbers)."),
            ParameterDefinition(
                "upper", wireKey: "WFAnotherNumber", label: "And", type: .any, summary: "The upper bound for 'is between'.",
                parent: .init("condition", [Condition.isBetween])),
            ParameterDefinition(
                "amount", label: "Amount", type: .number, summary: "How many units the span around now lasts.", default: 1,
                parent: .init("condition", [Condition.isInTheNext, .isInTheLast])),
            ParameterDefinition(
                "unit", choice: AdjustDateAction.Unit.self, summary: "The unit of 'amount'.", default: .days,
                parent: .init("condition", [Condition.isInTheNext, .isInTheLast])),
            ParameterDefinition(
                "caseSensitive", type: .boolean, summary: "Whether text comparisons respect letter case.", default: false),
        ],
        input: "input", output: .produces(.any), outputName: "If Result", block: .conditional)

    /// Checks the rules that span parameters, before the action runs.
    public static func validate(_ parameters: ResolvedParameters) throws(ActionFailure) {
        let condition = try parameters.choice("condition", as: Condition.self)
        // No value to compare with is not an error: Apple compares with empty (text, or 0 for the ordering tests).
        if condition == .isBetween, parameters.optional("upper") == nil {
            throw ActionFailure(ConditionFailure.needsUpperBound, parameter: "upper")
        }
    }

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let condition = try parameters.choice("condition", as: Condition.self)
        let operand = parameters.optional("value") ?? parameters.optional("number") ?? .nothing
        var comparison = Comparison(coercion: context.coercion, caseSensitive: try parameters.bool("caseSensitive"))
        if condition.isDateSpan || condition == .isToday {
            comparison.clock = .init(
                now: context.host.now(), calendar: context.calendar,
                amount: condition.isDateSpan ? try parameters.number("amount") : Number.integer(0),
                unit: condition.isDateSpan ? try parameters.choice("unit", as: AdjustDateAction.Unit.self) : .days)
        }
        let input = try parameters.value("input")
        let upper = parameters.optional("upper") ?? .nothing
        // Lists and dictionaries are compared as text: measured before they are written out.
        for value in [input, operand, upper] where value.isContainer { try context.checkWritable(value) }
        let result = try comparison.test(input, condition, operand, upper: upper)
        return .boolean(result)
    }
}
