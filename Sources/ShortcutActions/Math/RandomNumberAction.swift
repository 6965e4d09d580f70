import ShortcutEngine

/// Random Number: a whole number between two bounds, inclusive, from the run's seeded generator.
public enum RandomNumberAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.number.random", name: "Random Number",
        summary: "Picks a whole number between two bounds, inclusive.", category: "Math",
        parameters: [
            ParameterDefinition(
                "minimum", wireKey: "WFRandomNumberMinimum", type: .number, summary: "The smallest possible value.", default: 0),
            ParameterDefinition(
                "maximum", wireKey: "WFRandomNumberMaximum", type: .number, summary: "The largest possible value.", default: 100),
        ],
        output: .produces(.number))

    /// Checks the rules that span parameters, before the action runs.
    public static func validate(_ parameters: ResolvedParameters) throws(ActionFailure) {
        if try parameters.integer("maximum") < parameters.integer("minimum") {
            throw ActionFailure(
                ParameterFailure.reversed(lower: "minimum", upper: "maximum", subject: .bounds), parameter: "maximum")
        }
    }

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let low = try parameters.integer("minimum")
        let high = try parameters.integer("maximum")
        return .number(.integer(Int.random(in: low...high, using: &context.random)))
    }
}
