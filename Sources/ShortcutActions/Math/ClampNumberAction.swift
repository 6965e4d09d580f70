import ShortcutEngine

/// Clamp Number: a number held between two bounds.
public enum ClampNumberAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.number.clamp", name: "Clamp Number",
        summary: "The number itself when it lies between the bounds, else the bound it passes.",
        category: "Math",
        parameters: [
            ParameterDefinition("number", type: .number, summary: "The number.", required: true),
            ParameterDefinition("minimum", type: .number, summary: "The smallest result.", default: 0),
            ParameterDefinition("maximum", type: .number, summary: "The largest result.", default: 1),
        ],
        input: "number", output: .produces(.number), outputName: "Clamped Number")

    /// Checks the rules that span parameters, before the action runs.
    public static func validate(_ parameters: ResolvedParameters) throws(ActionFailure) {
        if try parameters.number("maximum") < parameters.number("minimum") {
            throw ActionFailure(
                ParameterFailure.reversed(lower: "minimum", upper: "maximum", subject: .bounds), parameter: "maximum")
        }
    }

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let number = try parameters.number("number")
        let low = try parameters.number("minimum")
        let high = try parameters.number("maximum")
        return .number(number < low ? low : high < number ? high : number)
    }
}
