import ShortcutEngine

/// Round Number: to a decimal place or a power of ten, normally, up or down.
public enum RoundAction: Action {
    static let places: [String: Int] = [
        "Ones Place": 0, "Tenths": 1, "Hundredths": 2, "Thousandths": 3, "Ten Thousandths": 4, "Hundred Thousandths": 5,
        "Millionths": 6, "Tens": -1, "Hundreds": -2, "Thousands": -3, "Ten Thousands": -4, "Hundred Thousands": -5,
        "Millions": -6,
    ]

    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.round", name: "Round Number", summary: "Rounds a number.", category: "Math",
        parameters: [
            ParameterDefinition("input", wireKey: "WFInput", type: .number, summary: "The number to round."),
            ParameterDefinition(
                "to", wireKey: "WFRoundTo", type: .text, summary: "The place to round to.", default: "Ones Place",
                allowed: [
                    "Millions", "Hundred Thousands", "Ten Thousands", "Thousands", "Hundreds", "Tens", "Ones Place",
                    "Tenths", "Hundredths", "Thousandths", "Ten Thousandths", "Hundred Thousandths", "Millionths",
                ],
                aliases: ["Integer": "Ones Place"]),
            ParameterDefinition(
                "mode", wireKey: "WFRoundMode", type: .text, summary: "Which way to round.", default: "Normal",
                allowed: ["Normal", "Always Round Up", "Always Round Down"]),
        ],
        input: "input", output: .produces(.number), outputName: "Rounded Number")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let number = try parameters.number("input")
        let places = places[try parameters.choice("to")] ?? 0
        let mode: Number.RoundingMode
        switch try parameters.choice("mode") {
        case "Always Round Up": mode = .up
        case "Always Round Down": mode = .down
        default: mode = .normal
        }
        return .number(number.rounded(places: places, mode: mode))
    }
}
