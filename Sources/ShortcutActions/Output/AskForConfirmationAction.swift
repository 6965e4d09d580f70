import ShortcutEngine

/// Ask for Confirmation: asks a question with two answers; the cancel answer stops the workflow,
/// the other passes the input on.
public enum AskForConfirmationAction: Action {
    static let input = Parameter<Value>("input", summary: "What passes on when confirmed.", default: "")
    static let question = Parameter<String>("question", summary: "The question.", default: "Are you sure?")
    static let message = Parameter<String>("message", summary: "More explanation under the question.", default: "")
    static let confirm = Parameter<String>("confirm", summary: "The button that goes on.", default: "OK")
    static let cancel = Parameter<String>("cancel", summary: "The button that stops the workflow.", default: "Cancel")

    public static let definition = ActionDefinition(
        "org.shortcutengine.confirm", name: "Ask for Confirmation",
        summary:
            "Asks a question answered with one of two buttons (answered as prompts are: --answer, or the terminal); the cancel button stops the workflow, the other passes the input on.",
        category: "Output",
        parameters: [input, question, message, confirm, cancel],
        input: input, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let question = try parameters[Self.question]
        let message = try parameters[Self.message]
        let confirm = try parameters[Self.confirm]
        let cancel = try parameters[Self.cancel]
        let answer = try context.host.answer(
            Question(
                kind: .menu, prompt: message.isEmpty ? question : question + "\n" + message, actionID: context.actionID,
                options: [confirm, cancel]))
        if answer.caseInsensitiveCompare(cancel) == .orderedSame { throw context.stop(output: nil) }
        guard answer.caseInsensitiveCompare(confirm) == .orderedSame else {
            throw ActionFailure(ToolFailure.notAButton(answer, buttons: [confirm, cancel]))
        }
        return parameters.optional(Self.input) ?? .nothing
    }
}
