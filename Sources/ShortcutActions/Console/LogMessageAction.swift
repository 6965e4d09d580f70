import ShortcutEngine

/// Log Message: records a message (and items) in the run's log, for debugging; leaves the flow
/// of values untouched, as Comment does.
public enum LogMessageAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.console.log", name: "Log Message",
        summary: "Records a message, optionally with a title, tag, category and items, in the run's log (the command line writes it to standard error, or to --log FILE); leaves the flow untouched.",
        category: "Output",
        parameters: [
            ParameterDefinition("message", type: .text, summary: "The message.", default: ""),
            ParameterDefinition("items", type: .any, summary: "Values logged after the message, one a line.", default: ""),
            ParameterDefinition("title", type: .text, summary: "A title in front of the message.", default: ""),
            ParameterDefinition("tag", type: .text, summary: "A tag shown in brackets.", default: ""),
            ParameterDefinition("category", type: .text, summary: "A category (info, success, warning, error …), shown first.", default: ""),
        ],
        output: .none)

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var head: [String] = []
        let category = try parameters.text("category")
        if !category.isEmpty { head.append(category.uppercased() + ":") }
        let tag = try parameters.text("tag")
        if !tag.isEmpty { head.append("[\(tag)]") }
        let title = try parameters.text("title")
        if !title.isEmpty { head.append(title + " —") }
        let message = try parameters.text("message")
        if !message.isEmpty { head.append(message) }
        var lines = [head.joined(separator: " ")]
        let items = try parameters.value("items")
        for item in items.items where !(item == .text("")) { lines.append("  " + context.coercion.text(item)) }
        let line = lines.filter { !$0.isEmpty }.joined(separator: "\n")
        if let log = context.host as? MessageLogHost { try log.log(line) } else { context.host.show(line) }
        return .nothing
    }
}
