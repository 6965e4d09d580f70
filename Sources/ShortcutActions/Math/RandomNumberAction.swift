import ShortcutEngine

/// Random Number: a whole number between two bounds, inclusive, from the run's seeded generator.
public enum RandomNumberAction: Action {
    static let minimum = Parameter<Int>(
        "minimum", wireKey: "WFRandomNumberMinimum", summary: "The smallest possible value.", default: 0)
    static let maximum = Parameter<Int>(
        "maximum", wireKey: "WFRandomNumberMaximum", summary: "The largest possible value.", default: 100)

    public static let definition = ActionDefinition(
        "is.workflow.actions.number.random", name: "Random Number",
        summary: "Picks a whole number between two bounds, inclusive.", category: "Math",
        parameters: [minimum, maximum],
        output: .produces(.number))

    /// Checks the rules that span parameters, before the action runs.
    public static func validate(_ parameters: ResolvedParameters) throws(ActionFailure) {
        if try parameters[Self.maximum] < parameters[Self.minimum] {
            throw ActionFailure(
                ParameterFailure.reversed(lower: "minimum", upper: "maximum", subject: .bounds), parameter: "maximum")
        }
    }

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let low = try parameters[Self.minimum]
        let high = try parameters[Self.maximum]
        return .number(.integer(Int.random(in: low...high, using: &context.random)))
    }
}
