import ShortcutEngine

/// Calculate: one arithmetic operation on exact decimals.
public enum CalculateAction: Action {
    /// The operation (`WFMathOperation`; Modulus and Power are Apple's scientific operations).
    public enum Operation: String, Choice {
        case add = "+"
        case subtract = "-"
        case multiply = "×"
        case divide = "÷"
        case modulus = "Modulus"
        case power = "Power"
        case exponential = "e^x"
        case tenToThePower = "10^x"
        case naturalLogarithm = "ln(x)"
        case logarithm = "log(x)"
        case squareRoot = "√x"
        case cubeRoot = "∛x"
        case factorial = "x!"
        case sine = "sin(x)"
        case cosine = "cos(x)"
        case tangent = "tan(x)"
        case absoluteValue = "abs(x)"

        /// Whether the operation takes the operand (the rest are Apple's one-number scientific operations).
        var isBinary: Bool {
            switch self {
            case .add, .subtract, .multiply, .divide, .modulus, .power: return true
            default: return false
            }
        }
        /// The operations that take the operand.
        static let binary = allCases.filter(\.isBinary)

        /// Symbols typed on a keyboard, and short names.
        public var aliases: [String] {
            switch self {
            case .add: return []
            case .subtract: return ["−"]
            case .multiply: return ["*", "x"]
            case .divide: return ["/"]
            case .modulus: return ["%", "mod"]
            case .power: return ["^", "x^y"]
            case .squareRoot: return ["sqrt"]
            case .cubeRoot: return ["cbrt"]
            case .naturalLogarithm: return ["ln"]
            case .logarithm: return ["log"]
            case .factorial: return ["factorial"]
            case .absoluteValue: return ["abs"]
            case .exponential, .tenToThePower, .sine, .cosine, .tangent: return []
            }
        }

        /// `left` operated on by `right`.
        func apply(_ left: Number, _ right: Number) throws(ArithmeticError) -> Number {
            switch self {
            case .add: return try left + right
            case .subtract: return try left - right
            case .multiply: return try left * right
            case .divide: return try left.divided(by: right)
            case .modulus: return try left.modulo(right)
            case .power: return try left.power(right)
            case .exponential, .tenToThePower, .naturalLogarithm, .logarithm, .squareRoot, .cubeRoot, .factorial, .sine, .cosine,
                .tangent, .absoluteValue:
                return try scientific(left)
            }
        }
    }

    static let input = Parameter<Number>("input", wireKey: "WFInput", summary: "The left-hand number.")
    static let operation = Parameter<Operation>(
        "operation", wireKey: "WFMathOperation", summary: "The operation.", default: .add)
    static let operand = Parameter<Number>(
        "operand", wireKey: "WFMathOperand", summary: "The right-hand number.", required: true,
        parent: .init(operation, Operation.binary))

    public static let definition = ActionDefinition(
        "is.workflow.actions.math", name: "Calculate",
        summary: "Performs + − × ÷, modulus or power on a number, or one of Apple's scientific operations (√x, ln(x), sin(x) …).",
        category: "Math",
        parameters: [input, operation, operand],
        input: input, output: .produces(.number), outputName: "Calculation Result")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let left = try parameters[Self.input]
        let operation = try parameters[Self.operation]
        let right = operation.isBinary ? try parameters[Self.operand] : Number(0)
        do { return .number(try operation.apply(left, right)) } catch {
            throw ActionFailure(
                MathFailure(error, divisor: "operand"), parameter: operation.isBinary ? "operand" : "input")
        }
    }
}
