import ShortcutEngine

/// Get Items from RSS Text: reads an RSS or Atom feed already in hand (no network).
public enum GetRSSTextItemsAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.rss.items", name: "Get Items from RSS Text",
        summary:
            "Reads RSS 2.0, RSS 1.0 or Atom text and outputs its first items, each a dictionary (title, link, published, author, summary).",
        category: "Web",
        parameters: [
            ParameterDefinition("text", label: "Feed", type: .text, summary: "The feed's XML.", required: true),
            ParameterDefinition(
                "count", label: "Number of Items", type: .number, summary: "How many items to get, from the top.", default: 10,
                minimum: 1),
        ],
        input: "text", output: .produces(.list), outputName: "Items from RSS Text")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters.text("text")
        let count = try parameters.integer("count")
        return .list(try FeedParser.items(text, limit: count, parameter: "text"))
    }
}
