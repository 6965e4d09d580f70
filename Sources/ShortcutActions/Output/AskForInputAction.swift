import ShortcutEngine

/// Ask for Input: asks the user (or the answers given on the command line) for a value.
public enum AskForInputAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.ask", name: "Ask for Input", summary: "Asks for text, a number, a URL or a date.",
        category: "Output",
        parameters: [
            ParameterDefinition("prompt", wireKey: "WFAskActionPrompt", type: .text, summary: "The question.", default: ""),
            ParameterDefinition(
                "type", wireKey: "WFInputType", label: "Input Type", type: .text, summary: "What kind of answer.",
                default: "Text",
                allowed: ["Text", "Number", "URL", "Date"]),
            ParameterDefinition(
                "default", wireKey: "WFAskActionDefaultAnswer", label: "Default Answer", type: .text,
                summary: "The answer used when none is given."),
        ],
        output: .produces(.any), outputName: "Provided Input")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let kind = try parameters.choice("type")
        let question = Question(
            kind: Question.Kind(rawValue: kind.lowercased()) ?? .text, prompt: try parameters.text("prompt"),
            actionID: context.actionID, defaultAnswer: parameters.optional("default").map { context.coercion.text($0) })
        let answer = try context.host.answer(question)
        let type: ValueType = kind == "Number" ? .number : kind == "URL" ? .url : kind == "Date" ? .date : .text
        do { return try context.coercion.coerce(.text(answer), to: type) } catch {
            throw ActionFailure(
                "the answer '\(answer)' is not \(type.article): \(error.message)", hint: error.hint, parameter: "type")
        }
    }
}
