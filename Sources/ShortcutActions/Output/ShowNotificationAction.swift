import ShortcutEngine

/// Show Notification: a notification through the host (one line on standard error in the CLI).
/// Passes its input through, as Apple does.
public enum ShowNotificationAction: Action {
    static let title = Parameter<String>(
        "title", wireKey: "WFNotificationActionTitle", summary: "The title; may be empty.", default: "")
    static let body = Parameter<String>(
        "body", wireKey: "WFNotificationActionBody", summary: "The text.", default: "Hello World")
    static let sound = Parameter<Value>(
        "sound", wireKey: "WFNotificationActionSound", label: "Play Sound", type: .boolean,
        summary: "Play the notification sound (ignored on a terminal).", default: true)
    static let input = Parameter<Value>("input", wireKey: "WFInput", label: "Attachment", summary: "Passed through.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.notification", name: "Show Notification",
        summary: "Shows a notification (one line on standard error on a terminal); passes the input through.",
        category: "Output",
        parameters: [title, body, sound, input],
        input: input, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        context.host.present(.notification(title: try parameters[Self.title], body: try parameters[Self.body]))
        return parameters.optional(Self.input) ?? .nothing
    }
}
