import ShortcutEngine

/// Get Items from RSS Text: reads an RSS or Atom feed already in hand (no network).
public enum GetRSSTextItemsAction: Action {
    static let text = Parameter<String>("text", label: "Feed", summary: "The feed's XML.", required: true)
    static let count = Parameter<Int>(
        "count", label: "Number of Items", summary: "How many items to get, from the top.", default: 10, minimum: 1)

    public static let definition = ActionDefinition(
        "org.shortcutengine.rss.items", name: "Get Items from RSS Text",
        summary:
            "Reads RSS 2.0, RSS 1.0 or Atom text and outputs its first items, each a dictionary (title, link, published, author, summary).",
        category: "Web",
        parameters: [text, count],
        input: text, output: .produces(.list), outputName: "Items from RSS Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.text]
        let count = try parameters[Self.count]
        return .list(try FeedParser.items(text, limit: count, parameter: "text"))
    }
}
