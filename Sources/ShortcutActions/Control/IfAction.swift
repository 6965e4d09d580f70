import ShortcutEngine

/// If / Otherwise / End If: the start tests its input against a condition.
public enum IfAction: Action {
    /// How the conditions of a multi-condition If combine (Apple's `WFActionParameterFilterPrefix`).
    public enum Match: String, Choice {
        /// Every condition holds (prefix 1).
        case all = "All"
        /// One condition is enough (prefix 0).
        case any = "Any"
    }

    static let input = Parameter<Value>(
        "input", wireKey: "WFInput", summary: "The value to test (a list passes when any item does).")
    static let condition = Parameter<Condition>(
        "condition", wireKey: "WFCondition", summary: "The test.", default: .hasAnyValue)
    static let value = Parameter<Value>(
        "value", wireKey: "WFConditionalActionString", summary: "What to compare with (text, number or date).")
    static let number = Parameter<Value>(
        "number", wireKey: "WFNumberValue", summary: "Same as 'value' (Shortcuts' key for numbers).")
    static let upper = Parameter<Value>(
        "upper", wireKey: "WFAnotherNumber", label: "And", summary: "The upper bound for 'is between'.",
        parent: .init(condition, [Condition.isBetween]))
    static let amount = Parameter<Number>(
        "amount", label: "Amount", summary: "How many units the span around now lasts.", default: 1,
        parent: .init(condition, [Condition.isInTheNext, .isInTheLast]))
    static let unit = Parameter<AdjustDateAction.Unit>(
        "unit", summary: "The unit of 'amount'.", default: .days,
        parent: .init(condition, [Condition.isInTheNext, .isInTheLast]))
    static let caseSensitive = Parameter<Bool>(
        "caseSensitive", summary: "Whether text comparisons respect letter case.", default: false)
    static let conditions = Parameter<Value>(
        "conditions", type: .list,
        summary:
            "Several conditions (Apple's multi-condition If), each {\"input\", \"condition\", \"value\"} (spans: \"amount\", \"unit\"; between: \"upper\"); when given, 'input' and 'condition' are not read."
    )
    static let match = Parameter<Match>("match", summary: "Whether all the conditions must hold (absent: All), or any one.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.conditional", name: "If",
        summary: "Runs the actions up to Otherwise when the condition holds, the rest otherwise.", category: "Control",
        parameters: [input, condition, value, number, upper, amount, unit, caseSensitive, conditions, match],
        input: input, output: .produces(.any), outputName: "If Result", block: .conditional)

    /// Checks the rules that span parameters, before the action runs.
    public static func validate(_ parameters: ResolvedParameters) throws(ActionFailure) {
        let condition = try parameters[Self.condition]
        // No value to compare with is not an error: Apple compares with empty (text, or 0 for the ordering tests).
        if condition == .isBetween, parameters.optional(Self.upper) == nil {
            throw ActionFailure(ConditionFailure.needsUpperBound, parameter: "upper")
        }
    }

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let caseSensitive = try parameters[Self.caseSensitive]
        if case .list(let rows)? = parameters.optional(Self.conditions)?.unnamed, !rows.isEmpty {
            let match: Match =
                try parameters.optional(Self.match).map { try context.limitedText($0) } == Match.any.rawValue ? .any : .all
            for (offset, row) in rows.enumerated() {
                let condition = try IfConditionRow(row, position: offset + 1)
                let holds = try test(
                    condition.input, condition.operands.condition, condition.operands.value, upper: condition.operands.upper,
                    amount: condition.operands.amount, unit: condition.operands.unit, caseSensitive: caseSensitive,
                    context: context)
                if holds && match == .any { return .boolean(true) }
                if !holds && match == .all { return .boolean(false) }
            }
            return .boolean(match == .all)
        }
        let condition = try parameters[Self.condition]
        let operand = parameters.optional(Self.value) ?? parameters.optional(Self.number) ?? .nothing
        let isSpan = condition.isDateSpan
        return .boolean(
            try test(
                try parameters.value(Self.input), condition, operand, upper: parameters.optional(Self.upper) ?? .nothing,
                amount: isSpan ? try parameters[Self.amount] : .integer(0),
                unit: isSpan ? try parameters[Self.unit] : .days, caseSensitive: caseSensitive,
                context: context))
    }

    /// One test, as Apple's If makes it: the date conditions against the run's clock.
    static func test(
        _ input: Value, _ condition: Condition, _ operand: Value, upper: Value, amount: Number, unit: AdjustDateAction.Unit,
        caseSensitive: Bool, context: ActionContext
    ) throws -> Bool {
        var comparison = Comparison(coercion: context.coercion, caseSensitive: caseSensitive)
        if condition.isDateSpan || condition == .isToday {
            comparison.clock = .init(now: context.host.now(), calendar: context.calendar, amount: amount, unit: unit)
        }
        // Lists and dictionaries are compared as text: measured before they are written out, and
        // written under the run's clock (a dictionary of a million shared leaves takes seconds).
        for value in [input, operand, upper] where value.isContainer { try context.checkWritable(value) }
        let writer = ContainerWriter(context)
        comparison.writer = writer
        let passed = try comparison.test(input, condition, operand, upper: upper)
        if let failure = writer.failure { throw failure }
        return passed
    }
}
