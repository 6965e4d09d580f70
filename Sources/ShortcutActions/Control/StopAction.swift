import ShortcutEngine

/// Stop This Shortcut: ends the run. iOS 13's Exit Shortcut ("Exit shortcut with Result", its
/// `WFResult`, WFActions.plist of Shortcuts 3.0) may name a result: the run's output, as Stop and
/// Output gives it; without one the run ends with no output.
public enum StopAction: Action {
    static let result = Parameter<Value>(
        "result", wireKey: "WFResult",
        summary: "What the stopped shortcut outputs to its caller (iOS 13's Exit Shortcut with Result); none: no output.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.exit", name: "Stop This Shortcut",
        summary: "Stops the workflow; nothing after it runs. With a result, that is the workflow's output.",
        category: "Control", parameters: [result], output: .none)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let result = parameters.optional(Self.result)
        throw context.stop(output: result?.isNothing == false ? result : nil)
    }
}
