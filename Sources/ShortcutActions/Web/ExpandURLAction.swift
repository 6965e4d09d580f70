import Foundation
import ShortcutEngine

/// Expand URL: follows a shortened URL's redirects and outputs where they end.
public enum ExpandURLAction: Action {
    static let url = Parameter<Value>(
        "url", wireKey: "URL", label: "URL", type: .url, summary: "The shortened URL.", required: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.url.expand", name: "Expand URL",
        summary:
            "Follows the URL's redirects (a HEAD request) and outputs the final URL, or the URL itself when it does not redirect, without its utm_ tracking parameters. Needs network access.",
        category: "Web",
        parameters: [url],
        input: url, output: .produces(.url), outputName: "Expanded URL", eachInputItem: true)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let url = try HTTPClient.url(try context.limitedText(try parameters.value(Self.url)), parameter: "url")
        let response = try HTTPClient.perform(HTTPRequest(method: "HEAD", url: url), context: context, parameter: "url")
        return .url(withoutTracking(response.finalURL))
    }

    /// The URL without `utm_…` query parameters, as Shortcuts cleans an expanded URL ("removing
    /// unnecessary parameters such as 'utm_source'"); a query left empty is dropped.
    static func withoutTracking(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let items = components.percentEncodedQueryItems
        else { return url.absoluteString }
        let kept = items.filter { !$0.name.lowercased().hasPrefix("utm_") }
        guard kept.count != items.count else { return url.absoluteString }
        components.percentEncodedQueryItems = kept.isEmpty ? nil : kept
        return components.string ?? url.absoluteString
    }
}
