import ShortcutEngine

/// Show Alert: shows a title and a message; with the Cancel button, Cancel stops the run cleanly
/// (Apple: "The cancel button stops the shortcut"). Passes its input through.
public enum ShowAlertAction: Action {
    /// The alert's buttons, in the order they are offered: the first continues.
    public static let buttons = ["OK", "Cancel"]

    static let title = Parameter<String>(
        "title", wireKey: "WFAlertActionTitle", summary: "The alert's title.", default: "Alert")
    static let message = Parameter<String>(
        "message", wireKey: "WFAlertActionMessage", summary: "The alert's message.", default: "Do you want to continue?")
    static let showCancel = Parameter<Bool>(
        "showCancel", wireKey: "WFAlertActionCancelButtonShown", label: "Show Cancel Button",
        summary: "Offer Cancel, which stops the run; off, the alert only informs.", default: true)
    static let input = Parameter<Value>("input", summary: "Passed through.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.alert", name: "Show Alert",
        summary: "Shows an alert; OK continues, Cancel stops the run (no error). Passes the input through.",
        category: "Output",
        parameters: [title, message, showCancel, input],
        input: input, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let title = try parameters[Self.title]
        let message = try parameters[Self.message]
        context.host.present(.alert(title: title, message: message))
        if try parameters[Self.showCancel] {
            let question = Question(
                kind: .alert, prompt: title.isEmpty ? message : title, actionID: context.actionID, options: buttons)
            if try context.host.choose(question).first == 1 { throw context.stop(output: nil) }
        }
        return parameters.optional(Self.input) ?? .nothing
    }
}
