import ShortcutEngine

/// Log Message: records a message (and items) in the run's log, for debugging; leaves the flow
/// of values untouched, as Comment does.
public enum LogMessageAction: Action {
    static let message = Parameter<String>("message", summary: "The message.", default: "")
    static let items = Parameter<Value>("items", summary: "Values logged after the message, one a line.", default: "")
    static let title = Parameter<String>("title", summary: "A title in front of the message.", default: "")
    static let tag = Parameter<String>("tag", summary: "A tag shown in brackets.", default: "")
    static let category = Parameter<String>(
        "category", summary: "A category (info, success, warning, error …), shown first.", default: "")

    public static let definition = ActionDefinition(
        "org.shortcutengine.console.log", name: "Log Message",
        summary:
            "Records a message, optionally with a title, tag, category and items, in the run's log (the command line writes it to standard error, or to --log FILE); leaves the flow untouched.",
        category: "Output",
        parameters: [message, items, title, tag, category],
        output: .none)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var head: [String] = []
        let category = try parameters[Self.category]
        if !category.isEmpty { head.append(category.uppercased() + ":") }
        let tag = try parameters[Self.tag]
        if !tag.isEmpty { head.append("[\(tag)]") }
        let title = try parameters[Self.title]
        if !title.isEmpty { head.append(title + " —") }
        let message = try parameters[Self.message]
        if !message.isEmpty { head.append(message) }
        var lines = [head.joined(separator: " ")]
        let items = try parameters.value(Self.items)
        for item in items.items where !(item == .text("")) { lines.append(try "  " + context.limitedText(item)) }
        let line = lines.filter { !$0.isEmpty }.joined(separator: "\n")
        if let log = context.host as? MessageLogHost { try log.log(line) } else { context.host.show(line) }
        return .nothing
    }
}
