import ShortcutEngine

/// Round to Multiple: a number rounded to the nearest multiple of another (the Actions app's Round
/// Number to Multiple; 30 rounds minutes to half-hours).
public enum RoundToMultipleAction: Action {
    static let number = Parameter<Number>("number", summary: "The number to round.", required: true)
    static let multiple = Parameter<Number>(
        "multiple", summary: "The step the result is a multiple of; 0 gives 0, as the Actions app does.", default: 1)
    static let mode = Parameter<RoundAction.Mode>(
        "mode",
        summary:
            "Which way to round, as Round Number does: Normal takes the nearer multiple (halves away from zero); Always Round Up moves away from zero, Always Round Down towards it.",
        default: .normal)

    public static let definition = ActionDefinition(
        "org.shortcutengine.number.roundtomultiple", name: "Round to Multiple",
        summary: "Rounds a number to the nearest multiple of another (7 to a multiple of 5 is 5; 8 is 10), or always up or down.",
        category: "Math",
        parameters: [number, multiple, mode],
        input: number, output: .produces(.number), outputName: "Rounded Number")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let given = try parameters[Self.number]
        let step = try parameters[Self.multiple].magnitude
        if step.isZero { return .number(0) }
        let rounding = try parameters[Self.mode].rounding
        do {
            return .number(try given.divided(by: step).rounded(places: 0, mode: rounding) * step)
        } catch {
            throw ActionFailure(MathFailure(error, divisor: "multiple"), parameter: "multiple")
        }
    }
}
