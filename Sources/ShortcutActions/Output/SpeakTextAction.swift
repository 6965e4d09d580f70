import ShortcutEngine

/// Speak Text: speech through the host (the text on standard error in the CLI); passes the input on.
public enum SpeakTextAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.speaktext", name: "Speak Text",
        summary: "Speaks the text (prints it on standard error on a terminal); passes the input through.", category: "Output",
        parameters: [
            ParameterDefinition("text", wireKey: "WFText", type: .text, summary: "What to say."),
            ParameterDefinition(
                "wait", wireKey: "WFSpeakTextWait", label: "Wait Until Finished", type: .boolean,
                summary: "Wait until spoken (a terminal does not speak).", default: true),
        ],
        input: "text", output: .passesInputThrough)

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional("text") ?? .nothing
        context.host.present(.speech(context.coercion.text(value)))
        return value
    }
}
