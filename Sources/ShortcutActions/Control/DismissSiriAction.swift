import ShortcutEngine

/// Dismiss Siri and Continue (`dismisssiri`, Shortcuts 10.0; Apple's `WFHandoffAction` too): it closes
/// Siri's interface and lets the shortcut run on in the foreground. A run here has no Siri interface and
/// is already in the foreground, so the action continues at once and passes its input on.
public enum DismissSiriAction: Action {
    static let input = Parameter<Value>("input", summary: "What the next action receives; passed on unchanged.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.dismisssiri", name: "Dismiss Siri and Continue",
        summary: "Continues the run, which has no Siri interface here to dismiss: passes its input on.",
        category: "Control",
        parameters: [input],
        input: input, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        parameters.namedOptional(Self.input) ?? .nothing
    }
}
