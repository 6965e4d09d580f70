import ShortcutEngine

/// Continue in Shortcuts App (Apple's `WFHandoffAction`, iOS 12 and 13 definitions: "Switches into the
/// Shortcuts app and continues to the next action", input passed through). It brings a run started from
/// a widget, Siri or the share sheet to the foreground so that it can ask and show things. A run here is
/// already in the foreground of its host, so the action continues at once and passes its input on.
public enum ContinueInAppAction: Action {
    static let input = Parameter<Value>("input", summary: "What the next action receives; passed on unchanged.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.handoff", name: "Continue in Shortcuts App",
        summary:
            "Continues the run in the foreground, where a run here already is: passes its input on (Apple's brings a run from a widget or Siri into the app).",
        category: "Control",
        parameters: [input],
        input: input, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        parameters.namedOptional(Self.input) ?? .nothing
    }
}
