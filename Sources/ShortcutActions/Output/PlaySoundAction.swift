import ShortcutEngine

/// Play Sound: a sound through the host (a line on standard error in the CLI); passes the input on.
public enum PlaySoundAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", label: "Sound", summary: "The sound; absent: the default.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.playsound", name: "Play Sound",
        summary: "Plays a sound file, or the default sound (a line on standard error on a terminal); passes the input through.",
        category: "Output",
        parameters: [input],
        input: input, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional(Self.input) ?? .nothing
        context.host.present(.sound(try context.limitedText(value)))
        return value
    }
}
