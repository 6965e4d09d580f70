import Foundation
import Markup
import ShortcutEngine

/// Get RSS Feeds from Page: the feeds each page declares (`<link rel="alternate"
/// type="application/rss+xml">` or `application/atom+xml`), resolved against the page's URL.
public enum GetRSSFeedsFromPageAction: Action {
    static let urls = Parameter<[Value]>(
        "urls", wireKey: "WFURLs", label: "URLs", type: .any, summary: "A page's URL, or a list of them.", required: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.rss.extract", name: "Get RSS Feeds from Page",
        summary:
            "Fetches each page and outputs the URLs of the RSS and Atom feeds it declares (<link rel=\"alternate\" type=\"application/rss+xml\"> or atom+xml), resolved against the page's URL; a URL that is itself a feed is kept. Needs network access.",
        category: "Web",
        parameters: [urls],
        input: urls, output: .produces(.list), outputName: "RSS Feeds")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var feeds: [Value] = []
        for item in try parameters[Self.urls] {
            let url = try HTTPClient.url(try context.limitedText(item), parameter: "urls")
            let response = try HTTPClient.perform(HTTPRequest(url: url), context: context, parameter: "urls")
            let text = try ResponseContent.text(of: response, context: context, parameter: "urls")
            let type = response.mediaType
            if type.hasSuffix("rss+xml") || type.hasSuffix("atom+xml") {
                feeds.append(.url(response.finalURL.absoluteString))
                continue
            }
            for link in declaredFeeds(text, base: response.finalURL) where !feeds.contains(.url(link)) {
                feeds.append(.url(link))
            }
        }
        return .list(feeds)
    }

    /// The feed links `html` declares, absolute.
    static func declaredFeeds(_ html: String, base: URL) -> [String] {
        var tokens = HTMLTokenizer(html)
        var links: [String] = []
        while let token = tokens.next() {
            guard case .start(let name, let attributes, let selfClosing) = token else { continue }
            if name == "script" || name == "style", !selfClosing {
                tokens.skipRawText(until: name)
                continue
            }
            guard name == "link", let href = attributes["href"]?.trimmingCharacters(in: .whitespacesAndNewlines), !href.isEmpty,
                let type = attributes["type"]?.lowercased(), type == "application/rss+xml" || type == "application/atom+xml",
                (attributes["rel"] ?? "").lowercased().split(separator: " ").contains("alternate")
            else { continue }
            if let absolute = URL(string: href, relativeTo: base)?.absoluteString, !links.contains(absolute) {
                links.append(absolute)
            }
        }
        return links
    }
}
