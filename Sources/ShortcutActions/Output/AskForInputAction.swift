import ShortcutEngine

/// Ask for Input: asks the user (or the answers given on the command line) for a value.
public enum AskForInputAction: Action {
    /// The kind of answer asked for.
    public enum InputType: String, Choice {
        case text = "Text"
        case number = "Number"
        case url = "URL"
        case date = "Date"
        case time = "Time"
        case dateAndTime = "Date and Time"

        /// Apple's spellings beside the readable one (iOS 13 writes `dateAndTime`).
        public var aliases: [String] {
            switch self {
            case .dateAndTime: return ["dateAndTime", "DateAndTime"]
            default: return []
            }
        }

        /// The question's kind, which tells the host how to ask.
        var questionKind: Question.Kind {
            switch self {
            case .text: return .text
            case .number: return .number
            case .url: return .url
            case .date, .time, .dateAndTime: return .date
            }
        }

        /// The type the answer is converted to.
        var valueType: ValueType {
            switch self {
            case .text: return .text
            case .number: return .number
            case .url: return .url
            case .date, .time, .dateAndTime: return .date
            }
        }
    }

    static let prompt = Parameter<String>("prompt", wireKey: "WFAskActionPrompt", summary: "The question.", default: "")
    static let type = Parameter<InputType>(
        "type", wireKey: "WFInputType", label: "Input Type", summary: "What kind of answer.", default: .text)
    static let `default` = Parameter<Value>(
        "default", wireKey: "WFAskActionDefaultAnswer", label: "Default Answer", type: .text,
        summary: "The answer used when none is given.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.ask", name: "Ask for Input", summary: "Asks for text, a number, a URL, a date or a time.",
        category: "Output",
        parameters: [prompt, type, `default`],
        output: .produces(.any), outputName: "Provided Input")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let kind = try parameters[Self.type]
        let question = Question(
            kind: kind.questionKind, prompt: try parameters[Self.prompt],
            actionID: context.actionID, defaultAnswer: try parameters.optional(Self.`default`).map { try context.limitedText($0) }
        )
        let answer = try context.host.answer(question)
        do { return try context.coercion.coerce(.text(answer), to: kind.valueType) } catch {
            throw ActionFailure(
                AskForInputFailure.answerNotConvertible(answer, to: kind.valueType, reason: error), parameter: "type")
        }
    }
}
