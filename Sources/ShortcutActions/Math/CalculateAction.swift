import ShortcutEngine

/// Calculate: one arithmetic operation on exact decimals.
public enum CalculateAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.math", name: "Calculate", summary: "Performs + − × ÷, modulus or power on a number.",
        category: "Math",
        parameters: [
            ParameterDefinition("input", wireKey: "WFInput", type: .number, summary: "The left-hand number."),
            ParameterDefinition(
                "operation", wireKey: "WFMathOperation", type: .text, summary: "The operation.", default: "+",
                allowed: ["+", "-", "×", "÷", "Modulus", "Power"],
                aliases: ["*": "×", "x": "×", "/": "÷", "−": "-", "%": "Modulus", "mod": "Modulus", "^": "Power", "x^y": "Power"]),
            ParameterDefinition(
                "operand", wireKey: "WFMathOperand", type: .number, summary: "The right-hand number.", required: true),
        ],
        input: "input", output: .produces(.number), outputName: "Calculation Result")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let left = try parameters.number("input")
        let right = try parameters.number("operand")
        let operation = try parameters.choice("operation")
        do {
            switch operation {
            case "+": return .number(left + right)
            case "-": return .number(left - right)
            case "×": return .number(left * right)
            case "÷": return .number(try left.divided(by: right))
            case "Modulus": return .number(try left.modulo(right))
            default: return .number(try left.power(right))
            }
        } catch {
            switch error {
            case .divisionByZero:
                throw ActionFailure("division by zero", hint: "check what feeds 'operand'", parameter: "operand")
            case .overflow: throw ActionFailure("the result is too large to represent", parameter: "operand")
            case .undefined(let what): throw ActionFailure("\(what) is undefined", parameter: "operand")
            }
        }
    }
}
