import Foundation
import Markup
import ShortcutEngine

/// Get Title of Web Page: the title a page gives itself (`og:title`, else `<title>`); what the
/// Actions app's Get Title of URL imports to.
public enum GetWebPageTitleAction: Action {
    static let url = Parameter<Value>("url", label: "URL", type: .url, summary: "The page's URL.", required: true)

    public static let definition = ActionDefinition(
        "org.shortcutengine.url.gettitle", name: "Get Title of Web Page",
        summary:
            "Fetches a web page (GET, redirects followed) and outputs its title: og:title, else <title>, spaces collapsed; Nothing when it has none. Needs network access.",
        category: "Web",
        parameters: [url],
        input: url, output: .produces(.text), outputName: "Title of URL")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let url = try HTTPClient.url(try context.limitedText(try parameters.value(Self.url)), parameter: "url")
        let response = try HTTPClient.perform(HTTPRequest(url: url), context: context, parameter: "url")
        let html = try ResponseContent.text(of: response, context: context, parameter: "url")
        return title(of: html).map(Value.text) ?? .nothing
    }

    /// The page's `og:title`, else its `<title>`, whitespace collapsed; nil when neither has text.
    static func title(of html: String) -> String? {
        var tokens = HTMLTokenizer(html)
        var inTitle = false
        var titleText = ""
        var openGraph: String?
        while let token = tokens.next() {
            switch token {
            case .start(let name, let attributes, let selfClosing):
                if name == "script" || name == "style", !selfClosing { tokens.skipRawText(until: name) }
                if name == "title" { inTitle = !selfClosing }
                if name == "meta", attributes["property"]?.lowercased() == "og:title", openGraph == nil {
                    openGraph = attributes["content"]
                }
            case .end(let name):
                if name == "title" { inTitle = false }
            case .text(let bytes):
                if inTitle { titleText += String(decoding: bytes, as: UTF8.self) }
            }
        }
        for candidate in [openGraph ?? "", titleText] {
            let collapsed = candidate.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            if !collapsed.isEmpty { return collapsed }
        }
        return nil
    }
}
