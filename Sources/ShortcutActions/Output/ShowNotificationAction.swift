import ShortcutEngine

/// Show Notification: a notification through the host (one line on standard error in the CLI).
/// Passes its input through, as Apple does.
public enum ShowNotificationAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.notification", name: "Show Notification",
        summary: "Shows a notification (one line on standard error on a terminal); passes the input through.",
        category: "Output",
        parameters: [
            ParameterDefinition("title", wireKey: "WFNotificationActionTitle", type: .text, summary: "The title; may be empty.", default: ""),
            ParameterDefinition("body", wireKey: "WFNotificationActionBody", type: .text, summary: "The text.", default: "Hello World"),
            ParameterDefinition(
                "sound", wireKey: "WFNotificationActionSound", label: "Play Sound", type: .boolean,
                summary: "Play the notification sound (ignored on a terminal).", default: true),
            ParameterDefinition("input", wireKey: "WFInput", label: "Attachment", type: .any, summary: "Passed through."),
        ],
        input: "input", output: .passesInputThrough)

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        context.host.present(.notification(title: try parameters.text("title"), body: try parameters.text("body")))
        return parameters.optional("input") ?? .nothing
    }
}
