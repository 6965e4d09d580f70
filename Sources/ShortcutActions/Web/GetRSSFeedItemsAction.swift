import Foundation
import ShortcutEngine

/// Get Items from RSS Feed: fetches an RSS or Atom feed and outputs its newest items.
public enum GetRSSFeedItemsAction: Action {
    static let url = Parameter<Value>(
        "url", wireKey: "WFRSSFeedURL", label: "URL", type: .url, summary: "The feed's URL.", required: true)
    static let count = Parameter<Int>(
        "count", wireKey: "WFRSSItemQuantity", label: "Number of Items", summary: "How many items to get, from the top.",
        default: 10, minimum: 1)

    public static let definition = ActionDefinition(
        "is.workflow.actions.rss", name: "Get Items from RSS Feed",
        summary:
            "Fetches an RSS 2.0, RSS 1.0 or Atom feed and outputs its first items, each a dictionary (title, link, published, author, summary). Needs network access.",
        category: "Web",
        parameters: [url, count],
        input: url, output: .produces(.list), outputName: "Items from RSS Feed")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let url = try HTTPClient.url(try context.limitedText(try parameters.value(Self.url)), parameter: "url")
        let count = try parameters[Self.count]
        let response = try HTTPClient.perform(HTTPRequest(url: url), context: context, parameter: "url")
        let text = try ResponseContent.text(of: response, context: context, parameter: "url")
        return .list(try FeedParser.items(text, limit: count, parameter: "url"))
    }
}
