import ShortcutEngine

/// Clamp Number: a number held between two bounds.
public enum ClampNumberAction: Action {
    static let number = Parameter<Number>("number", summary: "The number.", required: true)
    static let minimum = Parameter<Number>("minimum", summary: "The smallest result.", default: 0)
    static let maximum = Parameter<Number>("maximum", summary: "The largest result.", default: 1)

    public static let definition = ActionDefinition(
        "org.shortcutengine.number.clamp", name: "Clamp Number",
        summary: "The number itself when it lies between the bounds, else the bound it passes.",
        category: "Math",
        parameters: [number, minimum, maximum],
        input: number, output: .produces(.number), outputName: "Clamped Number")

    /// Checks the rules that span parameters, before the action runs.
    public static func validate(_ parameters: ResolvedParameters) throws(ActionFailure) {
        if try parameters[maximum] < parameters[minimum] {
            throw ActionFailure(
                ParameterFailure.reversed(lower: minimum.key, upper: maximum.key, subject: .bounds), parameter: maximum)
        }
    }

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let given = try parameters[Self.number]
        let low = try parameters[minimum]
        let high = try parameters[maximum]
        return .number(given < low ? low : high < given ? high : given)
    }
}
